import { describe, expect, it } from 'vitest';
import { AREA_INTERVAL, modelAreaInterval, tracedAreaInterval } from './area-interval.ts';
import { TRIAGE_MODEL, triageOutline, type OutlineFeatures } from './triage.ts';

/** A large, sharp, single-region outline with a narrow edge band, square-on. */
const clean: OutlineFeatures = {
  mean_prob: 0.92,
  uncertain_share: 0.45,
  band_rel: 0.08,
  size_sticker_widths: 2.5,
  region_count: 1,
  second_share: 0,
  far_gap: 0,
  tilt_deg: 10,
  sticker_px: 90,
  sticker_distance: 2,
  sharpness: 120,
  glare_pct: 0,
  edge_touch_pct: 0,
};

describe('outline triage', () => {
  it('passes a clean outline and flags a blurred-edged small one, in plain words', () => {
    expect(triageOutline(clean).flagged).toBe(false);
    const doubtful = triageOutline({
      ...clean,
      band_rel: 0.45,
      uncertain_share: 0.8,
      size_sticker_widths: 0.4,
      sharpness: 15,
    });
    expect(doubtful.flagged).toBe(true);
    expect(doubtful.pOff).toBeGreaterThan(triageOutline(clean).pOff);
    expect(doubtful.reasons).toContain('the edge is blurred');
    expect(doubtful.reasons).toContain('the wound is small: under 1 sticker width across');
    for (const r of doubtful.reasons) expect(r).not.toMatch(/laplacian|certainty|variance|%/i);
  });

  it('names a second region far from the wound when the pieces tip the outline into "check"', () => {
    const r = triageOutline({ ...clean, band_rel: 0.3, region_count: 2, second_share: 0.6, far_gap: 2 });
    expect(r.flagged).toBe(true);
    expect(r.reasons).toContain('a second region far from the wound');
  });

  it('never names an input whose fitted weight runs against its meaning', () => {
    const against = TRIAGE_MODEL.weight.map((w, i) => [w, i] as const).filter(([w]) => w <= 0);
    expect(against.length).toBeGreaterThan(0); // tilt: the fit found no harm from it on the scenes
    const r = triageOutline({ ...clean, band_rel: 0.5, tilt_deg: 0 });
    expect(r.reasons.some((x) => /tilted/.test(x))).toBe(false);
  });
});

describe('area range', () => {
  it('a model outline: multiplicative around the area, wider for a wider edge band', () => {
    const narrow = modelAreaInterval({
      areaCm2: 4,
      areaPx: 10_000,
      bandPx: 1000,
      cornerSigmaCm2: 0.01,
      flagged: false,
    });
    const wide = modelAreaInterval({ areaCm2: 4, areaPx: 10_000, bandPx: 4000, cornerSigmaCm2: 0.01, flagged: false });
    expect(narrow.coverage).toBe(0.95);
    expect(narrow.low_cm2).toBeLessThan(4);
    expect(narrow.high_cm2).toBeGreaterThan(4);
    // symmetric on the log scale: low · high = area²
    expect(narrow.low_cm2 * narrow.high_cm2).toBeCloseTo(16, 1);
    expect(wide.high_cm2 - wide.low_cm2).toBeGreaterThan(narrow.high_cm2 - narrow.low_cm2);
    const s = Math.hypot(0.05, 0.01 / 4, AREA_INTERVAL.floor);
    expect(narrow.high_cm2).toBeCloseTo(4 * Math.exp(AREA_INTERVAL.tLikely * s), 2);
    const flagged = modelAreaInterval({
      areaCm2: 4,
      areaPx: 10_000,
      bandPx: 1000,
      cornerSigmaCm2: 0.01,
      flagged: true,
    });
    expect(flagged.high_cm2).toBeCloseTo(4 * Math.exp(AREA_INTERVAL.tCheck * s), 2);
  });

  it('a traced outline: the rim band along its perimeter plus the sticker term, never zero', () => {
    const t = tracedAreaInterval({ areaCm2: 4, perimeterCm: 8, cornerSigmaCm2: 0.02 });
    const half = Math.hypot(8 * (AREA_INTERVAL.rimMm / 10), 1.96 * 0.02);
    expect(t.basis).toBe('traced_outline');
    expect(t.low_cm2).toBeCloseTo(4 - half, 3);
    expect(t.high_cm2).toBeCloseTo(4 + half, 3);
    const tiny = tracedAreaInterval({ areaCm2: 0.01, perimeterCm: 0, cornerSigmaCm2: 0 });
    expect(tiny.high_cm2).toBeGreaterThan(tiny.low_cm2);
    expect(tiny.low_cm2).toBeGreaterThanOrEqual(0);
  });
});
