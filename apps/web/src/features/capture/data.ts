import { Camera, Layers, RotateCcw, ScanLine, Sun } from 'lucide-react';

/** Photo guidelines of the upload tab (docs/spec-notes.md#tab-contents, with the calibration sticker as the scale). */
export const guidelines = [
  {
    id: 'resolution',
    icon: Camera,
    title: 'High resolution',
    text: 'At least 1024 × 768 pixels; a phone camera at full resolution is ideal.',
  },
  {
    id: 'light',
    icon: Sun,
    title: 'Good lighting and focus',
    text: 'Even, diffuse light without flash glare; hold still until the wound edge is sharp.',
  },
  {
    id: 'sticker',
    icon: ScanLine,
    title: 'Calibration sticker in frame',
    text: 'Place the printed sticker on intact skin beside the wound, in the same plane. Without it no area in cm² is reported.',
  },
  {
    id: 'angle',
    icon: RotateCcw,
    title: 'Square to the wound',
    text: 'Shoot straight on, about 20–30 cm away; take several angles for the record if the wound is deep.',
  },
  {
    id: 'whole',
    icon: Layers,
    title: 'Whole wound visible',
    text: 'Keep the entire wound edge and some surrounding skin inside the picture.',
  },
] as const;

/** The bedside infection checklist at upload (each sign present, absent or not assessed; the photo's own signs are added by the engine). */
export const bedsideCopy = {
  /** the instruments the checklist shows: a diabetic foot ulcer's IWGDF/IDSA items come first */
  summary: (dfu: boolean) =>
    `Bedside infection signs (${dfu ? 'IWGDF/IDSA and NERDS / STONEES' : 'NERDS / STONEES'}, optional)`,
  help: 'Without bedside signs the infection screen stays "indeterminate — bedside assessment needed": a photo shows at most debris, bright-red granulation, erythema and a size change. You can also fill this in on the result.',
} as const;

/** The words of the patient and wound chooser (the photo goes where the clinician chose, never where a name matched). */
export const pickerCopy = {
  patientStep: '1. Patient',
  woundStep: '2. Wound',
  searchLabel: 'Find the patient',
  searchHint: 'Name, MRN or birth date (YYYY-MM-DD).',
  resultsLabel: 'Matching patients',
  searchFailed: 'Could not search the patients. Try again, or enter a new patient.',
  noPatients: 'No patients yet: enter a new patient.',
  noMatch: (q: string) => `No patient matches “${q}”.`,
  noIdentifiers: 'no MRN or birth date',
  wounds: (n: number) => `${n} ${n === 1 ? 'wound' : 'wounds'}`,
  newPatient: 'New patient',
  newPatientChosen: 'New patient',
  changePatient: 'Change patient',
  nameLabel: 'Patient name',
  mrnLabel: 'MRN (optional)',
  birthDateLabel: 'Birth date (optional)',
  namesake: (n: number) =>
    `${n === 1 ? 'A patient' : `${n} patients`} with this name ${n === 1 ? 'is' : 'are'} already on your list. This photo will start a new patient; to add it to theirs, choose Change patient and find them.`,
  woundHint: 'Choose the wound this photo shows, or start a new wound.',
  woundsFailed: 'Could not read this patient’s wounds.',
  newWound: 'New wound',
  woundFacts: (w: { status: string; assessmentCount: number; latestExamDate: string | null }) =>
    [
      w.status === 'open' ? 'Open' : w.status === 'healed' ? 'Healed' : 'Closed',
      `${w.assessmentCount} ${w.assessmentCount === 1 ? 'visit' : 'visits'}`,
      w.latestExamDate && `last ${w.latestExamDate.slice(0, 10)}`,
    ]
      .filter(Boolean)
      .join(' · '),
  dateConflict: (other: string, sameDay: boolean) =>
    sameDay
      ? `This wound already has a visit on ${other}. File this photo as another visit of that day?`
      : `This photo’s exam date is before the wound’s visit of ${other}. File it as an earlier visit?`,
  fileAnyway: 'File it anyway',
  changeDate: 'Change date',
  identifierTaken: 'Another of your patients already has this MRN. Choose Change patient and find them by MRN.',
} as const;
