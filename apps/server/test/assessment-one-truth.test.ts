import { describe, expect, it } from 'vitest';
import type { ClinicalAssessment, AssessmentJson, TreatmentPlanJson } from '@woundcare/api-types';
import type { TestApp } from './support/harness.ts';
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';
import { RULES_VERSION } from '../src/clinical/derive-assessment.ts';
import { upgradeAssessments } from '../src/services/assessments/rederive.ts';

/**
 * One assessment, one truth, through the API: every input change re-derives the stored
 * assessment, and the assessment JSON, the plan, the PDF and the FHIR export read it as stored.
 */

const { fake, app, photo } = useFakeAnalysisApp();
type Client = ReturnType<TestApp['client']>;

async function woundWithAssessment(wound: Record<string, unknown>) {
  const c = app().client();
  await c.signUp();
  const { patient } = (await (
    await c.request('/api/patients', { method: 'POST', json: { display_name: 'Vera Venous' } })
  ).json()) as { patient: { id: string } };
  const created = await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: wound });
  expect(created.status).toBe(201);
  const { wound: w } = (await created.json()) as { wound: { id: string; tbi: number | null } };
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: w.id, exudate: 'moderate' }, { data: photo() }),
  });
  expect(res.status).toBe(202);
  const { assessment } = await waitForAssessment(c, 'analysis-1');
  expect(assessment.status).toBe('completed');
  return { c, woundId: w.id, wound: w, assessment };
}

const readAssessment = async (c: Client) =>
  ((await (await c.request('/api/assessments/analysis-1')).json()) as { assessment: AssessmentJson }).assessment;
const readPlan = async (c: Client) =>
  (await (await c.request('/api/assessments/analysis-1/treatment-plan')).json()) as {
    plan: TreatmentPlanJson;
    clinical: ClinicalAssessment;
  };
const readPdf = async (c: Client) => {
  const res = await c.request('/api/assessments/analysis-1/report.pdf');
  expect(res.status).toBe(200);
  return extractPdfText(new Uint8Array(await res.arrayBuffer()));
};
const readFhir = async (c: Client, woundId: string) => {
  const res = await c.request(`/api/wounds/${woundId}/fhir`);
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json());
};
const compressionIn = (a: ClinicalAssessment) =>
  a.advice.some((r) => r.actions.includes('compression')) ||
  a.plan.steps.some((s) => s.actions.includes('compression'));

describe('a venous leg ulcer whose ABPI is edited from 1.0 to 0.6', () => {
  it('changes the assessment, the advice, the plan, the PDF and the FHIR export together', async () => {
    const { c, woundId, wound, assessment } = await woundWithAssessment({
      etiology: 'venous_leg_ulcer',
      body_site: 'lower_leg_anterior_left',
      abpi: 1.0,
      tbi: 0.9,
    });
    expect(wound.tbi).toBe(0.9);
    // ABPI 1.0: compression (ESVS 2022), on every surface
    const before = assessment.clinical!;
    expect(before.rulesVersion).toBe(RULES_VERSION);
    expect(before.perfusion.compressionAllowed).toBe(true);
    expect(compressionIn(before)).toBe(true);
    expect(assessment.analysisResult!.advice.map((r) => r.id)).toContain('vlu_compression');
    const planBefore = await readPlan(c);
    expect(planBefore.clinical).toEqual(before);
    expect(planBefore.plan.materials.join(' ')).toMatch(/Compression system/);
    expect(await readPdf(c)).toMatch(/compression/i);
    const fhirBefore = await readFhir(c, woundId);

    // the edit re-derives the stored assessment (no read does)
    const edit = await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { abpi: 0.6 } });
    expect(edit.status).toBe(200);
    const after = await readAssessment(c);
    const a = after.clinical!;
    expect(a.perfusion).toMatchObject({ abpi: 0.6, abpiBand: '0_5_to_0_79', compressionAllowed: false });
    expect(compressionIn(a)).toBe(false);
    const ids = after.analysisResult!.advice.map((r) => r.id);
    expect(ids).toContain('vlu_refer_low_abpi');
    expect(ids).not.toContain('vlu_compression');
    expect(after.analysisResult!.advice.map((r) => r.id)).toEqual(a.advice.map((r) => r.id));
    expect(after.analysisResult!.recommendations).toEqual(a.advice.map((r) => r.text));
    expect(after.analysisResult!.severity).toBe(a.priority.level);
    expect(after.priority).toBe(a.priority.level);
    expect(after.analysisResult!.specialist_types).toEqual(a.specialistTypes);
    expect(a.specialistTypes).toContain('Vascular Surgeon');

    const planAfter = await readPlan(c);
    expect(planAfter.clinical).toEqual(a);
    expect(planAfter.plan.materials.join(' ')).not.toMatch(/Compression system/);
    expect(planAfter.plan.advice!.map((r) => r.id)).toEqual(a.advice.map((r) => r.id));
    const consultants = (await (await c.request('/api/assessments/analysis-1/consultants')).json()) as {
      specialistTypes: string[];
    };
    expect(consultants.specialistTypes).toEqual(a.specialistTypes);

    const pdf = await readPdf(c);
    const referral = a.advice.find((r) => r.id === 'vlu_refer_low_abpi')!;
    expect(pdf.replace(/\s+/g, ' ')).toContain(referral.text.slice(0, 40));
    expect(pdf).not.toMatch(/Compression system/);

    // the FHIR export is built from the same stored assessment: its screen, its priority, its urgent advice
    const fhirAfter = await readFhir(c, woundId);
    expect(fhirAfter).toContain(JSON.stringify(after.analysisResult!.infection_screen.summary).slice(1, -1));
    const referralJson = JSON.stringify(referral.text).slice(1, 40);
    expect(fhirBefore).not.toContain(referralJson);
    expect(fhirAfter).toContain(referralJson);
    expect(fhirBefore).not.toContain(`Priority: ${a.priority.label}`);
    expect(fhirAfter).toContain(`Priority: ${a.priority.label}`);
  });
});

describe('the bedside checklist', () => {
  it('re-derives the plan: three STONEES signs → spreading infection, urgent, systemic antibiotics in the plan', async () => {
    const { c } = await woundWithAssessment({ etiology: 'venous_leg_ulcer', body_site: 'lower_leg_anterior_left' });
    const before = await readPlan(c);
    expect(before.clinical.infection.result).toBe('indeterminate');
    const res = await c.request('/api/assessments/analysis-1/infection-signs', {
      method: 'PUT',
      json: { temperature: 'present', new_breakdown: 'present', oedema: 'present' },
    });
    expect(res.status).toBe(200);
    const after = await readPlan(c);
    expect(after.clinical.infection).toMatchObject({ result: 'infected', level: 'spreading' });
    expect(after.clinical.priority.level).toBe('high');
    expect(after.plan.duration).toBe(after.clinical.plan.followUp);
    expect(after.plan.materials.join(' ')).toMatch(/Systemic antibiotics/);
    expect(before.plan.materials.join(' ')).not.toMatch(/Systemic antibiotics/);
    // the measured description follows the screen (never the stale sentence)
    const assessment = await readAssessment(c);
    expect(assessment.analysisResult!.description).toContain(after.clinical.infection.summary);
    expect(assessment.analysisResult!.description).not.toMatch(/indeterminate/);
  });

  it('accepts the IWGDF/IDSA items for a diabetic foot ulcer and grades with them', async () => {
    const { c } = await woundWithAssessment({
      etiology: 'diabetic_foot_ulcer',
      body_site: 'plantar_midfoot_left',
      abpi: 1.0,
      tbi: 0.8,
    });
    const res = await c.request('/api/assessments/analysis-1/infection-signs', {
      method: 'PUT',
      json: {
        local_swelling_induration: 'present',
        local_warmth: 'present',
        erythema_over_2cm_or_deep: 'absent',
        systemic_signs: 'absent',
      },
    });
    expect(res.status).toBe(200);
    const { assessment } = (await res.json()) as { assessment: AssessmentJson };
    // ≥ 2 items, nothing deeper, no systemic signs: grade 2 (mild), which gets systemic antibiotics
    expect(assessment.clinical!.infection).toMatchObject({ instrument: 'IWGDF/IDSA', result: 'infected', grade: 2 });
    expect(assessment.analysisResult!.bedside_signs).toMatchObject({ local_warmth: 'present' });
    expect(assessment.clinical!.advice.some((r) => r.actions.includes('systemic-antibiotics'))).toBe(true);
  });
});

describe('no wound found', () => {
  it('stores no area: the measurement is "not measured" and the trajectory leaves the visit out', async () => {
    fake.script.push({ extra: { wound_found: false }, tissue: null, signs: [] });
    const { c, woundId, assessment } = await woundWithAssessment({
      etiology: 'diabetic_foot_ulcer',
      body_site: 'heel_left',
    });
    const m = assessment.clinical!.measurement;
    expect(m).toMatchObject({ status: 'no_wound_found', areaCm2: null, areaUncertaintyCm2: null });
    expect(assessment.clinical!.flags.map((f) => f.code)).toContain('no_wound_found');
    expect(assessment.analysisResult!.area_cm2).toBeNull();
    const { trajectory } = (await (await c.request(`/api/wounds/${woundId}/trajectory`)).json()) as {
      trajectory: { points: { assessmentId: string; area_cm2: number | null }[] };
    };
    expect(trajectory.points.filter((p) => p.area_cm2 !== null)).toEqual([]);
  });
});

describe('results stored by an older rules version', () => {
  it('are re-derived once at start: an old-shape result gets its assessment, a second run changes nothing', async () => {
    const { c, assessment } = await woundWithAssessment({ etiology: 'venous_leg_ulcer', abpi: 1.0 });
    const stored = await app()
      .deps.db.selectFrom('assessments')
      .select(['id', 'result'])
      .where('seq', '=', 1)
      .where('wound_id', '=', assessment.woundId!)
      .executeTakeFirstOrThrow();
    // a result as stored before the three-way screen and the stored assessment: no screen, no advice,
    // the old fixed fields, no assessment and no rules version
    const {
      infection_screen: _s,
      advice: _a,
      engine_description: _e,
      ...old
    } = stored.result as Record<string, unknown>;
    await app()
      .deps.db.updateTable('assessments')
      .set({
        result: JSON.stringify({ ...old, healingStage: 'Inflammatory', confidence: 85, severity: 'low' }),
        clinical: null,
        rules_version: null,
      })
      .where('id', '=', stored.id)
      .execute();
    const logs: string[] = [];
    const first = await upgradeAssessments(app().deps.db, (l) => logs.push(l));
    expect(first).toBeGreaterThanOrEqual(1);
    const upgraded = await readAssessment(c);
    expect(upgraded.clinical!.rulesVersion).toBe(RULES_VERSION);
    expect(upgraded.analysisResult).not.toHaveProperty('healingStage');
    expect(upgraded.analysisResult).not.toHaveProperty('confidence');
    expect(upgraded.analysisResult!.advice.map((r) => r.id)).toContain('vlu_compression');
    expect(upgraded.analysisResult!.severity).toBe(upgraded.clinical!.priority.level);
    expect(await upgradeAssessments(app().deps.db, (l) => logs.push(l))).toBe(0);
    expect(logs.at(-1)).toMatch(/0 assessment\(s\) re-derived/);
  });
});
