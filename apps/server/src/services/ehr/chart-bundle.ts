import { createHash } from 'node:crypto';
import { stableUuid } from '../reports/fhir-bundle.ts';

/** Our identifier on every resource written to a chart: a conditional create on it never duplicates. */
export const WOUNDLY_RESOURCE_ID = 'urn:woundly:resource-id';

type Resource = Record<string, unknown> & { resourceType: string; id: string };
type Entry = { fullUrl: string; resource: Resource };

/** LOINC 11506-3 Progress note: the PDF report of the assessment, as a clinical note. */
const REPORT_TYPE = { system: 'http://loinc.org', code: '11506-3', display: 'Progress note' };
const CLINICAL_NOTE = {
  system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category',
  code: 'clinical-note',
  display: 'Clinical Note',
};

/** The resource types written to a chart; the export's Patient, Condition and Device stay ours. */
const WRITTEN = new Set(['Media', 'Observation']);

export interface ChartBundle {
  bundle: Record<string, unknown>;
  /** fingerprint of what the export says (without the PDF, whose bytes carry the time it was made) */
  hash: string;
  /** resources written, by type: what a conditional search on our identifier finds */
  identifiers: { resourceType: string; value: string }[];
}

/**
 * One transaction bundle for the EHR, built from the FHIR export as it is (the wound size panel,
 * the assessment panel with its members, the photo as Media — nothing clinical derived here) plus
 * the PDF report as a DocumentReference: every subject is the EHR's Patient; the wound (Condition)
 * and the engine (Device) stay ours and are named by display only; each resource carries our
 * identifier. First send: conditional creates (`ifNoneExist` on the identifier), so sending again
 * creates nothing. `amended`: conditional updates on the identifier with status `amended`
 * (DocumentReference: docStatus `amended`).
 */
export function chartBundle(
  exported: { entry?: Entry[] },
  p: { ehrPatientId: string; pdf: Buffer; reportTitle: string; reportDate: string; amended: boolean },
): ChartBundle {
  const entries = exported.entry ?? [];
  const byRef = new Map(entries.map((e) => [e.fullUrl, e.resource]));
  const patient = entries.find((e) => e.resource.resourceType === 'Patient');
  const ehrPatient = { reference: `Patient/${p.ehrPatientId}` };
  const display = (r: Resource): string => {
    if (r.resourceType === 'Condition') return String((r.code as { text?: string } | undefined)?.text ?? 'Wound');
    if (r.resourceType === 'Device') {
      const name = (r.deviceName as { name: string }[] | undefined)?.[0]?.name ?? 'Device';
      const version = (r.version as { value: string }[] | undefined)?.[0]?.value;
      return version ? `${name}, version ${version}` : name;
    }
    return r.resourceType;
  };
  // references to the patient become the EHR's Patient; to the Condition and Device, a display
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.reference === 'string' && Object.keys(o).length === 1) {
        if (patient && o.reference === patient.fullUrl) return ehrPatient;
        const target = byRef.get(o.reference);
        if (target && !WRITTEN.has(target.resourceType)) return { display: display(target) };
        return o;
      }
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, rewrite(x)]));
    }
    return v;
  };
  const written = entries
    .filter((e) => WRITTEN.has(e.resource.resourceType))
    .map((e) => ({ fullUrl: e.fullUrl, resource: rewrite(e.resource) as Resource }));
  const hash = createHash('sha256').update(JSON.stringify(written)).digest('hex');

  const panel = written.find((e) =>
    (e.resource.code as { coding?: { code?: string }[] } | undefined)?.coding?.some((c) => c.code === '39135-9'),
  );
  const docId = stableUuid(`${panel?.resource.id ?? p.reportTitle}:report`);
  const doc: Resource = {
    resourceType: 'DocumentReference',
    id: docId,
    status: 'current',
    docStatus: p.amended ? 'amended' : 'final',
    type: { coding: [REPORT_TYPE], text: 'Wound assessment report' },
    category: [{ coding: [CLINICAL_NOTE] }],
    subject: ehrPatient,
    date: p.reportDate,
    description: p.reportTitle,
    content: [{ attachment: { contentType: 'application/pdf', data: p.pdf.toString('base64'), title: p.reportTitle } }],
    ...(panel ? { context: { related: [{ reference: panel.fullUrl }] } } : {}),
  };
  const all = [...written, { fullUrl: `urn:uuid:${docId}`, resource: doc }];
  const identifiers: ChartBundle['identifiers'] = [];
  const entry = all.map(({ fullUrl, resource }) => {
    const { id, ...body } = resource;
    const ours = { system: WOUNDLY_RESOURCE_ID, value: id };
    identifiers.push({ resourceType: resource.resourceType, value: id });
    const r: Record<string, unknown> = {
      ...body,
      identifier: [...((body.identifier as unknown[] | undefined) ?? []), ours],
    };
    if (p.amended && resource.resourceType === 'Observation') r.status = 'amended';
    const search = `identifier=${encodeURIComponent(`${WOUNDLY_RESOURCE_ID}|${id}`)}`;
    return {
      fullUrl,
      resource: r,
      request: p.amended
        ? { method: 'PUT', url: `${resource.resourceType}?${search}` }
        : { method: 'POST', url: resource.resourceType, ifNoneExist: search },
    };
  });
  return { bundle: { resourceType: 'Bundle', type: 'transaction', entry }, hash, identifiers };
}
