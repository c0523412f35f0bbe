import type { ClinicalAssessment } from '@woundcare/api-types';

/**
 * What the server's clinical core derived (rules 2026-11.1) for a 4 cm² venous leg ulcer on the
 * left lower leg with ABPI 1.0, oedema present and smell absent at the bedside, the rest not
 * assessed: compression advised, the screen indeterminate. Stored as JSON — the web never
 * derives an assessment itself.
 */
export const VENOUS_ASSESSMENT: ClinicalAssessment = {
  rulesVersion: '2026-11.1',
  etiology: 'venous_leg_ulcer',
  exudate: 'light',
  measurement: {
    status: 'measured',
    areaCm2: 4,
    areaUncertaintyCm2: 0.3,
    areaInterval: { lowCm2: 3.4, highCm2: 4.7, coverage: 0.95 },
    areaText: '4.0 cm², 95 % range 3.4–4.7 cm²',
    lengthCm: 3,
    widthCm: 2,
    lengthWidthBasis: 'all_regions',
    lengthWidthLabel:
      'Length: longest diameter across all outlined regions together; width: greatest extent perpendicular to it (not head-to-toe / side-to-side)',
    perimeterCm: 8,
    outlineStatus: 'model',
    outlineSource: 'model',
    outlineQuality: {
      score: 0.8,
      review: false,
      statement: 'Outline likely within 15 %',
    },
    text: 'Area 4.0 cm², 95 % range 3.4–4.7 cm² (outline: model).',
  },
  infection: {
    instrument: 'NERDS/STONEES',
    result: 'indeterminate',
    level: null,
    grade: null,
    gradeAtLeast: null,
    label: 'Indeterminate — bedside assessment needed',
    osteomyelitisSuspected: false,
    nerds: {
      present: 0,
      notAssessed: 4,
      letters: 5,
    },
    stonees: {
      present: 1,
      notAssessed: 5,
      letters: 7,
    },
    signs: [
      {
        id: 'non_healing',
        label: 'Non-healing (no progress in 2–4 weeks)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'exudate',
        label: 'Increased exudate',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'red_friable_tissue',
        label: 'Bright-red granulation (friability needs touch)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: 'friability needs touch: not assessed from a photo',
      },
      {
        id: 'debris',
        label: 'Debris (slough or necrotic tissue)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'smell',
        label: 'Smell (malodour after cleansing)',
        instrument: 'NERDS/STONEES',
        state: 'absent',
        stateWords: 'Absent',
        source: 'clinician',
        evidence: null,
      },
      {
        id: 'size_bigger',
        label: 'Size bigger than the previous measurement',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'temperature',
        label: 'Increased periwound temperature',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'probes_to_bone',
        label: 'Probes to or exposed bone (Os)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'new_breakdown',
        label: 'New areas of breakdown (satellite lesions)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'erythema',
        label: 'Periwound erythema (≥ 2 cm)',
        instrument: 'NERDS/STONEES',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
      },
      {
        id: 'oedema',
        label: 'Oedema (swelling)',
        instrument: 'NERDS/STONEES',
        state: 'present',
        stateWords: 'Present',
        source: 'clinician',
        evidence: null,
      },
      {
        id: 'systemic_signs',
        label:
          'Systemic signs (≥ 2 of: temperature > 38 °C or < 36 °C, heart rate > 90, respiratory rate > 20 or PaCO₂ < 32 mmHg, white cells > 12 000 or < 4 000 or > 10 % bands)',
        state: 'not_assessed',
        stateWords: 'Not assessed',
        source: 'none',
        evidence: null,
        instrument: 'IWGDF/IDSA',
      },
    ],
    toAssess: [
      'Non-healing (no progress in 2–4 weeks)',
      'Increased exudate',
      'Bright-red granulation (friability needs touch)',
      'Debris (slough or necrotic tissue)',
      'Size bigger than the previous measurement',
      'Increased periwound temperature',
      'Probes to or exposed bone (Os)',
      'New areas of breakdown (satellite lesions)',
      'Periwound erythema (≥ 2 cm)',
    ],
    summary:
      'Infection screen indeterminate — bedside assessment needed: NERDS 0/5 present (1 assessed), STONEES 1/7 present (2 assessed); ≥ 3 of either list is positive.',
    sources: [
      'Sibbald RG, Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (NERDS / STONEES, ≥ 3 signs of a list)',
      'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice, 2022',
    ],
  },
  perfusion: {
    abpi: 1,
    abpiBand: '0_9_to_1_3',
    tbi: null,
    tbiBand: 'unknown',
    status: 'pad_less_likely',
    severity: 'none',
    limbWound: true,
    limbIschaemia: false,
    compressionAllowed: true,
    text: 'Perfusion: PAD less likely (ABPI and TBI; pedal waveforms not recorded). ABPI 1 — ABPI 0.9–1.3; TBI not recorded.',
    source:
      'IWGDF/ESVS/SVS 2023 guidelines on peripheral artery disease in people with diabetes and a foot ulcer (Fitridge R et al., Diabetes Metab Res Rev 2024;40:e3686)',
  },
  tissue: {
    colourShares: {
      granulation: 80,
      slough: 10,
      necrotic: 0,
      epithelial: 10,
    },
    clinicianEntry: null,
    worst: 'slough',
    worstSource: 'colour',
    necrosis: 'none',
    minSharePct: 5,
    text: 'Tissue by colour (a hint, confirm at the bedside): granulation 80 %, slough 10 %, necrotic 0 %, epithelial 10 %.',
  },
  push: {
    sizeScore: 7,
    exudateScore: 1,
    tissueScore: 3,
    tissueSource: 'colour_min_share',
    total: 11,
    note: "Tissue score from the worst colour share of at least 5 % of the bed (a hint; the clinician's entry replaces it).",
  },
  healing: {
    sinceLastVisit: null,
    sinceBaseline: null,
    fourWeek: {
      rule: 'vlu-par-4w-40',
      cutoffPct: 40,
      window: {
        from: 21,
        to: 35,
      },
      baselineDate: '2026-11-02T10:00:00.000Z',
      source:
        'Kantor J, Margolis DJ. Br J Dermatol 2000;142(5):960–964; Phillips TJ et al. J Am Acad Dermatol 2000;43(4):627–630 (≥ 40 %)',
      day: null,
      reductionPct: null,
      intervalPct: null,
      status: 'insufficient_data',
      message:
        'Insufficient data: no measured visit between day 21 and day 35 after the baseline. Venous leg ulcer: a reduction of at least 40 % by weeks 3–4 predicts healing (Phillips 2000; Kantor & Margolis 2000).',
    },
  },
  priority: {
    level: 'low',
    label: 'Routine',
    reasons: [
      {
        id: 'routine',
        text: 'no urgent finding in what was assessed',
        source:
          'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice, 2022',
      },
    ],
  },
  advice: [
    {
      id: 'vlu_compression',
      kind: 'treatment',
      text: 'Compression therapy (ABPI 1, within 0.8–1.3), with leg elevation when resting.',
      source:
        'ESVS 2022 guidelines on chronic venous disease (De Maeseneer MG et al., Eur J Vasc Endovasc Surg 2022;63:184–267); SIGN 120 venous leg ulcers: compression with ABPI 0.8–1.3',
      actions: ['compression'],
    },
    {
      id: 'debride',
      kind: 'treatment',
      text: 'Debride non-viable tissue (read from colour — confirm at the bedside) within your competence, or refer.',
      source:
        'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195 (healable, maintenance, non-healable)',
      actions: ['debride'],
    },
    {
      id: 'moist_healing',
      kind: 'treatment',
      text: 'Keep the wound bed moist, not wet, with a dressing matched to the exudate (e.g. hydrocolloid; hydrogel for a dry bed).',
      source:
        'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195 (healable, maintenance, non-healable)',
      actions: ['moist'],
    },
    {
      id: 'infection_indeterminate',
      kind: 'assessment',
      text: 'Infection screen indeterminate: assess at the bedside: Non-healing (no progress in 2–4 weeks), Increased exudate, Bright-red granulation (friability needs touch), Debris (slough or necrotic tissue), Size bigger than the previous measurement, Increased periwound temperature, Probes to or exposed bone (Os), New areas of breakdown (satellite lesions), Periwound erythema (≥ 2 cm).',
      source:
        'Sibbald RG, Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (NERDS / STONEES, ≥ 3 signs of a list)',
      actions: [],
    },
    {
      id: 'remeasure',
      kind: 'assessment',
      text: 'Re-measure with the calibration sticker at each visit: less than 40 % smaller at 4 weeks means the cause and plan need review.',
      source: 'Sheehan P et al. Diabetes Care 2003;26(6):1879–1882 (area reduction at 4 weeks, split at 53 %)',
      actions: [],
    },
  ],
  plan: {
    name: 'Venous leg ulcer: care plan',
    materials: [
      {
        text: 'Sterile saline or a non-cytotoxic wound cleanser',
        actions: [],
        fromRow: null,
      },
      {
        text: 'Disposable gloves',
        actions: [],
        fromRow: null,
      },
      {
        text: 'Moisture-balancing dressing matched to the exudate (foam or alginate when wet; hydrocolloid or hydrogel when dry)',
        actions: ['moist'],
        fromRow: 'moist_healing',
      },
      {
        text: 'Compression system prescribed after the ABPI (multilayer bandage or compression hosiery)',
        actions: ['compression'],
        fromRow: 'vlu_compression',
      },
      {
        text: 'Debridement by a trained clinician (sharp, autolytic or mechanical)',
        actions: ['debride'],
        fromRow: 'debride',
      },
    ],
    steps: [
      {
        text: 'Wash hands and put on clean gloves.',
        actions: [],
        fromRow: null,
      },
      {
        text: 'Cleanse the wound and the skin around it with saline or a wound cleanser.',
        actions: [],
        fromRow: null,
      },
      {
        text: 'Compression therapy (ABPI 1, within 0.8–1.3), with leg elevation when resting.',
        actions: ['compression'],
        fromRow: 'vlu_compression',
      },
      {
        text: 'Debride non-viable tissue (read from colour — confirm at the bedside) within your competence, or refer.',
        actions: ['debride'],
        fromRow: 'debride',
      },
      {
        text: 'Keep the wound bed moist, not wet, with a dressing matched to the exudate (e.g. hydrocolloid; hydrogel for a dry bed).',
        actions: ['moist'],
        fromRow: 'moist_healing',
      },
      {
        text: 'Record what you see and re-measure with the calibration sticker at each visit.',
        actions: [],
        fromRow: null,
      },
    ],
    precautions: [],
    whenToSeekHelp: [
      'Fever, chills or feeling unwell',
      'Redness, warmth or swelling spreading from the wound',
      'Increasing pain, pus or a bad smell',
      'The wound gets bigger or new wounds appear',
    ],
    followUp: 'Review at least weekly; re-measure at 4 weeks against the baseline.',
    reviewWithinDays: 7,
    reviewSource:
      'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195 (healable, maintenance, non-healable)',
    selfTreatable: false,
    disclaimer: 'Advice for the treating clinician, built from the assessment’s rows — not a prescription.',
  },
  specialistTypes: ['General Wound Care Specialist'],
  labels: {
    diagnosis: 'indeterminate — bedside assessment needed',
    screen: 'Indeterminate — bedside assessment needed',
    priority: 'Routine (low)',
    perfusion:
      'Perfusion: PAD less likely (ABPI and TBI; pedal waveforms not recorded). ABPI 1 — ABPI 0.9–1.3; TBI not recorded.',
  },
  flags: [
    {
      code: 'outline_not_validated',
      text: 'Outline not validated for this wound type — check it (the model is trained and validated on diabetic foot ulcers only).',
    },
    {
      code: 'colour_hint',
      text: 'Tissue read from colour: a hint for the clinician, not a finding.',
    },
  ],
};
