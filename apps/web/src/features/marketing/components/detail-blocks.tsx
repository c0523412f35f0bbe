import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { CapabilityGroup } from '../../../content/solutions.ts';
import type { LinkRef, Stat } from '../../../content/marketing-types.ts';
import { CheckList, StatGrid } from './cards.tsx';
import { Footnote } from './evidence.tsx';
import { Section, SectionHeader } from './section.tsx';

/** Capability lists of a solution or service page, one card per group. */
export function CapabilitySection({ groups, title = 'Capabilities' }: { groups: CapabilityGroup[]; title?: string }) {
  const cols = groups.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2';
  return (
    <Section labelledBy="capabilities-title">
      <SectionHeader id="capabilities-title" title={title} align="left" />
      <div className={`mt-10 grid gap-6 ${cols}`}>
        {groups.map((g) => (
          <div key={g.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{g.title}</h3>
            <CheckList items={g.items} className="mt-4" />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The figures of a solution or service page — measured ones or facts about the service — with their footnote. */
export function OutcomeSection({
  stats,
  footnote,
  title = 'At a glance',
}: {
  stats: Stat[];
  footnote: string;
  title?: string;
}) {
  return (
    <Section tone="muted" labelledBy="outcomes-title">
      <SectionHeader id="outcomes-title" title={title} align="left" />
      <div className="mt-10">
        <StatGrid stats={stats} />
      </div>
      <Footnote>{footnote}</Footnote>
    </Section>
  );
}

/** Links to related pages as small cards. */
export function RelatedLinks({ title, links }: { title: string; links: LinkRef[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((l) => (
          <li key={l.path}>
            <Link
              to={l.path}
              className="group flex items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:text-brand-800"
            >
              {l.name}
              <ArrowRight className="h-4 w-4 text-slate-400 group-hover:text-brand-700" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
