import { describe, expect, it } from 'vitest';
import type { InfectionScreenJson } from '@woundcare/api-types';
import { resultFixture } from '../../../test/support/result-fixture.ts';
import {
  deriveResultLabels,
  derivePriorityMessages,
  deriveRiskLevel,
  PRIORITY_MESSAGE_RULES,
} from './result-labels.ts';

type Screen = Pick<InfectionScreenJson, 'result' | 'level' | 'osteomyelitis_flag'>;
const screen = (o: Partial<Screen> = {}): Screen => ({
  result: 'negative',
  level: null,
  osteomyelitis_flag: false,
  ...o,
});
const messages = (severity: 'low' | 'medium' | 'high', s: Screen) =>
  derivePriorityMessages({ severity, diagnosis: 'x', infection_screen: s });

describe('treatment priority messages (spec 001 §2, worded by the screen — IWII 2022)', () => {
  it('high priority: immediate attention (spec 001 §2)', () => {
    expect(messages('high', screen())).toEqual(['Immediate medical attention required', 'Regular monitoring advised']);
  });
  it('probe to bone: urgent osteomyelitis review, whatever the counts (IWGDF/IDSA 2023)', () => {
    expect(messages('low', screen({ result: 'indeterminate', osteomyelitis_flag: true }))).toEqual([
      'Probes to bone: urgent review for osteomyelitis',
      'Complete the bedside infection screen',
      'Regular monitoring advised',
    ]);
  });
  it('deep / spreading infection: systemic antibiotics considered (IWII 2022)', () => {
    expect(messages('high', screen({ result: 'positive', level: 'deep' }))).toEqual([
      'Immediate medical attention required',
      'Same-day review for systemic antibiotics (deep / spreading infection)',
      'Regular monitoring advised',
    ]);
  });
  it('local infection: antiseptic dressing, never antibiotics (IWII 2022)', () => {
    const m = messages('medium', screen({ result: 'positive', level: 'local' }));
    expect(m).toEqual(['Antiseptic / antimicrobial dressing (local infection)', 'Regular monitoring advised']);
    expect(m.join(' ')).not.toMatch(/antibiotic/i);
  });
  it('indeterminate screen: complete it at the bedside (Woo & Sibbald 2009)', () => {
    expect(messages('low', screen({ result: 'indeterminate' }))).toEqual([
      'Complete the bedside infection screen',
      'Regular monitoring advised',
    ]);
  });
  it('negative screen, low priority: monitoring only', () => {
    expect(messages('low', screen())).toEqual(['Regular monitoring advised']);
  });
  it('every row cites its source', () => {
    for (const r of PRIORITY_MESSAGE_RULES) expect(r.source.length).toBeGreaterThan(10);
  });
});

describe('risk level card (spec 001 §2)', () => {
  it.each([
    ['high', { level: 'High', status: 'Critical' }],
    ['medium', { level: 'Medium', status: 'Stable' }],
    ['low', { level: 'Low', status: 'Stable' }],
  ] as const)('%s', (severity, expected) => {
    expect(deriveRiskLevel(severity)).toEqual(expected);
  });
});

describe('result labels', () => {
  it('a stored result with three STONEES signs present reads positive, deep, with its specialists and priority messages', () => {
    const r = resultFixture({
      bedside: { temperature: 'present', probes_to_bone: 'absent', oedema: 'present', smell: 'present' },
    });
    expect(r.infection_screen).toMatchObject({ result: 'positive', level: 'deep' });
    expect(deriveResultLabels(r)).toEqual({
      diagnosis_label: 'infected',
      screen_label: 'Positive — deep / surrounding (STONEES)',
      specialist_types: [
        'Wound Care Specialist (Urgent)',
        'Infectious Disease Specialist',
        'General Wound Care Specialist',
      ],
      priority_messages: [
        'Immediate medical attention required',
        'Same-day review for systemic antibiotics (deep / spreading infection)',
        'Regular monitoring advised',
      ],
      risk_level: { level: 'High', status: 'Critical' },
    });
  });
  it('no bedside signs: indeterminate — bedside assessment needed', () => {
    const labels = deriveResultLabels(resultFixture());
    expect(labels.diagnosis_label).toBe('indeterminate — bedside assessment needed');
    expect(labels.screen_label).toBe('Indeterminate — bedside assessment needed');
    expect(labels.specialist_types).toEqual(['General Wound Care Specialist']);
    expect(labels.priority_messages).toContain('Complete the bedside infection screen');
  });
});
