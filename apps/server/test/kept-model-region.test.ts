import { describe, expect, it } from 'vitest';
import type { AssessmentJson } from '@woundcare/api-types';
import { rectMask, useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';

/**
 * "Keep the largest region only" keeps part of the model's outline: still the model's outline,
 * with its quality statement, its warnings and a 95 % range for the kept area. Only a drawn change
 * makes the outline the clinician's.
 */
const { fake, app, photo } = useFakeAnalysisApp();

const BIG: [number, number, number, number] = [4, 4, 24, 24];
const SMALL: [number, number, number, number] = [44, 10, 8, 8];
const MODEL = {
  area_interval: { low_cm2: 4.2, high_cm2: 8.4, coverage: 0.95, basis: 'model_outline' as const },
  area_uncertainty_cm2: 0.3,
  outline_quality: {
    score: 0.8,
    review: false,
    verdict: 'likely_within_15' as const,
    statement: 'Outline likely within 15 %',
    checks: [],
    reasons: [],
  },
  warnings: [{ code: 'LOW_CONTRAST_EDGE', message: 'Part of the wound edge has low contrast.' }],
};

async function outline(c: ReturnType<ReturnType<typeof app>['client']>, id: string, mask: Buffer) {
  const res = await c.request(`/api/assessments/${id}/outline`, {
    method: 'POST',
    body: uploadForm({}, { data: mask, type: 'image/png', name: 'mask.png' }, 'mask'),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { assessment: AssessmentJson }).assessment;
}

describe('keeping a region of the model’s outline', () => {
  it('keeps source model, its quality statement, warnings, the not-validated flag and a range scaled to the kept area', async () => {
    const c = app().client();
    await c.signUp();
    const { patient } = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Region Patient' } })
    ).json()) as { patient: { id: string } };
    const { wound } = (await (
      await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: { etiology: 'venous_leg_ulcer' } })
    ).json()) as { wound: { id: string } };
    // the model outlines two regions: 6.0 cm² in all, 95 % range 4.2–8.4 cm²; the engine then
    // measures the kept large region as 5.0 cm², and later a drawn outline as 5.5 cm²
    fake.script.push(
      { area: 6.0, mask: await rectMask(64, 48, [BIG, SMALL]), extra: MODEL },
      { area: 5.0, mask: await rectMask(64, 48, [BIG]) },
      { area: 5.5 },
    );
    const up = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id }, { data: photo() }),
    });
    expect(up.status).toBe(202);
    const { assessment: before } = await waitForAssessment(c, 'analysis-1');
    expect(before.clinical!.flags.map((f) => f.code)).toContain('outline_not_validated');

    const kept = await outline(c, 'analysis-1', await rectMask(64, 48, [BIG]));
    const r = kept.analysisResult!;
    expect(r.outline_source).toBe('model');
    expect(r.outline_quality).toEqual(MODEL.outline_quality);
    expect(r.warnings).toEqual(expect.arrayContaining(MODEL.warnings));
    // the model's range is multiplicative: the kept 5.0 cm² takes the same relative bounds,
    // 4.2 × 5/6 = 3.5 and 8.4 × 5/6 = 7.0 cm²
    expect(r.area_interval).toEqual({ low_cm2: 3.5, high_cm2: 7, coverage: 0.95, basis: 'model_outline' });
    expect(kept.outlineStatus).toBe('model');
    const m = kept.clinical!.measurement;
    expect(m.outlineSource).toBe('model');
    expect(m.areaText).toBe('5.0 cm², 95 % range 3.5–7.0 cm²');
    expect(kept.clinical!.flags.map((f) => f.code)).toContain('outline_not_validated');

    // a drawn change (a stroke painted away from the model's regions) makes it the clinician's
    const drawn = await outline(c, 'analysis-1', await rectMask(64, 48, [BIG, [34, 30, 10, 10]]));
    expect(drawn.analysisResult!.outline_source).toBe('clinician');
    expect(drawn.outlineStatus).toBe('adjusted');
    expect(drawn.clinical!.measurement.outlineSource).toBe('clinician');
  });
});
