import { describe, expect, it } from 'vitest';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { buildWoundTrajectory, type AssessmentInput } from '../rules/wound-trajectory.ts';
import { createReportPdf } from './report-pdf.ts';
import type { AssessmentJson } from '../assessments/assessment-types.ts';
import { resultFixture } from '../../../test/support/result-fixture.ts';
import { extractPdfText } from '../../../test/support/pdf-text.ts';

const date = (day: number) => new Date(Date.UTC(2026, 0, 5 + day, 10)).toISOString();

/** Visits of one DFU, each with the assessment the clinical core derives from the same history; null area = no wound found. */
function visits(list: { day: number; area: number | null; confirmed?: boolean }[]): AssessmentInput[] {
  const history = list.map((v) => ({
    examDate: date(v.day),
    areaCm2: v.area,
    areaUncertaintyCm2: v.area === null ? null : 0.2,
    newBaseline: false,
  }));
  return list.map((v, i) => ({
    assessmentId: `analysis-${i + 1}`,
    examDate: date(v.day),
    measured: true,
    outlineStatus: v.confirmed ? 'confirmed' : 'model',
    newBaseline: false,
    clinical: deriveAssessment(
      makeInputs({
        measurement: {
          ...makeInputs().measurement,
          woundFound: v.area !== null,
          areaCm2: v.area,
          areaUncertaintyCm2: v.area === null ? null : 0.2,
        },
        examDate: date(v.day),
        history: history.filter((_, j) => j !== i),
      }),
    ),
  }));
}

describe('PDF report: the wound timeline', () => {
  it('adds the wound’s assessments as a table and a chart, with the stored 4-week check; a gap says "not measured"', async () => {
    const input = visits([
      { day: 0, area: 10, confirmed: true },
      { day: 14, area: 7 },
      { day: 21, area: null },
      { day: 28, area: 4.5 },
    ]);
    const trajectory = buildWoundTrajectory('w', 'diabetic_foot_ulcer', input);
    const assessment = {
      id: 'analysis-4',
      patientName: 'Jane Roe',
      woundLabel: 'Wound 2',
      examDate: trajectory.points[3]!.examDate,
      examDateSource: 'exif',
      uploadedAt: '2026-02-03T10:00:00.000Z',
      completedAt: null,
      simulated: false,
      priority: 'medium',
      amendments: [],
    } as unknown as AssessmentJson;
    const result = resultFixture({ figures: { area_cm2: 4.5, tissue: null } });
    const clinical = input[3]!.clinical;
    const pdf = await createReportPdf({
      assessment,
      result,
      clinical,
      annotatedPng: null,
      photo: null,
      timeline: { woundTitle: 'Jane Roe · Wound 2', trajectory },
    });
    const text = await extractPdfText(pdf);
    expect(text).toContain('Wound timeline');
    expect(text).toMatch(/Exam date \| Day \| Area/);
    expect(text).toContain('Jan 5, 2026 | 0 | 10.0 ± 0.2 cm² | — | 0.0 % | confirmed');
    expect(text).toContain('Jan 26, 2026 | — | not measured | — | — | model');
    expect(text).toContain('No wound found on the photo: not measured');
    // 7 → 4.5 cm², each ± 1.96 × 0.2 = 0.392: ranges 6.608–7.392 and 4.108–4.892; the change's
    // interval 1 − 4.892 / 6.608 = 26.0 % to 1 − 4.108 / 7.392 = 44.4 % smaller
    expect(text).toContain('| 28 | 4.5 ± 0.2 cm² | -35.7 % (-44.4 % to -26.0 %) | -55.0 % | model');
    // the stored verdict: 55 % whose interval (1 − 4.892 / 9.608 = 49.1 % to 1 − 4.108 / 10.392 =
    // 60.5 %) straddles the 53 % split is borderline, not "on track"
    expect(text).toContain('borderline (55 % on day 28; 49.1 to 60.5 %');
    const without = await extractPdfText(
      await createReportPdf({ assessment, result, clinical, annotatedPng: null, photo: null }),
    );
    expect(without).not.toContain('Wound timeline');
  });
});
