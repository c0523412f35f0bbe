/**
 * Where a wound is, as the rules need it: on the lower limb (so the leg's ABPI/TBI bear on it)
 * and, on the foot, which offloading region (IWGDF 2023 recommends by region).
 */

export type FootRegion = 'plantar_forefoot_midfoot' | 'heel' | 'toe' | 'non_plantar_foot' | 'not_foot' | 'unknown';

const REGION_OF: Record<string, FootRegion> = {
  plantar_forefoot: 'plantar_forefoot_midfoot',
  plantar_midfoot: 'plantar_forefoot_midfoot',
  heel: 'heel',
  hallux: 'toe',
  toes: 'toe',
  dorsal_foot: 'non_plantar_foot',
  medial_malleolus: 'non_plantar_foot',
  lateral_malleolus: 'non_plantar_foot',
  lower_leg_anterior: 'not_foot',
  lower_leg_posterior: 'not_foot',
  ischial_tuberosity: 'not_foot',
  greater_trochanter: 'not_foot',
  buttock: 'not_foot',
  elbow: 'not_foot',
  sacrum: 'not_foot',
  coccyx: 'not_foot',
  occiput: 'not_foot',
  abdomen: 'not_foot',
};

const LOWER_LIMB = new Set([
  'plantar_forefoot',
  'plantar_midfoot',
  'heel',
  'hallux',
  'toes',
  'dorsal_foot',
  'medial_malleolus',
  'lateral_malleolus',
  'lower_leg_anterior',
  'lower_leg_posterior',
]);

/** The site code without its side ("heel_left" → "heel"). */
export function regionCodeOf(site: string | null): string | null {
  if (!site) return null;
  return site.replace(/_(left|right)$/, '');
}

export function classifyFootRegion(site: string | null): FootRegion {
  const code = regionCodeOf(site);
  return code ? (REGION_OF[code] ?? 'unknown') : 'unknown';
}

/** On the lower limb, or unknown (an unknown or "other" site counts as limb: the safe reading). */
export function isLimbSite(site: string | null): boolean {
  const code = regionCodeOf(site);
  if (!code || !(code in REGION_OF)) return true;
  return LOWER_LIMB.has(code);
}

export function isHeel(site: string | null): boolean {
  return regionCodeOf(site) === 'heel';
}
