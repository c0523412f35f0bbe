import { describe, expect, it } from 'vitest';
import { assessedFixture, FIGURES } from '../../../test/support/result-fixture.ts';
import { engineMeasurementOf, readBedsideSigns, readClinicianTissue } from './load-inputs.ts';
import { composeDescription, labelsOf } from './result-fields.ts';
import { genericPlanJson, planJsonOf } from './plan-view.ts';
import { measuredResult } from './measured-result.ts';

describe('reading the stored inputs', () => {
  it('reads the checklist in both stored shapes, IWGDF items included, and drops anything unknown', () => {
    expect(readBedsideSigns(['smell', 'local_warmth', 'bogus'])).toEqual({ smell: 'present', local_warmth: 'present' });
    expect(
      readBedsideSigns({
        smell: 'absent',
        oedema: 'not_assessed',
        x: 'present',
        temperature: 'maybe',
        systemic_signs: 'absent',
      }),
    ).toEqual({ smell: 'absent', systemic_signs: 'absent' });
    expect(readBedsideSigns(null)).toEqual({});
    expect(readClinicianTissue({ worst: 'necrotic', necrosis: 'dry_stable' })).toEqual({
      worst: 'necrotic',
      necrosis: 'dry_stable',
    });
    expect(readClinicianTissue({ worst: 'bone' })).toBeNull();
  });

  it('a no-wound-found, uncalibrated or simulated result has no area (never 0)', () => {
    const r = measuredResult({ simulated: false, figures: FIGURES, annotatedPng: null, maskPng: null }, 1);
    expect(engineMeasurementOf(r, false).areaCm2).toBe(4.37);
    expect(engineMeasurementOf(r, true).areaCm2).toBeNull();
    expect(engineMeasurementOf({ ...r, calibrated: false }, false).areaCm2).toBeNull();
    const none = engineMeasurementOf({ ...r, wound_found: false }, false);
    expect(none.woundFound).toBe(false);
    // older engines: a NO_WOUND_FOUND warning and no flag
    const { wound_found: _w, ...older } = r;
    expect(
      engineMeasurementOf({ ...older, warnings: [{ code: 'NO_WOUND_FOUND', message: 'x' }] } as typeof r, false)
        .woundFound,
    ).toBe(false);
  });
});

describe('the result read from the assessment', () => {
  it('agrees with the assessment in every derived field', () => {
    const { result, clinical: a } = assessedFixture({
      bedside: { temperature: 'present', new_breakdown: 'present', oedema: 'present' },
      wound: { etiology: 'venous_leg_ulcer', abpi: 1.0, site: 'lower_leg_anterior_left' },
    });
    expect(result.severity).toBe(a.priority.level);
    expect(result.diagnosis).toBe(a.infection.result);
    expect(result.advice.map((r) => r.id)).toEqual(a.advice.map((r) => r.id));
    expect(result.recommendations).toEqual(a.advice.map((r) => r.text));
    expect(result.infection_screen).toMatchObject({ result: 'positive', level: 'deep' });
    expect(result.treatmentPlan.followUp).toBe(a.plan.followUp);
    expect(labelsOf(a)).toMatchObject({
      diagnosis_label: 'infected',
      screen_label: a.infection.label,
      specialist_types: a.specialistTypes,
      risk_level: { level: 'High', status: 'Critical' },
    });
    const plan = planJsonOf(a);
    expect(plan.duration).toBe(a.plan.followUp);
    expect(Object.values(plan.steps)).toEqual(a.plan.steps.map((s) => s.text));
  });

  it('composes the description from the engine’s visual sentences, the measurement and the screen as assessed', () => {
    const { clinical: a } = assessedFixture();
    const engine =
      'Wound outlined by the segmentation model (one region), measured on the skin plane: traced area 12.34 cm². ' +
      'Wound bed by colour (white-balanced on the sticker): granulation 60.0 %, slough 30.0 %. ' +
      'No marked periwound redness (erythema index Δa* +2.4). ' +
      'Infection screen indeterminate — bedside assessment needed: NERDS 1/5 present. Signs present: debris.';
    const text = composeDescription(engine, a);
    expect(composeDescription('Simulated analysis — no engine. Area 3 cm².', a)).toMatch(
      /^Simulated analysis — no engine\. /,
    );
    expect(text).toBe(
      `Wound bed by colour (white-balanced on the sticker): granulation 60.0 %, slough 30.0 %. No marked periwound redness (erythema index Δa* +2.4). ${a.measurement.text} ${a.infection.summary}`,
    );
  });
});

describe('GET /treatment_plan/{infected|not_infected} (analysis-server path)', () => {
  it('is the core’s plan for a wound of unknown cause with that screen', () => {
    const infected = genericPlanJson('infected');
    const clean = genericPlanJson('not_infected');
    expect(infected.materials.join(' ')).toMatch(/antimicrobial|antiseptic/i);
    expect(clean.materials.join(' ')).not.toMatch(/antimicrobial|antiseptic/i);
    for (const p of [infected, clean]) {
      expect(p.is_self_treatable).toBe(false);
      expect(Object.keys(p.steps)[0]).toBe('1');
      expect(p.sources.length).toBeGreaterThan(0);
    }
  });
});
