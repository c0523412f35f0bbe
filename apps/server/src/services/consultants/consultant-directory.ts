import type { Selectable } from 'kysely';
import type { ConsultantJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import type { ConsultantsTable } from '../../db/schema.ts';

export type ConsultantRow = Selectable<ConsultantsTable>;
export type AvailabilityFilter = 'all' | 'available' | 'busy' | 'offline';

/** A consultant (docs/spec-notes.md#analysis-result; shape: api-types). */
export type { ConsultantJson };

export function toConsultantJson(row: ConsultantRow, id = row.key): ConsultantJson {
  return {
    id,
    name: row.name,
    specialization: row.specialization,
    phone: row.phone,
    email: row.email,
    address: row.address,
    state: row.state,
    rating: row.rating,
    availability: row.availability,
    consultationTypes: row.consultation_types,
  };
}

/** Case-insensitive match on name or specialization (the search box of docs/spec-notes.md#consultant-page). */
export function matchesSearch(c: Pick<ConsultantRow, 'name' | 'specialization'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return c.name.toLowerCase().includes(needle) || c.specialization.toLowerCase().includes(needle);
}

export async function consultantsInState(db: Db, state: string): Promise<ConsultantRow[]> {
  return db
    .selectFrom('consultants')
    .selectAll()
    .where('state', '=', state)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function searchConsultants(
  db: Db,
  f: { state: string; q: string; availability: AvailabilityFilter },
): Promise<ConsultantJson[]> {
  const rows = await consultantsInState(db, f.state);
  return rows
    .filter((r) => matchesSearch(r, f.q) && (f.availability === 'all' || r.availability === f.availability))
    .map((r) => toConsultantJson(r));
}

/**
 * Recommended consultants for one analysis: the state's directory, those whose specialization
 * matches a recommended specialist type first (stable otherwise); ids doctor-{assessment}-{index}.
 */
export function rankForAssessment(
  rows: ConsultantRow[],
  assessmentId: string,
  specialistTypes: string[],
): ConsultantJson[] {
  const wanted = specialistTypes.map((t) =>
    t
      .replace(/\s*\(.*\)$/, '')
      .replace(/^General /, '')
      .toLowerCase(),
  );
  const score = (r: ConsultantRow) => {
    const s = r.specialization.toLowerCase();
    const i = wanted.findIndex((w) => s.includes(w) || w.includes(s));
    return i === -1 ? wanted.length : i;
  };
  return rows
    .map((r, i) => ({ r, i, s: score(r) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map(({ r }, index) => toConsultantJson(r, `doctor-${assessmentId}-${index}`));
}

/** The sample consultant (docs/spec-notes.md#fallbacks) used when the remote doctor call fails (from our directory, not random). */
export async function sampleConsultant(db: Db): Promise<ConsultantJson | null> {
  const [first] = await consultantsInState(db, 'California');
  return first ? toConsultantJson(first) : null;
}
