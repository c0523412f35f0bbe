import { describe, expect, it } from 'vitest';
import { CLINICIAN_TRACED_QUALITY, OUTLINE_SOURCE_LABEL, plainOutlineReasons } from './outline-words.ts';

const check = (id: string, ok: boolean, value: number | null, message: string) => ({ id, ok, value, message });

describe('outline words', () => {
  it('names a clinician outline "clinician-traced" and never gives it a score', () => {
    expect(OUTLINE_SOURCE_LABEL.clinician).toBe('Clinician-traced outline');
    expect(OUTLINE_SOURCE_LABEL.model).toBe('Model-traced outline');
    expect(CLINICIAN_TRACED_QUALITY).not.toMatch(/%/);
  });

  it('writes failed checks in plain words, with the figure a clinician can act on', () => {
    const q = {
      review: true,
      checks: [
        check('model_certainty', true, 0.9, 'Mean model certainty inside the outline 90.0 % (at least 88 %)'),
        check('boundary_certainty', false, 0.91, "91 % of the outline's edge is uncertain (limit 80 %)"),
        check('camera_tilt', false, 31.2, 'Camera tilted 31° (limit 25°)'),
        check('sharpness', false, 10, 'Sharpness 10 (variance of the Laplacian, at least 15)'),
      ],
      reasons: [
        "91 % of the outline's edge is uncertain (limit 80 %)",
        'Camera tilted 31° (limit 25°)',
        'Sharpness 10 (variance of the Laplacian, at least 15)',
      ],
    };
    expect(plainOutlineReasons(q)).toEqual(['the edge is blurred', 'the photo is tilted 31°', 'the photo is blurred']);
  });

  it('keeps a reason with no check behind it as written, an unknown check by its message, and nothing when no review', () => {
    const q = {
      review: true,
      checks: [check('new_check', false, 1, 'Something the engine learned to check')],
      reasons: ['No wound was found: draw the outline or retake the photo', 'Something the engine learned to check'],
    };
    expect(plainOutlineReasons(q)).toEqual([
      'Something the engine learned to check',
      'No wound was found: draw the outline or retake the photo',
    ]);
    expect(plainOutlineReasons({ ...q, review: false })).toEqual([]);
    expect(plainOutlineReasons(null)).toEqual([]);
  });
});
