import type { BedsideExam, PeriwoundCondition } from '@woundcare/api-types';
import type { BedsideExamBody } from '@woundcare/api-types/requests';

/** How a list finding was answered: not assessed (null), none found ([]), or the rows given. */
export type FindingState = 'not_assessed' | 'none' | 'present';
export interface UnderminingRow {
  from: string;
  to: string;
  depth: string;
}
export interface TunnelRow {
  clock: string;
  depth: string;
}

/** The bedside exam as the form edits it: strings as typed, each list with how it was answered. */
export interface BedsideExamDraft {
  undermining: { state: FindingState; rows: UnderminingRow[] };
  tunnelling: { state: FindingState; rows: TunnelRow[] };
  periwound: { assessed: boolean; conditions: PeriwoundCondition[] };
  /** '' = not asked */
  pain: string;
  dressing: string;
}

export const NEW_UNDERMINING: UnderminingRow = { from: '12', to: '12', depth: '' };
export const NEW_TUNNEL: TunnelRow = { clock: '12', depth: '' };

const stateOf = (v: unknown[] | null): FindingState =>
  v === null ? 'not_assessed' : v.length === 0 ? 'none' : 'present';

/** The stored exam (or none) as the form's starting point. */
export function draftOf(exam: BedsideExam | null): BedsideExamDraft {
  return {
    undermining: {
      state: stateOf(exam?.undermining ?? null),
      rows: exam?.undermining?.map((u) => ({
        from: String(u.fromClock),
        to: String(u.toClock),
        depth: String(u.depthCm),
      })) ?? [NEW_UNDERMINING],
    },
    tunnelling: {
      state: stateOf(exam?.tunnelling ?? null),
      rows: exam?.tunnelling?.map((t) => ({ clock: String(t.clock), depth: String(t.depthCm) })) ?? [NEW_TUNNEL],
    },
    periwound: { assessed: exam?.periwound != null, conditions: exam?.periwound ?? [] },
    pain: exam?.painScore == null ? '' : String(exam.painScore),
    dressing: exam?.dressing ?? '',
  };
}

/** A typed number, or NaN for anything else (the contract's schema then says what is wrong). */
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(',', '.')));

/** The request body the form sends; the contract's schema checks it before it goes. */
export function bodyOf(d: BedsideExamDraft): BedsideExamBody {
  const list = <R, T>(f: { state: FindingState; rows: R[] }, map: (r: R) => T): T[] | null =>
    f.state === 'not_assessed' ? null : f.state === 'none' ? [] : f.rows.map(map);
  return {
    undermining: list(d.undermining, (r) => ({
      fromClock: Number(r.from),
      toClock: Number(r.to),
      depthCm: num(r.depth),
    })),
    tunnelling: list(d.tunnelling, (r) => ({ clock: Number(r.clock), depthCm: num(r.depth) })),
    periwound: d.periwound.assessed ? d.periwound.conditions : null,
    painScore: d.pain === '' ? null : Number(d.pain),
    dressing: d.dressing.trim() === '' ? null : d.dressing,
  };
}

/** Ticking "intact" clears the others, and ticking another clears "intact" (intact goes alone). */
export function toggleCondition(
  current: PeriwoundCondition[],
  c: PeriwoundCondition,
  on: boolean,
): PeriwoundCondition[] {
  if (!on) return current.filter((x) => x !== c);
  if (c === 'intact') return ['intact'];
  return [...current.filter((x) => x !== 'intact' && x !== c), c];
}
