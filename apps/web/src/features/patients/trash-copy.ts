import { msg } from '@lingui/core/macro';

/** The trash's words (workspace catalog messages). */
export const trashCopy = {
  /** {wounds} {assessments} */
  patient: msg({
    message:
      'Patient with {wounds, plural, one {# wound} other {# wounds}} and {assessments, plural, one {# assessment} other {# assessments}}',
  }),
  /** {identifier} {wounds} {assessments} */
  patientMrn: msg({
    message:
      'Patient (MRN {identifier}) with {wounds, plural, one {# wound} other {# wounds}} and {assessments, plural, one {# assessment} other {# assessments}}',
  }),
  assessment: msg`Assessment`,
  /** {date} */
  assessmentOf: msg({ message: 'Assessment of {date}', comment: 'date: the exam’s date and time' }),
  /** {date} */
  deleted: msg({ message: 'deleted {date}', comment: 'follows "Patient with …" or "Assessment of …" after a ·' }),
  /** {date} {name} */
  deletedBy: msg({
    message: 'deleted {date} by {name}',
    comment: 'follows "Patient with …" or "Assessment of …" after a ·; name: a team member',
  }),
  /** {date} */
  purge: msg({ message: 'Removed for good on {date}' }),
  /** {title} */
  restoreLabel: msg({
    message: 'Restore {title}',
    comment: 'title: the patient, or the patient · wound · assessment id',
  }),
  restoring: msg`Restoring…`,
  restore: msg`Restore`,
  allPatients: msg`All patients`,
  title: msg`Trash`,
  /** {days} */
  description: msg({
    message:
      'Deleted patients and assessments stay here for {days, plural, one {# day} other {# days}}, then their records and photos are removed for good.',
  }),
  descriptionLoading: msg`Deleted patients and assessments, until they are removed for good.`,
  /** {message} */
  loadFailed: msg({ message: 'Could not load the trash: {message}' }),
  failed: msg`failed`,
  loading: msg`Loading the trash…`,
  empty: msg`The trash is empty`,
  emptyHint: msg`Deleted patients and assessments appear here.`,
};
