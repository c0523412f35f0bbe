import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WoundContextJson } from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { upload, uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';
import type { AssessmentJson } from '../services/assessments/assessment-types.ts';

const fake = createFakeAnalyzer(1);
let t: TestApp;
let photo: Buffer;
type ErrorJson = { error: { code: string; message: string } };
type Plan = {
  is_self_treatable: boolean;
  advice: { id: string; text: string; source: string; kind: string }[];
  wound_context: WoundContextJson;
};

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
  photo = await photoJpeg();
});
afterAll(() => t.close());

async function analysed(extra: Record<string, string> = {}) {
  const c = t.client();
  await c.signUp();
  await upload(c, 'Screen Patient', photo, extra);
  const { assessment } = await waitForAssessment(c, 'analysis-1');
  return { c, assessment };
}
/** a patient with one wound of the clinical record (etiology, site, ABPI…), and an assessment of it */
async function analysedOnWound(wound: Record<string, unknown>, extra: Record<string, string> = {}) {
  const c = t.client();
  await c.signUp();
  const { patient } = (await (
    await c.request('/api/patients', { method: 'POST', json: { display_name: 'Record Patient' } })
  ).json()) as { patient: { id: string } };
  const created = await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: wound });
  expect(created.status).toBe(201);
  const { wound: w } = (await created.json()) as { wound: { id: string } };
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: w.id, ...extra }, { data: photo }),
  });
  expect(res.status).toBe(202);
  const { assessment } = await waitForAssessment(c, 'analysis-1');
  return { c, assessment, woundId: w.id };
}
const putSigns = (c: Awaited<ReturnType<typeof analysed>>['c'], signs: unknown, id = 'analysis-1') =>
  c.request(`/api/assessments/${id}/infection-signs`, { method: 'PUT', json: signs });

describe('infection screen through the API', () => {
  it('no bedside signs → indeterminate (the photo alone cannot rule infection in or out)', async () => {
    const { assessment } = await analysed();
    const s = assessment.analysisResult!.infection_screen;
    expect(s.result).toBe('indeterminate');
    expect(assessment.analysisResult!.diagnosis).toBe('indeterminate');
    expect(s.signs.filter((x) => x.state === 'not_assessed').length).toBeGreaterThanOrEqual(7);
    expect(s.summary).toMatch(/^Infection screen indeterminate — bedside assessment needed/);
    // the labels the web shows come with the result, read from the stored assessment
    const a = assessment.clinical!;
    expect(a.infection.result).toBe('indeterminate');
    expect(assessment.analysisResult).toMatchObject({
      diagnosis_label: 'indeterminate — bedside assessment needed',
      screen_label: 'Indeterminate — bedside assessment needed',
      specialist_types: ['General Wound Care Specialist'],
      priority_messages: a.priority.reasons.map((x) => x.text),
      risk_level: { level: 'Low', status: 'Stable' },
    });
    expect(a.advice.map((x) => x.id)).toContain('infection_indeterminate');
  });

  it('three STONEES signs present → positive, deep; the checklist is stored, audited and re-derives priority and advice', async () => {
    const { c, assessment } = await analysed();
    expect(assessment.priority).toBe('low');
    const res = await putSigns(c, {
      temperature: 'present',
      new_breakdown: 'present',
      oedema: 'present',
      smell: 'absent',
    });
    expect(res.status).toBe(200);
    const updated = ((await res.json()) as { assessment: AssessmentJson }).assessment;
    const r = updated.analysisResult!;
    expect(r.infection_screen).toMatchObject({ result: 'positive', level: 'deep', osteomyelitis_flag: false });
    expect(r.bedside_signs).toEqual({
      temperature: 'present',
      new_breakdown: 'present',
      oedema: 'present',
      smell: 'absent',
    });
    expect(updated.priority).toBe('high');
    // spreading infection: same-day review for systemic antibiotics (IWII 2022)
    expect(r.advice[0]).toMatchObject({ id: 'infection_spreading', kind: 'urgent' });
    expect(updated.clinical!.infection.level).toBe('spreading');
    // the labels follow the re-derived assessment
    expect(r).toMatchObject({
      diagnosis_label: 'infected',
      screen_label: 'Positive — deep / surrounding (STONEES)',
      specialist_types: [
        'Wound Care Specialist (Urgent)',
        'Infectious Disease Specialist',
        'General Wound Care Specialist',
      ],
      priority_messages: updated.clinical!.priority.reasons.map((x) => x.text),
      risk_level: { level: 'High', status: 'Critical' },
    });
    expect(r.priority_messages[0]).toMatch(/^Spreading \(deep \/ surrounding\) infection/);
    // stored: a fresh read shows the same
    const again = ((await (await c.request('/api/assessments/analysis-1')).json()) as { assessment: AssessmentJson })
      .assessment;
    expect(again.analysisResult!.infection_screen.result).toBe('positive');
    const { entries } = (await (await c.request('/api/profile/audit')).json()) as {
      entries: { action: string; resource: string | null }[];
    };
    expect(entries.some((e) => e.action === 'infection_signs.update' && e.resource === 'analysis-1')).toBe(true);
    // un-assessing them again goes back to indeterminate
    const back = ((await (await putSigns(c, { temperature: 'not_assessed' })).json()) as { assessment: AssessmentJson })
      .assessment;
    expect(back.analysisResult!.infection_screen.result).toBe('indeterminate');
  });

  it('probes to bone alone → osteomyelitis suspected: at least deep infection, urgent, whatever the counts (IWGDF/IDSA 2023)', async () => {
    const { c } = await analysed();
    const res = await putSigns(c, { probes_to_bone: 'present' });
    const { assessment } = (await res.json()) as { assessment: AssessmentJson };
    const r = assessment.analysisResult!;
    expect(assessment.clinical!.infection.osteomyelitisSuspected).toBe(true);
    expect(r.infection_screen.osteomyelitis_flag).toBe(true);
    expect(r.infection_screen).toMatchObject({ result: 'positive', level: 'deep' });
    expect(r.severity).toBe('high');
    const osteo = r.advice.find((x) => x.id === 'osteomyelitis')!;
    expect(osteo).toMatchObject({ kind: 'urgent' });
    expect(osteo.source.length).toBeGreaterThan(10);
    expect(r.priority_messages[0]).toMatch(/osteomyelitis/);
    expect(r.specialist_types.slice(0, 2)).toEqual(['Wound Care Specialist (Urgent)', 'Infectious Disease Specialist']);
  });

  it('the upload checklist (bedside_signs) feeds the first analysis', async () => {
    const { assessment } = await analysed({
      bedside_signs: JSON.stringify({ non_healing: 'present', exudate: 'present', debris: 'present', smell: 'absent' }),
    });
    // non-healing + exudate + debris, all recorded at the bedside = 3 NERDS (the photo's colour is a hint only)
    expect(assessment.analysisResult!.infection_screen).toMatchObject({ result: 'positive', level: 'local' });
    expect(fake.calls.at(-1)!.clinicianSigns).toEqual({
      non_healing: 'present',
      exudate: 'present',
      debris: 'present',
      smell: 'absent',
    });
  });

  // IWGDF/IDSA 2023 classification: infected = ≥ 2 of local swelling or induration, erythema
  // > 0.5 cm, local tenderness or pain, local warmth, purulent discharge; a clinically infected DFU
  // gets systemic antibiotics. STONEES "increased temperature" is the same bedside finding as local
  // warmth, and "oedema" as local swelling (clinical-rules: one finding, one vocabulary).
  it('a DFU checklist recorded in NERDS/STONEES words counts for the IWGDF grade; a key no DFU item reads is refused', async () => {
    const { c } = await analysedOnWound({ etiology: 'diabetic_foot_ulcer', body_site: 'plantar_forefoot_left' });
    const ok = await putSigns(c, { temperature: 'present', oedema: 'present' });
    expect(ok.status).toBe(200);
    const { assessment } = (await ok.json()) as { assessment: AssessmentJson };
    expect(assessment.clinical!.infection.result).toBe('infected');
    expect(assessment.clinical!.advice.some((r) => r.actions.includes('systemic-antibiotics'))).toBe(true);
    // smell is a NERDS/STONEES sign with no IWGDF item: refused (400), never stored and dropped
    const refused = await putSigns(c, { smell: 'present' });
    expect(refused.status).toBe(400);
    const err = ((await refused.json()) as ErrorJson).error;
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.message).toMatch(/^smell: not read by the IWGDF\/IDSA checklist/);
    const kept = ((await (await c.request('/api/assessments/analysis-1')).json()) as { assessment: AssessmentJson })
      .assessment;
    expect(kept.analysisResult!.bedside_signs).toEqual({ temperature: 'present', oedema: 'present' });
  });

  it('refuses at upload a checklist sign the chosen wound’s instrument does not read, and stores nothing', async () => {
    const c = t.client();
    await c.signUp();
    const { patient } = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Upload Patient' } })
    ).json()) as { patient: { id: string } };
    const { wound } = (await (
      await c.request(`/api/patients/${patient.id}/wounds`, {
        method: 'POST',
        json: { etiology: 'diabetic_foot_ulcer', body_site: 'plantar_forefoot_left' },
      })
    ).json()) as { wound: { id: string } };
    const res = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id, bedside_signs: JSON.stringify({ smell: 'present' }) }, { data: photo }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(/^smell: not read by the IWGDF\/IDSA checklist/);
    const list = (await (await c.request('/api/assessments')).json()) as { assessments: unknown[] };
    expect(list.assessments).toEqual([]);
  });

  it('takes the clinician’s tissue as shares of the bed (PUSH 3.0 / BWAT): 60 % slough is the debris sign and scores slough', async () => {
    const { c } = await analysed();
    const put = (json: unknown) => c.request('/api/assessments/analysis-1/tissue', { method: 'PUT', json });
    expect((await put({ shares: { granulation: 40, slough: 50, necrotic: 0, epithelial: 0 } })).status).toBe(400);
    const res = await put({ shares: { granulation: 40, slough: 60, necrotic: 0, epithelial: 0 } });
    expect(res.status).toBe(200);
    const { assessment } = (await res.json()) as { assessment: AssessmentJson };
    // PUSH 3.0 tissue type: slough = 3
    expect(assessment.clinical!.push).toMatchObject({ tissueScore: 3, tissueSource: 'clinician' });
    expect(assessment.analysisResult!.infection_screen.signs.find((s) => s.id === 'debris')).toMatchObject({
      state: 'present',
    });
  });

  it('validates the checklist (400, nothing changed) and hides other users’ assessments (404)', async () => {
    const { c } = await analysed();
    for (const signs of [{ smell: 'yes' }, { bogus: 'present' }, 'smell', null, ['smell']]) {
      const bad = await putSigns(c, signs);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');
    }
    const extra = await c.request('/api/assessments/analysis-1/infection-signs', {
      method: 'PUT',
      json: { smell: 'present', priority: 'low' },
    });
    expect(extra.status).toBe(400);
    const after = ((await (await c.request('/api/assessments/analysis-1')).json()) as { assessment: AssessmentJson })
      .assessment;
    expect(after.analysisResult!.bedside_signs).toEqual({});
    const other = t.client();
    await other.signUp();
    const res = await putSigns(other, { smell: 'present' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorJson).error.code).toBe('NOT_FOUND');
    const bad = await c.request('/api/assessments/analysis-1/infection-signs', {
      method: 'PUT',
      body: 'x',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('a "no wound found" result says nothing about infection', async () => {
    fake.script.push({ extra: { wound_found: false }, tissue: null, signs: [] });
    const { c, assessment } = await analysed();
    const s = assessment.analysisResult!.infection_screen;
    expect(s.wound_found).toBe(false);
    expect(s.result).toBe('indeterminate');
    expect(s.summary).toMatch(/^No wound found in the photo, so the photo says nothing about infection/);
    // even every bedside sign absent cannot make the photo's own signs absent
    const allAbsent = Object.fromEntries(
      ['non_healing', 'exudate', 'smell', 'temperature', 'probes_to_bone', 'new_breakdown', 'oedema'].map((k) => [
        k,
        'absent',
      ]),
    );
    const r = ((await (await putSigns(c, allAbsent)).json()) as { assessment: AssessmentJson }).assessment
      .analysisResult!;
    expect(r.infection_screen.signs.filter((x) => x.source === 'image')).toEqual([]);
  });
});

describe('treatment advice by etiology through the API', () => {
  const plan = async (c: Awaited<ReturnType<typeof analysed>>['c']) =>
    ((await (await c.request('/api/assessments/analysis-1/treatment-plan')).json()) as { plan: Plan }).plan;

  it('a wound whose etiology was not recorded (an upload by patient name only): etiology unknown, "needs assessment", never self-treatable', async () => {
    const { c } = await analysed();
    const p = await plan(c);
    expect(p.wound_context).toMatchObject({ etiology: 'unknown', stage: null, site: null, abpi: null });
    expect(p.advice.map((a) => a.id)).toContain('etiology_unknown');
    expect(p.is_self_treatable).toBe(false);
    for (const a of p.advice) expect(a.source.length).toBeGreaterThan(10);
  });

  it('a venous leg ulcer (ABPI 1.0 on the wound record) gets compression and no offloading', async () => {
    const { c } = await analysedOnWound({
      etiology: 'venous_leg_ulcer',
      body_site: 'lower_leg_anterior_left',
      abpi: 1.0,
    });
    const p = await plan(c);
    expect(p.wound_context).toMatchObject({ etiology: 'venous_leg_ulcer', abpi: 1 });
    expect(p.advice.some((a) => a.id === 'vlu_compression' && /compression/i.test(a.text))).toBe(true);
    expect(p.advice.some((a) => /offload/i.test(a.text))).toBe(false);
    expect(p.is_self_treatable).toBe(false);
  });

  it('a venous leg ulcer without an ABPI: measure it before compression (no compression advised yet), no offloading', async () => {
    const { c, woundId } = await analysedOnWound({
      etiology: 'venous_leg_ulcer',
      body_site: 'lower_leg_anterior_left',
    });
    const ids = (await plan(c)).advice.map((a) => a.id);
    expect(ids).toContain('vlu_abpi_needed');
    expect(ids).not.toContain('vlu_compression');
    // an ABPI below 0.8 entered on the wound: refer, no compression (the wound edit re-derives the stored assessment)
    expect((await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { abpi: 0.6 } })).status).toBe(200);
    const again = await c.request('/api/assessments/analysis-1');
    const after = ((await again.json()) as { assessment: AssessmentJson }).assessment.analysisResult!.advice.map(
      (a) => a.id,
    );
    expect(after).toContain('vlu_refer_low_abpi');
    expect(after).not.toContain('vlu_compression');
  });

  it('a heel pressure injury with dry necrosis gets no debridement', async () => {
    fake.script.push({ tissue: { granulation: 10, slough: 20, necrotic: 70, epithelial: 0 } });
    const { c, assessment: fromPhoto } = await analysedOnWound(
      { etiology: 'pressure_injury', stage: 'unstageable', body_site: 'heel_left' },
      { exudate: 'none' },
    );
    // the photo's dark colour alone is a hint, never the eschar finding (NPIAP/EPUAP/PPPIA 2019 judge
    // stable heel eschar at the bedside: dry, adherent, intact, no erythema or fluctuance)
    expect(fromPhoto.analysisResult!.advice.map((a) => a.id)).not.toContain('heel_eschar');
    expect(fromPhoto.clinical!.advice.some((r) => r.actions.includes('debride'))).toBe(false);
    const entered = await c.request('/api/assessments/analysis-1/tissue', {
      method: 'PUT',
      json: { worst: 'necrotic', necrosis: 'dry_stable' },
    });
    expect(entered.status).toBe(200);
    const { assessment } = (await entered.json()) as { assessment: AssessmentJson };
    const ids = assessment.analysisResult!.advice.map((a) => a.id);
    expect(ids).toContain('heel_eschar');
    expect(ids).not.toContain('debride');
    // no row or plan step debrides; the eschar row forbids it (NPIAP/EPUAP/PPPIA 2019)
    const a = assessment.clinical!;
    expect(a.advice.some((r) => r.actions.includes('debride'))).toBe(false);
    expect(a.plan.steps.some((st) => st.actions.includes('debride'))).toBe(false);
    expect(a.advice.find((r) => r.id === 'heel_eschar')!.actions).toContain('avoid-debride');
    expect((await plan(c)).advice.map((a) => a.id)).toEqual(ids);
    // necrotic colour is a hint for the clinician, never an alarm on its own
    expect(fromPhoto.clinical!.flags.map((f) => f.code)).toContain('colour_hint');
  });
});

describe('healing potential on the wound record (Wound Bed Preparation 2021)', () => {
  const plan = async (c: Awaited<ReturnType<typeof analysed>>['c']) =>
    ((await (await c.request('/api/assessments/analysis-1/treatment-plan')).json()) as { plan: Plan }).plan;
  it('a non-healable wound with slough: keep dry + antiseptic, no debridement, no moist healing; re-classified healable → debridement and moist healing', async () => {
    fake.script.push({ tissue: { granulation: 50, slough: 40, necrotic: 0, epithelial: 10 } });
    const { c, woundId } = await analysedOnWound({
      etiology: 'pressure_injury',
      stage: 'stage_3',
      body_site: 'sacrum',
      healing_potential: 'non_healable',
    });
    // the slough is the clinician's finding (the photo's colour only suggests it)
    const entered = await c.request('/api/assessments/analysis-1/tissue', { method: 'PUT', json: { worst: 'slough' } });
    expect(entered.status).toBe(200);
    const before = await plan(c);
    expect(before.wound_context.healing_potential).toBe('non_healable');
    const ids = before.advice.map((a) => a.id);
    expect(ids).toContain('non_healable');
    expect(ids).not.toContain('debride');
    expect(ids).not.toContain('moist_healing');
    const row = await c.request(`/api/wounds/${woundId}`);
    expect(((await row.json()) as { wound: { healingPotential: string } }).wound.healingPotential).toBe('non_healable');

    expect(
      (await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { healing_potential: 'healable' } })).status,
    ).toBe(200);
    const after = (await plan(c)).advice.map((a) => a.id);
    expect(after).toEqual(expect.arrayContaining(['debride', 'moist_healing']));
    expect(after).not.toContain('non_healable');
  });

  it('an unknown healing potential is refused with a readable message and changes nothing', async () => {
    const { c, woundId } = await analysedOnWound({ etiology: 'venous_leg_ulcer' });
    const res = await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { healing_potential: 'hopeless' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/healing_potential/);
    const w = (
      (await (await c.request(`/api/wounds/${woundId}`)).json()) as { wound: { healingPotential: string | null } }
    ).wound;
    expect(w.healingPotential).toBeNull();
  });
});

describe('measured quality instead of the fixed confidence', () => {
  it('carries the engine’s outline quality and area ± when it reports them, "not measured" (null) when not', async () => {
    const quality = { score: 0.42, review: true, checks: [], reasons: ['Camera tilted 38° (limit 25°)'] };
    fake.script.push({
      extra: {
        outline_quality: quality,
        area_uncertainty_cm2: 0.3,
        tissue_flags: [
          { code: 'possible_exposed_structure', message: 'Possible exposed bone/tendon — check', share: 4 },
        ],
      },
    });
    const { assessment } = await analysed();
    expect(assessment.analysisResult).toMatchObject({ outline_quality: quality, area_uncertainty_cm2: 0.3 });
    expect(assessment.analysisResult!.tissue_flags).toHaveLength(1);
    const { assessment: plain } = await analysed();
    expect(plain.analysisResult).toMatchObject({ outline_quality: null, area_uncertainty_cm2: null, tissue_flags: [] });
  });
});
