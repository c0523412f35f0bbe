import { createHash } from 'node:crypto';
import {
  bodySiteOf,
  ETIOLOGY_LABELS,
  ETIOLOGY_SNOMED,
  PRESSURE_INJURY_STAGE_LABELS,
  SNOMED_LATERALITY,
  type ClinicalAssessment,
  type Etiology,
  type PressureInjuryStage,
} from '@woundcare/api-types';
import { OUTLINE_SOURCE_LABEL } from '@woundcare/api-types';
import type { AnalysisResult, AssessmentJson } from '../assessments/assessment-types.ts';
import { bedsideExamObservations } from './fhir-bedside-exam.ts';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const SNOMED = 'http://snomed.info/sct';
/** the product's own code systems and identifier namespace */
export const WOUNDLY_PATIENT_ID = 'urn:woundly:patient-id';
export const WOUNDLY_ETIOLOGY = 'urn:woundly:wound-etiology';
/** Woundly's code for the area's range component (docs/decisions/0014-area-interval-in-fhir.md) */
export const WOUNDLY_MEASURE = 'urn:woundly:measure';

/**
 * LOINC codes of the HL7 Lower-Extremity Skin & Wound Assessment IG: the wound assessment panel
 * (39135-9) has the wound size panel (72287-6) as a member, whose components are length,
 * width, depth and area.
 */
export const WOUND_CODES = {
  assessmentPanel: { code: '39135-9', text: 'Wound assessment panel' },
  sizePanel: { code: '72287-6', text: 'Wound size panel' },
  length: { code: '39126-8', text: 'Wound length', unit: 'cm' },
  width: { code: '39125-0', text: 'Wound width', unit: 'cm' },
  depth: { code: '39127-6', text: 'Wound depth', unit: 'cm' },
  area: { code: '89260-4', text: 'Wound area', unit: 'cm2' },
} as const;

export const ASSESSMENT_NOT_AVAILABLE = 'Assessment not available: not measured.';

/** A stable UUID (name-based, SHA-1) so the same record always exports the same ids. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

export interface FhirPatient {
  id: string;
  displayName: string;
  identifier: string | null;
  birthDate: string | null;
  sex: 'female' | 'male' | 'other' | 'unknown' | null;
}
export interface FhirWound {
  id: string;
  label: string;
  bodySite: string | null;
  etiology: Etiology;
  stage: PressureInjuryStage | null;
  onsetDate: string | null;
  status: 'open' | 'healed' | 'closed';
  statusDate: string | null;
}
export interface FhirAssessment {
  assessment: AssessmentJson;
  result: AnalysisResult;
  /** the stored clinical assessment (measurement, screen, priority); null: not available */
  clinical: ClinicalAssessment | null;
  /** the original photo: embedded bytes, or a URL (the per-wound export links instead of embedding) */
  photo: { contentType: string; data?: Buffer; url?: string } | null;
  /** the assessment's page in the workspace (absolute URL), for a reader who wants the whole result */
  link?: string;
}
export interface FhirInput {
  patient: FhirPatient;
  wound: FhirWound;
  assessments: FhirAssessment[];
}

type Resource = Record<string, unknown> & { resourceType: string; id: string };
/**
 * The area's range as its own component: a Range in cm² under Woundly's code, beside the LOINC area
 * quantity (which EHR trend views read). Not referenceRange: that is the normal range a value is
 * judged against (docs/decisions/0014-area-interval-in-fhir.md).
 */
function areaRangeComponent(i: { lowCm2: number; highCm2: number; coverage: number }) {
  const pct = Math.round(i.coverage * 100);
  const q = (value: number) => ({ value: Math.round(value * 1000) / 1000, unit: 'cm2', system: UCUM, code: 'cm2' });
  return {
    code: {
      coding: [{ system: WOUNDLY_MEASURE, code: `area-range-${pct}`, display: `Wound area, ${pct} % range` }],
      text: `Wound area, ${pct} % range`,
    },
    valueRange: { low: q(i.lowCm2), high: q(i.highCm2) },
  };
}

const ref = (r: Resource) => ({ reference: `urn:uuid:${r.id}` });
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Condition.bodySite / Observation.bodySite: the SNOMED CT body structure, with laterality as a post-coordinated qualifier. */
export function bodySiteConcept(code: string | null): Record<string, unknown> | null {
  const site = bodySiteOf(code);
  if (!site) return null;
  const side = site.laterality ? SNOMED_LATERALITY[site.laterality] : null;
  return {
    coding: [
      side
        ? {
            system: SNOMED,
            code: `${site.snomed.code}:272741003=${side.code}`,
            display: `${site.snomed.display} (${side.display.toLowerCase()})`,
          }
        : { system: SNOMED, code: site.snomed.code, display: site.snomed.display },
    ],
    text: site.label,
  };
}

/**
 * A FHIR R4 Bundle (type collection) of one wound following the Lower-Extremity Skin & Wound
 * Assessment IG: the Patient (stable id = the record's id, with its identifiers), the wound as a
 * Condition (bodySite, etiology, NPIAP stage), the engine as a Device, and per assessment the
 * original photo as Media, a wound size panel (72287-6: length and width with their one label,
 * depth when entered, area only when measured — no wound found is no area, never 0) and a wound
 * assessment panel (39135-9) holding it and the infection screen via hasMember, all read from the
 * stored assessment. effectiveDateTime is the exam date; status is `preliminary` until a
 * clinician confirms the outline, then `final`.
 */
export function createFhirBundle(input: FhirInput): Record<string, unknown> {
  const { patient: p, wound: w } = input;
  const identifiers: Record<string, unknown>[] = [{ system: WOUNDLY_PATIENT_ID, value: p.id }];
  if (p.identifier) {
    identifiers.push({
      type: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR', display: 'Medical record number' },
        ],
      },
      value: p.identifier,
    });
  }
  const patient: Resource = {
    resourceType: 'Patient',
    id: p.id,
    identifier: identifiers,
    name: [{ text: p.displayName }],
    ...(p.sex ? { gender: p.sex } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
  };
  const subject = ref(patient);
  const site = bodySiteConcept(w.bodySite);
  const etiologySnomed = ETIOLOGY_SNOMED[w.etiology];
  const condition: Resource = {
    resourceType: 'Condition',
    id: w.id,
    clinicalStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
          code: w.status === 'open' ? 'active' : w.status === 'healed' ? 'resolved' : 'inactive',
        },
      ],
    },
    verificationStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
          code: w.etiology === 'unknown' ? 'provisional' : 'confirmed',
        },
      ],
    },
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-category',
            code: 'problem-list-item',
            display: 'Problem List Item',
          },
        ],
      },
    ],
    code: {
      coding: [
        { system: WOUNDLY_ETIOLOGY, code: w.etiology, display: ETIOLOGY_LABELS[w.etiology] },
        ...(etiologySnomed ? [{ system: SNOMED, ...etiologySnomed }] : []),
      ],
      text: `${w.label}: ${ETIOLOGY_LABELS[w.etiology]}`,
    },
    ...(site ? { bodySite: [site] } : {}),
    subject,
    ...(w.onsetDate ? { onsetDateTime: w.onsetDate } : {}),
    ...(w.status !== 'open' && w.statusDate ? { abatementDateTime: w.statusDate } : {}),
    ...(w.etiology === 'pressure_injury' && w.stage
      ? { stage: [{ summary: { text: `NPIAP ${PRESSURE_INJURY_STAGE_LABELS[w.stage]}` } }] }
      : {}),
  };
  const resources: Resource[] = [patient, condition];
  const devices = new Map<string, Resource>();
  const deviceFor = (version: string | null) => {
    const v = version ?? 'unknown';
    let d = devices.get(v);
    if (!d) {
      d = {
        resourceType: 'Device',
        id: stableUuid(`woundly-engine:${v}`),
        deviceName: [{ name: 'Woundly wound-vision (wound outline and measurement)', type: 'model-name' }],
        version: [{ value: v }],
      };
      devices.set(v, d);
      resources.push(d);
    }
    return ref(d);
  };

  for (const a of input.assessments) {
    const { assessment: t, result: r } = a;
    const key = `${w.id}:${t.id}`;
    const status = t.outlineStatus === 'confirmed' ? 'final' : 'preliminary';
    const device = deviceFor(r.model_version);
    const common = {
      status,
      category: [
        {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' },
          ],
        },
      ],
      subject,
      focus: [ref(condition)],
      effectiveDateTime: t.examDate,
      ...(site ? { bodySite: site } : {}),
      device,
    };
    let mediaRef: { reference: string } | null = null;
    if (a.photo && (a.photo.data || a.photo.url)) {
      const media: Resource = {
        resourceType: 'Media',
        id: stableUuid(`${key}:media`),
        status: 'completed',
        type: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/media-type', code: 'image', display: 'Image' }],
        },
        subject,
        createdDateTime: t.examDate,
        ...(site ? { bodySite: site } : {}),
        width: t.image.width,
        height: t.image.height,
        content: {
          contentType: a.photo.contentType,
          ...(a.photo.data ? { data: a.photo.data.toString('base64') } : { url: a.photo.url }),
          title: `Wound photo ${t.id} (${w.label})`,
        },
      };
      resources.push(media);
      mediaRef = ref(media);
    }
    const traced = a.result.outline_source === 'clinician';
    const outlineNote =
      t.outlineStatus === 'confirmed'
        ? `${traced ? `${OUTLINE_SOURCE_LABEL.clinician}, confirmed` : 'Outline confirmed'} by ${t.confirmedBy ?? 'a clinician'}${t.confirmedAt ? ` on ${t.confirmedAt.slice(0, 10)}` : ''}.`
        : traced || t.outlineStatus === 'adjusted'
          ? `${OUTLINE_SOURCE_LABEL.clinician} (adjusted by a clinician), not yet confirmed.`
          : `${OUTLINE_SOURCE_LABEL.model} (segmentation model), not yet confirmed by a clinician.`;
    const m = a.clinical?.measurement ?? null;
    const absent = (text: string) => ({
      dataAbsentReason: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
            code: 'not-performed',
            display: 'Not Performed',
          },
        ],
        text,
      },
    });
    const whyNot = m ? m.text : ASSESSMENT_NOT_AVAILABLE;
    const component = (kind: 'length' | 'width' | 'depth' | 'area', value: number | null) => {
      const c = WOUND_CODES[kind];
      return {
        code: { coding: [{ system: LOINC, code: c.code, display: c.text }], text: c.text },
        ...(value !== null && Number.isFinite(value)
          ? { valueQuantity: { value: round2(value), unit: c.unit, system: UCUM, code: c.unit } }
          : absent(whyNot)),
      };
    };
    // no measured area (no wound found, no sticker) → no area component: "no wound" is never area 0
    const area = m?.areaCm2 ?? null;
    const size: Resource = {
      resourceType: 'Observation',
      id: stableUuid(`${key}:size-panel`),
      ...common,
      code: {
        coding: [{ system: LOINC, code: WOUND_CODES.sizePanel.code, display: WOUND_CODES.sizePanel.text }],
        text: WOUND_CODES.sizePanel.text,
      },
      method: {
        text: `Outline measured on the plane of the 20 mm calibration sticker (Woundly); depth entered by the clinician. ${m ? m.lengthWidthLabel : ''}`.trim(),
      },
      note: [
        { text: outlineNote },
        { text: m ? m.text : ASSESSMENT_NOT_AVAILABLE },
        ...(area !== null && m?.areaInterval
          ? [
              {
                text: `Area ${m.areaText} (the range is calibrated to hold the true area on ${Math.round(m.areaInterval.coverage * 100)} % of held-out photos; from the outline's edge and the sticker)`,
              },
            ]
          : []),
        ...(m ? [{ text: m.lengthWidthLabel }] : []),
        ...(a.clinical?.flags ?? []).map((f) => ({ text: f.text })),
      ],
      ...(mediaRef ? { derivedFrom: [mediaRef] } : {}),
      component: [
        component('length', m?.lengthCm ?? null),
        component('width', m?.widthCm ?? null),
        ...(t.depth_cm !== null ? [component('depth', t.depth_cm)] : []),
        ...(area !== null ? [component('area', area)] : []),
        ...(area !== null && m?.areaInterval ? [areaRangeComponent(m.areaInterval)] : []),
      ],
    };
    const as = a.clinical;
    const panel: Resource = {
      resourceType: 'Observation',
      id: stableUuid(`${key}:assessment-panel`),
      ...common,
      code: {
        coding: [{ system: LOINC, code: WOUND_CODES.assessmentPanel.code, display: WOUND_CODES.assessmentPanel.text }],
        text: WOUND_CODES.assessmentPanel.text,
      },
      note: as
        ? [
            {
              text: `Priority: ${as.priority.label} (${as.priority.level})${as.priority.reasons.length ? ` — ${as.priority.reasons.map((r) => r.text).join('; ')}` : ''}`,
            },
            { text: as.perfusion.text },
            ...as.advice
              .filter((r) => r.kind === 'emergency' || r.kind === 'urgent')
              .map((r) => ({ text: `${r.kind === 'emergency' ? 'Emergency' : 'Urgent'}: ${r.text} (${r.source})` })),
            // the visit stays as documented; a later change that derives it differently is a dated, signed note
            ...a.assessment.amendments.map((am) => ({
              authorString: am.by,
              time: am.at,
              text: `Amended: ${am.summary} (why: ${am.reason})`,
            })),
          ]
        : [{ text: ASSESSMENT_NOT_AVAILABLE }],
      hasMember: [ref(size)],
    };
    if (a.link) {
      // system + value is the assessment's workspace address, so the id stays resolvable to its page
      const at = a.link.lastIndexOf('/');
      panel.identifier = [{ system: a.link.slice(0, at), value: a.link.slice(at + 1) }];
      (panel.note as { text: string }[]).push({ text: `Open in Woundly: ${a.link}` });
    }
    resources.push(panel, size);
    // the bedside exam the clinician recorded (undermining, tunnelling, periwound, pain, dressing)
    const exam = bedsideExamObservations(t.bedsideExam, common, (part) => stableUuid(`${key}:exam-${part}`));
    resources.push(...exam.observations);
    (panel.hasMember as unknown[]).push(...exam.observations.map(ref));
    if (exam.dressingNote) (panel.note as { text: string }[]).push({ text: exam.dressingNote });
    // the infection screen from the stored assessment (IWGDF/IDSA for a DFU, NERDS/STONEES otherwise): a screen, never a diagnosis
    if (as) {
      const inf = as.infection;
      const name = `Wound infection screen (${inf.instrument})`;
      const obs: Resource = {
        resourceType: 'Observation',
        id: stableUuid(`${key}:infection-screen`),
        ...common,
        status: 'preliminary',
        code: {
          coding: [{ system: 'urn:woundly:observation', code: 'infection-screen', display: name }],
          text: name,
        },
        valueString: inf.label,
        note: [
          { text: inf.summary },
          ...inf.signs.map((sg) => ({ text: `${sg.label}: ${sg.stateWords} (${sg.source})` })),
          { text: `Sources: ${inf.sources.join('; ')}` },
        ],
      };
      resources.push(obs);
      (panel.hasMember as unknown[]).push(ref(obs));
    }
  }

  const latest = input.assessments
    .map((a) => a.assessment.examDate)
    .sort()
    .at(-1);
  const bundleKey = `${w.id}:${input.assessments.map((a) => a.assessment.id).join(',')}`;
  return {
    resourceType: 'Bundle',
    id: stableUuid(`${bundleKey}:bundle`),
    type: 'collection',
    ...(latest ? { timestamp: latest } : {}),
    entry: resources.map((r) => ({ fullUrl: `urn:uuid:${r.id}`, resource: r })),
  };
}
