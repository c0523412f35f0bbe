import { describe, expect, it } from 'vitest';
import {
  INFECTION_SIGN_IDS,
  letterState,
  SCREEN_LETTERS,
  screenInfection,
  type InfectionSignId,
  type SignState,
} from './screen-infection.ts';

const all = (state: SignState) =>
  Object.fromEntries(INFECTION_SIGN_IDS.map((id) => [id, state])) as Record<InfectionSignId, SignState>;

describe('letter table (Sibbald, Woo & Ayello 2006: 5 NERDS + 7 STONEES letters)', () => {
  it('has twelve letters, five NERDS and seven STONEES, covering all eleven observations', () => {
    expect(
      SCREEN_LETTERS.filter((l) => l.list === 'NERDS')
        .map((l) => l.letter)
        .join(''),
    ).toBe('NERDS');
    expect(
      SCREEN_LETTERS.filter((l) => l.list === 'STONEES')
        .map((l) => l.letter)
        .join(''),
    ).toBe('STONEES');
    expect(new Set(SCREEN_LETTERS.flatMap((l) => l.signs))).toEqual(new Set(INFECTION_SIGN_IDS));
  });

  it.each(SCREEN_LETTERS.map((l, i) => [i, l.list, l.letter, l.name] as const))(
    'row %i: %s letter %s (%s) counts when its sign is present (Sibbald 2006)',
    (i) => {
      const row = SCREEN_LETTERS[i]!;
      const states: Partial<Record<InfectionSignId, SignState>> = { ...all('absent'), [row.signs[0]!]: 'present' };
      const s = screenInfection(states);
      const list = row.list === 'NERDS' ? s.nerds : s.stonees;
      const sameLetters = SCREEN_LETTERS.filter((l) => l.list === row.list && l.signs.includes(row.signs[0]!)).length;
      expect(list.present).toBe(sameLetters);
    },
  );

  it('erythema / oedema is one letter: present if either, absent only if both (Sibbald 2006)', () => {
    expect(letterState(['present', 'not_assessed'])).toBe('present');
    expect(letterState(['absent', 'absent'])).toBe('absent');
    expect(letterState(['absent', 'not_assessed'])).toBe('not_assessed');
  });
});

describe('three-way result (Woo & Sibbald 2009: ≥ 3 signs of a list)', () => {
  it('nothing assessed → indeterminate', () => {
    expect(screenInfection({}).result).toBe('indeterminate');
  });
  it('everything absent → negative', () => {
    expect(screenInfection(all('absent'))).toMatchObject({
      result: 'negative',
      level: null,
      osteomyelitis_flag: false,
    });
  });
  it('two present, the rest of that list absent and the other list short → negative (cannot reach 3)', () => {
    const s = screenInfection({ ...all('absent'), debris: 'present', non_healing: 'present' });
    expect(s.nerds).toMatchObject({ present: 2, result: 'negative' });
    expect(s.result).toBe('negative');
  });
  it('two present and one not assessed → indeterminate (could reach 3)', () => {
    const s = screenInfection({ ...all('absent'), debris: 'present', non_healing: 'present', exudate: 'not_assessed' });
    expect(s.result).toBe('indeterminate');
  });
  it('three NERDS → positive, local', () => {
    expect(screenInfection({ non_healing: 'present', red_friable_tissue: 'present', debris: 'present' })).toMatchObject(
      { result: 'positive', level: 'local' },
    );
  });
  it('three STONEES → positive, deep (deep wins when both lists are positive)', () => {
    expect(screenInfection({ temperature: 'present', new_breakdown: 'present', oedema: 'present' })).toMatchObject({
      result: 'positive',
      level: 'deep',
    });
    expect(
      screenInfection({ exudate: 'present', smell: 'present', debris: 'present', temperature: 'present' }),
    ).toMatchObject({ result: 'positive', level: 'deep' });
  });
  it('probes to bone alone raises the osteomyelitis flag whatever the counts (IWGDF/IDSA 2023)', () => {
    const s = screenInfection({ ...all('absent'), probes_to_bone: 'present' });
    expect(s.result).toBe('negative');
    expect(s.osteomyelitis_flag).toBe(true);
    expect(s.summary).toMatch(/osteomyelitis/);
  });
  it('the summary says how many letters were assessed', () => {
    expect(screenInfection({ debris: 'present', red_friable_tissue: 'absent' }).summary).toContain(
      'NERDS 1/5 present (2 assessed)',
    );
  });
});
