import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AssessmentJson, ClinicalAssessment, PatientPlanJson, TreatmentPlanJson } from '@woundcare/api-types';
import { CASE_GROUPS, checkCase, type ClinicalCase } from '../src/clinical/cases/index.ts';
import { patientUrgencyOf } from '../src/services/patient-links/patient-plan-view.ts';
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';

/**
 * The clinical case library through the API, on both databases: a sample of every group is
 * recorded the way a clinician records it (patient, wound with its cause, stage, site and
 * perfusion, the photo, the bedside checklist, the tissue entry), and each surface is read back —
 * the stored assessment must pass the case's guideline expectations, and the plan endpoint, the
 * PDF, the FHIR export and the patient's page must say what it says.
 */
const { fake, app, photo } = useFakeAnalysisApp();

/** Cases the API can record as written: no earlier visits and no photo signs beyond the colour shares. */
const recordable = (c: ClinicalCase) => !c.given.history?.length && !c.given.photo?.signs?.length;
/** the reviewer's high-severity findings, always in the sample: DFU grade 4 and a stage 4 injury */
const MUST = new Set(['dfu-008', 'pi-020']);
const SAMPLE = Object.entries(CASE_GROUPS).flatMap(([group, cases]) =>
  cases
    .filter(recordable)
    .filter((c, i, all) => MUST.has(c.id) || i === 0 || i === Math.floor(all.length / 2) || i === all.length - 1)
    .map((c) => [group, c] as const),
);

const LABEL_WORDS = { Emergency: 'Emergency', Urgent: 'Urgent', Soon: 'Soon', Routine: 'Routine' } as const;

describe('the clinical case library through the API and its surfaces', () => {
  it('samples every group', () => {
    expect(new Set(SAMPLE.map(([g]) => g))).toEqual(new Set(Object.keys(CASE_GROUPS)));
  });

  it.each(SAMPLE.map(([group, c]) => [`${group} ${c.id}: ${c.title}`, c] as const))('%s', async (_name, k) => {
    const g = k.given;
    const c = app().client();
    await c.signUp();
    const { patient } = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Case Patient' } })
    ).json()) as { patient: { id: string } };
    const created = await c.request(`/api/patients/${patient.id}/wounds`, {
      method: 'POST',
      json: {
        etiology: g.etiology,
        ...(g.site ? { body_site: g.site } : {}),
        ...(g.stage ? { stage: g.stage } : {}),
        ...(g.abpi != null ? { abpi: g.abpi } : {}),
        ...(g.tbi != null ? { tbi: g.tbi } : {}),
        ...(g.healingPotential ? { healing_potential: g.healingPotential } : {}),
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { wound } = (await created.json()) as { wound: { id: string } };
    fake.script.push({
      area: g.areaCm2 ?? 4,
      signs: [],
      ...(g.photo?.shares ? { tissue: g.photo.shares } : {}),
    });
    const up = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id, ...(g.exudate ? { exudate: g.exudate } : {}) }, { data: photo() }),
    });
    expect(up.status).toBe(202);
    await waitForAssessment(c, 'analysis-1');
    if (g.bedside && Object.keys(g.bedside).length) {
      const res = await c.request('/api/assessments/analysis-1/infection-signs', { method: 'PUT', json: g.bedside });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    if (g.clinicianTissue) {
      const res = await c.request('/api/assessments/analysis-1/tissue', { method: 'PUT', json: g.clinicianTissue });
      expect(res.status, await res.clone().text()).toBe(200);
    }

    // the stored assessment passes the case's guideline expectations
    const { assessment } = (await (await c.request('/api/assessments/analysis-1')).json()) as {
      assessment: AssessmentJson;
    };
    const clinical = assessment.clinical!;
    expect(checkCase(k, clinical)).toEqual([]);

    // the plan endpoint reads the same stored assessment
    const plan = (await (await c.request('/api/assessments/analysis-1/treatment-plan')).json()) as {
      plan: TreatmentPlanJson;
      clinical: ClinicalAssessment;
    };
    expect(plan.clinical.priority).toEqual(clinical.priority);
    expect(plan.clinical.advice.map((a) => a.id)).toEqual(clinical.advice.map((a) => a.id));

    // the PDF states the same priority
    const pdf = await c.request('/api/assessments/analysis-1/report.pdf');
    expect(pdf.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(LABEL_WORDS[clinical.priority.label]);

    // the FHIR export carries the same screen
    const fhir = await c.request(`/api/wounds/${wound.id}/fhir`);
    expect(fhir.status).toBe(200);
    expect(JSON.stringify(await fhir.json())).toContain(clinical.labels.screen);

    // the patient's page carries the plan's urgency, and no action the case forbids
    const link = await c.request('/api/assessments/analysis-1/patient-links', { method: 'POST', json: {} });
    expect(link.status).toBe(201);
    const { url } = (await link.json()) as { url: string };
    const token = url.split('/').at(-1)!;
    const page = await app().client().request(`/api/patient-plan/${token}`);
    expect(page.status).toBe(200);
    const { plan: patientPlan } = (await page.json()) as { plan: PatientPlanJson };
    expect(patientPlan.urgency).toBe(patientUrgencyOf(clinical));
    if (patientPlan.urgency === 'emergency')
      expect(JSON.stringify(patientPlan.homeCare)).not.toMatch(/tablet|antibiotic|at your visits/i);
  });
});

// NPIAP/EPUAP/PPPIA 2019: a stage 4 injury is full-thickness tissue loss with exposed or palpable
// fascia, muscle, tendon, ligament, cartilage or bone; its depth and stage belong in the record,
// and it goes to a wound specialist. The outline model was validated on diabetic foot photos only.
describe('the visit note (PDF) of a stage 4 pressure injury', () => {
  it('names the site, cause, stage and depth, the specialist referral, and no outline accuracy the model was not validated for', async () => {
    const c = app().client();
    await c.signUp();
    const { patient } = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Stage Four' } })
    ).json()) as { patient: { id: string } };
    const { wound } = (await (
      await c.request(`/api/patients/${patient.id}/wounds`, {
        method: 'POST',
        json: { etiology: 'pressure_injury', stage: 'stage_4', body_site: 'sacrum' },
      })
    ).json()) as { wound: { id: string } };
    fake.script.push({ area: 12, signs: [] });
    const up = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id, depth_cm: '2.5' }, { data: photo() }),
    });
    expect(up.status).toBe(202);
    const { assessment } = await waitForAssessment(c, 'analysis-1');
    expect(assessment.clinical!.priority.label).not.toBe('Routine');
    const pdf = new Uint8Array(await (await c.request('/api/assessments/analysis-1/report.pdf')).arrayBuffer());
    // SCREENSHOTS=DIR keeps the visit note to look at (pdftoppm)
    if (process.env.SCREENSHOTS) writeFileSync(`${process.env.SCREENSHOTS}/stage-4-visit-note.pdf`, pdf);
    const text = (await extractPdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Site Sacrum');
    expect(text).toContain('Cause Pressure injury');
    expect(text).toContain('Stage (NPIAP) Stage 4');
    expect(text).toContain('Depth 2.5 cm');
    expect(text).toMatch(/specialist/i);
    expect(text).toContain('Not validated for this wound type');
    expect(text).not.toMatch(/likely within/i);
  });
});
