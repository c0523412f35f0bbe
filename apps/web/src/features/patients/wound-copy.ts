import { msg } from '@lingui/core/macro';

/** The wound page's words (workspace catalog messages). */
export const woundCopy = {
  /** {date} */
  openAssessment: msg({ message: 'Open the assessment of {date}', comment: 'date: the exam’s date and time' }),
  dateExif: msg`Date from the photo (EXIF)`,
  dateEntered: msg`Date entered`,
  dateUpload: msg`Upload time`,
  notMeasured: msg`Not measured`,
  notAvailable: msg`Assessment not available yet`,
  /** {total} */
  pushTotal: msg({ message: 'PUSH total {total} / 17', comment: 'the PUSH tool’s score out of 17' }),
  /** {depth} */
  depth: msg({ message: 'Depth {depth} cm (entered)' }),
  /** {status} {name} */
  outlineBy: msg({
    message: '{status} by {name}',
    comment: 'status: the outline’s status, e.g. Outline confirmed; name: the clinician who confirmed it',
  }),
  /** {id} */
  confirmLabel: msg({ message: 'Confirm the outline of {id}', comment: 'id: the assessment’s id' }),
  confirm: msg`Confirm`,
  /** {id} */
  adjustLabel: msg({ message: 'Adjust the outline of {id}', comment: 'id: the assessment’s id' }),
  adjust: msg`Adjust`,
  newBaseline: msg`New baseline (e.g. after debridement)`,
  facts: msg`Wound facts`,
  abpi: msg`ABPI`,
  tbi: msg`TBI`,
  potential: msg`Healing potential`,
  notAssessed: msg`Not assessed`,
  onset: msg`Onset`,
  notFound: msg`Wound not found`,
  notFoundText: msg`No wound of your active team's patients has this address. It may have been removed.`,
  allPatients: msg`All patients`,
  window: msg({ message: 'Day 21–35', comment: 'the 4-week check’s window on the area chart, in days from baseline' }),
  patient: msg`Patient`,
  wound: msg`Wound`,
  addPhoto: msg`Add photo`,
  edit: msg`Edit wound details`,
  fhir: msg`FHIR export (all assessments)`,
  /** {message} */
  loadFailed: msg({ message: 'Could not load the wound: {message}' }),
  details: msg`Wound details`,
  detailsHint: msg`The treatment advice of every assessment of this wound is derived again from these facts.`,
  saveDetails: msg`Save details`,
  areaTitle: msg`Wound area by exam date`,
  theWound: msg({ message: 'the wound', comment: 'stands for the wound’s name in "Wound area of … over time"' }),
  /** {count} */
  excluded: msg({ message: '{count} assessment(s) with no measured area are not charted (not measured, never 0).' }),
  fourWeek: msg`4-week check`,
  sinceBaseline: msg`Since baseline`,
  edgeAdvance: msg`Edge advance (Gilman)`,
  /** {cm} */
  perWeek: msg({ message: '{cm} cm/week' }),
  timeline: msg`Assessment timeline`,
  assessments: msg`Assessments`,
  loading: msg`Loading assessments…`,
  none: msg`No assessments yet`,
  firstPhoto: msg`Take or upload the first photo of this wound`,
} as const;
