/**
 * The five recommendations of a result (spec 001 §9: the list has five items). Wording follows
 * wound-bed preparation practice (TIME: tissue, infection/inflammation, moisture, edge) and is
 * advice for the clinician, not a prescription.
 */
export const RECOMMENDATIONS: Record<'infected' | 'not_infected', readonly string[]> = {
  infected: [
    'Arrange a clinical review within 24 hours to confirm the infection and decide on systemic antibiotics.',
    'Cleanse the wound at every dressing change and consider an antimicrobial dressing (e.g. silver or iodine).',
    'Have non-viable tissue (slough or necrosis) debrided by a clinician if present.',
    'Check daily for spreading redness, fever or increasing pain, and escalate the same day if they appear.',
    'Re-measure the wound with the calibration sticker at every visit to follow its area.',
  ],
  not_infected: [
    'Keep the wound bed moist with a suitable dressing, changed as the exudate requires.',
    'Cleanse gently with saline or potable water at each dressing change.',
    'Offload pressure from the wound (footwear, positioning) and protect the surrounding skin.',
    'Watch for signs of infection: increasing pain, redness, warmth, swelling, odour or exudate.',
    'Re-measure weekly with the calibration sticker; less than 50 % area reduction at 4 weeks calls for reassessment.',
  ],
};

export const RECALIBRATE_RECOMMENDATION =
  'Take the next photo with the calibration sticker beside the wound so its area can be measured.';

/** Five recommendations for a diagnosis; an uncalibrated photo swaps the last for a re-photo request. */
export function deriveRecommendations(diagnosis: string | null | undefined, calibrated: boolean): string[] {
  const list = [...(diagnosis === 'infected' ? RECOMMENDATIONS.infected : RECOMMENDATIONS.not_infected)];
  if (!calibrated) list[4] = RECALIBRATE_RECOMMENDATION;
  return list;
}
