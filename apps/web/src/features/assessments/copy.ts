import { OUTLINE_SOURCE_LABEL } from '@woundcare/vocabulary';

/** Wording of the result page's safety parts: a screen, not a diagnosis; say what was measured. */
export const SCREEN_COPY = {
  title: 'Infection screen',
  basis: {
    'NERDS/STONEES':
      '3 or more signs of either list is positive; negative only when 3 cannot be reached (Woo & Sibbald 2009). A screen, not a diagnosis.',
    'IWGDF/IDSA':
      'Diabetic foot: infected with 2 or more local signs; the grade rises with erythema > 2 cm or deeper tissue, systemic signs, or osteomyelitis (IWGDF/IDSA 2023).',
  },
  grade: 'IWGDF/IDSA grade',
  toAssess: 'Still to assess at the bedside',
  osteomyelitis: 'Osteomyelitis suspected (probe to bone) — see the advice.',
  skinTone:
    'Erythema: redness is hard to see on darker skin, so a photo that shows none does not rule it out — check warmth, induration and colour at the bedside.',
  edit: 'Edit bedside signs',
  save: 'Save and re-assess',
  saveFailed: 'The signs could not be saved.',
  source: {
    clinician: 'at the bedside',
    photo: 'from the photo',
    history: 'from earlier visits',
    none: null,
  },
} as const;

export const RESULT_COPY = {
  qualityLabel: 'Outline quality',
  qualityNotMeasured: 'not measured (this analysis did not report it)',
  review: 'Review the outline',
  tissueTitle: 'Wound bed by colour (hint)',
  tissueNote:
    'Colour-based shares of the outlined bed (white-balanced on the sticker when present): a hint for the clinician, not a tissue diagnosis.',
  adviceTitle: 'Recommendations by etiology and findings',
  etiologyUnknown: 'The wound’s cause (etiology) is not recorded: advice that depends on it says “needs assessment”.',
  outlineCaption: {
    annotated: OUTLINE_SOURCE_LABEL.model,
    clinician: OUTLINE_SOURCE_LABEL.clinician,
    photo: 'Uploaded photo',
  },
  notMeasured: 'Not measured',
} as const;
