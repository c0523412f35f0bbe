/** Wording of the result page's safety parts: a screen, not a diagnosis; say what was measured. */
export const SCREEN_COPY = {
  title: 'Infection screen (NERDS / STONEES)',
  basis:
    '3 or more signs of either list is positive; negative only when 3 cannot be reached (Woo & Sibbald 2009). A screen, not a diagnosis.',
  osteomyelitis:
    'Probes to bone: possible osteomyelitis — urgent same-day review (IWGDF/IDSA 2023), whatever the counts.',
  noWound: 'No wound was found in the photo, so the photo says nothing about infection.',
  skinTone:
    'Erythema: redness is hard to see on darker skin, so a photo that shows none does not rule it out — check warmth, induration and colour at the bedside.',
  edit: 'Edit bedside signs',
  saveFailed: 'The signs could not be saved.',
} as const;

export const RESULT_COPY = {
  qualityLabel: 'Outline quality',
  qualityNotMeasured: 'not measured (this analysis did not report it)',
  review: 'Review the outline',
  tissueTitle: 'Wound bed by colour',
  tissueNote:
    'Colour-based shares of the outlined bed (white-balanced on the sticker when present), not a tissue diagnosis.',
  adviceTitle: 'Recommendations by etiology and findings',
  etiologyUnknown: 'The wound’s cause (etiology) is not recorded: advice that depends on it says “needs assessment”.',
  outlineCaption: {
    annotated: 'Model-traced outline',
    clinician: 'Clinician-corrected outline',
    photo: 'Uploaded photo',
  },
  descriptionTitle: 'Measured description',
} as const;
