import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PatientAvoid, PatientHomeCare, PatientMaterial, SeekHelpSign } from '@woundcare/api-types';
import type { BodyRegion } from '@woundcare/vocabulary';

/**
 * The words of the plan's instruction codes. The server chooses which codes a plan shows, from the
 * stored assessment (apps/server/src/services/patient-links/patient-plan-view.ts); this page only
 * words them, in the page's language. Plain words a patient uses: "wound", "dressing", "pus".
 */

export const HOME_CARE_WORDS: Record<PatientHomeCare, MessageDescriptor> = {
  'wash-hands': msg`Wash your hands before and after you touch the wound or the dressing.`,
  'clean-wound': msg`Clean the wound and the skin around it with the saline or wound wash from your clinic when you change the dressing.`,
  'nonremovable-offloading': msg`Keep the cast or boot on at all times. Do not take it off yourself. Call your clinic if it rubs, gets wet or feels loose.`,
  'removable-offloading': msg`Wear your special boot or shoe that takes weight off the wound every time you stand or walk — also indoors and for short trips.`,
  compression: msg`Wear your compression bandage or stockings as your nurse fitted them. Do not take them off unless your nurse told you to.`,
  'pressure-redistribution': msg`Keep weight off the wound: change position often, use the cushion or mattress your clinic gave you, and keep your heels off the bed.`,
  moist: msg`Keep the dressing on and change it as your nurse showed you. A covered, moist wound heals better than one left open to dry.`,
  'keep-dry': msg`Keep the wound and its dressing dry. Do not soak it in a bath.`,
  'topical-antimicrobial': msg`Use the dressing or wash against germs that your clinic gave you, exactly as you were shown.`,
  'systemic-antibiotics': msg`If your clinic gives you antibiotics, take them exactly as prescribed, until they are all finished.`,
  debride: msg`Your nurse or doctor may clean dead tissue from the wound at your visits. Do not pick at or cut the wound yourself.`,
  'vascular-referral': msg`You need to see a blood-vessel (vascular) specialist. Go to that appointment — it matters for healing.`,
  'check-wound': msg`Look at the wound each time you change the dressing, and note anything new for your next visit.`,
  'cover-wound': msg`Cover the wound with a clean, dry dressing.`,
  'bring-page': msg`Take this page and a list of your medicines with you.`,
};

export const AVOID_WORDS: Record<PatientAvoid, MessageDescriptor> = {
  'avoid-compression': msg`Do not wear tight bandages or compression stockings on this leg unless your specialist tells you to.`,
  'avoid-moist': msg`Do not put wet or greasy dressings or creams on the wound: it should stay dry.`,
  'avoid-debride': msg`If there is a hard, dry crust on the wound, do not pick at it or remove it.`,
  'avoid-nonremovable-offloading': msg`Do not wear a fixed cast on this foot unless your clinic says so.`,
  'avoid-systemic-antibiotics': msg`You do not need antibiotic tablets for this wound now.`,
};

export const MATERIAL_WORDS: Record<PatientMaterial, MessageDescriptor> = {
  saline: msg`Saline (salt water) or the wound wash from your clinic`,
  gloves: msg`Clean disposable gloves`,
  moist: msg`The dressings your clinic gave you`,
  'keep-dry': msg`Dry dressings or gauze`,
  'topical-antimicrobial': msg`The wound wash or dressing against germs from your clinic`,
  compression: msg`Your compression bandage or stockings`,
  'nonremovable-offloading': msg`Your cast or fixed boot`,
  'removable-offloading': msg`Your special boot or shoe that takes weight off the wound`,
  'pressure-redistribution': msg`Your cushion or mattress that takes pressure off the wound`,
  'systemic-antibiotics': msg`Your antibiotics, if your clinic prescribed them`,
};

/** The red flags, as the plan's "when to seek help" says them (apps/server/src/clinical/plan.ts). */
export const SEEK_HELP_WORDS: Record<SeekHelpSign, MessageDescriptor> = {
  'feeling-unwell': msg`Fever, chills or feeling unwell`,
  'spreading-redness': msg`Redness, warmth or swelling spreading from the wound`,
  'pain-pus-smell': msg`Increasing pain, pus or a bad smell`,
  'wound-bigger': msg`The wound gets bigger or new wounds appear`,
  'foot-change': msg`Any new change in the foot the same day — diabetes can hide pain`,
  'cold-pale-limb': msg`The foot or leg turns cold, pale or blue, or hurts at rest — the same day`,
};

/** Where the wound is, in the words a patient uses (not the anatomical name). */
export const REGION_WORDS: Record<BodyRegion, MessageDescriptor> = {
  heel: msg`Heel`,
  plantar_forefoot: msg`Ball of the foot`,
  plantar_midfoot: msg`Middle of the sole of the foot`,
  hallux: msg`Big toe`,
  toes: msg`Toes`,
  dorsal_foot: msg`Top of the foot`,
  medial_malleolus: msg`Inner ankle`,
  lateral_malleolus: msg`Outer ankle`,
  lower_leg_anterior: msg`Front of the lower leg`,
  lower_leg_posterior: msg`Back of the lower leg (calf)`,
  ischial_tuberosity: msg`Sitting bone (bottom)`,
  greater_trochanter: msg`Side of the hip`,
  buttock: msg`Buttock`,
  elbow: msg`Elbow`,
  sacrum: msg`Lower back, above the buttocks`,
  coccyx: msg`Tailbone`,
  occiput: msg`Back of the head`,
  abdomen: msg`Belly (abdomen)`,
  other: msg`Another part of the body`,
};

/** "{site}, left" / "{site}, right" */
export const SIDE_WORDS = {
  left: msg({ message: '{site}, left side', comment: 'site: where on the body, e.g. Heel.' }),
  right: msg({ message: '{site}, right side', comment: 'site: where on the body, e.g. Heel.' }),
} as const;
