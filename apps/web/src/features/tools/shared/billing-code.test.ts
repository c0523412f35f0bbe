import { describe, expect, it } from 'vitest';
import { codeSystem, labelCode } from './billing-code.ts';

describe('codeSystem', () => {
  it.each([
    ['97597', 'CPT'],
    ['11042', 'CPT'],
    ['15271', 'CPT'],
    ['3046F', 'CPT'],
    ['0490T', 'CPT'],
    ['A6021', 'HCPCS'],
    ['A6196', 'HCPCS'],
    ['E2402', 'HCPCS'],
    ['G0277', 'HCPCS'],
  ] as const)('%s is %s', (code, system) => {
    expect(codeSystem(code)).toBe(system);
  });

  it('labels a code with its set', () => {
    expect(labelCode('A6021')).toBe('HCPCS A6021');
    expect(labelCode('97597')).toBe('CPT 97597');
  });

  it('refuses something that is neither', () => {
    expect(() => codeSystem('ABC')).toThrow(/Not a CPT or HCPCS code/);
    expect(() => codeSystem('Z1234')).toThrow();
  });
});
