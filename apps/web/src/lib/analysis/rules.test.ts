import { describe, expect, it } from 'vitest';
import { analysisStageLabel } from '@woundcare/api-types';
import { formatSeconds, isOpenable, reportFigures, threadStatusText } from './rules.ts';
import { makeResult, makeThread } from '../../../test/fixtures.ts';

describe('thread status text', () => {
  it('maps each status to the spec wording', () => {
    expect(threadStatusText('completed')).toBe('Analysis completed');
    expect(threadStatusText('analyzing')).toBe('Analyzing...');
    expect(threadStatusText('uploaded')).toBe('Ready to analyze');
    expect(threadStatusText('failed')).toBe('Failed');
  });
  it('only completed threads with a result are openable', () => {
    expect(isOpenable(makeThread())).toBe(true);
    expect(isOpenable(makeThread({ status: 'analyzing', analysisResult: null }))).toBe(false);
    expect(isOpenable(makeThread({ status: 'completed', analysisResult: null }))).toBe(false);
    expect(isOpenable(makeThread({ status: 'failed' }))).toBe(false);
  });
  it('names each stage and falls back when none runs yet', () => {
    expect(analysisStageLabel('calibrating')).toBe('Finding the calibration sticker');
    expect(analysisStageLabel(null)).toBe('Waiting to start');
  });
});

describe('report figures', () => {
  it('shows the measured outline quality, time with one decimal, the area ± only when calibrated, and the server’s risk level', () => {
    const f = reportFigures(
      makeResult({
        outline_quality: { score: 0.9234, review: false, checks: [], reasons: [] },
        processingTime: 3.46,
        area_cm2: 4.567,
        area_uncertainty_cm2: 0.05,
        calibrated: true,
        risk_level: { level: 'High', status: 'Critical' },
      }),
    );
    expect(f).toEqual({
      outlineQuality: '92 %',
      processingTime: '3.5s',
      woundArea: '4.57 ± 0.05 cm²',
      riskLevel: 'High',
      riskStatus: 'Critical',
    });
    expect(reportFigures(makeResult({ outline_quality: null })).outlineQuality).toBe('not measured');
    expect(reportFigures(makeResult({ calibrated: false, area_cm2: null })).woundArea).toBe('Not calibrated');
  });
  it('formats seconds', () => {
    expect(formatSeconds(2)).toBe('2.0s');
    expect(formatSeconds(null)).toBe('—');
  });
});
