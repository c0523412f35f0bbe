/**
 * Does a reported ± (one σ) cover the truth as often as a σ should (≈ 68 % within 1σ, ≈ 95 %
 * within 2σ)? Shared by `eval:segmentation` (the outline band on the validation photos) and
 * `eval:calibration` (the whole ± on synthetic calibrated photos). The 68th percentile of
 * |error| / σ is the factor the σ would need (≈ 1 when it is honest).
 */
export function describeSigmaCoverage(errors: number[], sigmas: number[]): string {
  const z = errors.map((e, i) => Math.abs(e) / Math.max(1e-9, sigmas[i]!)).sort((a, b) => a - b);
  const n = z.length;
  const within = (k: number) => z.filter((v) => v <= k).length;
  const pct = (c: number) => ((c / Math.max(1, n)) * 100).toFixed(0);
  const q68 = z[Math.min(n - 1, Math.ceil(0.68 * n) - 1)] ?? 0;
  return `within 1σ ${within(1)}/${n} (${pct(within(1))} %, a σ covers 68 %), within 2σ ${within(2)}/${n} (${pct(within(2))} %); 68th percentile of |error| / σ: ${q68.toFixed(2)}`;
}
