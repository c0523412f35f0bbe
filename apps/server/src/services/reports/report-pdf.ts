import {
  CLINICIAN_TRACED_QUALITY,
  formatOutlineQuality,
  OUTLINE_SOURCE_LABEL,
  plainOutlineReasons,
  PRESSURE_INJURY_STAGE_LABELS,
  type ClinicalAssessment,
  type PressureInjuryStage,
} from '@woundcare/api-types';
import { bedsideExamRows, bodySiteOf, ETIOLOGY_LABELS } from '@woundcare/vocabulary';
import type { AnalysisResult, AssessmentJson } from '../assessments/assessment-types.ts';
import { BRAND, INK, MUTED, PAGE, WARN, type Writer } from './pdf-writer.ts';
import {
  createPdfDocument,
  embedAssessmentImage,
  formatDateOnly,
  formatDateTime,
  formatFigure as fmt,
} from './pdf-document.ts';
import { drawWoundTimeline, type ReportTimeline } from './report-timeline.ts';

export interface ReportInput {
  assessment: AssessmentJson;
  result: AnalysisResult;
  /** the stored clinical assessment (priority, screen, perfusion, advice, plan); null: not available */
  clinical: ClinicalAssessment | null;
  /** the annotated PNG, else the original photo (converted) */
  annotatedPng: Buffer | null;
  photo: Buffer | null;
  generatedAt?: Date;
  /** the wound's assessments over time (table + area chart) */
  timeline?: ReportTimeline | null;
  /** the assessment's page in the workspace (absolute URL) */
  link?: string;
  /** the wound's recorded facts the visit note names: body site and NPIAP stage */
  wound?: { bodySite: string | null; stage: PressureInjuryStage | null } | null;
  /** the chart's identifiers and people: MRN, birth date, the clinician who took the photo; the clinic's time zone */
  note?: {
    mrn: string | null;
    birthDate: string | null;
    clinician: string | null;
    timeZone: string;
    examDateOnly: boolean;
  } | null;
}

const NOT_AVAILABLE = 'Assessment not available';

/** How the outline was made, in words. */
export function outlineWords(assessment: Pick<AssessmentJson, 'outlineStatus'>, result: AnalysisResult): string {
  const made =
    result.outline_source === 'clinician'
      ? OUTLINE_SOURCE_LABEL.clinician
      : result.model_version?.startsWith('given-mask')
        ? 'Given with the photo (the outline model was not used)'
        : 'Traced by the outline model';
  const status =
    assessment.outlineStatus === 'confirmed'
      ? 'confirmed by a clinician'
      : assessment.outlineStatus === 'adjusted'
        ? 'adjusted, not yet confirmed'
        : 'not yet confirmed by a clinician';
  return `${made}; ${status}`;
}

const SOURCE_WORDS = { clinician: 'bedside', photo: 'photo', history: 'earlier visits', none: 'not assessed' } as const;

/** The stored assessment: infection screen, perfusion, PUSH, healing, advice with sources, the plan. */
function drawAssessment(w: Writer, a: ClinicalAssessment): void {
  const inf = a.infection;
  w.heading(`Infection screen (${inf.instrument}) — a screen, not a diagnosis`);
  w.row(
    'Result',
    inf.label.toLowerCase().startsWith(a.labels.diagnosis.toLowerCase())
      ? inf.label
      : `${a.labels.diagnosis} — ${inf.label}`,
  );
  w.text(inf.summary, { size: 9, color: MUTED });
  if (inf.osteomyelitisSuspected)
    w.text('Probes to bone: osteomyelitis suspected — urgent review (IWGDF/IDSA 2023).', { bold: true, color: WARN });
  if (inf.nerds)
    w.row(
      'NERDS (local)',
      `${inf.nerds.present} of ${inf.nerds.letters} present, ${inf.nerds.notAssessed} not assessed`,
    );
  if (inf.stonees)
    w.row(
      'STONEES (deep)',
      `${inf.stonees.present} of ${inf.stonees.letters} present, ${inf.stonees.notAssessed} not assessed`,
    );
  for (const s of inf.signs)
    w.text(`${s.stateWords} — ${s.label} (from: ${SOURCE_WORDS[s.source]})${s.evidence ? ` — ${s.evidence}` : ''}`, {
      indent: 10,
      hang: 10,
      size: 9,
      color: s.state === 'present' ? INK : MUTED,
      gap: 1,
    });
  if (inf.toAssess.length) w.row('To assess', inf.toAssess.join('; '));

  w.heading('Perfusion');
  w.text(a.perfusion.text, { gap: 1 });
  w.text(`Source: ${a.perfusion.source}`, { size: 8, color: MUTED });

  w.heading('PUSH 3.0');
  const p = a.push;
  const tissueFrom =
    p.tissueSource === 'clinician'
      ? "clinician's tissue entry"
      : p.tissueSource === 'colour_min_share'
        ? `worst colour share ≥ ${a.tissue.minSharePct} % (a hint)`
        : 'not scored';
  w.row(
    'Parts',
    `size ${p.sizeScore ?? '—'}, exudate ${p.exudateScore ?? '—'}, tissue ${p.tissueScore ?? '—'} (tissue from: ${tissueFrom})`,
  );
  w.row('Total', p.total === null ? 'not scored (a part is unknown)' : `${p.total} of 17`);
  if (p.note) w.text(p.note, { size: 9, color: MUTED });

  w.heading('Healing');
  const c = a.healing.sinceLastVisit;
  w.row(
    'Since the last visit',
    c
      ? `${c.text ?? `${c.verdict.replaceAll('_', ' ')}: ${c.reductionPct} % reduction (${c.intervalPct[0]} to ${c.intervalPct[1]} %)`}; from ${c.fromAreaCm2.toFixed(2)} cm² on ${c.fromDate.slice(0, 10)}`
      : 'no earlier measured visit',
  );
  w.row('4-week check', a.healing.fourWeek.status.replaceAll('_', ' '));
  w.text(a.healing.fourWeek.message, { size: 9, color: MUTED });

  w.heading('Advice (by etiology and findings)');
  a.advice.forEach((r, i) => {
    const tag =
      r.kind === 'emergency' ? 'EMERGENCY: ' : r.kind === 'urgent' ? 'URGENT: ' : r.kind === 'avoid' ? 'Avoid: ' : '';
    w.text(`${i + 1}. ${tag}${r.text}`, {
      indent: 6,
      hang: 14,
      gap: 0,
      bold: r.kind === 'emergency' || r.kind === 'urgent',
    });
    w.text(`Source: ${r.source}`, { indent: 18, size: 8, color: MUTED, gap: 3 });
  });

  const plan = a.plan;
  w.heading(`Treatment plan — ${plan.name}`);
  w.row('Follow-up', plan.followUp);
  w.row('Self-treatable', plan.selfTreatable ? 'Yes, with the steps below' : 'No — needs a clinician');
  const list = (title: string, items: readonly string[]) => {
    if (!items.length) return;
    w.text(title, { bold: true, gap: 0 });
    items.forEach((t, i) => w.text(`${i + 1}. ${t}`, { indent: 6, hang: 14, gap: 1 }));
  };
  list(
    'Materials',
    plan.materials.map((m) => m.text),
  );
  list(
    'Steps',
    plan.steps.map((m) => m.text),
  );
  list('Precautions', plan.precautions);
  list('When to seek help', plan.whenToSeekHelp);
  if (a.specialistTypes.length) w.row('Specialists', a.specialistTypes.join('; '));
  w.text(plan.disclaimer, { size: 8, color: MUTED });
}

/** One analysis as a PDF: patient, date, annotated image, and the stored assessment — measurement, screen, perfusion, advice, plan. */
export async function createReportPdf(input: ReportInput): Promise<Buffer> {
  const { assessment, result } = input;
  const simulated = assessment.simulated;
  const note = input.note ?? null;
  const dateTime = (iso: string) => formatDateTime(iso, note?.timeZone ?? 'UTC');
  const { doc, w } = await createPdfDocument({
    title: `${simulated ? 'Simulated wound analysis' : 'Wound analysis report'} — ${assessment.patientName} — ${assessment.id}`,
    subject: `Woundly analysis ${assessment.id} of ${assessment.patientName}`,
    createdAt: input.generatedAt ?? new Date(),
  });

  w.text(simulated ? 'Woundly — Simulated wound analysis (not a measurement)' : 'Woundly — Wound analysis report', {
    size: 18,
    bold: true,
    color: simulated ? WARN : BRAND,
    gap: 6,
  });
  if (simulated) {
    w.text(
      'Simulated: the analysis server could not be used, so these figures are random demonstration values. Nothing in this photo was measured.',
      { color: WARN, gap: 6 },
    );
  }
  w.row('Patient', assessment.patientName);
  if (note) {
    w.row('MRN', note.mrn ?? 'not recorded');
    w.row('Birth date', note.birthDate ? formatDateOnly(`${note.birthDate.slice(0, 10)}T12:00:00Z`) : 'not recorded');
  }
  if (assessment.woundLabel) w.row('Wound', assessment.woundLabel);
  // the wound as recorded: where, its cause, its stage (pressure injuries) and the measured depth
  w.row('Site', bodySiteOf(input.wound?.bodySite ?? null)?.label ?? 'not recorded');
  if (input.clinical) w.row('Cause', ETIOLOGY_LABELS[input.clinical.etiology]);
  if (input.clinical?.etiology === 'pressure_injury')
    w.row('Stage (NPIAP)', input.wound?.stage ? PRESSURE_INJURY_STAGE_LABELS[input.wound.stage] : 'not recorded');
  w.row('Depth', assessment.depth_cm === null ? 'not recorded' : `${fmt(assessment.depth_cm, 1)} cm`);
  w.row('Analysis', assessment.id);
  w.row(
    'Exam date',
    `${note?.examDateOnly ? formatDateOnly(assessment.examDate) : dateTime(assessment.examDate)} (${assessment.examDateSource === 'exif' ? 'from the photo' : assessment.examDateSource === 'entered' ? 'entered' : 'upload time'})`,
  );
  if (note) w.row('Clinician', note.clinician ?? 'not recorded');
  w.row(
    'Confirmed',
    assessment.outlineStatus === 'confirmed' && assessment.confirmedBy
      ? `Outline and assessment confirmed by ${assessment.confirmedBy}${assessment.confirmedAt ? ` on ${dateTime(assessment.confirmedAt)}` : ''}`
      : 'Not yet confirmed by a clinician',
  );
  w.row('Uploaded', dateTime(assessment.uploadedAt));
  if (assessment.completedAt) w.row('Analysed', dateTime(assessment.completedAt));
  w.row('Processing time', `${fmt(result.processingTime, 1)} s`);
  if (input.link) w.row('Open in Woundly', input.link);
  const a = input.clinical;
  if (a) {
    w.row('Priority', `${a.priority.label} (${a.priority.level})`);
    for (const r of a.priority.reasons) w.text(`• ${r.text}`, { indent: 170, hang: 8, size: 9, gap: 0 });
    // urgent and emergency advice on the first page, so a same-day review is never missed
    for (const r of a.advice.filter((x) => x.kind === 'emergency' || x.kind === 'urgent'))
      w.text(`${r.kind === 'emergency' ? 'EMERGENCY' : 'URGENT'}: ${r.text}`, { bold: true, color: WARN, gap: 2 });
  } else w.row('Priority', NOT_AVAILABLE);
  // the visit as documented stays above; what a later change would advise is stated beside it
  for (const am of assessment.amendments)
    w.text(`Amended ${dateTime(am.at)} by ${am.by}: ${am.summary} (why: ${am.reason})`, {
      bold: true,
      color: WARN,
      gap: 2,
    });

  const img = await embedAssessmentImage(doc, input.annotatedPng, input.photo);
  if (img) {
    w.heading(input.annotatedPng ? 'Annotated photo' : 'Photo');
    w.image(img, PAGE.width - PAGE.margin * 2, 300);
  }

  w.heading('Measurements');
  if (simulated) {
    w.row('Area (simulated)', `${fmt(result.area_cm2)} cm² — Simulated, not measured`);
  } else if (!a) {
    w.row('Area', NOT_AVAILABLE);
  } else {
    const m = a.measurement;
    w.text(m.text, { gap: 2 });
    w.row(`Area (${OUTLINE_SOURCE_LABEL[m.outlineSource].toLowerCase()})`, m.areaText);
    w.row('Length', fmt(m.lengthCm, 2, ' cm'));
    w.row('Width', fmt(m.widthCm, 2, ' cm'));
    w.text(m.lengthWidthLabel, { indent: 170, size: 8, color: MUTED });
    w.row('Perimeter', fmt(m.perimeterCm, 2, ' cm'));
  }
  w.row(
    'Calibration',
    simulated
      ? 'Simulated'
      : result.calibrated
        ? `Calibrated with the 20 mm sticker (${fmt(result.pixels_per_cm, 1)} px/cm)`
        : 'Not calibrated (no sticker found)',
  );
  w.row('Outline', outlineWords(assessment, result));
  const traced = result.outline_source === 'clinician';
  // the outline check's figures hold for the wound type the model was validated on; for any other
  // the core's flag below says so, and no "likely within" statement stands beside it
  const unvalidated = a?.flags.some((f) => f.code === 'outline_not_validated') ?? false;
  w.row(
    'Outline check',
    simulated
      ? 'Simulated'
      : traced
        ? CLINICIAN_TRACED_QUALITY
        : unvalidated
          ? 'Not validated for this wound type: check the outline'
          : formatOutlineQuality(result.outline_quality),
  );
  // results stored before the plain statement list their failed checks one by one
  if (!traced && !result.outline_quality?.statement)
    for (const reason of plainOutlineReasons(result.outline_quality))
      w.text(`Check the outline: ${reason}`, { indent: 10, size: 9, color: WARN });
  // flags in the core's words (e.g. the outline is not validated for this wound type — check it)
  for (const f of a?.flags ?? []) w.text(f.text, { indent: 10, size: 9, color: WARN });

  w.heading('Bedside exam');
  for (const r of bedsideExamRows(assessment.bedsideExam)) w.row(r.label, r.value);

  w.heading('Wound bed by colour (hints, not a tissue diagnosis)');
  if (result.tissue) {
    const t = result.tissue;
    w.row('Granulation-coloured', fmt(t.granulation, 0, ' %'));
    w.row('Slough-coloured', fmt(t.slough, 0, ' %'));
    w.row('Necrotic / eschar-coloured', fmt(t.necrotic, 0, ' %'));
    w.row('Epithelial-coloured', fmt(t.epithelial, 0, ' %'));
  } else w.row('Wound bed', 'Not measured');
  for (const flag of result.tissue_flags ?? [])
    w.text(`${flag.message} (${fmt(flag.share, 0, ' %')} of the bed)`, { indent: 10, size: 9, color: WARN });
  w.row(
    'Periwound erythema',
    result.periwound_erythema === null
      ? 'not measured'
      : `Δa* ${fmt(result.periwound_erythema, 1)} (redness is hard to see on darker skin)`,
  );
  if (a) w.row('Tissue', a.tissue.text);

  if (!a) {
    w.heading('Clinical assessment');
    w.text(
      `${NOT_AVAILABLE}: no stored clinical assessment for this analysis — infection screen, perfusion, advice and plan are not shown.`,
      { color: WARN },
    );
  } else {
    drawAssessment(w, a);
  }

  if (input.timeline) drawWoundTimeline(w, input.timeline);

  w.y -= 10;
  w.text(
    `Generated by Woundly on ${dateTime((input.generatedAt ?? new Date()).toISOString())}. Decision support for clinicians; confirm with a clinical assessment.`,
    {
      size: 8,
      color: MUTED,
    },
  );
  return Buffer.from(await doc.save());
}
