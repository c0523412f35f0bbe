import type { ClinicalAssessment, AdviceRow, AssessmentFlag, PriorityJson } from '@woundcare/api-types';
import { selectAdvice } from './advice.ts';
import { deriveFacts, type Facts } from './facts.ts';
import { assessHealing } from './healing.ts';
import { assessInfection } from './infection.ts';
import type { AssessmentInputs } from './inputs.ts';
import { flagMeasurement, stateMeasurement } from './measurement.ts';
import { assessPerfusion } from './perfusion.ts';
import { buildPlan } from './plan.ts';
import { rankPriority } from './priority.ts';
import { assessTissue, scorePush } from './tissue.ts';

/**
 * The clinical core's one entry: inputs → the stored assessment. Pure (no I/O, no clock): the
 * same inputs give the same assessment. Stored with RULES_VERSION; bump it whenever any rule,
 * threshold or wording changes, so older assessments are re-derived by a data migration.
 */
export const RULES_VERSION = '2026-11.8';

/** Consultants' specialist types, from the same facts and advice. */
export function listSpecialists(f: Facts, advice: readonly AdviceRow[], priority: PriorityJson): string[] {
  const out: string[] = [];
  if (priority.level === 'high') out.push('Wound Care Specialist (Urgent)');
  if (f.infection.level === 'spreading' || f.infection.level === 'systemic' || f.infection.osteomyelitisSuspected)
    out.push('Infectious Disease Specialist');
  if (advice.some((a) => a.actions.includes('vascular-referral'))) out.push('Vascular Surgeon');
  // NICE NG19 1.3.2: every active diabetic foot problem, within 1 working day
  if (f.dfu) out.push('Diabetic Foot Team (podiatry)');
  // NPIAP/EPUAP/PPPIA 2019: stage 3, 4 and unstageable — wound / tissue-viability specialist
  if (f.piSpecialist) out.push('Tissue Viability / Wound Specialist (pressure injury stage 3, 4 or unstageable)');
  if (f.stage === 'stage_4') out.push('Plastic Surgeon (consider surgical consultation: stage 4 pressure injury)');
  out.push('General Wound Care Specialist');
  return out;
}

const DIAGNOSIS_WORDS = {
  infected: 'infected',
  not_infected: 'not infected',
  indeterminate: 'indeterminate — bedside assessment needed',
} as const;

export function deriveAssessment(inputs: AssessmentInputs): ClinicalAssessment {
  const { wound, measurement: engine } = inputs;
  const measurement = stateMeasurement(engine, inputs.outlineStatus);
  const healing = assessHealing({
    etiology: wound.etiology,
    current: {
      examDate: inputs.examDate,
      areaCm2: measurement.areaCm2,
      areaUncertaintyCm2: measurement.areaUncertaintyCm2,
      areaInterval: measurement.areaInterval,
      newBaseline: inputs.newBaseline,
    },
    history: inputs.history,
  });
  const infection = assessInfection({
    etiology: wound.etiology,
    bedside: inputs.bedside,
    clinicianTissue: inputs.clinicianTissue,
    photoSigns: engine.photoSigns,
    woundFound: engine.woundFound,
    sizeBigger: healing.sizeBigger,
  });
  const perfusion = assessPerfusion(wound);
  const tissue = assessTissue({
    shares: engine.tissue,
    woundFound: engine.woundFound,
    clinician: inputs.clinicianTissue,
    exudate: inputs.exudate,
  });
  const facts = deriveFacts({
    etiology: wound.etiology,
    stage: wound.stage,
    site: wound.site,
    exudate: inputs.exudate,
    healingPotential: wound.healingPotential,
    measurement,
    infection,
    perfusion,
    tissue,
    fourWeek: healing.fourWeek,
  });
  const advice = selectAdvice(facts);
  const priority = rankPriority(facts, advice);
  const flags: AssessmentFlag[] = flagMeasurement(engine, wound.etiology, inputs.outlineStatus);
  if (tissue.worstSource === 'colour')
    flags.push({
      code: 'colour_hint',
      text: `Photo suggests ${tissue.worst ?? 'no tissue type'} — confirm at the bedside (colour is a hint for the clinician, not a finding).`,
    });
  return {
    rulesVersion: RULES_VERSION,
    etiology: wound.etiology,
    exudate: inputs.exudate,
    measurement,
    infection,
    perfusion,
    tissue,
    push: scorePush({ lengthCm: measurement.lengthCm, widthCm: measurement.widthCm, exudate: inputs.exudate, tissue }),
    healing: {
      sinceLastVisit: healing.sinceLastVisit,
      sinceBaseline: healing.sinceBaseline,
      fourWeek: healing.fourWeek,
    },
    priority,
    advice,
    plan: buildPlan(facts, advice, priority),
    specialistTypes: listSpecialists(facts, advice, priority),
    labels: {
      diagnosis: DIAGNOSIS_WORDS[infection.result],
      screen: infection.label,
      priority: `${priority.label} (${priority.level})`,
      perfusion: perfusion.text,
    },
    flags,
  };
}
