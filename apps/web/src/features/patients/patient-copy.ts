import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WoundStatus } from '@woundcare/api-types';

/** The patient page's words (workspace catalog messages). */
export const patientCopy = {
  addWound: msg`Add wound`,
  saveWound: msg`Save wound`,
  notFound: msg`Patient not found`,
  notFoundText: msg`No patient of your active team has this address. It may have been removed.`,
  allPatients: msg`All patients`,
  patient: msg`Patient`,
  /** {identifier} */
  mrn: msg({ message: 'MRN {identifier}' }),
  noIdentifier: msg`No identifier`,
  /** {date} */
  born: msg({ message: 'born {date}', comment: 'date: the birth date; follows "MRN …" after a ·' }),
  /** {message} */
  loadFailed: msg({ message: 'Could not load the patient: {message}' }),
  newWound: msg`New wound`,
  noWounds: msg`No wounds yet`,
  noWoundsHint: msg`Add a wound, then take or upload its first photo.`,
  latestArea: msg`Latest area`,
  sincePrevious: msg`Since previous`,
  fourWeek: msg`4-week check`,
  /** {count} */
  assessments: msg({ message: '{count, plural, one {# assessment} other {# assessments}}' }),
  /** {count} {date} */
  assessmentsLast: msg({
    message: '{count, plural, one {# assessment} other {# assessments}} · last exam {date}',
  }),
  addPhoto: msg`Add photo`,
  /** {wound} */
  addPhotoLabel: msg({ message: 'Add a photo of {wound}', comment: 'wound: the wound’s label, e.g. Left heel' }),
  openWound: msg`Open wound`,
  /** {wound} */
  openWoundLabel: msg({ message: 'Open {wound}', comment: 'wound: the wound’s label, e.g. Left heel' }),
};

export const STATUS_WORDS: Record<WoundStatus, MessageDescriptor> = {
  open: msg`Open`,
  healed: msg`Healed`,
  closed: msg`Closed`,
};
