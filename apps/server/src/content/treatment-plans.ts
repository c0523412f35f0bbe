import type { TreatmentPlanFields } from '../services/rules/types.ts';

/**
 * The two treatment plans GET /treatment_plan/{infected|not_infected} serves (spec 001 §3 fields;
 * durations from spec §9: infected 7-14 days, not infected 3-7 days).
 *
 * Written from wound-bed preparation practice, organised by TIME (Tissue, Infection/
 * inflammation, Moisture, Edge). Sources:
 *  [1] Schultz GS, Sibbald RG, Falanga V, et al. Wound bed preparation: a systematic approach to
 *      wound management. Wound Repair Regen 2003;11 Suppl 1:S1-28. (the TIME framework)
 *  [2] Leaper DJ, Schultz G, Carville K, et al. Extending the TIME concept: what have we learned
 *      in the past 10 years? Int Wound J 2012;9 Suppl 2:1-19.
 *  [3] Sibbald RG, Elliott JA, Persaud-Jaimangal R, et al. Wound Bed Preparation 2021.
 *      Adv Skin Wound Care 2021;34(4):183-195. (treat the cause, patient-centred concerns,
 *      healable / maintenance / non-healable wounds; NERDS & STONEES)
 *  [4] International Wound Infection Institute (IWII). Wound Infection in Clinical Practice:
 *      Principles of Best Practice. Wounds International, 2022. (wound hygiene, the two-week
 *      antimicrobial challenge, when systemic antibiotics are indicated)
 *  [5] Murphy C, Atkin L, Swanson T, et al. Defying hard-to-heal wounds with an early antibiofilm
 *      intervention strategy: wound hygiene. J Wound Care 2020;29(Suppl 3b):S1-S28.
 *  [6] Sheehan P, Jones P, Caselli A, et al. Percent change in wound area of diabetic foot ulcers
 *      over a 4-week period is a robust predictor of complete healing. Diabetes Care
 *      2003;26(6):1879-1882. (≥ 40-50 % area reduction at 4 weeks)
 *  [7] Lipsky BA, Senneville É, Abbas ZG, et al. IWGDF/IDSA guidelines on the diagnosis and
 *      treatment of diabetes-related foot infections. Diabetes Metab Res Rev 2024;40(3):e3687.
 *
 * This is general guidance for clinicians, not a prescription: medicines, debridement and
 * antibiotics are decided by the treating clinician.
 */
export interface TreatmentPlan extends TreatmentPlanFields {
  precautions: string[];
  when_to_seek_help: string[];
  /** references for the plan's content (see the module comment) */
  sources: string[];
}

export type PlanKind = 'infected' | 'not_infected';

const SOURCES = [
  'Schultz GS et al. Wound bed preparation: a systematic approach to wound management. Wound Repair Regen 2003;11(Suppl 1):S1-28.',
  'Leaper DJ et al. Extending the TIME concept. Int Wound J 2012;9(Suppl 2):1-19.',
  'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183-195.',
  'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice. 2022.',
  'Murphy C et al. Wound hygiene. J Wound Care 2020;29(Suppl 3b):S1-S28.',
  'Sheehan P et al. Percent change in wound area at 4 weeks predicts healing. Diabetes Care 2003;26(6):1879-1882.',
  'Lipsky BA et al. IWGDF/IDSA guidelines on diabetes-related foot infections. Diabetes Metab Res Rev 2024;40(3):e3687.',
];

export const TREATMENT_PLANS: Record<PlanKind, TreatmentPlan> = {
  infected: {
    name: 'Infected wound: wound hygiene and antimicrobial care (TIME)',
    description:
      'For a wound with three or more NERDS or STONEES signs of infection. Control the bioburden with wound hygiene ' +
      '(cleanse, debride, refashion the edge, dress) and a topical antimicrobial dressing for a two-week challenge; ' +
      'systemic antibiotics only for spreading or systemic infection, as prescribed. Treat the underlying cause and ' +
      'reassess at least weekly.',
    severity: 'high',
    materials: [
      'Sterile normal saline or an antiseptic wound cleanser (e.g. polyhexanide/betaine or hypochlorous solution)',
      'Topical antimicrobial dressing (silver, cadexomer iodine, PHMB or honey) sized to the wound',
      'Absorbent secondary dressing (foam or superabsorbent) matched to the exudate level',
      'Skin barrier film or cream for the periwound skin',
      'Sterile gauze, tape or retention bandage',
      'Sterile gloves, apron, dressing pack; curette for debridement where trained',
      'Wound swab kit (Levine technique) for culture when indicated',
      'Systemic antibiotic only as prescribed by the treating clinician (spreading or systemic infection)',
      'Calibration sticker (20 mm) for the follow-up photo',
    ],
    steps: {
      '1': 'Assess and document: measure the wound with the calibration sticker, record tissue, exudate, odour and the NERDS/STONEES signs; check for fever, spreading redness or crepitus, which need same-day medical review [3][4].',
      '2': 'Wash hands and use aseptic technique; remove the old dressing and note the exudate on it.',
      '3': 'Cleanse the wound bed and 2-4 cm of surrounding skin with saline or an antiseptic cleanser, allowing the recommended soak time [4][5].',
      '4': 'Tissue (T): remove slough and loose debris at each change (within your competence); refer for sharp or surgical debridement of necrotic tissue. Do not debride dry, stable eschar on an ischaemic limb or heel before a vascular assessment [1][3].',
      '5': 'Edge (E): refashion rolled or undermined edges and remove callus so the edge can advance [5].',
      '6': 'Infection (I): apply a topical antimicrobial dressing and use it for two weeks, then reassess; stop when the signs have resolved, change strategy if they have not [4].',
      '7': 'Moisture (M): cover with an absorbent secondary dressing; change when strike-through approaches the edge, typically daily to every 2-3 days while exudate is high [1][2].',
      '8': 'Protect the periwound skin with a barrier film; look for maceration and spreading erythema at each change.',
      '9': 'Treat the cause: offload a diabetic or pressure ulcer, compression for venous ulcers only after an ankle-brachial pressure index, optimise glucose and nutrition [3][7].',
      '10': 'Take a culture (Levine swab or tissue sample) if STONEES signs are present, the wound probes to bone or the antimicrobial challenge fails; systemic antibiotics are chosen by the prescriber from the culture and local guidance [4][7].',
      '11': 'Re-photograph with the sticker at least weekly: a wound that has not shrunk by 40-50 % in 4 weeks needs its diagnosis and plan reviewed [6].',
    },
    precautions: [
      'Topical antimicrobials do not replace systemic antibiotics for spreading cellulitis, osteomyelitis or sepsis [4][7].',
      'Check allergies and contraindications (iodine with thyroid disease, pregnancy or large wounds; silver sensitivity).',
      'Do not use antiseptics that harm tissue (e.g. hydrogen peroxide, undiluted povidone-iodine solutions) for routine cleansing.',
      'Do not debride or apply compression before arterial supply is assessed in a lower-limb wound.',
      'People with diabetes, immunosuppression or peripheral arterial disease may show few signs despite serious infection [7].',
      'Use a new sterile dressing each time; dispose of soiled dressings as clinical waste.',
    ],
    when_to_seek_help: [
      'Fever, chills, low blood pressure, confusion or a racing pulse (possible sepsis) — emergency care now',
      'Redness, swelling or warmth spreading more than 2 cm beyond the wound edge',
      'Crepitus, foul smell with grey or black tissue, or pain out of proportion to the wound',
      'The wound probes to bone or bone is visible',
      'A diabetic foot wound with any sign of infection — same-day specialist review',
      'No improvement after the two-week antimicrobial challenge',
    ],
    duration: '7-14 days',
    is_self_treatable: false,
    sources: SOURCES,
  },
  not_infected: {
    name: 'Clean wound: moist wound healing and protection (TIME)',
    description:
      'For a wound with fewer than three NERDS or STONEES signs. Keep the wound bed clean and moist, remove any ' +
      'slough, protect the edge and surrounding skin, treat the underlying cause and measure progress weekly.',
    severity: 'low',
    materials: [
      'Sterile normal saline or clean potable water for cleansing',
      'Moisture-balancing primary dressing (hydrocolloid, hydrogel for dry beds, foam for moderate exudate)',
      'Secondary dressing or retention bandage as needed',
      'Skin barrier film or emollient for the surrounding skin',
      'Sterile gauze and medical tape',
      'Disposable gloves and a clean dressing pack',
      'Calibration sticker (20 mm) for the follow-up photo',
    ],
    steps: {
      '1': 'Assess and document: measure the wound with the calibration sticker, record tissue types and exudate [3].',
      '2': 'Wash hands and put on clean gloves; remove the old dressing gently.',
      '3': 'Cleanse the wound and surrounding skin with saline or clean water at body temperature [5].',
      '4': 'Tissue (T): lift away loose slough or debris; refer for debridement if slough or necrosis covers much of the bed [1].',
      '5': 'Moisture (M): apply a dressing that keeps the bed moist but not wet — hydrogel if dry, foam if exuding [1][2].',
      '6': 'Edge (E): protect the edge and surrounding skin with a barrier film; watch for rolled edges or maceration.',
      '7': 'Change the dressing every 2-3 days or when it is saturated or leaking.',
      '8': 'Treat the cause: relieve pressure, offload the foot, or use compression for venous ulcers after arterial assessment [3].',
      '9': 'Re-photograph with the sticker weekly; expect a smaller area each week and review the plan if it has not shrunk by 40-50 % in 4 weeks [6].',
    },
    precautions: [
      'Do not leave the wound to dry out or form a scab; moist healing is faster [1].',
      'Avoid adhesive dressings on fragile skin; use silicone-based products.',
      'Do not apply compression to a leg wound before an arterial assessment.',
      'Keep the dressing clean and dry during washing; protect it from pressure and friction.',
      'Recheck for infection signs (NERDS/STONEES) at every dressing change.',
    ],
    when_to_seek_help: [
      'New redness, warmth, swelling, pus or odour around the wound',
      'Increasing pain or exudate between dressing changes',
      'Fever or feeling unwell',
      'The wound gets bigger or has not improved within two weeks',
      'Any wound on the foot of a person with diabetes that does not improve within a week',
    ],
    duration: '3-7 days',
    is_self_treatable: true,
    sources: SOURCES,
  },
};

export function treatmentPlanFor(kind: PlanKind): TreatmentPlan {
  return TREATMENT_PLANS[kind];
}
