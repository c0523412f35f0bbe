import { msg } from '@lingui/core/macro';

/** The patient list's words (workspace catalog messages). */
export const patientListCopy = {
  add: msg`Add patient`,
  saving: msg`Saving…`,
  save: msg`Save patient`,
  cancel: msg`Cancel`,
  title: msg`Patient Management`,
  description: msg`Your patients, their wounds and each wound's assessments over time.`,
  search: msg`Search patients`,
  searchPlaceholder: msg`Name or identifier`,
  /** {message} */
  loadFailed: msg({ message: 'Could not load patients: {message}' }),
  loading: msg`Loading patients…`,
  noMatch: msg`No patient matches`,
  noMatchHint: msg`Try another name or identifier.`,
  none: msg`No patients yet`,
  noneHint: msg`Add a patient, or upload a photo with a patient name.`,
  /** {identifier} */
  mrn: msg({ message: 'MRN {identifier}' }),
  noIdentifier: msg`No identifier`,
  /** {wounds} {assessments} */
  counts: msg({
    message:
      '{wounds, plural, one {# wound} other {# wounds}} · {assessments, plural, one {# assessment} other {# assessments}}',
  }),
  /** {wounds} {assessments} {date} */
  countsLast: msg({
    message:
      '{wounds, plural, one {# wound} other {# wounds}} · {assessments, plural, one {# assessment} other {# assessments}} · last {date}',
    comment: 'date: the latest exam’s date and time',
  }),
};
