import { ETIOLOGIES, PRESSURE_INJURY_STAGES, type Etiology, type HealingPotential } from '@woundcare/api-types';
import { describe, expect, it } from 'vitest';
import type { ActionTag, ClinicalAssessment, BedsideSignStates, ClinicianTissueEntry } from '@woundcare/api-types';
import { IWGDF_ABSENT } from './cases/case-helpers.ts';
import { deriveAssessment } from './derive-assessment.ts';
import type { AssessmentInputs } from './inputs.ts';
import { isLimbSite } from './sites.ts';
import { makeInputs } from './test-inputs.ts';

/**
 * Every combination of etiology × pressure-injury stage × site × healing potential × ABPI band ×
 * TBI band × infection × exudate × tissue, checked against the safety invariants. Combinations
 * that cannot exist are pruned: a stage only for pressure injuries, and each etiology only at
 * the sites where it occurs (a diabetic foot ulcer on the foot, a venous ulcer on the leg).
 */

const SITES: Record<Etiology, readonly (string | null)[]> = {
  diabetic_foot_ulcer: [
    'plantar_forefoot_left',
    'plantar_midfoot_left',
    'heel_left',
    'toes_left',
    'dorsal_foot_left',
    null,
  ],
  venous_leg_ulcer: ['lower_leg_anterior_left', null],
  arterial_ulcer: ['lower_leg_anterior_left', 'heel_left', null],
  pressure_injury: ['sacrum', 'heel_left', 'lateral_malleolus_left'],
  surgical: ['abdomen'],
  trauma: ['lower_leg_anterior_left'],
  burn: ['heel_left'],
  other: ['sacrum'],
  unknown: [null],
};
const STAGES = [...PRESSURE_INJURY_STAGES, null] as const;
const POTENTIALS: readonly (HealingPotential | null)[] = ['healable', 'maintenance', 'non_healable', null];
/** one value per band: unknown, < 0.5, 0.5–0.79, 0.8–0.89, 0.9–1.3, > 1.3 */
const ABPI = [null, 0.4, 0.6, 0.85, 1.0, 1.5] as const;
/** unknown, < 0.75, ≥ 0.75 */
const TBI = [null, 0.5, 0.8] as const;
/** one value per band the rules read: little (none–light), much (moderate–heavy), not recorded */
const EXUDATE = ['light', 'heavy', null] as const;

const allAbsent: BedsideSignStates = {
  ...IWGDF_ABSENT,
  non_healing: 'absent',
  exudate: 'absent',
  red_friable_tissue: 'absent',
  debris: 'absent',
  smell: 'absent',
  size_bigger: 'absent',
  temperature: 'absent',
  new_breakdown: 'absent',
  erythema: 'absent',
  oedema: 'absent',
};
const localSigns: BedsideSignStates = {
  ...allAbsent,
  local_swelling_induration: 'present',
  local_warmth: 'present',
  non_healing: 'present',
  debris: 'present',
  red_friable_tissue: 'present',
};
const spreadingSigns: BedsideSignStates = {
  ...localSigns,
  erythema_over_2cm_or_deep: 'present',
  temperature: 'present',
  new_breakdown: 'present',
  erythema: 'present',
};
/** each scenario reads as the same level on either instrument */
const INFECTION = {
  none: allAbsent,
  local: localSigns,
  spreading: spreadingSigns,
  systemic: { ...spreadingSigns, systemic_signs: 'present' },
  osteomyelitis: { ...allAbsent, probes_to_bone: 'present' },
  indeterminate: {},
} as const satisfies Record<string, BedsideSignStates>;

/** dominant tissue: the clinician's entry, or colour only (necrotic colour with no entry) */
const TISSUE: Record<string, ClinicianTissueEntry | null> = {
  granulation: { worst: 'granulation', necrosis: null },
  epithelial: { worst: 'epithelial', necrosis: null },
  slough: { worst: 'slough', necrosis: null },
  necrotic_wet: { worst: 'necrotic', necrosis: 'wet' },
  necrotic_dry: { worst: 'necrotic', necrosis: 'dry_stable' },
  colour_necrotic: null,
};
const colourNecrotic = { granulation: 40, slough: 20, necrotic: 40, epithelial: 0 };

interface Case {
  inputs: AssessmentInputs;
  infection: keyof typeof INFECTION;
  tissue: string;
}

function* enumerateCases(): Generator<Case> {
  const base = makeInputs();
  for (const etiology of ETIOLOGIES)
    for (const stage of etiology === 'pressure_injury' ? STAGES : [null])
      for (const site of SITES[etiology])
        for (const healingPotential of POTENTIALS)
          for (const abpi of ABPI)
            for (const tbi of TBI)
              for (const infection of Object.keys(INFECTION) as (keyof typeof INFECTION)[])
                for (const exudate of EXUDATE)
                  for (const [tissue, entry] of Object.entries(TISSUE))
                    yield {
                      infection,
                      tissue,
                      inputs: {
                        ...base,
                        bedside: INFECTION[infection],
                        exudate,
                        clinicianTissue: entry,
                        measurement: entry ? base.measurement : { ...base.measurement, tissue: colourNecrotic },
                        wound: { etiology, stage, site, abpi, tbi, healingPotential },
                      },
                    };
}

/** Every action the assessment takes: advice rows, plan steps and plan materials. */
function actionsTaken(a: ClinicalAssessment): ActionTag[] {
  return [...a.advice, ...a.plan.steps, ...a.plan.materials].flatMap((x) => x.actions);
}

/** The broken invariants of one case (empty = all hold). */
function checkInvariants(c: Case, a: ClinicalAssessment): string[] {
  const { wound, exudate } = c.inputs;
  const taken = new Set(actionsTaken(a));
  const forbidden = new Set(
    a.advice.flatMap((r) => r.actions.filter((t) => t.startsWith('avoid-')).map((t) => t.slice('avoid-'.length))),
  );
  const broken: string[] = [];
  const limb = isLimbSite(wound.site);
  const ischaemic =
    limb &&
    (wound.etiology === 'arterial_ulcer' ||
      (wound.abpi !== null && wound.abpi < 0.9) ||
      (wound.tbi !== null && wound.tbi < 0.75));
  const dryNecrosis =
    c.tissue === 'necrotic_dry' || (c.tissue === 'colour_necrotic' && exudate !== 'moderate' && exudate !== 'heavy');
  const heel = wound.site?.startsWith('heel') ?? false;

  if (
    taken.has('compression') &&
    (wound.abpi === null || wound.abpi < 0.8 || wound.abpi > 1.3 || wound.etiology === 'arterial_ulcer')
  )
    broken.push('compression outside ABPI 0.8–1.3 or on an arterial ulcer');
  if (taken.has('debride')) {
    if (ischaemic) broken.push('debridement with ischaemia');
    if (heel && dryNecrosis) broken.push('debridement of stable heel eschar');
    if (wound.stage === 'deep_tissue' && wound.etiology === 'pressure_injury')
      broken.push('debridement of deep tissue injury');
    if (wound.healingPotential === 'non_healable') broken.push('debridement of a non-healable wound');
  }
  if (taken.has('moist') && dryNecrosis && ischaemic)
    broken.push('moist healing for dry necrosis on an ischaemic limb');
  const clinicallyInfected = c.infection !== 'none' && c.infection !== 'indeterminate';
  if (wound.etiology === 'diabetic_foot_ulcer' && clinicallyInfected && !taken.has('systemic-antibiotics'))
    broken.push('clinically infected DFU without systemic antibiotics');
  if (wound.etiology !== 'diabetic_foot_ulcer' && c.infection === 'local' && taken.has('systemic-antibiotics'))
    broken.push('systemic antibiotics for local infection (non-DFU)');
  if (taken.has('nonremovable-offloading')) {
    if (wound.etiology !== 'diabetic_foot_ulcer') broken.push('non-removable device outside the diabetic foot');
    if (!/^plantar_(forefoot|midfoot)/.test(wound.site ?? ''))
      broken.push('non-removable device off the plantar forefoot/midfoot');
    if (['spreading', 'systemic', 'osteomyelitis', 'indeterminate'].includes(c.infection))
      broken.push('non-removable device with infection ≥ moderate, osteomyelitis or an unassessed infection');
    if (wound.abpi !== null && wound.abpi < 0.8) broken.push('non-removable device with moderate/severe ischaemia');
    if (a.perfusion.status !== 'pad_less_likely' && a.perfusion.severity !== 'mild')
      broken.push('non-removable device with perfusion unknown');
  }
  for (const t of taken) if (forbidden.has(t)) broken.push(`does "${t}" while an advice row forbids it`);
  if ((taken.has('moist') && taken.has('keep-dry')) || (taken.has('moist') && forbidden.has('moist')))
    broken.push('moist and keep-dry together');
  if (wound.etiology === 'arterial_ulcer' && a.priority.level === 'low')
    broken.push('arterial ulcer at Routine priority');
  return broken;
}

describe('clinical invariants over every combination', () => {
  it(
    'no combination breaks a safety invariant, and the plan never does what an advice row forbids',
    { timeout: 300_000 },
    () => {
      const started = performance.now();
      let count = 0;
      const failures: string[] = [];
      for (const c of enumerateCases()) {
        count++;
        const broken = checkInvariants(c, deriveAssessment(c.inputs));
        if (broken.length > 0 && failures.length < 10)
          failures.push(
            `${JSON.stringify({ ...c.inputs.wound, exudate: c.inputs.exudate, infection: c.infection, tissue: c.tissue })}: ${broken.join('; ')}`,
          );
      }
      const ms = Math.round(performance.now() - started);
      console.info(`clinical invariants: ${count} combinations in ${ms} ms`);
      expect(failures).toEqual([]);
      expect(count).toBeGreaterThan(100_000);
    },
  );

  it('the checker can fail: a plan step that compresses at ABPI 0.6 is caught', () => {
    const c: Case = {
      infection: 'none',
      tissue: 'granulation',
      inputs: makeInputs({ wound: { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left', abpi: 0.6 } }),
    };
    const a = deriveAssessment(c.inputs);
    expect(checkInvariants(c, a)).toEqual([]);
    const tampered: ClinicalAssessment = {
      ...a,
      plan: {
        ...a.plan,
        steps: [...a.plan.steps, { text: 'Apply compression', actions: ['compression'], fromRow: null }],
      },
    };
    expect(checkInvariants(c, tampered)).toContain('compression outside ABPI 0.8–1.3 or on an arterial ulcer');
    expect(checkInvariants(c, tampered)).toContain('does "compression" while an advice row forbids it');
  });
});
