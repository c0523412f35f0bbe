import { describe, expect, it } from 'vitest';
import { bedsideExamSchema } from '@woundcare/api-types/requests';
import { bodyOf, draftOf, toggleCondition } from './bedside-exam-draft.ts';

describe('the bedside exam form', () => {
  it('starts from "not assessed" everywhere when nothing was recorded, and sends nulls (never "none")', () => {
    const body = bodyOf(draftOf(null));
    expect(body).toEqual({ undermining: null, tunnelling: null, periwound: null, painScore: null, dressing: null });
    expect(bedsideExamSchema.safeParse(body).success).toBe(true);
  });

  it('round-trips a stored exam, and "none found" is an empty list', () => {
    const exam = {
      undermining: [{ fromClock: 3 as const, toClock: 6 as const, depthCm: 2 }],
      tunnelling: [],
      periwound: ['macerated' as const],
      painScore: 0,
      dressing: 'Foam',
    };
    expect(bedsideExamSchema.parse(bodyOf(draftOf(exam)))).toEqual(exam);
  });

  it('a depth typed with a decimal comma is read; an empty depth is refused with the schema’s words', () => {
    const d = draftOf(null);
    d.tunnelling = { state: 'present', rows: [{ clock: '9', depth: '1,5' }] };
    expect(bodyOf(d).tunnelling).toEqual([{ clock: 9, depthCm: 1.5 }]);
    d.tunnelling.rows[0]!.depth = '';
    const r = bedsideExamSchema.safeParse(bodyOf(d));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/depth in cm/);
  });

  it('"intact" goes alone: ticking it clears the others, ticking another clears it', () => {
    expect(toggleCondition(['macerated', 'callus'], 'intact', true)).toEqual(['intact']);
    expect(toggleCondition(['intact'], 'erythema', true)).toEqual(['erythema']);
    expect(toggleCondition(['erythema', 'callus'], 'callus', false)).toEqual(['erythema']);
  });
});
