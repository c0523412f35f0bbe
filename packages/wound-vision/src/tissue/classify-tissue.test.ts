import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image.ts';
import { TISSUE_COLOURS, createScene } from '../../test/synthetic-scene.ts';
import { analyzeWound } from '../analyze.ts';
import { classifyLab, classifyTissue, sharesFromCounts } from './classify-tissue.ts';
import { srgbToLab } from './colour.ts';
import { distanceFromMask, measurePeriwound } from './periwound.ts';

/** A 100×40 image painted in vertical bands of the given widths and colours; the mask is all of it. */
function painted(bands: { w: number; rgb: [number, number, number] }[], cast: [number, number, number] = [1, 1, 1]) {
  const width = bands.reduce((s, b) => s + b.w, 0);
  const height = 40;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    let x = 0;
    for (const b of bands) {
      for (let i = 0; i < b.w; i++, x++)
        for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.min(255, Math.round(b.rgb[c]! * cast[c]!));
    }
  }
  const img: RgbImage = { width, height, data };
  return { img, mask: { width, height, data: new Uint8Array(width * height).fill(1) } };
}

describe('tissue rule', () => {
  it('classifies the four reference colours', () => {
    const lab = (c: [number, number, number]) => srgbToLab(c[0], c[1], c[2]);
    expect(classifyLab(lab(TISSUE_COLOURS.granulation))).toBe('granulation');
    expect(classifyLab(lab(TISSUE_COLOURS.slough))).toBe('slough');
    expect(classifyLab(lab(TISSUE_COLOURS.necrotic))).toBe('necrotic');
    expect(classifyLab(lab(TISSUE_COLOURS.epithelial))).toBe('epithelial');
    expect(classifyLab(lab([120, 25, 30]))).toBe('granulation'); // dark red is still granulation
    expect(classifyLab(lab([70, 60, 55]))).toBe('necrotic'); // dull grey-brown
    expect(classifyLab(lab([190, 150, 80]))).toBe('slough'); // tan
  });

  it('painted patches give their shares, summing to 100', () => {
    const { img, mask } = painted([
      { w: 40, rgb: TISSUE_COLOURS.granulation },
      { w: 30, rgb: TISSUE_COLOURS.slough },
      { w: 20, rgb: TISSUE_COLOURS.necrotic },
      { w: 10, rgb: TISSUE_COLOURS.epithelial },
    ]);
    const t = classifyTissue(img, mask, [1, 1, 1])!;
    expect(t.shares).toEqual({ granulation: 40, slough: 30, necrotic: 20, epithelial: 10 });
  });

  it('white balance undoes a colour cast before classifying', () => {
    // dim, warm light: pink epithelium photographs as an orange-red that the rule calls granulation
    const cast: [number, number, number] = [0.75, 0.62, 0.45];
    const { img, mask } = painted(
      [
        { w: 50, rgb: TISSUE_COLOURS.granulation },
        { w: 50, rgb: TISSUE_COLOURS.epithelial },
      ],
      cast,
    );
    const gains: [number, number, number] = [1 / cast[0], 1 / cast[1], 1 / cast[2]];
    const balanced = classifyTissue(img, mask, gains)!;
    expect(balanced.shares.granulation).toBeCloseTo(50, 0);
    expect(balanced.shares.epithelial).toBeCloseTo(50, 0);
    const raw = classifyTissue(img, mask, [1, 1, 1])!;
    expect(raw.shares.epithelial).toBeLessThan(10);
  });

  it('brown and tan eschar are necrotic, not granulation or slough (PUSH 3.0: "black, brown or tan")', () => {
    const lab = (c: [number, number, number]) => srgbToLab(c[0], c[1], c[2]);
    expect(classifyLab(lab([90, 55, 35]))).toBe('necrotic'); // brown eschar
    expect(classifyLab(lab([140, 100, 60]))).toBe('necrotic'); // tan eschar
    expect(classifyLab(lab([150, 60, 40]))).toBe('granulation'); // brick-red granulation stays red
    expect(classifyLab(lab([222, 196, 112]))).toBe('slough'); // light yellow fibrin stays slough
    const { img, mask } = painted([
      { w: 50, rgb: [90, 55, 35] },
      { w: 50, rgb: [140, 100, 60] },
    ]);
    expect(classifyTissue(img, mask, [1, 1, 1])!.shares.necrotic).toBe(100);
  });

  it('specular highlights are left out of the shares and reported as glare', () => {
    const { img, mask } = painted([
      { w: 70, rgb: TISSUE_COLOURS.granulation },
      { w: 30, rgb: [252, 252, 250] },
    ]);
    const t = classifyTissue(img, mask, [1, 1, 1])!;
    expect(t.shares).toEqual({ granulation: 100, slough: 0, necrotic: 0, epithelial: 0 });
    expect(t.specularPct).toBeCloseTo(30, 0);
    expect(t.flags).toEqual([]);
  });

  it('a white, low-chroma area in the bed is flagged as possible exposed bone/tendon', () => {
    const { img, mask } = painted([
      { w: 85, rgb: TISSUE_COLOURS.granulation },
      { w: 15, rgb: [214, 210, 200] },
    ]);
    const t = classifyTissue(img, mask, [1, 1, 1])!;
    expect(t.flags).toHaveLength(1);
    expect(t.flags[0]!.code).toBe('possible_exposed_structure');
    expect(t.flags[0]!.message).toContain('possible exposed bone/tendon — check');
    expect(t.flags[0]!.share).toBeCloseTo(15, 0);
    // yellow slough of the same lightness is not white: no flag
    const slough = painted([
      { w: 85, rgb: TISSUE_COLOURS.granulation },
      { w: 15, rgb: TISSUE_COLOURS.slough },
    ]);
    expect(classifyTissue(slough.img, slough.mask, [1, 1, 1])!.flags).toEqual([]);
  });

  it('shares always add up to exactly 100', () => {
    for (const counts of [
      { granulation: 1, slough: 1, necrotic: 1, epithelial: 0 },
      { granulation: 7, slough: 3, necrotic: 13, epithelial: 977 },
      { granulation: 0, slough: 0, necrotic: 0, epithelial: 5 },
    ]) {
      const s = sharesFromCounts(counts);
      expect(Math.round((s.granulation + s.slough + s.necrotic + s.epithelial) * 10)).toBe(1000);
    }
  });
});

describe('periwound erythema', () => {
  it('distance transform is close to Euclidean', () => {
    const w = 101;
    const data = new Uint8Array(w * w);
    data[50 * w + 50] = 1;
    const d = distanceFromMask({ width: w, height: w, data });
    expect(d[50 * w + 90]).toBeCloseTo(40, 5);
    expect(Math.abs(d[(50 + 30) * w + 50 + 30]! - Math.hypot(30, 30)) / Math.hypot(30, 30)).toBeLessThan(0.07);
  });

  it('a reddened ring around the wound scores higher than plain skin (end to end, given outline)', async () => {
    const base = { seed: 41, width: 560, height: 420, tiltDeg: 10, markerIds: [12], gradient: 0 };
    const [red, plain] = await Promise.all([
      createScene({ ...base, periwoundErythema: true }),
      createScene({ ...base, periwoundErythema: false }),
    ]);
    const [a, b] = await Promise.all([
      analyzeWound(red.png, { maskPng: red.maskPng }),
      analyzeWound(plain.png, { maskPng: plain.maskPng }),
    ]);
    expect(a.periwound_erythema!).toBeGreaterThan(10);
    expect(Math.abs(b.periwound_erythema!)).toBeLessThan(3);
    expect(a.infection_signs.find((s) => s.id === 'erythema')!.present).toBe(true);
    expect(b.infection_signs.find((s) => s.id === 'erythema')!.present).toBe(false);
    // the tissue shares of the painted sectors come back through the whole pipeline
    for (const k of ['granulation', 'slough', 'necrotic', 'epithelial'] as const)
      expect(Math.abs(b.tissue![k] - plain.tissuePct[k])).toBeLessThan(4);
  });

  it('returns null when there is no skin to compare', () => {
    const w = 40;
    const img: RgbImage = { width: w, height: w, data: new Uint8Array(w * w * 3).fill(128) };
    const mask = { width: w, height: w, data: new Uint8Array(w * w).fill(1) };
    expect(measurePeriwound(img, mask, [1, 1, 1], 10, null)).toBeNull();
  });
});
