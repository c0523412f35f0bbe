import { describe, expect, it } from 'vitest';
import { makeClinicalAssessment, makeAssessment } from '../../../test/fixtures.ts';
import { recordFlags } from './flags.ts';

function at(id: string, woundId: string, examDate: string, level: 'low' | 'high', infected = false, label = 'Urgent') {
  const a = makeClinicalAssessment();
  a.priority = { ...a.priority, level, label: (level === 'high' ? label : 'Routine') as 'Urgent' };
  a.infection = { ...a.infection, result: infected ? 'infected' : 'not_infected' };
  return makeAssessment({ id, woundId, patientId: 'p1', examDate, clinical: a });
}

describe('recordFlags', () => {
  it('reads each wound’s latest stored assessment by exam date (not the newest upload)', () => {
    const older = at('analysis-1', 'w1', '2026-03-01T09:00:00.000Z', 'high', true);
    const newer = at('analysis-2', 'w1', '2026-03-08T09:00:00.000Z', 'low');
    expect(recordFlags([older, newer], { woundId: 'w1' })).toEqual({ urgent: null, infected: false });
    // listed upload-first, examined earlier: still the exam date decides
    expect(recordFlags([newer, older], { woundId: 'w1' })).toEqual({ urgent: null, infected: false });
    const worse = at('analysis-3', 'w1', '2026-03-15T09:00:00.000Z', 'high', true);
    expect(recordFlags([older, newer, worse], { woundId: 'w1' })).toEqual({ urgent: 'Urgent', infected: true });
  });
  it('flags a patient when any of their wounds’ latest is urgent; Emergency outranks Urgent; simulated counts for nothing', () => {
    const w1 = at('analysis-1', 'w1', '2026-03-01T09:00:00.000Z', 'high', false, 'Urgent');
    const w2 = at('analysis-2', 'w2', '2026-03-02T09:00:00.000Z', 'high', false, 'Emergency');
    expect(recordFlags([w1, w2], { patientId: 'p1' }).urgent).toBe('Emergency');
    expect(recordFlags([w1, w2], { patientId: 'p2' })).toEqual({ urgent: null, infected: false });
    const sim = { ...at('analysis-4', 'w3', '2026-03-03T09:00:00.000Z', 'high', true), simulated: true };
    expect(recordFlags([sim], { patientId: 'p1' })).toEqual({ urgent: null, infected: false });
  });
});
