import type { ClinicalAssessment, TreatmentPlanJson } from '@woundcare/api-types';
import { IWGDF_SIGN_IDS } from '@woundcare/api-types';
import { INFECTION_SIGN_IDS, SIGN_LISTS } from '@woundcare/vocabulary';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { adviceItemsOf } from './result-fields.ts';

const NERDS_IDS: readonly string[] = INFECTION_SIGN_IDS.filter((id) => SIGN_LISTS[id].includes('NERDS'));

/** The spec's treatment-plan fields (name, steps by number, duration …) read from an assessment's plan. */
export function planJsonOf(a: ClinicalAssessment): TreatmentPlanJson {
  const p = a.plan;
  return {
    name: p.name,
    description: `${a.labels.diagnosis}; priority ${a.labels.priority}. ${p.disclaimer}`,
    severity: a.priority.level,
    materials: p.materials.map((m) => m.text),
    steps: Object.fromEntries(p.steps.map((s, i) => [String(i + 1), s.text])),
    precautions: p.precautions,
    when_to_seek_help: p.whenToSeekHelp,
    duration: p.followUp,
    is_self_treatable: p.selfTreatable,
    advice: adviceItemsOf(a),
  };
}

/**
 * The analysis-server path GET /treatment_plan/{infected|not_infected}: the plan the clinical core
 * builds for a wound of unknown cause with that screen — every NERDS sign present (local infection)
 * or every bedside sign absent — in the seed server's JSON shape, with the sources of its rows.
 */
export function genericPlanJson(kind: 'infected' | 'not_infected') {
  const signs = kind === 'infected' ? NERDS_IDS : [...INFECTION_SIGN_IDS, ...IWGDF_SIGN_IDS];
  const a = deriveAssessment({
    measurement: {
      calibrated: false,
      woundFound: true,
      areaCm2: null,
      areaUncertaintyCm2: null,
      lengthCm: null,
      widthCm: null,
      perimeterCm: null,
      regions: null,
      tissue: null,
      periwoundErythema: null,
      photoSigns: [],
      tissueFlags: [],
      outlineSource: 'clinician',
      outlineQuality: null,
    },
    outlineStatus: 'confirmed',
    bedside: Object.fromEntries(
      signs.map((id) => [id, kind === 'infected' && NERDS_IDS.includes(id) ? 'present' : 'absent']),
    ),
    clinicianTissue: null,
    exudate: null,
    wound: { etiology: 'unknown', stage: null, site: null, abpi: null, tbi: null, healingPotential: null },
    examDate: '2026-01-01T12:00:00.000Z',
    newBaseline: false,
    history: [],
  });
  const { advice, ...plan } = planJsonOf(a);
  return { ...plan, sources: [...new Set(advice!.map((r) => r.source))] };
}
