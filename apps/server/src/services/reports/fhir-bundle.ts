import { createHash } from 'node:crypto';
import { formatArea } from '@woundcare/api-types';
import { screenLabel } from '../rules/infection-screen.ts';
import type { AnalysisResult, ThreadJson } from '../threads/thread-types.ts';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
/** LOINC codes of the three wound measurements. */
export const WOUND_CODES = {
  area: { code: '89260-4', text: 'Wound area', unit: 'cm2' },
  length: { code: '39126-8', text: 'Wound length', unit: 'cm' },
  width: { code: '39125-0', text: 'Wound width', unit: 'cm' },
} as const;

/** A stable UUID (name-based, SHA-1) so the same analysis always exports the same ids. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

export interface FhirInput {
  thread: ThreadJson;
  result: AnalysisResult;
  annotatedPng: Buffer | null;
  /** a per-user-unique key for id derivation (defaults to the public id + upload time) */
  key?: string;
}

type Resource = Record<string, unknown> & { resourceType: string; id: string };

/**
 * A FHIR R4 Bundle (type collection) of one completed analysis: the Patient (name only), the
 * annotated photo as Media (base64 PNG), and Observations for area (LOINC 89260-4, cm2),
 * length (39126-8, cm) and width (39125-0, cm) in UCUM units. A photo without the calibration
 * sticker exports the Observations with a dataAbsentReason instead of a value.
 */
export function createFhirBundle(input: FhirInput): Record<string, unknown> {
  const { thread, result } = input;
  const key = input.key ?? `${thread.id}@${thread.uploadedAt}`;
  const effective = thread.completedAt ?? thread.uploadedAt;
  const entry = (r: Resource) => ({ fullUrl: `urn:uuid:${r.id}`, resource: r });

  const patient: Resource = { resourceType: 'Patient', id: stableUuid(`${key}:patient`), name: [{ text: thread.patientName }] };
  const patientRef = { reference: `urn:uuid:${patient.id}` };
  const resources: Resource[] = [patient];

  let mediaRef: { reference: string } | null = null;
  if (input.annotatedPng) {
    const media: Resource = {
      resourceType: 'Media',
      id: stableUuid(`${key}:media`),
      status: 'completed',
      type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/media-type', code: 'image', display: 'Image' }] },
      subject: patientRef,
      createdDateTime: thread.uploadedAt,
      ...(result.image_width && result.image_height ? { width: result.image_width, height: result.image_height } : {}),
      content: { contentType: 'image/png', data: input.annotatedPng.toString('base64'), title: `Annotated wound photo ${thread.id}` },
      note: [{ text: result.outline_source === 'clinician' ? 'Clinician-corrected outline.' : 'Model-traced outline (segmentation model), not confirmed by a clinician.' }],
    };
    resources.push(media);
    mediaRef = { reference: `urn:uuid:${media.id}` };
  }

  const method = {
    text: result.outline_source === 'clinician'
      ? 'Clinician-corrected outline measured on the plane of the 20 mm calibration sticker (Woundly)'
      : 'Model-traced outline measured on the plane of the 20 mm calibration sticker (Woundly)',
  };
  const observation = (kind: keyof typeof WOUND_CODES, value: number | null): Resource => {
    const c = WOUND_CODES[kind];
    const measured = result.calibrated && typeof value === 'number' && Number.isFinite(value);
    return {
      resourceType: 'Observation',
      id: stableUuid(`${key}:${kind}`),
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' }] }],
      code: { coding: [{ system: LOINC, code: c.code }], text: c.text },
      subject: patientRef,
      effectiveDateTime: effective,
      ...(measured
        ? { valueQuantity: { value: Math.round(value * 100) / 100, unit: c.unit, system: UCUM, code: c.unit } }
        : {
            dataAbsentReason: {
              coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'not-performed', display: 'Not Performed' }],
              text: 'Not calibrated: no calibration sticker in the photo',
            },
          }),
      method,
      ...(measured && kind === 'area' && typeof result.area_uncertainty_cm2 === 'number'
        ? { note: [{ text: `Measured ${formatArea(value, result.area_uncertainty_cm2)} (± from the outline band and the sticker corners)` }] }
        : {}),
      ...(mediaRef ? { derivedFrom: [mediaRef] } : {}),
    };
  };
  resources.push(observation('area', result.area_cm2), observation('length', result.length_cm), observation('width', result.width_cm));

  // The infection screen: a screen (NERDS / STONEES, Woo & Sibbald 2009), not a diagnosis
  const screen = result.infection_screen;
  if (screen) {
    resources.push({
      resourceType: 'Observation',
      id: stableUuid(`${key}:infection-screen`),
      status: 'preliminary',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' }] }],
      code: { text: 'Wound infection screen (NERDS / STONEES)' },
      subject: patientRef,
      effectiveDateTime: effective,
      valueString: screenLabel(screen),
      note: [{ text: screen.summary }],
    });
  }

  return {
    resourceType: 'Bundle',
    id: stableUuid(`${key}:bundle`),
    type: 'collection',
    timestamp: effective,
    entry: resources.map(entry),
  };
}
