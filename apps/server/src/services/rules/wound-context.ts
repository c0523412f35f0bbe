import type { Db } from '../../db/database.ts';
import type { WoundContextJson } from '@woundcare/api-types';

/** Etiology codes of the clinical record (contract with the record branch). */
export const ETIOLOGIES = ['diabetic_foot_ulcer', 'venous_leg_ulcer', 'arterial_ulcer', 'pressure_injury', 'surgical', 'trauma', 'burn', 'other', 'unknown'] as const;
export type Etiology = (typeof ETIOLOGIES)[number];

export const UNKNOWN_CONTEXT: WoundContextJson = { etiology: 'unknown', stage: null, site: null, abpi: null, exudate: null, exam_date: null };

/**
 * What the treatment-advice rules read from the wound record for one thread (assessment):
 * etiology, pressure-injury stage, body site, ABPI, exudate and exam date. Until the clinical
 * record (wounds table) exists every thread reads 'unknown' — the advice then says what needs
 * assessing instead of assuming. This is the ONE place to wire the record in.
 */
export async function loadWoundContext(_db: Db, _threadId: string): Promise<WoundContextJson> {
  return UNKNOWN_CONTEXT;
}

export function asEtiology(v: string | null | undefined): Etiology {
  return (ETIOLOGIES as readonly string[]).includes(v ?? '') ? (v as Etiology) : 'unknown';
}
