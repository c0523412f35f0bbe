import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { ServiceId } from '../../../content/ids.ts';
import {
  findService,
  outcomeFootnote,
  outcomeTitle,
  servicesInGroup,
  servicesOverview,
} from '../../../content/services.ts';
import { CtaBand, onDarkLinkClass } from '../components/cta-band.tsx';
import { CapabilitySection, OutcomeSection, RelatedLinks } from '../components/detail-blocks.tsx';
import { EvidenceList } from '../components/evidence.tsx';
import { GlanceCard } from '../components/glance-card.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { ScheduleDemo } from '../components/schedule-demo-button.tsx';
import { Section } from '../components/section.tsx';
import { StickerCallout } from '../components/sticker-callout.tsx';

/** One template for the eleven service pages, filled from content/services.ts. */
export function ServicePage({ id }: { id: ServiceId }) {
  const s = findService(id);
  const group = servicesOverview.groups.find((g) => g.id === s.group)!;
  const siblings = servicesInGroup(s.group)
    .filter((o) => o.id !== id)
    .map((o) => ({ name: o.title, path: paths.service(o.id) }));
  return (
    <>
      <PageHero
        eyebrow={`Services · ${group.title}`}
        title={s.title}
        tagline={s.headline}
        lead={s.lead}
        actions={
          <>
            <ScheduleDemo />
            <Link
              to={`${paths.services}#${group.id}`}
              className="inline-flex items-center px-2 text-sm font-semibold text-brand-800 hover:underline"
            >
              All {group.title.toLowerCase()}
            </Link>
          </>
        }
        aside={<GlanceCard icon={s.icon} label="Included" title={s.title} items={s.capabilities.map((g) => g.title)} />}
      />
      {s.highlight && (
        <Section tone="brand" labelledBy="highlight-title">
          <h2 id="highlight-title" className="text-2xl font-bold text-ink">
            {s.highlight.title}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {s.highlight.items.map((item) => (
              <li
                key={item}
                className="rounded-xl border border-brand-200 bg-white px-4 py-3 font-medium text-slate-800"
              >
                {item}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CapabilitySection groups={s.capabilities} />
      <OutcomeSection
        stats={s.benefits}
        footnote={outcomeFootnote(s.benefits)}
        title={outcomeTitle(s.benefits, 'Benefits')}
      />
      <Section>
        <div className="space-y-12">
          {s.showsSticker && <StickerCallout />}
          {s.evidence && <EvidenceList items={s.evidence} />}
          <RelatedLinks title={`More ${group.title.toLowerCase()}`} links={siblings} />
        </div>
      </Section>
      <CtaBand
        title={`Add ${s.title} to your program`}
        lead="Book a demo, or tell us about your patients and sites and we will propose a plan."
      >
        <ScheduleDemo variant="secondary" />
        <Link to={paths.contact} className={onDarkLinkClass}>
          Contact us
        </Link>
      </CtaBand>
    </>
  );
}
