import { describe, expect, it } from 'vitest';
import type { PatientJson } from '@woundcare/api-types';
import { workspacePaths } from '@woundcare/api-types/site';
import { firstRunSteps } from './first-run-steps.ts';

const patient = (id: string, woundCount: number): PatientJson => ({
  id,
  displayName: `Patient ${id}`,
  identifier: null,
  birthDate: null,
  sex: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  woundCount,
  assessmentCount: 0,
  latestExamDate: null,
  preferredLanguage: null,
});

const view = (patients: PatientJson[]) =>
  firstRunSteps(patients, workspacePaths).map((s) => [s.id, s.done, s.current, s.to]);

describe('first-run steps', () => {
  it('patient → wound → photo, each offered once the one before is done', () => {
    expect(view([])).toEqual([
      ['patient', false, true, '/demo/patients'],
      ['wound', false, false, '/demo/patients'],
      ['photo', false, false, '/demo/upload'],
    ]);
    expect(view([patient('p1', 0)])).toEqual([
      ['patient', true, false, '/demo/patients'],
      ['wound', false, true, '/demo/patients/p1'],
      ['photo', false, false, '/demo/upload'],
    ]);
    expect(view([patient('p1', 0), patient('p2', 1)])).toEqual([
      ['patient', true, false, '/demo/patients'],
      ['wound', true, false, '/demo/patients/p1'],
      ['photo', false, true, '/demo/patients/p2'],
    ]);
  });
});
