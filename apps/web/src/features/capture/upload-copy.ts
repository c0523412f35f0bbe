import { msg } from '@lingui/core/macro';

/** The words of the Upload Images tab around its form (workspace catalog messages, read with say()). */
export const uploadCopy = {
  title: msg`Upload Images`,
  intro: msg`Start an analysis: the photo is measured on the server and the result opens in the Analysis tab.`,
  formTitle: msg`Create New Analysis`,
  woundNotFound: msg`The wound this address names was not found in your active team. Choose the patient and wound below.`,
  image: msg`Wound image`,
  imageHint: msg`Any image type. Include the calibration sticker for a measured area.`,
  chooseFirst: msg`Choose the patient and the wound (or enter a new patient) first: the photo is filed under that wound.`,
  chosenPhoto: msg({ message: 'Chosen photo: {name}', comment: 'name: the photo’s file name' }),
  noImage: msg`No image chosen yet`,
  small: msg({
    message:
      'This photo is {width} × {height} px, below the recommended minimum of {minWidth} × {minHeight}. Measurements may be less reliable.',
  }),
  analyzing: msg`Analyzing...`,
  start: msg`Start Analysis`,
  /** who the camera view and the queue name before the record gives a name */
  chosenPatient: msg`Chosen patient`,
  chosenWound: msg`Chosen wound`,
  newPatientLabel: msg({ message: '{name} (new patient)', comment: 'name: the new patient’s name as typed' }),
  // the panels beside and under the form
  guidelinesTitle: msg`Upload guidelines`,
  printSticker: msg`Print the calibration sticker`,
  recentTitle: msg`Recent Assessments`,
  loading: msg`Loading analyses…`,
  noRecent: msg`No assessments yet`,
  noRecentText: msg`Upload a photo above to start your first analysis.`,
  recentLine: msg({
    message: '{status} · exam {date} · {id}',
    comment: 'status: the analysis status; date: exam date and time; id: the analysis id',
  }),
  view: msg({ message: 'View analysis of {patient}, exam {date}', comment: 'date: exam date and time' }),
} as const;
