import type { MessageDescriptor } from '@lingui/core';
import type { AnalysisResultJson } from '@woundcare/api-types';
import { MEASUREMENT_COPY } from './copy.ts';

/** Signed percentage difference of an estimate from the traced area, e.g. "+38 %". */
export function percentDifference(estimate: number, traced: number): string {
  if (traced <= 0) return '—';
  const pct = Math.round(((estimate - traced) / traced) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${Math.abs(pct)} %`;
}

/** The ruler-method estimates beside the traced area (only those the engine returned). */
export function areaComparison(
  r: AnalysisResultJson,
): { id: string; label: MessageDescriptor; value: number; differenceText: string }[] {
  if (r.area_cm2 === null) return [];
  const out: { id: string; label: MessageDescriptor; value: number; differenceText: string }[] = [];
  if (r.lw_estimate_cm2 !== null)
    out.push({
      id: 'lw',
      label: MEASUREMENT_COPY.lwEstimate,
      value: r.lw_estimate_cm2,
      differenceText: percentDifference(r.lw_estimate_cm2, r.area_cm2),
    });
  if (r.ellipse_estimate_cm2 !== null)
    out.push({
      id: 'ellipse',
      label: MEASUREMENT_COPY.ellipseEstimate,
      value: r.ellipse_estimate_cm2,
      differenceText: percentDifference(r.ellipse_estimate_cm2, r.area_cm2),
    });
  return out;
}

/** Tissue shares as whole percentages that add up to 100 (largest-remainder rounding). */
export function tissuePercents(t: { granulation: number; slough: number; necrotic: number; epithelial: number }) {
  const keys = ['granulation', 'slough', 'necrotic', 'epithelial'] as const;
  const total = keys.reduce((s, k) => s + Math.max(0, t[k]), 0);
  if (total <= 0) return keys.map((k) => ({ key: k, pct: 0 }));
  const raw = keys.map((k) => ({ key: k, exact: (Math.max(0, t[k]) / total) * 100 }));
  const floored = raw.map((r) => ({ key: r.key, pct: Math.floor(r.exact), rem: r.exact - Math.floor(r.exact) }));
  let left = 100 - floored.reduce((s, r) => s + r.pct, 0);
  for (const r of [...floored].sort((a, b) => b.rem - a.rem)) {
    if (left <= 0) break;
    r.pct += 1;
    left -= 1;
  }
  return floored.map(({ key, pct }) => ({ key, pct }));
}
