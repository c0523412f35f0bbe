import { describe, expect, it } from 'vitest';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { buildWoundTrajectory, type AssessmentInput } from '../rules/wound-trajectory.ts';
import { createReportPdf } from './report-pdf.ts';
import type { ThreadJson } from '../threads/thread-types.ts';
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
    threadId: `analysis-${i + 1}`,
    examDate: date(v.day),
    measured: true,
    outlineStatus: v.confirmed ? 'confirmed' : 'model',
    newBaseline: false,
    assessment: deriveAssessment(
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
    const thread = {
      id: 'analysis-4',
      patientName: 'Jane Roe',
      woundLabel: 'Wound 2',
      examDate: trajectory.points[3]!.examDate,
      examDateSource: 'exif',
      uploadedAt: '2026-02-03T10:00:00.000Z',
      completedAt: null,
      simulated: false,
      priority: 'medium',
    } as unknown as ThreadJson;
    const result = resultFixture({ figures: { area_cm2: 4.5, tissue: null } });
    const assessment = input[3]!.assessment;
    const pdf = await createReportPdf({
      thread,
      result,
      assessment,
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
    expect(text).toContain('| 28 | 4.5 ± 0.2 cm² | -35.7 % | -55.0 % | model');
    // the stored verdict: 55 % whose interval straddles the 53 % split is borderline, not "on track"
    expect(text).toContain(
      `borderline (55 % on day 28, 95 % interval ${assessment!.healing.fourWeek.intervalPct!.join(' to ')} %)`,
    );
    const without = await extractPdfText(
      await createReportPdf({ thread, result, assessment, annotatedPng: null, photo: null }),
    );
    expect(without).not.toContain('Wound timeline');
  });
});
