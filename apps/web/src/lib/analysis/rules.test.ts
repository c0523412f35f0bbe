import { describe, expect, it } from 'vitest';
import { analysisStageLabel } from '@woundcare/api-types';
import { formatSeconds, isOpenable, threadStatusText } from './rules.ts';
import { makeThread } from '../../../test/fixtures.ts';

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

describe('formatting', () => {
  it('formats seconds', () => {
    expect(formatSeconds(2)).toBe('2.0s');
    expect(formatSeconds(null)).toBe('—');
  });
});
