import { describe, expect, it } from 'vitest';
import type { FourWeekCheck } from '@woundcare/api-types';
import { assessmentTitle, fourWeekInfo, fourWeekReading, woundSummary } from './labels.ts';

const check = (over: Partial<FourWeekCheck>): FourWeekCheck => ({
  status: 'insufficient_data',
  rule: 'dfu-par-4w',
  source: 'Sheehan 2003',
  reductionPct: null,
  day: null,
  method: null,
  targetPct: 50,
  window: { from: 21, to: 35 },
  baselineDate: null,
  message: '',
  ...over,
});

describe('record labels', () => {
  it('shows the server’s 4-week status, never a re-derived one', () => {
    expect(fourWeekInfo(check({ status: 'on_track' }))).toEqual({ label: 'On track', tone: 'green' });
    expect(fourWeekInfo(check({ status: 'at_risk', reductionPct: 80 })).label).toBe('At risk');
    expect(fourWeekInfo(check({ status: 'push_trend' })).label).toBe('Follow PUSH');
    expect(fourWeekInfo(check({})).label).toBe('Insufficient data');
  });
  it('says how the day-28 value was read', () => {
    expect(fourWeekReading(check({ reductionPct: 52, day: 28, method: 'interpolated' }))).toBe(
      '52 % area reduction at day 28 (interpolated between the visits either side); cut-off 50 %',
    );
    expect(fourWeekReading(check({ reductionPct: 30, day: 33, method: 'nearest_in_window', targetPct: null }))).toBe(
      '30 % area reduction at day 28 (visit on day 33)',
    );
    expect(fourWeekReading(check({}))).toBeNull();
  });
  it('summarises a wound and titles an assessment as patient · wound', () => {
    expect(woundSummary({ bodySiteLabel: 'Sacrum', etiology: 'pressure_injury', stage: 'stage_3' })).toBe(
      'Sacrum · Pressure injury, Stage 3',
    );
    expect(woundSummary({ bodySiteLabel: null, etiology: 'unknown', stage: null })).toBe(
      'Site not recorded · Etiology not recorded',
    );
    expect(assessmentTitle({ patientName: 'Maria Lopez', woundLabel: 'Wound 2' })).toBe('Maria Lopez · Wound 2');
    expect(assessmentTitle({ patientName: 'Maria Lopez', woundLabel: null })).toBe('Maria Lopez');
  });
});
