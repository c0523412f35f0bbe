import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp from '@woundcare/wound-vision/sharp';
import { formatArea, formatOutlineQuality } from '@woundcare/api-types';
import { screenLabel } from '../rules/infection-screen.ts';
import type { AnalysisResult, ThreadJson } from '../threads/thread-types.ts';
import { BRAND, INK, MUTED, PAGE, WARN, Writer } from './pdf-writer.ts';
import { drawWoundTimeline, type ReportTimeline } from './report-timeline.ts';

export interface ReportInput {
  thread: ThreadJson;
  result: AnalysisResult;
  /** the annotated PNG, else the original photo (converted) */
  annotatedPng: Buffer | null;
  photo: Buffer | null;
  generatedAt?: Date;
  /** the wound's assessments over time (table + area chart) */
  timeline?: ReportTimeline | null;
}

/**
 * DejaVu Sans (Bitstream Vera licence, shipped by the dejavu-fonts-ttf package), embedded and
 * subset: it has every glyph the report prints (Δ a* ≥ ≤ ± π → ² ·), which the PDF standard
 * fonts (WinAnsi) do not — they would print "Δa*" as "?a*".
 */
const require = createRequire(import.meta.url);
let fontBytes: Promise<[Buffer, Buffer]> | null = null;
function reportFonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
}

const fmt = (v: number | null | undefined, digits = 2, unit = '') =>
  typeof v === 'number' && Number.isFinite(v) ? `${v.toFixed(digits)}${unit}` : '—';

function dateTime(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

/** One analysis as a PDF: patient, date, annotated image, measurements, tissue, infection evidence, plan. */
export async function createReportPdf(input: ReportInput): Promise<Buffer> {
  const { thread, result } = input;
  const simulated = thread.simulated;
  const doc = await PDFDocument.create();
  const title = `${simulated ? 'Simulated wound analysis' : 'Wound analysis report'} — ${thread.patientName} — ${thread.id}`;
  doc.setTitle(title);
  doc.setSubject(`Woundly analysis ${thread.id} of ${thread.patientName}`);
  doc.setAuthor('Woundly');
  doc.setProducer('Woundly (pdf-lib)');
  doc.setCreator('Woundly');
  doc.setCreationDate(input.generatedAt ?? new Date());
  doc.registerFontkit(fontkit);
  const [regular, heavy] = await reportFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const bold = await doc.embedFont(heavy, { subset: true });
  const w = new Writer(doc, font, bold);

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
  w.row('Patient', thread.patientName);
  if (thread.woundLabel) w.row('Wound', thread.woundLabel);
  w.row('Analysis', thread.id);
  w.row(
    'Photo taken',
    `${dateTime(thread.examDate)} (exam date: ${thread.examDateSource === 'exif' ? 'from the photo' : thread.examDateSource === 'entered' ? 'entered' : 'upload time'})`,
  );
  w.row('Uploaded', dateTime(thread.uploadedAt));
  if (thread.completedAt) w.row('Analysed', dateTime(thread.completedAt));
  w.row('Processing time', `${fmt(result.processingTime, 1)} s`);
  w.row(
    'Priority',
    `${thread.priority}${result.priority_reasons?.length ? ` — ${result.priority_reasons.join('; ')}` : ''}`,
  );
  if (result.model_version) w.row('Model', result.model_version);

  // image
  let img: PDFImage | null = null;
  if (input.annotatedPng) img = await doc.embedPng(input.annotatedPng);
  else if (input.photo) {
    const jpeg = await sharp(input.photo, { failOn: 'none' })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    img = await doc.embedJpg(jpeg);
  }
  if (img) {
    w.heading(input.annotatedPng ? 'Annotated photo' : 'Photo');
    w.image(img, PAGE.width - PAGE.margin * 2, 300);
  }

  w.heading('Measurements');
  if (simulated) {
    w.row('Area (simulated)', `${fmt(result.area_cm2)} cm² — Simulated, not measured`);
  } else if (result.calibrated && result.area_cm2 !== null) {
    w.row(
      result.outline_source === 'clinician' ? 'Area (clinician-corrected outline)' : 'Area (model-traced outline)',
      formatArea(result.area_cm2, result.area_uncertainty_cm2),
    );
  } else {
    w.row('Area', 'Not calibrated — add the calibration sticker to the next photo');
  }
  w.row('Length', result.calibrated ? fmt(result.length_cm, 2, ' cm') : '—');
  w.row('Width', result.calibrated ? fmt(result.width_cm, 2, ' cm') : '—');
  w.row('Perimeter', result.calibrated ? fmt(result.perimeter_cm, 2, ' cm') : '—');
  w.row(
    'L × W estimate',
    result.calibrated ? `${fmt(result.lw_estimate_cm2, 2, ' cm²')} (overestimates the traced area)` : '—',
  );
  w.row('Ellipse estimate (π/4·L·W)', result.calibrated ? fmt(result.ellipse_estimate_cm2, 2, ' cm²') : '—');
  w.row(
    'Calibration',
    simulated
      ? 'Simulated'
      : result.calibrated
        ? `Calibrated with the 20 mm sticker (${fmt(result.pixels_per_cm, 1)} px/cm)`
        : 'Not calibrated (no sticker found)',
  );
  w.row('Outline', result.outline_source === 'clinician' ? 'Corrected by the clinician' : 'Traced by the model');
  w.row('Outline quality', simulated ? 'Simulated' : formatOutlineQuality(result.outline_quality));
  for (const reason of result.outline_quality?.reasons ?? [])
    w.text(`Review the outline: ${reason}`, { indent: 10, size: 9, color: WARN });

  w.heading('Wound bed by colour (colour-based, not a tissue diagnosis)');
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

  const screen = result.infection_screen;
  w.heading('Infection screen (NERDS / STONEES) — a screen, not a diagnosis');
  w.row('Screen', screenLabel(screen));
  if (screen.osteomyelitis_flag)
    w.text('Probes to bone: possible osteomyelitis — urgent review (IWGDF/IDSA 2023).', { bold: true, color: WARN });
  if (!screen.wound_found)
    w.text('No wound found in the photo: the photo says nothing about infection.', { color: WARN });
  const assessed = screen.signs.filter((s) => s.state !== 'not_assessed').length;
  const present = screen.signs.filter((s) => s.state === 'present').length;
  w.row(
    'Signs',
    `${present} present of ${assessed} assessed (${screen.signs.length - assessed} of ${screen.signs.length} not assessed)`,
  );
  w.row(
    'NERDS (local)',
    `${screen.nerds.present} of 5 letters present, ${screen.nerds.letters - screen.nerds.not_assessed} assessed`,
  );
  w.row(
    'STONEES (deep)',
    `${screen.stonees.present} of 7 letters present, ${screen.stonees.letters - screen.stonees.not_assessed} assessed`,
  );
  const STATE = { present: '[present]', absent: '[absent]', not_assessed: '[not assessed]' } as const;
  for (const s of screen.signs) {
    const from = s.source === 'clinician' ? 'bedside' : s.source === 'image' ? 'photo' : 'not assessed';
    w.text(
      `${STATE[s.state]} ${s.label} (${from})${s.image_evidence && s.source !== 'clinician' ? ` — ${s.image_evidence}` : ''}`,
      { indent: 10, size: 9, color: s.state === 'present' ? INK : MUTED },
    );
  }

  w.heading('Assessment');
  w.row('Severity', result.severity);
  w.text(result.description, { gap: 4 });
  if (result.warnings.length) {
    for (const warning of result.warnings) w.text(`Note: ${warning.message}`, { size: 9, color: MUTED });
  }

  w.heading('Recommendations (by etiology and findings)');
  if ((result.wound_context?.etiology ?? 'unknown') === 'unknown')
    w.text('Wound cause (etiology) not recorded: advice that depends on it says "needs assessment".', {
      size: 9,
      color: MUTED,
    });
  (result.advice ?? []).forEach((a, i) => {
    w.text(`${i + 1}. ${a.kind === 'urgent' ? 'URGENT: ' : a.kind === 'avoid' ? 'Avoid: ' : ''}${a.text}`, {
      indent: 6,
      gap: 0,
    });
    w.text(`Source: ${a.source}`, { indent: 18, size: 8, color: MUTED });
  });

  w.heading('Treatment plan');
  w.row(
    'Medications',
    result.treatmentPlan.medications.length ? result.treatmentPlan.medications.join('; ') : 'None listed',
  );
  w.row('Follow-up', result.treatmentPlan.followUp);
  result.treatmentPlan.procedures.forEach((p, i) => w.text(`${i + 1}. ${p}`, { indent: 6 }));

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
