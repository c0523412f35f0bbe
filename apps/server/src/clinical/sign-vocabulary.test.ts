import { ETIOLOGIES, IWGDF_SIGN_IDS } from '@woundcare/api-types';
import {
  IWGDF_ITEM_IDS,
  INFECTION_SIGN_IDS,
  SIGN_EQUIVALENCES,
  acceptsSignKey,
  signKeysFor,
} from '@woundcare/vocabulary';
import { describe, expect, it } from 'vitest';
import { deriveAssessment } from './derive-assessment.ts';
import { makeInputs } from './test-inputs.ts';

describe('the sign vocabulary the core reads', () => {
  it('the vocabulary’s IWGDF item list is the contract’s', () => {
    expect([...IWGDF_ITEM_IDS]).toEqual([...IWGDF_SIGN_IDS]);
  });

  it('every equivalence joins two checklist keys, and every etiology’s keys are checklist keys', () => {
    const all = new Set<string>([...INFECTION_SIGN_IDS, ...IWGDF_SIGN_IDS]);
    for (const e of SIGN_EQUIVALENCES) expect(all.has(e.from) && all.has(e.to)).toBe(true);
    for (const etiology of ETIOLOGIES) {
      const k = signKeysFor(etiology);
      for (const key of [...k.native, ...k.aliases]) expect(all.has(key), `${etiology}: ${key}`).toBe(true);
    }
    expect(acceptsSignKey('diabetic_foot_ulcer', 'oedema')).toBe(true);
  });

  it('a finding recorded once shows under both instruments’ rows with where it was recorded', () => {
    const a = deriveAssessment(makeInputs({ bedside: { temperature: 'present', oedema: 'present' } }));
    const warmth = a.infection.signs.find((s) => s.id === 'local_warmth')!;
    expect(warmth.state).toBe('present');
    expect(warmth.evidence).toMatch(/temperature/);
    expect(a.infection.result).toBe('infected');
    expect(a.advice.flatMap((r) => r.actions)).toContain('systemic-antibiotics');
  });
});
