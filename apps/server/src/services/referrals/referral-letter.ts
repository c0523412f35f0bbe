import {
  bodySiteOf,
  ETIOLOGY_LABELS,
  REFERRAL_SPECIALTY_LABEL,
  REFERRAL_URGENCY_LABEL,
  type ClinicalAssessment,
  type Etiology,
  type ReferralSpecialty,
  type ReferralUrgency,
} from '@woundcare/api-types';
import type { AssessmentJson } from '../assessments/assessment-types.ts';
import { BRAND, MUTED, PAGE, WARN } from '../reports/pdf-writer.ts';
import { createPdfDocument, embedAssessmentImage, formatDateTime, formatFigure } from '../reports/pdf-document.ts';
import { drawWoundTimeline, type ReportTimeline } from '../reports/report-timeline.ts';

export interface ReferralLetterInput {
  /** the assessment the referral is sent from, with its stored clinical assessment */
  assessment: AssessmentJson;
  clinical: ClinicalAssessment;
  patient: { name: string; identifier: string | null; birthDate: string | null };
  wound: { label: string; bodySite: string | null; etiology: string };
  contact: {
    name: string;
    specialty: ReferralSpecialty;
    organisation: string;
    address: string;
    email: string;
    phone: string;
  };
  sender: { name: string; email: string; title: string | null; team: string };
  reason: string;
  urgency: ReferralUrgency;
  annotatedPng: Buffer | null;
  photo: Buffer | null;
  /** the wound's assessments over time (the same timeline the report prints) */
  timeline: ReportTimeline;
  /** the assessment's page in the workspace (absolute URL) */
  link: string;
  sentAt: Date;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A referral letter: to whom, from whom, the patient and wound, the reason and urgency, and the
 * assessment as stored — its photo, the measured area with its stated range, priority, infection
 * screen — then the wound's trajectory. Nothing is derived here: every clinical line is the stored
 * assessment's own wording.
 */
export async function createReferralLetterPdf(input: ReferralLetterInput): Promise<Buffer> {
  const { assessment, clinical: a, patient, wound, contact, sender } = input;
  const { doc, w } = await createPdfDocument({
    title: `Referral letter — ${patient.name} — ${assessment.id}`,
    subject: `Woundly referral of ${patient.name} to ${contact.name}`,
    createdAt: input.sentAt,
  });

  w.text('Woundly — Referral letter', { size: 18, bold: true, color: BRAND, gap: 4 });
  w.text(`Urgency: ${REFERRAL_URGENCY_LABEL[input.urgency]}`, {
    size: 12,
    bold: true,
    color: input.urgency === 'routine' ? MUTED : WARN,
    gap: 6,
  });
  w.row('Date', day(input.sentAt.toISOString()));

  w.heading('To');
  w.row('Name', contact.name);
  w.row('Specialty', REFERRAL_SPECIALTY_LABEL[contact.specialty]);
  if (contact.organisation) w.row('Organisation', contact.organisation);
  if (contact.address) w.row('Address', contact.address);
  w.row('E-mail', contact.email);
  if (contact.phone) w.row('Phone', contact.phone);

  w.heading('From');
  w.row('Name', sender.title ? `${sender.name}, ${sender.title}` : sender.name);
  w.row('E-mail', sender.email);
  w.row('Care team', sender.team);

  w.heading('Patient');
  w.row('Name', patient.name);
  w.row('MRN', patient.identifier ?? 'not recorded');
  w.row('Birth date', patient.birthDate ? day(patient.birthDate) : 'not recorded');
  w.row('Wound', wound.label);
  w.row('Site', bodySiteOf(wound.bodySite)?.label ?? 'not recorded');
  w.row('Etiology', ETIOLOGY_LABELS[wound.etiology as Etiology] ?? wound.etiology);

  w.heading('Reason for referral');
  w.text(input.reason);

  w.heading(`Latest assessment — ${assessment.id}`);
  if (assessment.simulated)
    w.text('Simulated analysis: the figures are demonstration values, nothing was measured.', {
      bold: true,
      color: WARN,
    });
  w.row('Photo taken', formatDateTime(assessment.examDate));
  w.row('Priority', `${a.priority.label} (${a.priority.level})`);
  for (const r of a.priority.reasons) w.text(`• ${r.text}`, { indent: 170, hang: 8, size: 9, gap: 0 });
  for (const r of a.advice.filter((x) => x.kind === 'emergency' || x.kind === 'urgent'))
    w.text(`${r.kind === 'emergency' ? 'EMERGENCY' : 'URGENT'}: ${r.text}`, { bold: true, color: WARN, gap: 2 });
  w.row('Measured area', a.measurement.areaText);
  w.text(a.measurement.text, { indent: 170, size: 9, color: MUTED });
  w.row(
    'Length × width',
    `${formatFigure(a.measurement.lengthCm, 2, ' cm')} × ${formatFigure(a.measurement.widthCm, 2, ' cm')}`,
  );
  w.row('Infection screen', a.infection.label);
  w.row('Perfusion', a.labels.perfusion);
  if (a.specialistTypes.length) w.row('Recommended', a.specialistTypes.join('; '));
  for (const f of a.flags) w.text(f.text, { indent: 10, size: 9, color: WARN });
  const img = await embedAssessmentImage(doc, input.annotatedPng, input.photo);
  if (img) {
    const maxW = PAGE.width - PAGE.margin * 2;
    const maxH = 260;
    // the caption stays on the page of its photo
    w.ensure(img.height * Math.min(maxW / img.width, maxH / img.height, 1) + 30);
    w.text(input.annotatedPng ? 'Photo with the measured outline' : 'Photo', { bold: true, gap: 0 });
    w.image(img, maxW, maxH);
  }
  w.row('Open in Woundly', input.link);

  drawWoundTimeline(w, input.timeline);

  w.y -= 10;
  w.text(
    `Sent through Woundly on ${formatDateTime(input.sentAt.toISOString())}. Decision support for clinicians; the figures are the stored assessment's.`,
    { size: 8, color: MUTED },
  );
  return Buffer.from(await doc.save());
}
