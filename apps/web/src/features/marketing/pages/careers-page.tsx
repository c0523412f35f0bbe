import { Link } from 'react-router';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { careersEmail, careersPage as c } from '../../../content/careers.ts';
import { CheckList, FeatureGrid } from '../components/cards.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section, SectionHeader } from '../components/section.tsx';

const mailto = (subject: string) => `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;

export function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow={c.eyebrow}
        title={c.title}
        lead={c.lead}
        actions={
          <Link to={`${paths.careers}#positions`} className={buttonClass('primary', 'lg')}>
            {c.viewAll}
          </Link>
        }
      />
      <Section labelledBy="perks-title">
        <SectionHeader id="perks-title" title={c.perksTitle} />
        <div className="mt-12">
          <FeatureGrid items={c.perks} />
        </div>
      </Section>
      <Section id="positions" tone="muted" labelledBy="positions-title">
        <SectionHeader id="positions-title" title={c.positionsTitle} lead={c.positionsLead} align="left" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {c.jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 className="text-xl font-bold text-ink">{job.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium text-slate-700" aria-label="Role details">
                <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
                  <Briefcase className="h-3.5 w-3.5" aria-hidden="true" />
                  {job.department}
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1">
                  <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                  {job.location}
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1">
                  <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                  {job.type}
                </li>
              </ul>
              <p className="mt-4 leading-7 text-slate-600">{job.description}</p>
              <h4 className="mt-5 text-sm font-semibold text-slate-800">What we are looking for</h4>
              <CheckList items={job.requirements} className="mt-3" />
              <div className="mt-auto pt-6">
                <a href={mailto(`Application: ${job.title}`)} className={buttonClass('secondary', 'md')}>
                  {c.applyNow}
                  <span className="sr-only">: {job.title}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="process-title">
        <SectionHeader id="process-title" title={c.processTitle} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {c.process.map((p) => (
            <li key={p.step} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {p.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {p.step}: </span>
                {p.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{p.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand title={c.resume.title} lead={c.resume.lead}>
        <a href={mailto('Résumé')} className={buttonClass('secondary', 'lg')}>
          {c.resume.cta}
        </a>
      </CtaBand>
    </>
  );
}
