import { techBasePage as t } from '../../../content/tech-base.ts';
import { Island } from '../../../islands/island.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { TechBaseTabs } from '../components/tech-base-tabs.tsx';

export function TechBasePage() {
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section>
        <Island name="tech-base-tabs" component={TechBaseTabs} props={{}} />
      </Section>
    </>
  );
}
