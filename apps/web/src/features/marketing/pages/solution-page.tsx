import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { SolutionId } from '../../../content/ids.ts';
import { outcomeFootnote, outcomeTitle } from '../../../content/services.ts';
import { findSolution, solutions } from '../../../content/solutions.ts';
import { CtaBand, onDarkLinkClass } from '../components/cta-band.tsx';
import { CapabilitySection, OutcomeSection, RelatedLinks } from '../components/detail-blocks.tsx';
import { EvidenceList } from '../components/evidence.tsx';
import { GlanceCard } from '../components/glance-card.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { ScheduleDemo } from '../components/schedule-demo-button.tsx';
import { Section } from '../components/section.tsx';
import { StickerCallout } from '../components/sticker-callout.tsx';

/** One template for the four solution pages, filled from content/solutions.ts. */
export function SolutionPage({ id }: { id: SolutionId }) {
  const s = findSolution(id);
  const others = solutions.filter((o) => o.id !== id).map((o) => ({ name: o.title, path: paths.solution(o.id) }));
  return (
    <>
      <PageHero
        eyebrow={s.eyebrow}
        title={s.title}
        tagline={s.headline}
        lead={s.lead}
        actions={<ScheduleDemo />}
        aside={<GlanceCard icon={s.icon} label="Key features" title={s.title} items={s.features} />}
      />
      <CapabilitySection groups={s.capabilities} title="What it does" />
      <OutcomeSection
        stats={s.outcomes}
        footnote={outcomeFootnote(s.outcomes)}
        title={outcomeTitle(s.outcomes, 'At a glance')}
      />
      <Section>
        <div className="space-y-12">
          {s.showsSticker && <StickerCallout />}
          {s.evidence && <EvidenceList items={s.evidence} />}
          <RelatedLinks title="Services that deliver it" links={s.services} />
          <RelatedLinks title="Other solutions" links={others} />
        </div>
      </Section>
      <CtaBand title={`See ${s.title} in action`} lead="Book a demo and we will show it with cases like yours.">
        <ScheduleDemo variant="secondary" />
        <Link to={paths.contact} className={onDarkLinkClass}>
          Ask a question
        </Link>
      </CtaBand>
    </>
  );
}
