import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScene, sceneJpeg, type Scene } from '@woundcare/wound-vision/test/synthetic-scene';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { upload, uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';
import type { AssessmentJson } from '../services/assessments/assessment-types.ts';

// The real wound engine (worker-thread pool) behind the assessment API, on generated photos.
let t: TestApp;
let withSticker: Scene;
let noSticker: Scene;

beforeAll(async () => {
  t = await createTestApp();
  withSticker = await createScene({
    seed: 11,
    width: 560,
    height: 420,
    markerIds: [7],
    maxTiltDeg: 20,
    supersample: 1,
  });
  noSticker = await createScene({ seed: 12, width: 400, height: 300, markerIds: [], supersample: 1 });
}, 240_000);
afterAll(() => t.close());

describe('analysis with the in-process engine', () => {
  it(
    'measures a photo with the sticker, then re-measures the clinician outline (true mask → true area)',
    { timeout: 180_000 },
    async () => {
      const c = t.client();
      await c.signUp();
      const { res } = await upload(c, 'Engine Patient', await sceneJpeg(withSticker));
      expect(res.status).toBe(202);
      const { assessment, stages } = await waitForAssessment(c, 'analysis-1', undefined, 150_000);
      expect(assessment.status).toBe('completed');
      expect(stages.length).toBeGreaterThan(0);
      const r = assessment.analysisResult!;
      expect(r.calibrated).toBe(true);
      expect(r.pixels_per_cm).toBeGreaterThan(0);
      expect(r.model_version).toBeTruthy();
      expect(assessment.annotatedUrl).toBeTruthy();
      expect(assessment.simulated).toBe(false);

      // the true outline as the clinician's correction: the area is the scene's, within 5 % on this
      // small (560 px) photo; the engine's own eval:calibration measures its accuracy at full size
      const trueCm2 = withSticker.woundAreaMm2 / 100;
      const fix = await c.request('/api/assessments/analysis-1/outline', {
        method: 'POST',
        body: uploadForm({}, { data: withSticker.maskPng, type: 'image/png', name: 'mask.png' }, 'mask'),
      });
      expect(fix.status).toBe(200);
      const fixed = ((await fix.json()) as { assessment: AssessmentJson }).assessment.analysisResult!;
      expect(fixed.outline_source).toBe('clinician');
      expect(Math.abs(fixed.area_cm2! - trueCm2) / trueCm2).toBeLessThan(0.05);
      expect(fixed.area_cm2).not.toBe(r.area_cm2);
      expect(fixed.length_cm).toBeGreaterThan(fixed.width_cm!);

      // a mask of the wrong size is refused with the engine's code
      const wrong = await c.request('/api/assessments/analysis-1/outline', {
        method: 'POST',
        body: uploadForm({}, { data: noSticker.maskPng, type: 'image/png' }, 'mask'),
      });
      expect(wrong.status).toBe(422);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('MASK_SIZE_MISMATCH');
    },
  );

  it(
    'reports a lower outline quality, with the reasons, for a blurred, tilted photo than for a sharp, square-on one',
    { timeout: 180_000 },
    async () => {
      const base = { seed: 52, width: 900, height: 700, markerIds: [9], gradient: 0, supersample: 1 };
      const good = await createScene({ ...base, tiltDeg: 5, blur: 0.5 });
      const bad = await createScene({ ...base, tiltDeg: 42, blur: 3 });
      const c = t.client();
      await c.signUp();
      await upload(c, 'Quality Sharp', await sceneJpeg(good));
      const { assessment: a } = await waitForAssessment(c, 'analysis-1', undefined, 150_000);
      await upload(c, 'Quality Blurred', await sceneJpeg(bad));
      const { assessment: b } = await waitForAssessment(c, 'analysis-2', undefined, 150_000);
      const qa = a.analysisResult!.outline_quality!;
      const qb = b.analysisResult!.outline_quality!;
      const failed = (q: typeof qa) => q.checks.filter((x) => !x.ok).map((x) => x.id);
      // the photo checks: the sharp square-on photo passes tilt and sharpness, the other fails both
      expect(failed(qa)).not.toEqual(expect.arrayContaining(['camera_tilt']));
      expect(failed(qa)).not.toContain('sharpness');
      expect(failed(qb)).toEqual(expect.arrayContaining(['camera_tilt', 'sharpness']));
      expect(qb.review).toBe(true);
      // the clinician reads the triage's plain statement, not a check's limit
      expect(qb.statement).toMatch(/^Check the outline/);
      expect(qb.score).toBeLessThan(qa.score);
      // both carry a measured ± on the area, never a fixed confidence
      expect(a.analysisResult!.area_uncertainty_cm2).toBeGreaterThan(0);
      expect(b.analysisResult!.area_uncertainty_cm2).toBeGreaterThan(0);
      expect(a.analysisResult).not.toHaveProperty('confidence');
    },
  );

  it('gives no cm² figure without the sticker', { timeout: 180_000 }, async () => {
    const c = t.client();
    await c.signUp();
    await upload(c, 'No Sticker', await sceneJpeg(noSticker));
    const { assessment } = await waitForAssessment(c, 'analysis-1', undefined, 150_000);
    expect(assessment.status).toBe('completed');
    expect(assessment.analysisResult).toMatchObject({ calibrated: false, area_cm2: null });
    expect(assessment.analysisResult!.warnings.map((w) => w.code)).toContain('NO_CALIBRATION_MARKER');
  });
});
