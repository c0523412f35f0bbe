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

/** The outline quality in the spec's "confidence" slot: "82 %", with "Review the outline" when a check failed. */
export function formatOutlineQuality(q: { score: number; review: boolean } | null | undefined): string {
  if (!q) return 'not measured';
  const pct = `${Math.round(q.score * 100)} %`;
  return q.review ? `${pct} — Review the outline` : pct;
}
