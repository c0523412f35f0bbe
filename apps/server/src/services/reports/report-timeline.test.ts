import { describe, expect, it } from 'vitest';
import { buildWoundTrajectory } from '../rules/wound-trajectory.ts';
import { createReportPdf } from './report-pdf.ts';
import type { ThreadJson } from '../threads/thread-types.ts';
import { resultFixture } from '../../../test/support/result-fixture.ts';
import { extractPdfText } from '../../../test/support/pdf-text.ts';

const visit = (n: number, day: number, area: number, outlineStatus: 'model' | 'confirmed' = 'model') => ({
  threadId: `analysis-${n}`,
  examDate: new Date(Date.UTC(2026, 0, 5 + day, 10)).toISOString(),
  measured: true,
  calibrated: true,
  areaCm2: area,
  perimeterCm: 10,
  lengthCm: 3,
  widthCm: 2,
  tissue: null,
  exudate: null,
  outlineStatus,
  newBaseline: false,
});

describe('PDF report: the wound timeline', () => {
  it('adds the wound’s assessments as a table and a chart, with the 4-week check', async () => {
    const trajectory = buildWoundTrajectory('w', 'diabetic_foot_ulcer', [
      visit(1, 0, 10, 'confirmed'),
      visit(2, 14, 7),
      visit(3, 28, 4.5),
    ]);
    const thread = {
      id: 'analysis-3',
      patientName: 'Jane Roe',
      woundLabel: 'Wound 2',
      examDate: trajectory.points[2]!.examDate,
      examDateSource: 'exif',
      uploadedAt: '2026-02-03T10:00:00.000Z',
      completedAt: null,
      simulated: false,
      priority: 'medium',
    } as unknown as ThreadJson;
    const result = resultFixture({ figures: { area_cm2: 4.5, tissue: null } });
    const pdf = await createReportPdf({
      thread,
      result,
      annotatedPng: null,
      photo: null,
      timeline: { woundTitle: 'Jane Roe · Wound 2', trajectory },
    });
    const text = await extractPdfText(pdf);
    expect(text).toContain('Wound timeline');
    expect(text).toMatch(/Exam date \| Day \| Area/);
    expect(text).toContain('Jan 5, 2026 | 0 | 10.00 cm2 | — | 0.0 % | confirmed');
    expect(text).toContain('| 28 | 4.50 cm2 | -35.7 % | -55.0 % | model');
    expect(text).toContain('on track (55 % at day 28)');
    const without = await extractPdfText(await createReportPdf({ thread, result, annotatedPng: null, photo: null }));
    expect(without).not.toContain('Wound timeline');
  });
});
