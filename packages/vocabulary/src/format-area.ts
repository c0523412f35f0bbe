/**
 * How a measured area is written: with its ± uncertainty and rounded to what that uncertainty
 * supports (one significant figure of the uncertainty sets the decimals, at most two). The
 * server's PDF and FHIR text and the web app all use this one function.
 */
export function areaDecimals(uncertaintyCm2: number | null | undefined): number {
  if (
    uncertaintyCm2 === null ||
    uncertaintyCm2 === undefined ||
    !(uncertaintyCm2 > 0) ||
    !Number.isFinite(uncertaintyCm2)
  )
    return 2;
  const d = -Math.floor(Math.log10(uncertaintyCm2));
  return Math.min(2, Math.max(0, d));
}

/**
 * "4.2 ± 0.3 cm²"; "4.23 cm²" without an uncertainty; "not measured" without an area. When the ±
 * reaches zero or beyond (an unsure outline: "2 ± 3 cm²" would offer a negative area) the one-σ
 * interval is written as a range that starts at zero instead: "2 cm² (0–5 cm²)".
 */
export function formatArea(areaCm2: number | null | undefined, uncertaintyCm2?: number | null): string {
  if (areaCm2 === null || areaCm2 === undefined || !Number.isFinite(areaCm2)) return 'not measured';
  const u =
    uncertaintyCm2 !== null && uncertaintyCm2 !== undefined && uncertaintyCm2 > 0 && Number.isFinite(uncertaintyCm2)
      ? uncertaintyCm2
      : null;
  const d = areaDecimals(u);
  if (u === null) return `${areaCm2.toFixed(d)} cm²`;
  // the ± (and a range's upper end) is rounded up so the interval shown is never narrower than the measured one
  const k = 10 ** d;
  const up = (x: number) => (Math.ceil(x * k - 1e-9) / k).toFixed(d);
  if (u >= areaCm2) return `${areaCm2.toFixed(d)} cm² (0–${up(areaCm2 + u)} cm²)`;
  return `${areaCm2.toFixed(d)} ± ${up(Math.max(u, 1 / k))} cm²`;
}

/** The area's range with its stated coverage, as the engine reports it. */
export interface AreaRange {
  low_cm2: number;
  high_cm2: number;
  /** share of true areas the range is calibrated to cover, 0–1 */
  coverage: number;
}

/** Decimals that give a value two significant figures, at most two (77 → 0, 6.07 → 1, 0.51 → 2). */
function twoFigures(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 2;
  return Math.min(2, Math.max(0, 1 - Math.floor(Math.log10(x))));
}

/**
 * "4.3 cm², 95 % range 2.5–6.1 cm²": the area with its range and the range's stated coverage.
 * Each number keeps two significant figures (at most two decimals), so a wide range's small low
 * end stays readable ("0.63–78 cm²", not "0–78 cm²"); the low end is rounded down and the high
 * end up, so the range shown is never narrower than the measured one. Without a range:
 * formatArea's text.
 */
export function formatAreaRange(
  areaCm2: number | null | undefined,
  range: AreaRange | null | undefined,
  uncertaintyCm2?: number | null,
): string {
  const { value, range: r } = formatAreaRangeParts(areaCm2, range, uncertaintyCm2);
  return r ? `${value}, ${r}` : value;
}

/**
 * formatAreaRange's text in its two parts: { value: "4.3 cm²", range: "95 % range 2.5–6.1 cm²" };
 * range null without one (value is then formatArea's text, which never holds ", ").
 */
export function formatAreaRangeParts(
  areaCm2: number | null | undefined,
  range: AreaRange | null | undefined,
  uncertaintyCm2?: number | null,
): { value: string; range: string | null } {
  if (areaCm2 === null || areaCm2 === undefined || !Number.isFinite(areaCm2))
    return { value: 'not measured', range: null };
  if (!range || !(range.high_cm2 > range.low_cm2)) return { value: formatArea(areaCm2, uncertaintyCm2), range: null };
  const low = Math.max(0, range.low_cm2);
  const round = (x: number, f: (v: number) => number, eps: number) => {
    const d = twoFigures(x);
    const k = 10 ** d;
    return (f(x * k + eps) / k).toFixed(d);
  };
  const coverage = Math.round(range.coverage * 100);
  return {
    value: `${areaCm2.toFixed(twoFigures(areaCm2))} cm²`,
    range: `${coverage} % range ${round(low, Math.floor, 1e-9)}–${round(range.high_cm2, Math.ceil, -1e-9)} cm²`,
  };
}

/**
 * The outline's triage in plain words: the engine's statement ("Outline likely within 15 %" or
 * "Check the outline: the edge is blurred"); results stored before the statement existed keep
 * their score: "82 %", with "Review the outline" when a check failed.
 */
export function formatOutlineQuality(
  q: { score: number; review: boolean; statement?: string | null } | null | undefined,
): string {
  if (!q) return 'not measured';
  if (q.statement) return q.statement;
  const pct = `${Math.round(q.score * 100)} %`;
  return q.review ? `${pct} — Review the outline` : pct;
}
