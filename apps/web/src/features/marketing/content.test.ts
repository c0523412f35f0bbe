import { describe, expect, it } from 'vitest';
import {
  MEASURED_FIGURES,
  MEASURED_FIGURE_LIST,
  MEASURED_ON,
  OUTLINE_NOT_VALIDATED,
  OUTLINE_VALIDATED_ON,
  measuredFiguresNote,
} from '@woundcare/api-types/site';
import { findService, outcomeFootnote, outcomeTitle, services, servicesOverview } from '../../content/services.ts';
import { findSolution, solutions } from '../../content/solutions.ts';
import { solutionMeta } from '../../content/page-meta.ts';
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

describe('public-site content matches docs/spec-notes.md', () => {
  it('home: results band, six features, four organization cards, steps 1–4, six benefits', () => {
    // the spec's "95 % accuracy, 40 % faster healing, 60 % time savings" are not measured: the band
    // shows the three measured figures (api-types MEASURED_FIGURES), each with its condition
    expect(resultsBand.stats.slice(0, 3)).toEqual(MEASURED_FIGURE_LIST);
    expect(resultsBand.stats.map((s) => `${s.value} ${s.label}`)[3]).toBe('500+ Organizations');
    expect(resultsBand.footnote).toContain(measuredFiguresNote());
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
});

/** Every module under content/ is copy of the public site (pages, their metadata, navigation). */
const contentModules = import.meta.glob<Record<string, unknown>>('../../content/*.ts', { eager: true });

/** Each string of a content value with where it is, e.g. "services.ts services.1.lead". */
function strings(value: unknown, path: string, out: { path: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}.${i}`, out));
  else if (value && typeof value === 'object' && !('$$typeof' in value))
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

/** Every string the public pages show, including the footnotes the pages compute. */
function publicStrings() {
  const out: { path: string; text: string }[] = [];
  for (const [file, mod] of Object.entries(contentModules)) strings(mod, file.replace('../../content/', ''), out);
  for (const s of solutions) out.push({ path: `footnote of /solutions/${s.id}`, text: outcomeFootnote(s.outcomes) });
  for (const s of services) out.push({ path: `footnote of /services/${s.id}`, text: outcomeFootnote(s.benefits) });
  return out;
}

/** Published facts with their source on the page (Rogers 2010, Nussbaum 2018 …). */
function citedTexts(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => citedTexts(v, out));
  else if (value && typeof value === 'object' && !('$$typeof' in value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.text === 'string' && typeof o.source === 'string' && typeof o.url === 'string') out.push(o.text);
    else Object.values(o).forEach((v) => citedTexts(v, out));
  }
  return out;
}

describe('public site: every figure measured or cited, nothing an engineer would type', () => {
  const all = publicStrings();

  it('reads the content of every page (the walk is not empty)', () => {
    expect(Object.keys(contentModules)).toEqual(expect.arrayContaining(['../../content/home.ts']));
    expect(all.some((s) => s.text === resultsBand.footnote)).toBe(true);
    expect(all.length).toBeGreaterThan(500);
  });

  it('shows a percentage only as a measured figure, a cited published fact or a stated target', () => {
    const allowed = [
      measuredFiguresNote(),
      ...MEASURED_FIGURE_LIST.flatMap((f) => [f.value, f.detail]),
      ...Object.values(contentModules).flatMap((m) => citedTexts(m)),
      '99.9%', // the security page's uptime target and the terms' availability target, each said to be a target
      'Print at 100%', // the sticker's print instruction
    ];
    const unmeasured = all
      .map(({ path, text }) => ({ path, rest: allowed.reduce((t, a) => t.split(a).join(''), text) }))
      .filter(({ rest }) => /\d\s*%/.test(rest));
    expect(unmeasured).toEqual([]);
  });

  it('claims no unmeasured outcome in words either', () => {
    const outcome =
      /(faster|quicker) healing|fewer (surgical site )?infections|time savings|less (documentation|care-coordination) time|better (patient )?compliance|shorter referral waits|proven results|confidence shown/i;
    expect(all.filter((s) => outcome.test(s.text))).toEqual([]);
  });

  it('names no repository path, file or npm command on a public page', () => {
    const engineerOnly =
      /\bnpm (run|test|start)\b|\bnpx\b|\b(packages|apps|training|scripts|docs)\/\w|\b[\w-]+\.(md|ts|tsx|py|onnx|json)\b|wound-seg@/;
    expect(all.filter((s) => engineerOnly.test(s.text))).toEqual([]);
    // and the citation itself reads as words: photos counted, the date, what the outline is validated on
    const note = measuredFiguresNote();
    for (const f of MEASURED_FIGURE_LIST) {
      expect(note).toContain(f.value);
      expect(f.detail).toMatch(/\d+ [^.]*photos/);
    }
    expect(note).toContain(MEASURED_ON);
    expect(note).toContain(OUTLINE_VALIDATED_ON);
    expect(note).toContain(OUTLINE_NOT_VALIDATED);
  });

  it('says exudate is a bedside sign wherever photo screening is described', () => {
    const sentences = all.flatMap((s) => s.text.split(/(?<=\.)\s+/).map((t) => ({ path: s.path, t })));
    const fromPhoto = sentences.filter(({ t }) => /exudate/i.test(t) && /photo|screen/i.test(t));
    expect(fromPhoto.filter(({ t }) => !/bedside/i.test(t))).toEqual([]);
    expect(findService('infection-detection').lead).toMatch(/Exudate[^.]*at the bedside/);
  });

  it('the measurement pages quote the measured figures and what the outline is validated on', () => {
    const measurement = findSolution('wound-measurement');
    const service = findService('ai-wound-measurement');
    expect(measurement.outcomes).toEqual(MEASURED_FIGURE_LIST);
    expect(service.benefits).toEqual(MEASURED_FIGURE_LIST);
    expect(outcomeFootnote(measurement.outcomes)).toBe(measuredFiguresNote());
    expect(outcomeTitle(service.benefits, 'Benefits')).toBe('Measured accuracy');
    expect(outcomeTitle(findService('virtual-care').benefits, 'Benefits')).toBe('Benefits');
    expect(measurement.highlight).toContain(MEASURED_FIGURES.endToEndAreaError.value);
    for (const page of [measurement, service]) {
      const text = JSON.stringify(page);
      expect(text).toContain(OUTLINE_VALIDATED_ON);
      expect(text).toContain(OUTLINE_NOT_VALIDATED);
    }
    expect(solutionMeta['wound-measurement'].description).toContain(MEASURED_FIGURES.endToEndAreaError.value);
    expect(solutionMeta['wound-measurement'].description).toContain(MEASURED_FIGURES.outlineDice.value);
    expect(JSON.stringify(featuresSection)).toContain(OUTLINE_VALIDATED_ON);
    // pages with service facts only say that they are not outcomes
    expect(outcomeFootnote(findService('infection-detection').benefits)).toMatch(/not its outcomes/);
    expect(servicesOverview.valuePoints.map((v) => v.title)).toContain('Measured, not promised');
  });
});
