/**
 * Infection screening with Sibbald's NERDS and STONEES mnemonics (Sibbald RG, Woo K, Ayello EA.
 * "Increased bacterial burden and infection: the story of NERDS and STONES". Adv Skin Wound Care
 * 2006;19(8):447-461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40-48):
 *
 *   NERDS (superficial critical colonisation):  Non-healing, Exudate ↑, Red friable granulation,
 *                                               Debris (slough/necrosis), Smell
 *   STONEES (deep / surrounding infection):     Size ↑, Temperature ↑, Os (probes to bone),
 *                                               New breakdown, Exudate ↑, Erythema/Edema, Smell
 *
 * Three or more signs of either list = positive. The photo can show four signs (red friable
 * tissue, debris, erythema, size increase against a previous measurement); the rest only the
 * clinician can report. Signs not reported count as absent, and are listed as "not assessed".
 */

export type ClinicianSign = 'exudate' | 'smell' | 'non_healing' | 'temperature' | 'probes_to_bone' | 'new_breakdown' | 'oedema';

export interface InfectionSign {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  present: boolean;
  value: number | string | boolean | null;
  evidence: string;
  /** which mnemonic(s) the sign belongs to */
  lists: ('NERDS' | 'STONEES')[];
}

export interface InfectionAssessment {
  diagnosis: 'infected' | 'not_infected';
  signs: InfectionSign[];
  nerds_count: number;
  stonees_count: number;
  /** which list reached the threshold: superficial (NERDS), deep (STONEES), both, or none */
  level: 'none' | 'superficial' | 'deep' | 'both';
  rule: string;
}

/** Image thresholds (documented screening heuristics; each sign reports the value it was judged on). */
export const INFECTION_RULE = {
  threshold: 3,
  /** red friable granulation: granulation ≥ this share of the bed … */
  redFriableMinGranulationPct: 40,
  /** … and its median a* (CIELAB redness, white-balanced) at least this (bright, beefy red) */
  redFriableMinA: 48,
  /** debris: slough + necrotic share of the bed */
  debrisMinPct: 25,
  /** periwound erythema: Δa* periwound ring vs farther skin */
  erythemaMinDeltaA: 6,
  /** size bigger: area grew by more than this (above the engine's few-% measurement error) */
  sizeIncreaseMinPct: 10,
} as const;

export interface InfectionInputs {
  tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  granulationMedianA: number | null;
  periwoundErythema: number | null;
  areaCm2: number | null;
  previousAreaCm2?: number | null;
  clinicianSigns?: Partial<Record<ClinicianSign, boolean>>;
}

const CLINICIAN: { id: ClinicianSign; label: string; lists: ('NERDS' | 'STONEES')[] }[] = [
  { id: 'non_healing', label: 'Non-healing (no progress in 2–4 weeks)', lists: ['NERDS'] },
  { id: 'exudate', label: 'Increased exudate', lists: ['NERDS', 'STONEES'] },
  { id: 'smell', label: 'Smell (malodour)', lists: ['NERDS', 'STONEES'] },
  { id: 'temperature', label: 'Increased periwound temperature', lists: ['STONEES'] },
  { id: 'probes_to_bone', label: 'Probes to or exposed bone (Os)', lists: ['STONEES'] },
  { id: 'new_breakdown', label: 'New areas of breakdown (satellite lesions)', lists: ['STONEES'] },
  { id: 'oedema', label: 'Oedema (swelling)', lists: ['STONEES'] },
];

export function assessInfection(x: InfectionInputs): InfectionAssessment {
  const r = INFECTION_RULE;
  const signs: InfectionSign[] = [];

  if (x.tissue && x.granulationMedianA !== null) {
    const present = x.tissue.granulation >= r.redFriableMinGranulationPct && x.granulationMedianA >= r.redFriableMinA;
    signs.push({
      id: 'red_friable_tissue',
      label: 'Red friable granulation tissue',
      source: 'image',
      present,
      value: Math.round(x.granulationMedianA * 10) / 10,
      evidence: `granulation ${x.tissue.granulation} % of the bed, median redness a* ${x.granulationMedianA.toFixed(1)} (sign if ≥ ${r.redFriableMinGranulationPct} % and a* ≥ ${r.redFriableMinA})`,
      lists: ['NERDS'],
    });
  } else {
    signs.push({ id: 'red_friable_tissue', label: 'Red friable granulation tissue', source: 'image', present: false, value: null, evidence: 'no granulation tissue measured in the outline', lists: ['NERDS'] });
  }

  if (x.tissue) {
    const debris = Math.round((x.tissue.slough + x.tissue.necrotic) * 10) / 10;
    signs.push({
      id: 'debris',
      label: 'Debris (slough or necrotic tissue)',
      source: 'image',
      present: debris >= r.debrisMinPct,
      value: debris,
      evidence: `slough ${x.tissue.slough} % + necrotic ${x.tissue.necrotic} % = ${debris} % of the bed (sign if ≥ ${r.debrisMinPct} %)`,
      lists: ['NERDS'],
    });
  } else {
    signs.push({ id: 'debris', label: 'Debris (slough or necrotic tissue)', source: 'image', present: false, value: null, evidence: 'no wound bed outlined', lists: ['NERDS'] });
  }

  const oedema = x.clinicianSigns?.oedema === true;
  const erythemaPresent = x.periwoundErythema !== null && x.periwoundErythema >= r.erythemaMinDeltaA;
  signs.push({
    id: 'erythema',
    label: 'Periwound erythema',
    source: 'image',
    present: erythemaPresent,
    value: x.periwoundErythema,
    evidence:
      x.periwoundErythema === null
        ? 'not enough visible skin around the wound to compare'
        : `periwound skin is Δa* ${x.periwoundErythema >= 0 ? '+' : ''}${x.periwoundErythema.toFixed(1)} redder than skin 2–3 cm away (sign if ≥ ${r.erythemaMinDeltaA})`,
    lists: ['STONEES'],
  });

  if (x.previousAreaCm2 != null && x.previousAreaCm2 > 0 && x.areaCm2 !== null) {
    const change = ((x.areaCm2 - x.previousAreaCm2) / x.previousAreaCm2) * 100;
    signs.push({
      id: 'size_bigger',
      label: 'Size bigger than the previous measurement',
      source: 'image',
      present: change > r.sizeIncreaseMinPct,
      value: Math.round(change * 10) / 10,
      evidence: `area ${x.areaCm2.toFixed(2)} cm² vs previous ${x.previousAreaCm2.toFixed(2)} cm² (${change >= 0 ? '+' : ''}${change.toFixed(1)} %; sign if > +${r.sizeIncreaseMinPct} %)`,
      lists: ['STONEES'],
    });
  } else {
    signs.push({
      id: 'size_bigger',
      label: 'Size bigger than the previous measurement',
      source: 'image',
      present: false,
      value: null,
      evidence: x.areaCm2 === null ? 'no calibrated area (no sticker in the photo)' : 'no previous measurement given',
      lists: ['STONEES'],
    });
  }

  for (const c of CLINICIAN) {
    const v = x.clinicianSigns?.[c.id];
    signs.push({
      id: c.id,
      label: c.label,
      source: 'clinician',
      present: v === true,
      value: v === undefined ? null : v,
      evidence: v === undefined ? 'not assessed (reported by the clinician)' : v ? 'reported present by the clinician' : 'reported absent by the clinician',
      lists: c.lists,
    });
  }

  const has = (id: string) => signs.some((s) => s.id === id && s.present);
  const nerds = ['non_healing', 'exudate', 'red_friable_tissue', 'debris', 'smell'].filter(has).length;
  // STONEES: Size, Temperature, Os, New breakdown, Exudate, Erythema/Edema (one letter), Smell
  const stonees = ['size_bigger', 'temperature', 'probes_to_bone', 'new_breakdown', 'exudate', 'smell'].filter(has).length + (erythemaPresent || oedema ? 1 : 0);
  const superficial = nerds >= r.threshold;
  const deep = stonees >= r.threshold;
  return {
    diagnosis: superficial || deep ? 'infected' : 'not_infected',
    signs,
    nerds_count: nerds,
    stonees_count: stonees,
    level: superficial && deep ? 'both' : superficial ? 'superficial' : deep ? 'deep' : 'none',
    rule: `NERDS ${nerds}/5, STONEES ${stonees}/7; ≥ ${r.threshold} signs of either list = infected (Sibbald 2006)`,
  };
}
