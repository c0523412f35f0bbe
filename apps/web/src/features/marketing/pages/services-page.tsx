import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { servicesInGroup, servicesOverview } from '../../../content/services.ts';
import { FeatureGrid } from '../components/cards.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { IconTile } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { ScheduleDemo } from '../components/schedule-demo-button.tsx';
import { Section, SectionHeader } from '../components/section.tsx';

export function ServicesPage() {
  const o = servicesOverview;
  return (
    <>
      <PageHero
        eyebrow={o.eyebrow}
        title={o.title}
        lead={o.lead}
        actions={
          <>
            <ScheduleDemo label={o.consultation.secondary} />
            <Link to={paths.contact} className={buttonClass('secondary', 'lg')}>
              {o.consultation.primary}
            </Link>
          </>
        }
      />
      <Section labelledBy="values-title">
        <SectionHeader id="values-title" eyebrow="Our approach" title="Why the hybrid model works" />
        <div className="mt-12">
          <FeatureGrid items={o.valuePoints} columns={4} />
        </div>
      </Section>
      {o.groups.map((g, i) => (
        <Section key={g.id} id={g.id} tone={i % 2 === 0 ? 'muted' : 'white'} labelledBy={`${g.id}-title`}>
          <SectionHeader id={`${g.id}-title`} title={g.title} lead={g.lead} align="left" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {servicesInGroup(g.id).map((s) => (
              <li key={s.id}>
                <Link
                  to={paths.service(s.id)}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-md"
                >
                  <IconTile icon={s.icon} />
                  <h3 className="mt-4 text-lg font-semibold text-ink group-hover:text-brand-800">{s.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{s.summary}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
                    View service <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <CtaBand title={o.consultation.title} lead={o.consultation.lead}>
        <Link
          to={paths.contact}
          className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-900 hover:bg-brand-50"
        >
          {o.consultation.primary}
        </Link>
        <ScheduleDemo label={o.consultation.secondary} variant="on-dark" />
      </CtaBand>
    </>
  );
}
