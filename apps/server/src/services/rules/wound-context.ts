import type { Db } from '../../db/database.ts';
import type { WoundContextJson } from '@woundcare/api-types';

import { ETIOLOGIES, HEALING_POTENTIALS, type Etiology, type HealingPotential } from '@woundcare/api-types';

export type { Etiology };

export const UNKNOWN_CONTEXT: WoundContextJson = {
  etiology: 'unknown',
  stage: null,
  site: null,
  abpi: null,
  healing_potential: null,
  exudate: null,
  exam_date: null,
};

/**
 * What the treatment-advice rules read from the clinical record for one assessment (assessment row
 * id): the wound's etiology, pressure-injury stage and body site, and the assessment's exudate
 * and exam date, and the wound's entered ABPI (null = not measured: the advice then says it
 * needs measuring). A wound whose etiology was not recorded reads 'unknown' — the advice then says what
 * needs assessing instead of assuming.
 */
export async function loadWoundContext(db: Db, assessmentId: string): Promise<WoundContextJson> {
  const row = await db
    .selectFrom('assessments')
    .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .select([
      'wounds.etiology',
      'wounds.stage',
      'wounds.body_site',
      'wounds.abpi',
      'wounds.healing_potential',
      'assessments.exudate',
      'assessments.exam_date',
    ])
    .where('assessments.id', '=', assessmentId)
    .executeTakeFirst();
  if (!row) return UNKNOWN_CONTEXT;
  const examDate =
    row.exam_date instanceof Date
      ? row.exam_date.toISOString()
      : row.exam_date
        ? new Date(row.exam_date).toISOString()
        : null;
  return {
    etiology: asEtiology(row.etiology),
    stage: row.stage,
    site: row.body_site,
    abpi: row.abpi,
    healing_potential: asHealingPotential(row.healing_potential),
    exudate: row.exudate,
    exam_date: examDate,
  };
}

export function asEtiology(v: string | null | undefined): Etiology {
  return (ETIOLOGIES as readonly string[]).includes(v ?? '') ? (v as Etiology) : 'unknown';
}

export function asHealingPotential(v: string | null | undefined): HealingPotential | null {
  return (HEALING_POTENTIALS as readonly string[]).includes(v ?? '') ? (v as HealingPotential) : null;
}
