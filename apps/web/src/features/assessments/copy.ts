import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InfectionJson, InfectionSignRow } from '@woundcare/api-types';

/**
 * The words of the Analysis tab and its result screen (workspace catalog messages, read with
 * say()). The clinical words themselves (priority, advice, measurement and screen texts, sign
 * labels) are the server's and are shown as it sends them.
 */

/** Wording of the result page's safety parts: a screen, not a diagnosis; say what was measured. */
export const SCREEN_COPY = {
  title: msg({ message: 'Infection screen ({instrument})', comment: 'instrument: e.g. NERDS/STONEES' }),
  basis: {
    'NERDS/STONEES': msg`3 or more signs of either list is positive; negative only when 3 cannot be reached (Woo & Sibbald 2009). A screen, not a diagnosis.`,
    'IWGDF/IDSA': msg`Diabetic foot: infected with 2 or more local signs; the grade rises with erythema > 2 cm or deeper tissue, systemic signs, or osteomyelitis (IWGDF/IDSA 2023).`,
  } satisfies Record<InfectionJson['instrument'], MessageDescriptor>,
  grade: msg({ message: 'IWGDF/IDSA grade: {grade}', comment: 'grade: 1 to 4' }),
  gradeAtLeast: msg({ message: 'IWGDF/IDSA grade: at least {grade}', comment: 'grade: 1 to 4' }),
  assessed: msg({
    message: '{assessed} of {total} items assessed.',
    comment: 'infection screen items answered so far, of all its items',
  }),
  toAssess: msg`Still to assess at the bedside`,
  osteomyelitis: msg`Osteomyelitis suspected (probe to bone) — see the advice.`,
  skinTone: msg`Erythema: redness is hard to see on darker skin, so a photo that shows none does not rule it out — check warmth, induration and colour at the bedside.`,
  signs: msg`Infection signs`,
  edit: msg`Edit bedside signs`,
  save: msg`Save and re-assess`,
  saving: msg`Saving…`,
  cancel: msg`Cancel`,
  saveFailed: msg`The signs could not be saved.`,
  /** where a sign's answer came from (shown capitalised, before the evidence) */
  source: {
    clinician: msg`at the bedside`,
    photo: msg`from the photo`,
    history: msg`from earlier visits`,
    none: null,
  } satisfies Record<InfectionSignRow['source'], MessageDescriptor | null>,
} as const;

export const RESULT_COPY = {
  quality: msg({ message: 'Outline quality {quality}', comment: 'quality: e.g. 82 %, or Clinician-traced' }),
  qualityNotMeasured: msg`Outline quality not measured (this analysis did not report it)`,
  tissueTitle: msg`Wound bed by colour (hint)`,
  tissueNote: msg`Colour-based shares of the outlined bed (white-balanced on the sticker when present): a hint for the clinician, not a tissue diagnosis.`,
  tissue: {
    granulation: msg`Granulation-coloured`,
    slough: msg`Slough-coloured`,
    necrotic: msg`Necrotic (black / brown / tan)`,
    epithelial: msg`Epithelial-coloured`,
  },
  flags: msg`Flags`,
  hint: msg`Hint:`,
  adviceTitle: msg`Recommendations by etiology and findings`,
  etiologyUnknown: msg`The wound’s cause (etiology) is not recorded: advice that depends on it says “needs assessment”.`,
  uploadedPhoto: msg`Uploaded photo`,
  photoAlt: msg({ message: 'Uploaded photo of {patient}’s wound', comment: 'patient: the patient’s name' }),
  annotatedAlt: msg({
    message: 'Annotated photo of {patient}’s wound with the traced outline',
    comment: 'patient: the patient’s name',
  }),
  simulatedTitle: msg`Simulated analysis.`,
  simulatedText: msg`The analysis engine was unavailable, so these figures are demo values, not a measurement of this photo.`,
  drawOutline: msg`Draw the outline`,
  adjustOutline: msg`Adjust outline`,
  sinceLastVisit: msg`Since the last visit:`,
  assessment: msg`Assessment`,
  processedIn: msg({ message: 'Processed in {time}', comment: 'time: e.g. 4.3s' }),
  viewPlan: msg`View Treatment Plan`,
} as const;

/** The measurement panel: the stored area and its range, length × width and the ruler estimates. */
export const MEASUREMENT_COPY = {
  woundArea: msg`Wound area`,
  notMeasured: msg`Wound area: not measured`,
  sticker: msg`Get the printable calibration sticker`,
  noRange: msg`(no range reported for this analysis)`,
  perimeter: msg({ message: 'perimeter {perimeter}', comment: 'perimeter: e.g. 8.2 cm' }),
  lengthWidth: msg({ message: 'Length {length} × width {width}', comment: 'length, width: e.g. 3.0 cm' }),
  whyCheck: msg`Why to check the outline`,
  lwEstimate: msg`Length × width estimate`,
  ellipseEstimate: msg`Ellipse estimate`,
  versusTraced: msg({
    message: '({difference} vs traced)',
    comment: 'difference: the estimate against the traced area, e.g. +38 %',
  }),
  rulerNote: msg`Ruler estimates are shown for comparison with paper charts: length × width overestimates the true area by about 41 % (Rogers et al., 2010), the ellipse formula (π/4 · L · W) much less.`,
} as const;

/** The Analysis tab: the assessment cards, progress, failure and confirmation around the result. */
export const ANALYSIS_COPY = {
  title: msg`Analysis Results`,
  intro: msg`Open an analysis to see its measurements, assessment and next steps.`,
  notFound: msg`Assessment not found`,
  notFoundText: msg({
    message: 'Your active team has no assessment {id}. It may have been deleted.',
    comment: 'id: the assessment id from the address',
  }),
  all: msg`All analyses`,
  noImage: msg`No Image Uploaded`,
  noImageText: msg`Upload a wound photo to see its measurements and assessment here.`,
  upload: msg`Upload Image`,
  loadFailed: msg({ message: 'Could not load analyses: {error}', comment: 'error: why, in English' }),
  assessments: msg`Assessments`,
  examLine: msg({ message: 'exam {date} · {id}', comment: 'date: exam date and time; id: the analysis id' }),
  trend: msg`Wound trend`,
  failed: msg`Analysis failed`,
  notCompleted: msg`The analysis could not be completed.`,
  failedText: msg({
    message: '{error} Retry runs it again on the stored photo.',
    comment: 'error: why the analysis failed, a sentence',
  }),
  // the progress view
  step: msg({ message: 'Step {step} of {steps}', comment: 'the analysis stage under way, of all its stages' }),
  inProgress: msg`Analysis in progress`,
  inProgressText: msg`The result appears here as soon as the last stage finishes.`,
  done: msg`Done`,
  // one assessment's card
  card: {
    failed: msg`Something went wrong`,
    exam: msg({ message: 'Exam {date} · {status}', comment: 'date: exam date and time; status: e.g. Completed' }),
    priorityOf: msg({ message: 'Priority of {patient}’s analysis', comment: 'patient: the patient’s name' }),
    priorities: { low: msg`Low`, medium: msg`Medium`, high: msg`High` },
    deleteLabel: msg({ message: 'Delete {patient}’s analysis', comment: 'patient: the patient’s name' }),
    deleteTitle: msg`Delete this analysis?`,
    deleteText: msg({
      message:
        'The photo, outline and results of {patient}’s analysis from {date} move to the team’s trash; an owner or admin can restore them until they are removed for good.',
      comment: 'patient: the patient’s name; date: when the photo was uploaded',
    }),
    cancel: msg`Cancel`,
    deleting: msg`Deleting…`,
    delete: msg`Delete`,
  },
  // retry of a failed analysis
  attempt: msg({ message: 'Attempt {attempt}', comment: 'attempt: how many times the photo was analysed, 2 or more' }),
  retryLabel: msg({
    message: 'Retry the analysis of {patient} ({id})',
    comment: 'patient: the patient’s name; id: the analysis id',
  }),
  retrying: msg`Retrying…`,
  retry: msg`Retry`,
  // the outline's confirmation
  confirmed: msg`Outline confirmed`,
  confirmedBy: msg({ message: 'Outline confirmed by {by}', comment: 'by: the clinician' }),
  confirmedAt: msg({ message: 'Outline confirmed, {date}', comment: 'date: when' }),
  confirmedByAt: msg({ message: 'Outline confirmed by {by}, {date}', comment: 'by: the clinician; date: when' }),
  confirm: msg`Confirm outline`,
  confirmWait: msg`Save or cancel your outline first.`,
} as const;

/** The bedside exam panel: undermining, tunnelling, periwound skin, pain and dressing. */
export const EXAM_COPY = {
  title: msg`Bedside exam`,
  states: {
    not_assessed: msg`Not assessed`,
    none: msg`None found`,
    present: msg`Present`,
  },
  clock: msg({ message: "{hour} o'clock", comment: 'hour: 1 to 12, a position on the wound seen as a clock face' }),
  undermining: msg`Undermining`,
  underminingFrom: msg({ message: 'Undermining {n} from', comment: 'n: which undermined stretch, 1, 2, …' }),
  underminingTo: msg({ message: 'Undermining {n} to', comment: 'n: which undermined stretch, 1, 2, …' }),
  underminingDepth: msg({ message: 'Undermining {n} depth (cm)', comment: 'n: which undermined stretch, 1, 2, …' }),
  removeUndermining: msg({ message: 'Remove undermining {n}', comment: 'n: which undermined stretch, 1, 2, …' }),
  anotherUndermining: msg`Another undermined stretch`,
  tunnelling: msg`Tunnelling`,
  tunnelAt: msg({ message: 'Tunnel {n} at', comment: 'n: which tunnel, 1, 2, …' }),
  tunnelLength: msg({ message: 'Tunnel {n} length (cm)', comment: 'n: which tunnel, 1, 2, …' }),
  removeTunnel: msg({ message: 'Remove tunnel {n}', comment: 'n: which tunnel, 1, 2, …' }),
  anotherTunnel: msg`Another tunnel`,
  periwound: msg`Periwound skin`,
  periwoundNotAssessed: msg`Periwound skin not assessed`,
  pain: msg`Pain (0–10, the patient's own rating)`,
  notAsked: msg`Not asked`,
  dressing: msg`Dressing applied`,
  dressingExample: msg`e.g. calcium alginate, foam border`,
  saveFailed: msg`The bedside exam could not be saved. Try again.`,
  saving: msg`Saving…`,
  save: msg`Save bedside exam`,
  cancel: msg`Cancel`,
  edit: msg`Edit bedside exam`,
  record: msg`Record bedside exam`,
} as const;
