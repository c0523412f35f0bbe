import { describe, expect, it } from 'vitest';
import type { AssessmentJson, WoundTrajectoryJson } from '@woundcare/api-types';
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';

/**
 * One set of figures: the area every surface prints is the stored area with its stored 95 % range
 * (never the engine's 1 σ "±"), and the change between two visits carries the interval both
 * visits' ranges allow (docs/decisions/0026-change-interval-from-both-ranges.md).
 */
const { fake, app, photo } = useFakeAnalysisApp();

const range = (low: number, high: number) => ({
  area_interval: { low_cm2: low, high_cm2: high, coverage: 0.95, basis: 'model_outline' as const },
  area_uncertainty_cm2: 0.05,
});

describe('one set of figures', () => {
  it('the PDF timeline, the result and FHIR print the stored 95 % range; the change combines both visits’ ranges', async () => {
    const c = app().client();
    await c.signUp();
    const { patient } = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Range Patient' } })
    ).json()) as { patient: { id: string } };
    const { wound } = (await (
      await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: { etiology: 'venous_leg_ulcer' } })
    ).json()) as { wound: { id: string } };
    fake.script.push({ area: 6.6, extra: range(4.6, 9.1) }, { area: 2.7, extra: range(2.1, 3.3) });
    for (const [n, date] of [
      [1, '2026-10-01T09:00:00Z'],
      [2, '2026-10-15T09:00:00Z'],
    ] as const) {
      const up = await c.request('/api/assessments', {
        method: 'POST',
        body: uploadForm({ wound_id: wound.id, exam_date: date }, { data: photo() }),
      });
      expect(up.status).toBe(202);
      await waitForAssessment(c, `analysis-${n}`);
    }
    const { assessment } = (await (await c.request('/api/assessments/analysis-2')).json()) as {
      assessment: AssessmentJson;
    };
    const m = assessment.clinical!.measurement;
    expect(m.areaText).toBe('2.7 cm², 95 % range 2.1–3.3 cm²');
    // worked by hand: 6.6 → 2.7 cm² is (6.6 − 2.7) / 6.6 = 59.1 % smaller; the ranges 4.6–9.1 and
    // 2.1–3.3 allow 1 − 3.3 / 4.6 = 28.3 % to 1 − 2.1 / 9.1 = 76.9 % — never the ± 0.05 cm²'s
    // narrow 57.6–60.6 %
    const change = assessment.clinical!.healing.sinceLastVisit!;
    expect(change.reductionPct).toBe(59.1);
    expect(change.intervalPct).toEqual([28.3, 76.9]);
    expect(change.verdict).toBe('smaller');
    expect(change.text).toBe("59 % smaller; 28 to 77 % reduction from both visits' 95 % ranges");

    const { trajectory } = (await (await c.request(`/api/wounds/${wound.id}/trajectory`)).json()) as {
      trajectory: WoundTrajectoryJson;
    };
    expect(trajectory.points.map((p) => p.areaText)).toEqual([
      '6.6 cm², 95 % range 4.6–9.1 cm²',
      '2.7 cm², 95 % range 2.1–3.3 cm²',
    ]);
    expect(trajectory.points[1]!.changeText).toBe(change.text);

    const pdf = await extractPdfText(
      new Uint8Array(await (await c.request('/api/assessments/analysis-2/report.pdf')).arrayBuffer()),
    );
    expect(pdf).toContain('| 2.7 cm², 95 % range 2.1–3.3 cm² | -59.1 % (-76.9 % to -28.3 %)');
    expect(pdf).toContain('| 6.6 cm², 95 % range 4.6–9.1 cm² |');
    expect(pdf).not.toContain('± 0.05');
    expect(pdf).toContain("59 % smaller; 28 to 77 % reduction from both visits' 95 % ranges");

    const fhir = JSON.stringify(await (await c.request(`/api/wounds/${wound.id}/fhir`)).json());
    expect(fhir).toContain('2.7 cm², 95 % range 2.1–3.3 cm²');
  });
});
