/** Small pure helpers every tool's derived figures are built from. */

/** Sum of the values (0 for none). */
export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Arithmetic mean; null for an empty list (no figure rather than NaN). */
export function mean(values: readonly number[]): number | null {
  return values.length ? sum(values) / values.length : null;
}

/** Round to `digits` decimals, half away from zero, without binary-fraction surprises (1.005 → 1.01). */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON * f)) / f;
}

/** part / whole as a percent rounded to `digits`; null when the whole is 0. */
export function percentOf(part: number, whole: number, digits = 1): number | null {
  return whole === 0 ? null : round((part / whole) * 100, digits);
}

/** Count the items per key, in the order of `keys` (keys with no items count 0). */
export function countBy<T, K extends string>(
  items: readonly T[],
  keys: readonly K[],
  keyOf: (item: T) => K,
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const item of items) counts[keyOf(item)] += 1;
  return counts;
}

/** Keep the first `max` characters and add an ellipsis when the text is longer (docs/spec-notes.md#tool-figures). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
