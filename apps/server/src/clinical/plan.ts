import { ETIOLOGY_LABELS } from '@woundcare/api-types';
import type {
  ActionTag,
  AdviceRow,
  PlanItem,
  PriorityJson,
  AssessmentPlanJson,
  SeekHelpSign,
} from '@woundcare/api-types';
import type { Facts } from './facts.ts';
import { SOURCES } from './sources.ts';

/**
 * The treatment plan, built from the advice rows and nothing else: steps are the emergency,
 * urgent and treatment rows (with their action tags), materials follow the actions those rows
 * take, precautions are the 'avoid' rows. So the plan cannot say what the advice forbids.
 */

const has = (advice: readonly AdviceRow[], tag: ActionTag) => advice.some((a) => a.actions.includes(tag));

function pickMaterials(advice: readonly AdviceRow[]): PlanItem[] {
  const m: PlanItem[] = [
    { text: 'Sterile saline or a non-cytotoxic wound cleanser', actions: [], fromRow: null },
    { text: 'Disposable gloves', actions: [], fromRow: null },
  ];
  const add = (tag: ActionTag, text: string) => {
    const row = advice.find((a) => a.actions.includes(tag));
    if (row) m.push({ text, actions: [tag], fromRow: row.id });
  };
  add(
    'moist',
    'Moisture-balancing dressing matched to the exudate (foam or alginate when wet; hydrocolloid or hydrogel when dry)',
  );
  add('keep-dry', 'Dry, non-adherent dressing or gauze (keeps the wound dry)');
  if (has(advice, 'keep-dry'))
    add('topical-antimicrobial', 'Antiseptic: povidone-iodine or chlorhexidine, applied so the wound stays dry');
  else
    add(
      'topical-antimicrobial',
      'Antimicrobial dressing (silver, iodine, PHMB or honey) or an antiseptic, for two weeks then reassess',
    );
  add('compression', 'Compression system prescribed after the ABPI (multilayer bandage or compression hosiery)');
  add(
    'nonremovable-offloading',
    'Non-removable knee-high offloading device (total contact cast, or a walker made non-removable)',
  );
  if (!has(advice, 'nonremovable-offloading'))
    add('removable-offloading', 'Removable offloading device as the advice names (knee-high walker, shoe or orthosis)');
  add('pressure-redistribution', 'Pressure-redistributing support surface; heel suspension device for heels');
  add('systemic-antibiotics', 'Systemic antibiotics as prescribed by the treating clinician');
  add('debride', 'Debridement by a trained clinician (sharp, autolytic or mechanical)');
  return m;
}

/**
 * The follow-up in words, and as a review interval in days (the earliest day of a range, so the
 * due date is never later than the text allows) with the guideline it follows.
 */
interface FollowUp {
  text: string;
  days: number;
  source: string;
}

function sayFollowUp(f: Facts, priority: PriorityJson): FollowUp {
  const infectionSource = f.dfu ? SOURCES.iwgdfInfection : SOURCES.iwii;
  if (priority.label === 'Emergency')
    return { text: 'Now: emergency assessment, then as the admitting team directs.', days: 0, source: infectionSource };
  if (priority.label === 'Urgent')
    return { text: 'Same-day clinical review, then as the treating team directs.', days: 0, source: infectionSource };
  // NICE NG19 1.3.2: every active diabetic foot problem to the multidisciplinary foot care service
  // within 1 working day (a working day read as 1 calendar day: the due date is never later)
  if (f.dfu && f.infection.level === 'local')
    return {
      text: 'Multidisciplinary foot care service within 1 working day; review the infection within 2–4 days, then at least weekly.',
      days: 1,
      source: SOURCES.niceDfu,
    };
  if (f.dfu)
    return {
      text: 'Multidisciplinary foot care service within 1 working day; then review at least weekly and re-measure at 4 weeks against the baseline.',
      days: 1,
      source: SOURCES.niceDfu,
    };
  if (f.infection.level === 'local')
    return {
      text: 'Reassess after two weeks of antiseptic treatment; review the wound at least weekly.',
      days: 7,
      source: SOURCES.iwii,
    };
  if (f.chronic || !f.knownCause)
    return {
      text: 'Review at least weekly; re-measure at 4 weeks against the baseline.',
      days: REVIEW_DEFAULT_DAYS,
      source: SOURCES.wbp,
    };
  return { text: 'Review in 3–7 days.', days: 3, source: SOURCES.wbp };
}

/**
 * The interval when a stored plan names none (derived before plans carried one): weekly, the
 * "review at least weekly" of a chronic wound (Wound Bed Preparation 2021), the most frequent
 * routine review the plan gives a wound that is not infected or urgent.
 */
export const REVIEW_DEFAULT_DAYS = 7;
export const REVIEW_DEFAULT_SOURCE = SOURCES.wbp;

/**
 * The red flags a patient is told to act on, by code: the patient page words each code in the
 * patient's language (its English words are these sentences).
 */
export const SEEK_HELP: Readonly<Record<SeekHelpSign, string>> = {
  'feeling-unwell': 'Fever, chills or feeling unwell',
  'spreading-redness': 'Redness, warmth or swelling spreading from the wound',
  'pain-pus-smell': 'Increasing pain, pus or a bad smell',
  'wound-bigger': 'The wound gets bigger or new wounds appear',
  'foot-change': 'Any new change in the foot the same day — diabetes can hide pain',
  'cold-pale-limb': 'The foot or leg turns cold, pale or blue, or hurts at rest — the same day',
};

function listSeekHelp(f: Facts): string[] {
  const out: SeekHelpSign[] = ['feeling-unwell', 'spreading-redness', 'pain-pus-smell', 'wound-bigger'];
  if (f.dfu) out.push('foot-change');
  if (f.perfusion.limbWound && f.ischaemia !== false) out.push('cold-pale-limb');
  return out.map((sign) => SEEK_HELP[sign]);
}

export function buildPlan(f: Facts, advice: readonly AdviceRow[], priority: PriorityJson): AssessmentPlanJson {
  const steps: PlanItem[] = [
    { text: 'Wash hands and put on clean gloves.', actions: [], fromRow: null },
    { text: 'Cleanse the wound and the skin around it with saline or a wound cleanser.', actions: [], fromRow: null },
    ...advice
      .filter((a) => a.kind === 'emergency' || a.kind === 'urgent' || a.kind === 'treatment')
      .map((a) => ({ text: a.text, actions: a.actions, fromRow: a.id })),
    {
      text: 'Record what you see and re-measure with the calibration sticker at each visit.',
      actions: [],
      fromRow: null,
    },
  ];
  const selfTreatable =
    !f.chronic && f.knownCause && f.infection.result === 'not_infected' && priority.level === 'low' && !f.nonviable;
  const followUp = sayFollowUp(f, priority);
  return {
    name: `${ETIOLOGY_LABELS[f.etiology]}: care plan`,
    materials: pickMaterials(advice),
    steps,
    precautions: advice.filter((a) => a.kind === 'avoid').map((a) => a.text),
    whenToSeekHelp: listSeekHelp(f),
    followUp: followUp.text,
    reviewWithinDays: followUp.days,
    reviewSource: followUp.source,
    selfTreatable,
    disclaimer: 'Advice for the treating clinician, built from the assessment’s rows — not a prescription.',
  };
}
