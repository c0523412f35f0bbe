import { describe, expect, it } from 'vitest';
import type { AbpiBand } from '@woundcare/api-types';
import { ALL_CASES, buildInputs } from './cases/index.ts';
import { deriveAssessment } from './derive-assessment.ts';
import { ABPI_BAND_WORDS } from './perfusion.ts';
import { GUIDELINE_SOURCES, SOURCES } from './sources.ts';
import { makeInputs } from './test-inputs.ts';

/** Rows about the photo itself may cite the measuring tool's validation statement; nothing else may. */
const PHOTO_ROWS = new Set(['no_wound_found']);

const assessments = () => [
  ...ALL_CASES.map((c) => ({ id: c.id, a: deriveAssessment(buildInputs(c.given)) })),
  {
    id: 'no-wound',
    a: deriveAssessment(makeInputs({ measurement: { ...makeInputs().measurement, woundFound: false, areaCm2: 0 } })),
  },
  { id: 'large', a: deriveAssessment(makeInputs({ measurement: { ...makeInputs().measurement, areaCm2: 30 } })) },
];

/** A source string is one guideline, or several joined with "; " (a priority reason citing its rows). */
const BY_LENGTH = [...GUIDELINE_SOURCES].sort((a, b) => b.length - a.length);
const isGuideline = (source: string) =>
  source.length > 0 && BY_LENGTH.reduce((rest, g) => rest.split(g).join(''), source).replace(/[;\s]/g, '') === '';

describe('every rule cites a clinical guideline', () => {
  it('the product spec is not a source', () => {
    expect(Object.values(SOURCES).some((s) => /product spec/i.test(s))).toBe(false);
  });

  it('every advice row and priority reason cites one of the fixed guideline sources', () => {
    const bad: string[] = [];
    for (const { id, a } of assessments()) {
      for (const r of a.advice)
        if (!isGuideline(r.source) && !(PHOTO_ROWS.has(r.id) && r.source === SOURCES.engine))
          bad.push(`${id}: advice ${r.id} cites "${r.source}"`);
      for (const r of a.priority.reasons)
        if (!isGuideline(r.source)) bad.push(`${id}: priority reason ${r.id} cites "${r.source}"`);
      if (!isGuideline(a.plan.reviewSource)) bad.push(`${id}: review interval cites "${a.plan.reviewSource}"`);
    }
    expect(bad).toEqual([]);
  });

  it('repositioning advice for a sacral wound does not cite the heel-eschar line', () => {
    const a = deriveAssessment(
      makeInputs({ wound: { etiology: 'pressure_injury', stage: 'stage_3', site: 'sacrum' } }),
    );
    expect(a.advice.find((r) => r.id === 'pi_redistribute')?.source).not.toMatch(/heel/i);
  });
});

describe('one wording per ABPI band', () => {
  const ABPI: Record<Exclude<AbpiBand, 'unknown'>, number> = {
    lt_0_5: 0.4,
    '0_5_to_0_79': 0.6,
    '0_8_to_0_89': 0.85,
    '0_9_to_1_3': 1.0,
    gt_1_3: 1.5,
  };
  for (const etiology of ['venous_leg_ulcer', 'arterial_ulcer', 'diabetic_foot_ulcer', 'trauma'] as const)
    for (const [band, abpi] of Object.entries(ABPI) as [Exclude<AbpiBand, 'unknown'>, number][])
      it(`${etiology}, ABPI ${abpi}: the perfusion text and every advice row naming the band use "${ABPI_BAND_WORDS[band]}"`, () => {
        const a = deriveAssessment(
          makeInputs({
            wound: {
              etiology,
              abpi,
              tbi: null,
              site: etiology === 'diabetic_foot_ulcer' ? 'plantar_forefoot_left' : 'lower_leg_anterior_left',
            },
          }),
        );
        expect(a.perfusion.text).toContain(ABPI_BAND_WORDS[band]);
        for (const r of a.advice.filter((r) => new RegExp(`ABPI ${abpi}\\b`).test(r.text)))
          expect(r.text, r.id).toContain(ABPI_BAND_WORDS[band]);
        // no other band's words anywhere in the advice
        for (const [other, words] of Object.entries(ABPI_BAND_WORDS))
          if (other !== band && other !== 'unknown')
            for (const r of a.advice) expect(r.text, `${r.id} names ${other}`).not.toContain(words);
      });
});
