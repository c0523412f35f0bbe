import { msg } from '@lingui/core/macro';
import { Camera, Layers, RotateCcw, ScanLine, Sun } from 'lucide-react';

/** Photo guidelines of the upload tab (docs/spec-notes.md#tab-contents, with the calibration sticker as the scale); workspace catalog messages, read with say(). */
export const guidelines = [
  {
    id: 'resolution',
    icon: Camera,
    title: msg`High resolution`,
    text: msg`At least 1024 × 768 pixels; a phone camera at full resolution is ideal.`,
  },
  {
    id: 'light',
    icon: Sun,
    title: msg`Good lighting and focus`,
    text: msg`Even, diffuse light without flash glare; hold still until the wound edge is sharp.`,
  },
  {
    id: 'sticker',
    icon: ScanLine,
    title: msg`Calibration sticker in frame`,
    text: msg`Place the printed sticker on intact skin beside the wound, in the same plane. Without it no area in cm² is reported.`,
  },
  {
    id: 'angle',
    icon: RotateCcw,
    title: msg`Square to the wound`,
    text: msg`Shoot straight on, about 20–30 cm away; take several angles for the record if the wound is deep.`,
  },
  {
    id: 'whole',
    icon: Layers,
    title: msg`Whole wound visible`,
    text: msg`Keep the entire wound edge and some surrounding skin inside the picture.`,
  },
] as const;

/** The bedside infection checklist at upload (each sign present, absent or not assessed; the photo's own signs are added by the engine). */
export const bedsideCopy = {
  /** the instruments the checklist shows: a diabetic foot ulcer's IWGDF/IDSA items come first */
  summaryDfu: msg`Bedside infection signs (IWGDF/IDSA and NERDS / STONEES, optional)`,
  summary: msg`Bedside infection signs (NERDS / STONEES, optional)`,
  assessed: msg({ message: '{count} assessed', comment: 'count: bedside signs answered so far' }),
  help: msg`Without bedside signs the infection screen stays "indeterminate — bedside assessment needed": a photo shows at most debris, bright-red granulation, erythema and a size change. You can also fill this in on the result.`,
} as const;

/** The words of the patient and wound chooser (the photo goes where the clinician chose, never where a name matched). */
export const pickerCopy = {
  patientStep: msg`1. Patient`,
  woundStep: msg`2. Wound`,
  searchLabel: msg`Find the patient`,
  searchHint: msg`Name, MRN or birth date (YYYY-MM-DD).`,
  resultsLabel: msg`Matching patients`,
  searchFailed: msg`Could not search the patients. Try again, or enter a new patient.`,
  noPatients: msg`No patients yet: enter a new patient.`,
  noMatch: msg({ message: 'No patient matches “{query}”.', comment: 'query: the search as typed' }),
  noIdentifiers: msg`no MRN or birth date`,
  mrn: msg({ message: 'MRN {identifier}', comment: 'identifier: the patient’s medical record number' }),
  born: msg({ message: 'born {date}', comment: 'date: the birth date, YYYY-MM-DD' }),
  wounds: msg({ message: '{count, plural, one {# wound} other {# wounds}}' }),
  newPatient: msg`New patient`,
  newPatientChosen: msg`New patient`,
  changePatient: msg`Change patient`,
  nameLabel: msg`Patient name`,
  mrnLabel: msg`MRN (optional)`,
  birthDateLabel: msg`Birth date (optional)`,
  namesake: msg({
    message:
      '{count, plural, one {A patient with this name is already on your list.} other {# patients with this name are already on your list.}} This photo will start a new patient; to add it to theirs, choose Change patient and find them.',
  }),
  woundHint: msg`Choose the wound this photo shows, or start a new wound.`,
  woundsFailed: msg`Could not read this patient’s wounds.`,
  newWound: msg`New wound`,
  /** a wound's facts, joined by " · " */
  woundStatus: { open: msg`Open`, healed: msg`Healed`, closed: msg`Closed` },
  visits: msg({ message: '{count, plural, one {# visit} other {# visits}}' }),
  lastVisit: msg({ message: 'last {date}', comment: 'date: the latest exam date, YYYY-MM-DD' }),
  siteLabel: msg`Body site (new wound)`,
  causeLabel: msg`Cause (new wound)`,
  examDate: msg`Exam date`,
  examDateHint: msg`Optional: the photo's own date is used when it has one; else this, else today.`,
  depth: msg`Depth (cm)`,
  exudate: msg`Exudate`,
  sameDayConflict: msg({
    message: 'This wound already has a visit on {date}. File this photo as another visit of that day?',
    comment: 'date: the other visit’s exam date',
  }),
  earlierConflict: msg({
    message: 'This photo’s exam date is before the wound’s visit of {date}. File it as an earlier visit?',
    comment: 'date: the other visit’s exam date',
  }),
  fileAnyway: msg`File it anyway`,
  changeDate: msg`Change date`,
  identifierTaken: msg`Another of your patients already has this MRN. Choose Change patient and find them by MRN.`,
} as const;
