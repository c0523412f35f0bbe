import { Link } from 'react-router';
import { Download, Mail } from 'lucide-react';
import { formatNewsDate, pressPage as p, type NewsCategory } from '../../../content/press.ts';
import { StatGrid } from '../components/cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section, SectionHeader } from '../components/section.tsx';
import { SubscribeForm } from '../components/subscribe-form.tsx';
import { Island } from '../../../islands/island.tsx';

const badge: Record<NewsCategory, string> = {
  Funding: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Partnership: 'bg-sky-50 text-sky-800 ring-sky-200',
  Security: 'bg-slate-100 text-slate-800 ring-slate-300',
  Milestone: 'bg-amber-50 text-amber-900 ring-amber-200',
  Product: 'bg-brand-50 text-brand-800 ring-brand-200',
};

export function PressPage() {
  return (
    <>
      <PageHero eyebrow={p.eyebrow} title={p.title} lead={p.lead} />
      <Section labelledBy="news-title">
        <SectionHeader id="news-title" title={p.newsTitle} align="left" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {p.news.map((n) => (
            <li key={n.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge[n.category]}`}
                >
                  {n.category}
                </span>
                <time dateTime={n.date} className="text-sm text-slate-500">
                  {formatNewsDate(n.date)}
                </time>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{n.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{n.excerpt}</p>
              <Link to={n.link.path} className="mt-4 text-sm font-semibold text-brand-800 hover:underline">
                {n.link.label} →
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="glance-title">
        <SectionHeader id="glance-title" title={p.glanceTitle} align="left" />
        <div className="mt-10">
          <StatGrid stats={p.glance} />
        </div>
      </Section>
      <Section labelledBy="awards-title">
        <SectionHeader id="awards-title" title={p.awardsTitle} align="left" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {p.awards.map((a) => (
            <li key={a.award} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">{a.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{a.award}</h3>
              <p className="text-sm font-medium text-slate-700">{a.organization}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{a.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="kit-title">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <SectionHeader id="kit-title" title={p.mediaKitTitle} align="left" />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {p.mediaKit.map((k) => (
                <li key={k.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
                  <div className="flex items-center justify-between">
                    <h3 className="font-semibold text-ink">{k.title}</h3>
                    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {k.type}
                    </span>
                  </div>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{k.description}</p>
                  <a
                    href={k.href}
                    download={k.action === 'download' ? true : undefined}
                    className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {k.action === 'download' ? (
                      <Download className="h-4 w-4" aria-hidden="true" />
                    ) : (
                      <Mail className="h-4 w-4" aria-hidden="true" />
                    )}
                    {k.action === 'download' ? 'Download' : 'Request by email'}
                    <span className="sr-only">: {k.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{p.contactsTitle}</h2>
            <ul className="mt-8 space-y-4">
              {p.contacts.map((m) => (
                <li key={m.name} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <h3 className="font-semibold text-ink">{m.name}</h3>
                  <p className="text-sm text-slate-600">{m.title}</p>
                  <p className="mt-3 text-sm">
                    <a href={`mailto:${m.email}`} className="font-medium text-brand-800 hover:underline">
                      {m.email}
                    </a>
                  </p>
                  <p className="text-sm">
                    <a href={`tel:${m.phone.replace(/[^+\d]/g, '')}`} className="text-slate-700 hover:underline">
                      {m.phone}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <section aria-labelledby="subscribe-title" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 rounded-3xl bg-brand-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="subscribe-title" className="text-2xl font-bold text-white sm:text-3xl">
              {p.subscribe.title}
            </h2>
            <p className="mt-3 text-brand-100">{p.subscribe.lead}</p>
          </div>
          <Island name="subscribe-form" component={SubscribeForm} props={{}} />
        </div>
      </section>
    </>
  );
}
