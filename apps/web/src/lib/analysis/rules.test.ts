import { describe, expect, it } from 'vitest';
import {
  diagnosisLabel,
  formatArea,
  formatSeconds,
  isOpenable,
  priorityMessages,
  reportFigures,
  riskLevel,
  specialistTypes,
  stageLabel,
  threadStatusText,
} from './rules.ts';
import { makeResult, makeScreen, makeThread } from './fixtures.ts';

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
    expect(stageLabel('calibrating')).toBe('Finding the calibration sticker');
    expect(stageLabel(null)).toBe('Waiting to start');
  });
});

describe('diagnosis label', () => {
  it('shows underscore as space and unknown values as Unable to determine', () => {
    expect(diagnosisLabel('not_infected')).toBe('not infected');
    expect(diagnosisLabel('infected')).toBe('infected');
    expect(diagnosisLabel('maybe')).toBe('Unable to determine');
    expect(diagnosisLabel(null)).toBe('Unable to determine');
  });
});

describe('specialist types', () => {
  it('adds urgent for high severity and ID for infected, always general', () => {
    expect(specialistTypes({ severity: 'high', diagnosis: 'infected' })).toEqual([
      'Wound Care Specialist (Urgent)',
      'Infectious Disease Specialist',
      'General Wound Care Specialist',
    ]);
    expect(specialistTypes({ severity: 'medium', diagnosis: 'infected' })).toEqual(['Infectious Disease Specialist', 'General Wound Care Specialist']);
    expect(specialistTypes({ severity: 'high', diagnosis: 'not_infected' })).toEqual(['Wound Care Specialist (Urgent)', 'General Wound Care Specialist']);
    expect(specialistTypes({ severity: 'low', diagnosis: 'not_infected' })).toEqual(['General Wound Care Specialist']);
  });
});

describe('report figures', () => {
  it('priority messages follow severity and the server’s screen: antibiotics only for deep infection (IWII 2022)', () => {
    expect(priorityMessages({ severity: 'high', infection_screen: makeScreen() })).toEqual([
      'Immediate medical attention required',
      'Same-day review for systemic antibiotics (deep / spreading infection)',
      'Regular monitoring advised',
    ]);
    expect(priorityMessages({ severity: 'medium', infection_screen: makeScreen({ level: 'local' }) })).toEqual(['Antiseptic / antimicrobial dressing (local infection)', 'Regular monitoring advised']);
    expect(priorityMessages({ severity: 'high', infection_screen: makeScreen({ result: 'indeterminate', level: null, osteomyelitis_flag: true }) })).toEqual([
      'Immediate medical attention required',
      'Probes to bone: urgent review for osteomyelitis',
      'Complete the bedside infection screen',
      'Regular monitoring advised',
    ]);
    expect(priorityMessages({ severity: 'low', infection_screen: makeScreen({ result: 'negative', level: null }) })).toEqual(['Regular monitoring advised']);
  });
  it('risk level pairs High with Critical, others with Stable', () => {
    expect(riskLevel('high')).toEqual({ level: 'High', status: 'Critical' });
    expect(riskLevel('medium')).toEqual({ level: 'Medium', status: 'Stable' });
    expect(riskLevel('low')).toEqual({ level: 'Low', status: 'Stable' });
  });
  it('shows the measured outline quality, time with one decimal, and the area ± only when calibrated', () => {
    const f = reportFigures(makeResult({ outline_quality: { score: 0.9234, review: false, checks: [], reasons: [] }, processingTime: 3.46, area_cm2: 4.567, area_uncertainty_cm2: 0.05, calibrated: true, severity: 'high' }));
    expect(f).toEqual({ outlineQuality: '92 %', processingTime: '3.5s', woundArea: '4.57 ± 0.05 cm²', riskLevel: 'High', riskStatus: 'Critical' });
    expect(reportFigures(makeResult({ outline_quality: null })).outlineQuality).toBe('not measured');
    expect(reportFigures(makeResult({ calibrated: false, area_cm2: null })).woundArea).toBe('Not calibrated');
  });
  it('formats areas and seconds', () => {
    expect(formatArea(12.345)).toBe('12.3 cm²');
    expect(formatArea(0.5)).toBe('0.50 cm²');
    expect(formatSeconds(2)).toBe('2.0s');
    expect(formatSeconds(null)).toBe('—');
  });
});
