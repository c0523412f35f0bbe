/** Display formatting for the tool dashboards (en-US, USD). */

const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $1,234 (whole dollars). */
export function formatUsd(value: number): string {
  return usd0.format(value);
}

/** $4.71M / $525.4K / $780 — compact money for stat cards. */
export function formatUsdCompact(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${trim(abs / 1_000_000, 2)}M`;
  if (abs >= 10_000) return `${sign}$${trim(abs / 1_000, 1)}K`;
  return formatUsd(value);
}

function trim(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/** 1,234 */
export function formatCount(value: number): string {
  return int.format(value);
}

/** 34.8% — one decimal unless told; "—" for a missing figure. */
export function formatPercent(value: number | null, digits = 1): string {
  return value === null ? '—' : `${value.toFixed(digits)}%`;
}

/** 2025-06-30 → Jun 30, 2025 (dates are calendar dates, read in UTC so no day shifts). */
export function formatDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
