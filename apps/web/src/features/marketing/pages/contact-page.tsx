import { ChevronDown } from 'lucide-react';
import { contactPage as c } from '../../../content/contact.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { IconTile } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section, SectionHeader } from '../components/section.tsx';
import { Island } from '../../../islands/island.tsx';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <dl className="mt-8 flex flex-wrap gap-4">
          {c.promises.map((p) => (
            <div
              key={p.label}
              className="flex flex-col-reverse rounded-xl bg-white px-5 py-3 ring-1 ring-inset ring-brand-200"
            >
              <dt className="text-sm text-slate-600">{p.label}</dt>
              <dd className="text-xl font-bold text-brand-800">{p.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <section aria-label="Ways to reach us" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
          {c.cards.map((card) => (
            <li key={card.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <IconTile icon={card.icon} />
              <div>
                <h2 className="font-semibold text-ink">{card.title}</h2>
                {card.href ? (
                  <a href={card.href} className="mt-1 block font-medium text-brand-800 hover:underline">
                    {card.detail}
                  </a>
                ) : (
                  <p className="mt-1 font-medium text-slate-800">{card.detail}</p>
                )}
                <p className="mt-1 text-sm text-slate-600">{card.note}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <h2 className="text-2xl font-bold text-ink">{c.form.title}</h2>
            <div className="mt-4">
              <Island name="contact-form" component={ContactForm} props={{}} />
            </div>
          </div>
          <aside
            aria-labelledby="hours-title"
            className="h-fit rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="hours-title" className="text-lg font-semibold text-ink">
              {c.hoursTitle}
            </h2>
            <dl className="mt-4 divide-y divide-slate-100">
              {c.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4 py-3 text-sm">
                  <dt className="text-slate-600">{h.days}</dt>
                  <dd className="font-medium text-slate-900">{h.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600">{c.hoursNote}</p>
          </aside>
        </div>
      </Section>
      <Section labelledBy="faq-title">
        <SectionHeader id="faq-title" title={c.faqTitle} />
        <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {c.faq.map((f) => (
            <details key={f.question} className="group px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <h3>{f.question}</h3>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 leading-7 text-slate-600">{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
