import { describe, expect, it } from 'vitest';
import type { TreatmentPlanJson } from '@woundcare/api-types';
import { orderedSteps, planFilename, planToText, toggleStep } from './plan-text.ts';

const plan: TreatmentPlanJson = {
  name: 'Infected wound care',
  description: 'Clean and dress daily.',
  severity: 'high',
  materials: ['Saline', 'Antibiotic ointment'],
  steps: { '10': 'Ten', '2': 'Two', '1': 'One' },
  precautions: ['Wash hands'],
  when_to_seek_help: ['Fever'],
  duration: '7-14 days',
  is_self_treatable: false,
};

describe('treatment plan text', () => {
  it('orders steps numerically', () => {
    expect(orderedSteps(plan.steps).map((s) => s.n)).toEqual(['1', '2', '10']);
  });
  it('names the file after the thread', () => {
    expect(planFilename('analysis-3')).toBe('treatment-plan-analysis-3.txt');
  });
  it('writes every section', () => {
    const text = planToText(plan, 'analysis-3', 'Ada');
    expect(text).toContain('TREATMENT PLAN: Infected wound care');
    expect(text).toContain('Analysis: analysis-3 (patient: Ada)');
    expect(text).toContain('Self-Treatable: No');
    expect(text).toContain('1. One\n2. Two\n10. Ten');
    expect(text).toContain('WHEN TO SEEK MEDICAL HELP\n- Fever');
  });
  it('toggles one step at a time', () => {
    expect(toggleStep(null, '1')).toBe('1');
    expect(toggleStep('1', '2')).toBe('2');
    expect(toggleStep('2', '2')).toBeNull();
  });
});
