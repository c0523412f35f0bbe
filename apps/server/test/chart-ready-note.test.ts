import { describe, expect, it } from 'vitest';
type ErrorJson = { error: { code: string; message: string } };
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';

/**
 * The assessment PDF is a visit note fit for the chart: the patient's identifiers, the wound's
 * facts, the clinician, the assessor's confirmation, and times in the clinic's time zone — an exam
 * entered as a date only prints a date only.
 */
const { app, photo } = useFakeAnalysisApp();

describe('the chart-ready visit note', () => {
  it('names MRN, birth date, clinician and confirmation; times in the team’s zone; a date-only exam has no time', async () => {
    const c = app().client();
    await c.signUp();
    const bad = await c.request('/api/team/settings', { method: 'PUT', json: { time_zone: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');
    const tz = await c.request('/api/team/settings', { method: 'PUT', json: { time_zone: 'America/New_York' } });
    expect(tz.status, await tz.clone().text()).toBe(200);
    expect(((await tz.json()) as { time_zone: string }).time_zone).toBe('America/New_York');

    const { patient } = (await (
      await c.request('/api/patients', {
        method: 'POST',
        json: { display_name: 'Chart Patient', identifier: 'MRN-40721', birth_date: '1950-03-04' },
      })
    ).json()) as { patient: { id: string } };
    const { wound } = (await (
      await c.request(`/api/patients/${patient.id}/wounds`, {
        method: 'POST',
        json: { etiology: 'pressure_injury', stage: 'stage_3', body_site: 'sacrum' },
      })
    ).json()) as { wound: { id: string } };
    const up = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id, exam_date: '2026-10-01', depth_cm: '0.8' }, { data: photo() }),
    });
    expect(up.status, await up.clone().text()).toBe(202);
    await waitForAssessment(c, 'analysis-1');
    expect((await c.request('/api/assessments/analysis-1/confirm', { method: 'POST' })).status).toBe(200);

    const text = await extractPdfText(
      new Uint8Array(await (await c.request('/api/assessments/analysis-1/report.pdf')).arrayBuffer()),
    );
    expect(text).toMatch(/MRN\s+MRN-40721/);
    expect(text).toMatch(/Birth date\s+Mar 4, 1950/);
    expect(text).toMatch(/Site\s+Sacrum/i);
    expect(text).toMatch(/Cause\s+Pressure injury/i);
    expect(text).toMatch(/Stage \(NPIAP\)\s+Stage 3/);
    expect(text).toMatch(/Depth\s+0\.8 cm/);
    expect(text).toMatch(/Clinician\s+Ada Nurse/);
    expect(text).toMatch(/Confirmed\s+Outline and assessment confirmed by Ada Nurse on [^(]+\(America\/New_York\)/);
    // the date-only exam: its day, no invented time of day
    expect(text).toMatch(/Exam date\s+Oct 1, 2026 \(entered\)/);
    expect(text).not.toContain('12:00 PM');
    expect(text).not.toMatch(/\d:\d\d [AP]M UTC/);
  });
});
