import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { solutions, solutionsOverview } from '../../../content/solutions.ts';
import { CheckList } from '../components/cards.tsx';
import { CtaBand, onDarkLinkClass } from '../components/cta-band.tsx';
import { IconTile } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { ScheduleDemo } from '../components/schedule-demo-button.tsx';
import { Section } from '../components/section.tsx';

export function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow={solutionsOverview.eyebrow}
        title={solutionsOverview.title}
        lead={solutionsOverview.lead}
        actions={<ScheduleDemo />}
      />
      <Section>
        <h2 className="sr-only">All solutions</h2>
        <ul className="grid gap-8 md:grid-cols-2">
          {solutions.map((s) => (
            <li key={s.id} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-start justify-between gap-4">
                <IconTile icon={s.icon} size="lg" />
                {s.highlight && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
                    {s.highlight}
                  </span>
                )}
              </div>
              <h3 className="mt-6 text-2xl font-bold text-ink">{s.title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{s.description}</p>
              <CheckList items={s.features} className="mt-6 sm:columns-2 sm:gap-6 [&>li]:break-inside-avoid" />
              <div className="mt-6 border-t border-slate-100 pt-5">
                <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Related services</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {s.services.map((svc) => (
                    <li key={svc.path}>
                      <Link
                        to={svc.path}
                        className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                      >
                        {svc.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="mt-auto pt-8">
                <Link to={paths.solution(s.id)} className={buttonClass('primary', 'md')}>
                  Learn More<span className="sr-only"> about {s.title}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={solutionsOverview.closingTitle} lead={solutionsOverview.closingLead}>
        <ScheduleDemo variant="secondary" />
        <Link to={paths.contact} className={onDarkLinkClass}>
          Talk to our team
        </Link>
      </CtaBand>
    </>
  );
}
