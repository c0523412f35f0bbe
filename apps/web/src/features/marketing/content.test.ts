import { describe, expect, it } from 'vitest';
import { MEASURED_FIGURES } from '@woundcare/api-types/site';
import { services } from '../../content/services.ts';
import { solutions } from '../../content/solutions.ts';
import { pageMeta, solutionMeta, serviceMeta } from '../../content/page-meta.ts';
import { aboutPage } from '../../content/about.ts';
import { careersPage } from '../../content/careers.ts';
import { contactPage, serviceInterests } from '../../content/contact.ts';
import {
  featuresSection,
  benefitsSection,
  howItWorksSection,
  organizationsSection,
  resultsBand,
} from '../../content/home.ts';
import { privacyPolicy, termsOfService } from '../../content/legal.ts';
import { formatNewsDate, pressPage } from '../../content/press.ts';
import { securityPage } from '../../content/security.ts';
import { DEFAULT_TECH_TAB, TECH_TABS, techBasePage } from '../../content/tech-base.ts';
import { MARKER_ID0_BITS, STICKER } from '../../content/calibration-sticker.ts';

describe('public-site content matches spec 000', () => {
  it('home: results band, six features, four organization cards, steps 1–4, six benefits', () => {
    // the accuracy figure is measured and cited (api-types MEASURED_FIGURES), not the spec's "95 %"
    expect(resultsBand.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      `${MEASURED_FIGURES.areaError.value} ${MEASURED_FIGURES.areaError.label}`,
      '40% Faster Healing',
      '60% Time Savings',
      '500+ Organizations',
    ]);
    expect(resultsBand.footnote).toContain(MEASURED_FIGURES.areaError.source);
    expect(resultsBand.footnote).toContain(`outline Dice ${MEASURED_FIGURES.outlineDice.value}`);
    expect(featuresSection.items).toHaveLength(6);
    expect(organizationsSection.title).toBe('Built for Healthcare Organizations');
    expect(organizationsSection.cards).toHaveLength(4);
    expect(howItWorksSection.steps.map((s) => [s.number, s.title])).toEqual([
      [1, 'Capture'],
      [2, 'Analyze'],
      [3, 'Recommend'],
      [4, 'Coordinate'],
    ]);
    expect(benefitsSection.items).toHaveLength(6);
  });

  it('about: four values, two leaders, a timeline from 2020 to 2025', () => {
    expect(aboutPage.values).toHaveLength(4);
    expect(aboutPage.team).toHaveLength(2);
    expect(aboutPage.timeline.map((t) => t.year)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
  });

  it('careers: six positions with requirements and a four-step process', () => {
    expect(careersPage.jobs).toHaveLength(6);
    for (const j of careersPage.jobs) expect(j.requirements.length).toBeGreaterThan(0);
    expect(careersPage.process.map((p) => p.step)).toEqual([1, 2, 3, 4]);
  });

  it('press: five news items covering the five categories, four media-kit items', () => {
    expect(pressPage.news).toHaveLength(5);
    expect(new Set(pressPage.news.map((n) => n.category))).toEqual(
      new Set(['Funding', 'Partnership', 'Security', 'Milestone', 'Product']),
    );
    expect(pressPage.mediaKit).toHaveLength(4);
    expect(formatNewsDate('2024-06-04')).toBe('June 4, 2024');
    expect(formatNewsDate('2025-01-14')).toBe('January 14, 2025');
  });

  it('contact: three cards, office hours in CST, the six service interests of §4', () => {
    expect(contactPage.cards).toHaveLength(3);
    expect(contactPage.hours.map((h) => h.time)).toEqual(['9:00 AM – 6:00 PM', '10:00 AM – 2:00 PM', 'Closed']);
    expect(serviceInterests.map((s) => s.id)).toEqual([
      'ai-measurement',
      'clinical-support',
      'care-coordination',
      'telehealth',
      'custom-solution',
      'general-inquiry',
    ]);
    expect(contactPage.promises.map((p) => p.value)).toEqual(['24 hours', '2–4 weeks']);
  });

  it('tech base: four tabs opening on overview; roadmap phases 1 and 2 with their statuses', () => {
    expect(TECH_TABS).toEqual(['overview', 'architecture', 'technology', 'roadmap']);
    expect(DEFAULT_TECH_TAB).toBe('overview');
    expect(techBasePage.roadmap.phases.map((p) => [p.phase, p.status])).toEqual([
      [1, 'Completed'],
      [2, 'In Progress'],
    ]);
  });

  it('legal pages are dated January 2025; security lists statuses from the spec', () => {
    expect(privacyPolicy.lastUpdated).toBe('January 2025');
    expect(termsOfService.lastUpdated).toBe('January 2025');
    for (const c of securityPage.certifications) expect(['Certified', 'In Progress', 'Planned']).toContain(c.status);
  });

  it('calibration sticker: DICT_4X4_50, 20.0 mm square, at least 4 mm margin; id 0 bits', () => {
    expect(STICKER).toEqual({ dictionary: 'DICT_4X4_50', markerSizeMm: 20, minMarginMm: 4 });
    expect(MARKER_ID0_BITS.flat()).toHaveLength(16);
  });

  it('no page claims "95 % accuracy": every accuracy figure is the measured one, cited', () => {
    const everything = JSON.stringify({ resultsBand, services, solutions, pageMeta, solutionMeta, serviceMeta });
    expect(everything).not.toMatch(/95\s*%/);
    const measurement = solutions.find((s) => s.id === 'wound-measurement')!;
    expect(measurement.highlight).toBe(`${MEASURED_FIGURES.areaError.value} mean area error`);
    expect(measurement.outcomes[0]).toEqual(MEASURED_FIGURES.areaError);
    expect(solutionMeta['wound-measurement'].description).toContain(MEASURED_FIGURES.areaError.value);
  });
});
