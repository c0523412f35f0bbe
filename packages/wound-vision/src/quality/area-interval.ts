/**
 * The area as a range with its stated coverage ("4.3 cm², 95 % range 2.5–6.1").
 *
 * Model outline: the range is multiplicative, [A / e^(t·s), A · e^(t·s)], with
 *   s = √(h² + c² + FLOOR²)   h = half the outline band (p > 0.3 vs p > 0.7) over the area,
 *                              c = the sticker-corner σ (outline-quality.ts cornerAreaSigmaMm2) over the area
 * and t fitted by scripts/fit-triage.ts as the conformal 95th percentile of |ln(true / A)| / s on the
 * fit part of the scenes, separately for outlines the triage passes and those it flags (a flagged
 * outline gets the wider range it needs).
 *
 * Traced outline (a clinician's): no probability map, so the doubt is the traced line's edge band
 * — the rim may lie RIM_MM either side of the line, RIM_MM fitted as the 95th percentile of
 * |A − true| / perimeter of the model's accepted outlines on the fit part (another rater's rim) —
 * plus the sticker-corner term at 1.96 σ, in quadrature. Never zero.
 */

export const AREA_COVERAGE = 0.95;

export const AREA_INTERVAL = {
  /** relative floor of s (rounding of the traced staircase, the plane's curvature) */
  floor: 0.02,
  /** t for outlines the triage passes / flags */
  tLikely: 8.51,
  tCheck: 4.22,
  /** traced outline: the rim's half-width either side of the line, mm on the skin plane */
  rimMm: 0.83,
} as const;

export interface AreaInterval {
  low_cm2: number;
  high_cm2: number;
  /** the share of true areas the range is calibrated to cover (0.95) */
  coverage: number;
  basis: 'model_outline' | 'traced_outline';
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** s of the model outline's range (relative), from the band and the corner σ. */
export function modelIntervalScale(areaPx: number, bandPx: number, areaCm2: number, cornerSigmaCm2: number): number {
  const h = areaPx > 0 ? (0.5 * bandPx) / areaPx : 1;
  const c = areaCm2 > 0 ? cornerSigmaCm2 / areaCm2 : 0;
  return Math.hypot(h, c, AREA_INTERVAL.floor);
}

/** The 95 % range of a model outline's area. */
export function modelAreaInterval(x: {
  areaCm2: number;
  areaPx: number;
  bandPx: number;
  cornerSigmaCm2: number;
  flagged: boolean;
}): AreaInterval {
  const s = modelIntervalScale(x.areaPx, x.bandPx, x.areaCm2, x.cornerSigmaCm2);
  const k = Math.exp((x.flagged ? AREA_INTERVAL.tCheck : AREA_INTERVAL.tLikely) * s);
  return { low_cm2: r3(x.areaCm2 / k), high_cm2: r3(x.areaCm2 * k), coverage: AREA_COVERAGE, basis: 'model_outline' };
}

/**
 * The 95 % range of a traced outline's area: its perimeter (cm) times the rim band either side, and
 * the sticker-corner σ at 1.96, in quadrature. The server's outline correction stores this.
 */
export function tracedAreaInterval(x: { areaCm2: number; perimeterCm: number; cornerSigmaCm2: number }): AreaInterval {
  const edge = x.perimeterCm * (AREA_INTERVAL.rimMm / 10);
  const half = Math.max(Math.hypot(edge, 1.96 * x.cornerSigmaCm2), 0.001);
  return {
    low_cm2: r3(Math.max(0, x.areaCm2 - half)),
    high_cm2: r3(x.areaCm2 + half),
    coverage: AREA_COVERAGE,
    basis: 'traced_outline',
  };
}
