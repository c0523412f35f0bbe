import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { securityEmail, securityPage as s, type CertificationStatus } from '../../../content/security.ts';
import { FeatureGrid, StatGrid } from '../components/cards.tsx';
import { CtaBand, onDarkLinkClass } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section, SectionHeader } from '../components/section.tsx';

const statusClass: Record<CertificationStatus, string> = {
  Certified: 'bg-brand-50 text-brand-800 ring-brand-200',
  'In Progress': 'bg-amber-50 text-amber-900 ring-amber-200',
  Planned: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function SecurityPage() {
  return (
    <>
      <PageHero eyebrow={s.eyebrow} title={s.title} lead={s.lead} />
      <Section labelledBy="figures-title">
        <h2 id="figures-title" className="sr-only">
          Key figures
        </h2>
        <StatGrid stats={s.figures} />
        <div className="mt-12">
          <FeatureGrid items={s.pillars} />
        </div>
      </Section>
      <Section tone="muted" labelledBy="certs-title">
        <SectionHeader id="certs-title" title={s.certificationsTitle} lead={s.certificationsLead} align="left" />
        <div className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Certifications and their status</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Certification
                </th>
                <th scope="col" className="hidden px-6 py-3 font-semibold sm:table-cell">
                  Scope
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.certifications.map((c) => (
                <tr key={c.name}>
                  <th scope="row" className="px-6 py-4 font-semibold text-ink">
                    {c.name}
                    <span className="mt-1 block font-normal text-slate-600 sm:hidden">{c.description}</span>
                  </th>
                  <td className="hidden px-6 py-4 text-slate-600 sm:table-cell">{c.description}</td>
                  <td className="px-6 py-4">
                    <span
                      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusClass[c.status]}`}
                    >
                      {c.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section labelledBy="incident-title">
        <SectionHeader id="incident-title" title={s.incident.title} lead={s.incident.lead} align="left" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {s.incident.steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand title={s.contact.title} lead={s.contact.lead}>
        <a href={`mailto:${securityEmail}`} className={buttonClass('secondary', 'lg')}>
          {s.contact.primary}
        </a>
        <Link to={paths.contact} className={onDarkLinkClass}>
          {s.contact.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
