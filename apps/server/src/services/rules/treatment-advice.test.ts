import { describe, expect, it } from 'vitest';
import {
  ADVICE_RULES,
  adviceInput,
  deriveAdvice,
  derivePriorityFromFindings,
  isSelfTreatable,
  PRIORITY_RULES,
  SOURCES,
  type AdviceInput,
} from './treatment-advice.ts';
import { UNKNOWN_CONTEXT } from './wound-context.ts';

const negative = { result: 'negative', level: null, osteomyelitis_flag: false } as const;
const base: AdviceInput = {
  etiology: 'unknown',
  stage: null,
  site: null,
  abpi: null,
  necroticPct: 0,
  sloughPct: 0,
  dryNecrosis: false,
  screen: negative,
  healingPotential: null,
  calibrated: true,
  areaCm2: 3,
};
const ids = (x: Partial<AdviceInput>) => deriveAdvice({ ...base, ...x }).map((a) => a.id);

/** One guideline case per advice row: the row fires on its case (and its source is cited). */
const CASES: Record<string, { input: Partial<AdviceInput>; source: string; without: Partial<AdviceInput> }> = {
  osteomyelitis: {
    input: { screen: { ...negative, osteomyelitis_flag: true } },
    source: SOURCES.iwgdfInfection,
    without: {},
  },
  infection_deep: {
    input: { screen: { result: 'positive', level: 'deep', osteomyelitis_flag: false } },
    source: SOURCES.iwii,
    without: { screen: { result: 'positive', level: 'local', osteomyelitis_flag: false } },
  },
  infection_local: {
    input: { screen: { result: 'positive', level: 'local', osteomyelitis_flag: false } },
    source: SOURCES.iwii,
    without: {},
  },
  infection_indeterminate: {
    input: { screen: { result: 'indeterminate', level: null, osteomyelitis_flag: false } },
    source: SOURCES.screen,
    without: {},
  },
  etiology_unknown: { input: { etiology: 'unknown' }, source: SOURCES.wbp, without: { etiology: 'surgical' } },
  dfu_offload_non_removable: {
    input: { etiology: 'diabetic_foot_ulcer', abpi: 1.0 },
    source: SOURCES.iwgdfOffloading,
    without: { etiology: 'diabetic_foot_ulcer', abpi: 0.7 },
  },
  dfu_offload_removable: {
    input: { etiology: 'diabetic_foot_ulcer', abpi: 0.7 },
    source: SOURCES.iwgdfOffloading,
    without: { etiology: 'diabetic_foot_ulcer', abpi: 1.0 },
  },
  dfu_offload_pending: {
    input: { etiology: 'diabetic_foot_ulcer', abpi: null },
    source: SOURCES.iwgdfOffloading,
    without: { etiology: 'diabetic_foot_ulcer', abpi: 1.0 },
  },
  dfu_vascular_assessment: {
    input: { etiology: 'diabetic_foot_ulcer', abpi: null },
    source: SOURCES.iwgdfPad,
    without: { etiology: 'diabetic_foot_ulcer', abpi: 1.0 },
  },
  vlu_compression: {
    input: { etiology: 'venous_leg_ulcer', abpi: 0.95 },
    source: SOURCES.venous,
    without: { etiology: 'venous_leg_ulcer', abpi: 0.6 },
  },
  vlu_abpi_needed: {
    input: { etiology: 'venous_leg_ulcer', abpi: null },
    source: SOURCES.venous,
    without: { etiology: 'venous_leg_ulcer', abpi: 1.0 },
  },
  vlu_refer: {
    input: { etiology: 'venous_leg_ulcer', abpi: 0.6 },
    source: SOURCES.venous,
    without: { etiology: 'venous_leg_ulcer', abpi: 1.0 },
  },
  arterial_refer: {
    input: { etiology: 'arterial_ulcer' },
    source: SOURCES.arterial,
    without: { etiology: 'venous_leg_ulcer' },
  },
  arterial_no_compression: {
    input: { etiology: 'arterial_ulcer' },
    source: SOURCES.arterial,
    without: { etiology: 'venous_leg_ulcer', abpi: 1 },
  },
  keep_dry_necrosis_dry: {
    input: { etiology: 'arterial_ulcer', necroticPct: 30, dryNecrosis: true },
    source: SOURCES.wbp,
    without: { etiology: 'arterial_ulcer', necroticPct: 0 },
  },
  pi_redistribute: {
    input: { etiology: 'pressure_injury', stage: 'stage_3' },
    source: SOURCES.pressure,
    without: { etiology: 'surgical' },
  },
  pi_heel_eschar: {
    input: { etiology: 'pressure_injury', site: 'heel_left', necroticPct: 60, dryNecrosis: true },
    source: SOURCES.pressure,
    without: { etiology: 'pressure_injury', site: 'sacrum', necroticPct: 60, dryNecrosis: true },
  },
  non_healable: {
    input: { healingPotential: 'non_healable' },
    source: SOURCES.wbp,
    without: { healingPotential: 'maintenance' },
  },
  maintenance: {
    input: { healingPotential: 'maintenance' },
    source: SOURCES.wbp,
    without: { healingPotential: 'healable' },
  },
  healing_potential_unknown: {
    input: { etiology: 'surgical', healingPotential: null },
    source: SOURCES.wbp,
    without: { etiology: 'surgical', healingPotential: 'healable' },
  },
  debride: {
    input: { etiology: 'pressure_injury', site: 'sacrum', sloughPct: 40 },
    source: SOURCES.wbp,
    without: { etiology: 'pressure_injury', site: 'sacrum', sloughPct: 0 },
  },
  debride_after_perfusion: {
    input: { etiology: 'diabetic_foot_ulcer', abpi: null, sloughPct: 40 },
    source: SOURCES.iwgdfPad,
    without: { etiology: 'diabetic_foot_ulcer', abpi: 1.0, sloughPct: 40 },
  },
  moist_healing: { input: { etiology: 'surgical' }, source: SOURCES.wbp, without: { etiology: 'arterial_ulcer' } },
  remeasure: { input: { calibrated: true }, source: SOURCES.sheehan, without: { calibrated: false } },
  retake_with_sticker: { input: { calibrated: false }, source: SOURCES.sheehan, without: { calibrated: true } },
};

describe('healing potential (Wound Bed Preparation 2021)', () => {
  const sloughy: Partial<AdviceInput> = { etiology: 'pressure_injury', site: 'sacrum', sloughPct: 40 };
  it('a healable wound with slough gets debridement and moist healing', () => {
    expect(ids({ ...sloughy, healingPotential: 'healable' })).toEqual(
      expect.arrayContaining(['debride', 'moist_healing']),
    );
  });
  it.each(['non_healable', 'maintenance'] as const)(
    'a %s wound gets neither active debridement nor moist healing',
    (hp) => {
      const got = ids({ ...sloughy, healingPotential: hp });
      expect(got).not.toContain('debride');
      expect(got).not.toContain('moist_healing');
      expect(got).toContain(hp);
    },
  );
  it('reads the potential from the wound record', () => {
    const f = { tissue: null, calibrated: true, area_cm2: 2 };
    expect(adviceInput({ ...UNKNOWN_CONTEXT, healing_potential: 'non_healable' }, f, negative).healingPotential).toBe(
      'non_healable',
    );
    expect(adviceInput(UNKNOWN_CONTEXT, f, negative).healingPotential).toBeNull();
  });
});

describe('advice rule table: one guideline case per row', () => {
  it('every row has a case', () => {
    expect(Object.keys(CASES).sort()).toEqual(ADVICE_RULES.map((r) => r.id).sort());
  });
  it.each(ADVICE_RULES.map((r) => [r.id, r.source] as const))('%s (%s)', (id, source) => {
    const c = CASES[id]!;
    expect(source).toBe(c.source);
    const item = deriveAdvice({ ...base, ...c.input }).find((a) => a.id === id);
    expect(item).toBeDefined();
    expect(item!.source).toBe(source);
    expect(ids(c.without)).not.toContain(id);
  });
});

describe('advice by etiology (guideline cases)', () => {
  it('venous leg ulcer with ABPI 1.0: compression, no offloading (ESVS 2022; SIGN 120)', () => {
    const advice = deriveAdvice({ ...base, etiology: 'venous_leg_ulcer', abpi: 1.0 });
    expect(advice.some((a) => /compression/i.test(a.text) && a.kind === 'treatment')).toBe(true);
    expect(advice.some((a) => /offload/i.test(a.text))).toBe(false);
  });
  it('heel pressure injury with dry necrosis: no debridement advice (NPIAP/EPUAP/PPPIA 2019)', () => {
    const got = ids({
      etiology: 'pressure_injury',
      site: 'heel_right',
      necroticPct: 70,
      sloughPct: 10,
      dryNecrosis: true,
    });
    expect(got).toContain('pi_heel_eschar');
    expect(got).not.toContain('debride');
    expect(got).not.toContain('moist_healing');
  });
  it('arterial ulcer: no compression advice other than "no compression", no moist healing, no debridement (Global Vascular Guidelines 2019)', () => {
    const advice = deriveAdvice({
      ...base,
      etiology: 'arterial_ulcer',
      necroticPct: 30,
      sloughPct: 20,
      dryNecrosis: true,
    });
    expect(advice.filter((a) => /compression/i.test(a.text)).map((a) => a.kind)).toEqual(['avoid']);
    expect(advice.map((a) => a.id)).not.toContain('debride');
    expect(advice.map((a) => a.id)).not.toContain('moist_healing');
  });
  it('diabetic foot ulcer with deep infection: removable offloading only (IWGDF 2023)', () => {
    const got = ids({
      etiology: 'diabetic_foot_ulcer',
      abpi: 1.0,
      screen: { result: 'positive', level: 'deep', osteomyelitis_flag: false },
    });
    expect(got).toContain('dfu_offload_removable');
    expect(got).not.toContain('dfu_offload_non_removable');
  });
  it('local infection gets antiseptic dressings and no systemic antibiotics; only deep infection mentions systemic antibiotics (IWII 2022)', () => {
    const local = deriveAdvice({ ...base, screen: { result: 'positive', level: 'local', osteomyelitis_flag: false } });
    expect(local.filter((a) => /systemic antibiotics/.test(a.text)).map((a) => a.id)).toEqual(['infection_local']);
    expect(local.find((a) => a.id === 'infection_local')!.text).toMatch(/No systemic antibiotics/);
  });
  it('urgent items come first', () => {
    const advice = deriveAdvice({
      ...base,
      etiology: 'arterial_ulcer',
      screen: { ...negative, osteomyelitis_flag: true },
    });
    expect(advice.slice(0, 2).every((a) => a.kind === 'urgent')).toBe(true);
  });
  it('an unknown etiology gives no moist-healing, offloading or compression advice, only "needs assessment"', () => {
    const got = ids({ etiology: 'unknown', sloughPct: 40 });
    expect(got).toContain('etiology_unknown');
    for (const id of ['moist_healing', 'debride', 'dfu_offload_pending', 'vlu_compression'])
      expect(got).not.toContain(id);
  });
});

describe('self-treatable (Wound Bed Preparation 2021: chronic wounds are not)', () => {
  it.each(['diabetic_foot_ulcer', 'venous_leg_ulcer', 'arterial_ulcer', 'pressure_injury', 'unknown'] as const)(
    '%s → false',
    (etiology) => {
      expect(isSelfTreatable({ etiology, screen: negative, necroticPct: 0 })).toBe(false);
    },
  );
  it('a clean acute wound can be; not with a positive screen or necrosis', () => {
    expect(isSelfTreatable({ etiology: 'trauma', screen: negative, necroticPct: 0 })).toBe(true);
    expect(
      isSelfTreatable({
        etiology: 'trauma',
        screen: { result: 'positive', level: 'local', osteomyelitis_flag: false },
        necroticPct: 0,
      }),
    ).toBe(false);
    expect(isSelfTreatable({ etiology: 'trauma', screen: negative, necroticPct: 5 })).toBe(false);
  });
});

/** One case per priority row (first match wins). */
const PRIORITY_CASES: Record<string, Partial<AdviceInput>> = {
  osteomyelitis: { screen: { ...negative, osteomyelitis_flag: true }, areaCm2: 1 },
  deep_infection: { screen: { result: 'positive', level: 'deep', osteomyelitis_flag: false }, areaCm2: 1 },
  infected_large: { screen: { result: 'positive', level: 'local', osteomyelitis_flag: false }, areaCm2: 5.01 },
  extensive_necrosis: { necroticPct: 55, areaCm2: 1 },
  infected: { screen: { result: 'positive', level: 'local', osteomyelitis_flag: false }, areaCm2: 5 },
  necrosis: { necroticPct: 12, areaCm2: 1 },
  large: { areaCm2: 10.01 },
};

describe('priority rule table: one case per row', () => {
  it('every row has a case', () => {
    expect(Object.keys(PRIORITY_CASES)).toEqual(PRIORITY_RULES.map((r) => r.id));
  });
  it.each(PRIORITY_RULES.map((r) => [r.id, r.priority, r.source] as const))('%s → %s (%s)', (id, priority) => {
    const x = { ...base, ...PRIORITY_CASES[id] };
    expect(PRIORITY_RULES.find((r) => r.when(x))!.id).toBe(id);
    expect(derivePriorityFromFindings(x).priority).toBe(priority);
  });
  it('nothing urgent, 10 cm² or less → low (spec 001 §4); an unknown area is never over a threshold', () => {
    expect(derivePriorityFromFindings({ ...base, areaCm2: 10 }).priority).toBe('low');
    expect(derivePriorityFromFindings({ ...base, areaCm2: null }).priority).toBe('low');
  });
});

describe('adviceInput', () => {
  it('reads dry necrosis from the entered exudate, and "not assessed" without it', () => {
    const f = { tissue: { necrotic: 30, slough: 10 }, calibrated: true, area_cm2: 2 };
    expect(adviceInput(UNKNOWN_CONTEXT, f, negative).dryNecrosis).toBeNull();
    expect(adviceInput({ ...UNKNOWN_CONTEXT, exudate: 'light' }, f, negative).dryNecrosis).toBe(true);
    expect(adviceInput({ ...UNKNOWN_CONTEXT, exudate: 'heavy' }, f, negative).dryNecrosis).toBe(false);
    expect(adviceInput({ ...UNKNOWN_CONTEXT, etiology: 'nonsense' }, f, negative).etiology).toBe('unknown');
  });
});
