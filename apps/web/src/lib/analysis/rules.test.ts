import { describe, expect, it } from 'vitest';
import { analysisStageLabel } from '@woundcare/api-types';
import { formatSeconds, isOpenable, assessmentStatusText } from './rules.ts';
import { makeAssessment } from '../../../test/fixtures.ts';

describe('assessment status text', () => {
  it('maps each status to the spec wording', () => {
    expect(assessmentStatusText('completed')).toBe('Analysis completed');
    expect(assessmentStatusText('analyzing')).toBe('Analyzing...');
    expect(assessmentStatusText('uploaded')).toBe('Ready to analyze');
    expect(assessmentStatusText('failed')).toBe('Failed');
  });
  it('only completed assessments with a result are openable', () => {
    expect(isOpenable(makeAssessment())).toBe(true);
    expect(isOpenable(makeAssessment({ status: 'analyzing', analysisResult: null }))).toBe(false);
    expect(isOpenable(makeAssessment({ status: 'completed', analysisResult: null }))).toBe(false);
    expect(isOpenable(makeAssessment({ status: 'failed' }))).toBe(false);
  });
  it('names each stage and falls back when none runs yet', () => {
    expect(analysisStageLabel('calibrating')).toBe('Finding the calibration sticker');
    expect(analysisStageLabel(null)).toBe('Waiting to start');
  });
});

describe('formatting', () => {
  it('formats seconds', () => {
    expect(formatSeconds(2)).toBe('2.0s');
    expect(formatSeconds(null)).toBe('—');
  });
});
