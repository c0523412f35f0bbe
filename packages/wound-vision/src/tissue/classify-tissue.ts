import type { BinaryMask, RgbImage } from '../image.ts';
import { gainTables } from '../calibrate/white-balance.ts';
import { chroma, hueAngle, srgbToLab, type Lab } from './colour.ts';

export type TissueType = 'granulation' | 'slough' | 'necrotic' | 'epithelial';
export type TissueShares = Record<TissueType, number>;

/**
 * The tissue rule, on white-balanced colour (the sticker's white margin → neutral 235) in
 * CIELAB (D65), lightness L*, chroma C*, hue angle h (degrees), first match wins:
 *
 *   0. specular highlight L* ≥ 93 with C* < 12, or a clipped raw pixel (every channel ≥ 240)
 *                                                               — excluded from the shares (glare
 *                                                               is not tissue)
 *   1. necrotic / eschar  L* < 22, or L* < 45 with C* < 20      (black, dark brown-grey; a
 *                                                               dark but saturated red stays red)
 *                         or L* < 55 with 48° ≤ h ≤ 100°        (brown and tan eschar: PUSH 3.0
 *                                                               counts "black, brown or tan"
 *                                                               eschar as necrotic, NPIAP)
 *   2. slough             h ≥ 55° with b* ≥ 18, or L* ≥ 70 with C* < 15 and h ≥ 55°
 *                                                               (yellow, tan, cream fibrin)
 *   3. epithelial         L* ≥ 62 (and not slough)              (pale pink, pearly new skin)
 *   4. granulation        everything else                       (red, moist, mid lightness)
 *
 * It follows the colour-based wound-bed description used in practice (the red–yellow–black
 * model, Cuzzell 1988; Stremitzer et al. 2007 on colour classes) with thresholds set on the
 * colours of the four tissues under a neutral white reference. It is a screening aid, not
 * histology; every share is reported with the rule and the colour evidence.
 */
export const TISSUE_RULE = {
  necroticMaxL: 22,
  necroticDullMaxL: 45,
  necroticDullMaxC: 20,
  sloughMinHue: 55,
  sloughMinB: 18,
  sloughPaleMinL: 70,
  sloughPaleMaxC: 15,
  epithelialMinL: 62,
  brownMaxL: 55,
  brownMinHue: 48,
  brownMaxHue: 100,
  specularMinL: 93,
  specularMaxC: 12,
  specularRawMin: 240,
  /** white, low-chroma wound bed (not glare): possible exposed bone or tendon */
  whiteMinL: 72,
  whiteMaxC: 12,
  /** share of the wound bed (percent) that raises `possible_exposed_structure` */
  whiteFlagMinPct: 2,
} as const;

/** Specular glare: brighter than the sticker's white and colourless after white balance. */
export function isSpecular(lab: Lab): boolean {
  return lab.L >= TISSUE_RULE.specularMinL && chroma(lab) < TISSUE_RULE.specularMaxC;
}

/** White, low-chroma (but not glare): bone, tendon or fascia may show — a clinician must check. */
export function isWhiteLowChroma(lab: Lab): boolean {
  return lab.L >= TISSUE_RULE.whiteMinL && lab.L < TISSUE_RULE.specularMinL && chroma(lab) < TISSUE_RULE.whiteMaxC;
}

export function classifyLab(lab: Lab): TissueType {
  const r = TISSUE_RULE;
  const c = chroma(lab);
  if (lab.L < r.necroticMaxL || (lab.L < r.necroticDullMaxL && c < r.necroticDullMaxC)) return 'necrotic';
  const h = hueAngle(lab);
  if (lab.L < r.brownMaxL && h >= r.brownMinHue && h <= r.brownMaxHue) return 'necrotic';
  if (h >= r.sloughMinHue && h <= 200 && (lab.b >= r.sloughMinB || (lab.L >= r.sloughPaleMinL && c < r.sloughPaleMaxC)))
    return 'slough';
  if (lab.L >= r.epithelialMinL) return 'epithelial';
  return 'granulation';
}

/** Percentages that add up to exactly 100 (largest remainder, one decimal). */
export function sharesFromCounts(counts: Record<TissueType, number>): TissueShares {
  const keys: TissueType[] = ['granulation', 'slough', 'necrotic', 'epithelial'];
  const total = keys.reduce((s, k) => s + counts[k], 0);
  if (total === 0) return { granulation: 0, slough: 0, necrotic: 0, epithelial: 0 };
  const raw = keys.map((k) => (counts[k] / total) * 1000);
  const floors = raw.map(Math.floor);
  let left = 1000 - floors.reduce((s, v) => s + v, 0);
  const order = raw.map((v, i) => [v - floors[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return Object.fromEntries(keys.map((k, i) => [k, floors[i]! / 10])) as TissueShares;
}

export interface TissueFlag {
  code: 'possible_exposed_structure';
  message: string;
  /** percent of the (glare-free) wound bed */
  share: number;
}

export interface TissueResult {
  shares: TissueShares;
  pixels: number;
  /** percent of the wound's pixels that are specular glare (left out of the shares) */
  specularPct: number;
  flags: TissueFlag[];
  /** median a* (redness) of the granulation pixels, null when there are none */
  granulationMedianA: number | null;
  /** mean white-balanced CIELAB of the wound bed */
  meanLab: Lab;
}

/** Classify every wound pixel of `mask` (same size as `img`) after applying the white-balance gains. */
export function classifyTissue(
  img: RgbImage,
  mask: BinaryMask,
  gains: readonly [number, number, number],
): TissueResult | null {
  const [tr, tg, tb] = gainTables(gains);
  const counts: Record<TissueType, number> = { granulation: 0, slough: 0, necrotic: 0, epithelial: 0 };
  const W = mask.width;
  const n = W * mask.height;
  let total = 0;
  let first = -1;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (mask.data[i]) {
      total++;
      if (first < 0) first = i;
      last = i;
    }
  }
  if (!total) return null;
  // at most ~200 k pixels are classified; a regular subsample is exact enough for percentages
  const step = Math.max(1, Math.floor(total / 200_000));
  const redA = new Float32Array(Math.ceil(total / step) + 1);
  let nRed = 0;
  let sL = 0;
  let sA = 0;
  let sB = 0;
  let m = 0;
  let seen = 0;
  let specular = 0;
  let white = 0;
  const clip = TISSUE_RULE.specularRawMin;
  const lab: Lab = { L: 0, a: 0, b: 0 };
  for (let i = first; i <= last; i++) {
    if (!mask.data[i]) continue;
    if (seen++ % step) continue;
    const p = i * 3;
    const v = srgbToLab(tr[img.data[p]!]!, tg[img.data[p + 1]!]!, tb[img.data[p + 2]!]!);
    lab.L = v.L;
    lab.a = v.a;
    lab.b = v.b;
    if (isSpecular(lab) || (img.data[p]! >= clip && img.data[p + 1]! >= clip && img.data[p + 2]! >= clip)) {
      specular++;
      continue;
    }
    if (isWhiteLowChroma(lab)) white++;
    const t = classifyLab(lab);
    counts[t]++;
    if (t === 'granulation') redA[nRed++] = lab.a;
    sL += lab.L;
    sA += lab.a;
    sB += lab.b;
    m++;
  }
  const sampled = m + specular;
  const whitePct = m ? (white / m) * 100 : 0;
  const flags: TissueFlag[] = [];
  if (whitePct >= TISSUE_RULE.whiteFlagMinPct) {
    flags.push({
      code: 'possible_exposed_structure',
      message: `possible exposed bone/tendon — check (${whitePct.toFixed(1)} % of the wound bed is white and colourless)`,
      share: Math.round(whitePct * 10) / 10,
    });
  }
  if (!m)
    return {
      shares: sharesFromCounts(counts),
      pixels: total,
      specularPct: 100,
      flags,
      granulationMedianA: null,
      meanLab: { L: 0, a: 0, b: 0 },
    };
  return {
    shares: sharesFromCounts(counts),
    pixels: total,
    specularPct: Math.round((specular / Math.max(1, sampled)) * 1000) / 10,
    flags,
    granulationMedianA: nRed ? medianOf(redA.subarray(0, nRed)) : null,
    meanLab: { L: sL / m, a: sA / m, b: sB / m },
  };
}

function medianOf(values: Float32Array): number {
  const s = values.sort();
  return s[s.length >> 1]!;
}
