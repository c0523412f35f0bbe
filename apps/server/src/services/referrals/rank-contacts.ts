import type { RankedReferralContactJson, ReferralSpecialty } from '@woundcare/api-types';
import { toContactJson, type ReferralContactRow } from './contact-store.ts';

/**
 * Which of the team's specialties answer each specialist type the clinical core recommends
 * (derive-assessment.ts `listSpecialists`): wound-care specialists are tissue viability; the
 * diabetic foot team is podiatry, with orthotics for offloading footwear.
 */
const SPECIALTIES_FOR_TYPE: ReadonlyArray<{ match: RegExp; specialties: readonly ReferralSpecialty[] }> = [
  { match: /infectious disease/i, specialties: ['infectious_disease'] },
  { match: /vascular/i, specialties: ['vascular_surgery'] },
  { match: /diabetic foot|podiatr/i, specialties: ['podiatry', 'orthotics'] },
  { match: /plastic/i, specialties: ['plastic_surgery'] },
  { match: /dermatolog/i, specialties: ['dermatology'] },
  { match: /wound care|tissue viability/i, specialties: ['tissue_viability'] },
];

export function specialtiesFor(specialistType: string): readonly ReferralSpecialty[] {
  return SPECIALTIES_FOR_TYPE.find((r) => r.match.test(specialistType))?.specialties ?? [];
}

/**
 * The team's contacts for one assessment: those whose specialty answers a recommended specialist
 * type first, in the order the assessment lists the types (its most pressing first), then the
 * rest; by name within each group.
 */
export function rankContacts(
  rows: readonly ReferralContactRow[],
  specialistTypes: readonly string[],
): RankedReferralContactJson[] {
  const matchOf = (r: ReferralContactRow) => {
    const i = specialistTypes.findIndex((t) => specialtiesFor(t).includes(r.specialty));
    return i === -1 ? { rank: specialistTypes.length, type: null } : { rank: i, type: specialistTypes[i]! };
  };
  return rows
    .map((r) => ({ r, m: matchOf(r) }))
    .sort((a, b) => a.m.rank - b.m.rank || a.r.name.localeCompare(b.r.name) || a.r.id.localeCompare(b.r.id))
    .map(({ r, m }) => ({ ...toContactJson(r), matchedSpecialistType: m.type }));
}
