import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { aboutPage as a } from '../../../content/about.ts';
import { CheckList, FeatureGrid } from '../components/cards.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section, SectionHeader } from '../components/section.tsx';

const toneClass = { teal: 'bg-brand-700 text-white', slate: 'bg-slate-800 text-white' } as const;

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={a.eyebrow} title={a.title} lead={a.lead} />
      <Section labelledBy="mission-title">
        <h2 id="mission-title" className="sr-only">
          Mission and vision
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {[a.mission, a.vision].map((block) => (
            <div key={block.title} className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{block.title}</h3>
              <p className="mt-4 text-xl leading-8 text-pretty text-ink">{block.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section tone="brand" labelledBy="polychronic-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeader id="polychronic-title" title={a.polychronic.title} lead={a.polychronic.lead} align="left" />
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
            <CheckList items={a.polychronic.points} />
          </div>
        </div>
      </Section>
      <Section labelledBy="values-title">
        <SectionHeader id="values-title" title={a.valuesTitle} />
        <div className="mt-12">
          <FeatureGrid items={a.values} columns={4} />
        </div>
      </Section>
      <Section tone="muted" labelledBy="team-title">
        <SectionHeader id="team-title" title={a.teamTitle} />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {a.team.map((m) => (
            <li key={m.name} className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <span
                className={`flex h-16 w-16 items-center justify-center rounded-2xl text-xl font-bold ${toneClass[m.image.tone]}`}
                aria-hidden="true"
              >
                {m.image.initials}
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{m.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{m.role}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{m.background}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="timeline-title">
        <SectionHeader id="timeline-title" title={a.timelineTitle} />
        <ol className="mx-auto mt-12 max-w-3xl">
          {a.timeline.map((e, i) => (
            <li key={e.year} className="relative flex gap-6 pb-10 last:pb-0">
              {i < a.timeline.length - 1 && (
                <span
                  className="absolute left-[1.9rem] top-12 h-[calc(100%-3rem)] w-0.5 bg-brand-200"
                  aria-hidden="true"
                />
              )}
              <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-2 ring-brand-200">
                {e.year}
              </span>
              <p className="pt-4 leading-7 text-slate-700">{e.event}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand title={a.partner.title} lead={a.partner.lead}>
        <Link to={paths.contact} className={buttonClass('secondary', 'lg')}>
          {a.partner.cta}
        </Link>
      </CtaBand>
    </>
  );
}
