import { describe, expect, it } from 'vitest';
import { acceptsSignKey, equivalentKeys, signKeysFor, unifySignStates } from './sign-equivalence.ts';

describe('one bedside finding, one record', () => {
  it('STONEES temperature and oedema feed IWGDF warmth and swelling (and back)', () => {
    const u = unifySignStates({ temperature: 'present', oedema: 'present' });
    expect(u.local_warmth).toEqual({ state: 'present', via: 'temperature' });
    expect(u.local_swelling_induration).toEqual({ state: 'present', via: 'oedema' });
    const back = unifySignStates({ local_warmth: 'absent', local_swelling_induration: 'present' });
    expect(back.temperature).toEqual({ state: 'absent', via: 'local_warmth' });
    expect(back.oedema).toEqual({ state: 'present', via: 'local_swelling_induration' });
  });

  it('present wins a conflict; not assessed never becomes absent; erythema carries one way', () => {
    expect(unifySignStates({ temperature: 'present', local_warmth: 'absent' }).local_warmth.state).toBe('present');
    expect(unifySignStates({}).local_warmth.state).toBe('not_assessed');
    expect(unifySignStates({ erythema: 'present' }).erythema_over_2cm_or_deep.state).toBe('present');
    expect(unifySignStates({ erythema: 'absent' }).erythema_over_2cm_or_deep.state).toBe('not_assessed');
    expect(unifySignStates({ erythema_over_2cm_or_deep: 'present' }).erythema.state).toBe('not_assessed');
  });

  it('tells which keys each etiology reads', () => {
    expect(signKeysFor('diabetic_foot_ulcer').instrument).toBe('IWGDF/IDSA');
    expect(acceptsSignKey('diabetic_foot_ulcer', 'temperature')).toBe(true);
    expect(acceptsSignKey('diabetic_foot_ulcer', 'smell')).toBe(false);
    expect(acceptsSignKey('venous_leg_ulcer', 'local_warmth')).toBe(true);
    expect(acceptsSignKey('venous_leg_ulcer', 'purulent_discharge')).toBe(false);
    expect(acceptsSignKey('venous_leg_ulcer', 'nonsense')).toBe(false);
    expect(equivalentKeys('local_warmth')).toEqual(['temperature']);
  });
});
