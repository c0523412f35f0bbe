import { describe, expect, it } from 'vitest';
import type { InfectionSign } from '@woundcare/api-types';
import { deriveInfectionScreen, diagnosisOf, readBedsideSigns } from './infection-screen.ts';

const photo: InfectionSign[] = [
  {
    id: 'red_friable_tissue',
    label: 'x',
    source: 'image',
    present: true,
    state: 'present',
    value: 50,
    evidence: 'a* 50',
    lists: ['NERDS'],
  },
  {
    id: 'debris',
    label: 'x',
    source: 'image',
    present: true,
    state: 'present',
    value: 40,
    evidence: '40 %',
    lists: ['NERDS'],
  },
  {
    id: 'erythema',
    label: 'x',
    source: 'image',
    present: false,
    state: 'not_assessed',
    value: 2,
    evidence: 'Δa* 2',
    lists: ['STONEES'],
  },
];

describe('server infection screen (photo + bedside; Woo & Sibbald 2009)', () => {
  it('no bedside signs → indeterminate, whatever the photo shows short of 3', () => {
    const s = deriveInfectionScreen({ imageSigns: photo, bedside: {}, woundFound: true });
    expect(s.result).toBe('indeterminate');
    expect(s.signs).toHaveLength(11);
    expect(s.signs.find((x) => x.id === 'debris')).toMatchObject({ state: 'present', source: 'image' });
    expect(s.signs.find((x) => x.id === 'smell')).toMatchObject({ state: 'not_assessed', source: 'none' });
  });
  it('the clinician’s entry wins over the photo', () => {
    const s = deriveInfectionScreen({ imageSigns: photo, bedside: { debris: 'absent' }, woundFound: true });
    expect(s.signs.find((x) => x.id === 'debris')).toMatchObject({ state: 'absent', source: 'clinician' });
  });
  it('photo (2 NERDS) + one bedside sign → positive, local', () => {
    const s = deriveInfectionScreen({ imageSigns: photo, bedside: { smell: 'present' }, woundFound: true });
    expect(s).toMatchObject({ result: 'positive', level: 'local' });
    expect(diagnosisOf(s)).toBe('infected');
  });
  it('no wound found: the photo says nothing about infection (its signs are not assessed)', () => {
    const s = deriveInfectionScreen({ imageSigns: photo, bedside: { smell: 'present' }, woundFound: false });
    expect(s.result).toBe('indeterminate');
    expect(s.signs.filter((x) => x.source === 'image')).toEqual([]);
    expect(s.summary).toMatch(/^No wound found in the photo/);
    expect(s.wound_found).toBe(false);
  });
  it('older results without sign states: erythema not seen is not assessed (skin-tone limitation), other measured signs absent', () => {
    const legacy = [
      { id: 'erythema', label: 'x', source: 'image', present: false, value: 1, evidence: '', lists: ['STONEES'] },
      { id: 'debris', label: 'x', source: 'image', present: false, value: 5, evidence: '', lists: ['NERDS'] },
    ] as InfectionSign[];
    const s = deriveInfectionScreen({ imageSigns: legacy, bedside: {}, woundFound: true });
    expect(s.signs.find((x) => x.id === 'erythema')!.state).toBe('not_assessed');
    expect(s.signs.find((x) => x.id === 'debris')!.state).toBe('absent');
  });
  it('reads the stored checklist in both shapes and drops anything unknown', () => {
    expect(readBedsideSigns(['smell', 'bogus'])).toEqual({ smell: 'present' });
    expect(readBedsideSigns({ smell: 'absent', oedema: 'not_assessed', x: 'present', temperature: 'maybe' })).toEqual({
      smell: 'absent',
    });
    expect(readBedsideSigns(null)).toEqual({});
  });
});
