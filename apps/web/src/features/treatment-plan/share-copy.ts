import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PatientLinkJson } from '@woundcare/api-types';

/** The words of the plan page's "Share with patient" card (workspace catalog messages). */
export const shareCopy = {
  title: msg`Share with patient`,
  intro: msg`A link the patient opens without signing in: their first name, the wound’s site, home care, materials and when to get help in plain words, in the language you choose — never the photo, MRN, birth date or your notes. It expires, and you can revoke it at any time.`,
  lasts: msg`Link lasts`,
  /** {days} */
  days: msg({ message: '{days, plural, one {# day} other {# days}}' }),
  language: msg`Patient's language`,
  /** {language} */
  preferred: msg({ message: '{language} — preferred', comment: 'language: a language name, e.g. Spanish' }),
  create: msg`Create patient link`,
  creating: msg`Creating…`,
  created: msg`New link — copy it now: it is shown only once.`,
  linkLabel: msg`Patient link`,
  copy: msg`Copy link`,
  copied: msg`Link copied.`,
  copyFailed: msg`Could not copy: select the link and copy it by hand.`,
  open: msg`Open patient page`,
  qrLabel: msg`QR code of the new patient link`,
  qrHint: msg`The patient can scan this with their phone.`,
  listTitle: msg`Links to this plan`,
  none: msg`No links yet.`,
  loadFailed: msg`Could not load the links.`,
  createdOn: msg`Created`,
  expires: msg`Expires`,
  opens: msg`Opens`,
  status: msg`Status`,
  revoke: msg`Revoke`,
  /** {created} */
  revokeLabel: msg({ message: 'Revoke the link created {created}' }),
  revoked: msg`Link revoked: it no longer opens.`,
  /** {message} */
  failed: msg({ message: 'Could not do that: {message}' }),
  statusWords: {
    active: msg`Active`,
    expired: msg`Expired`,
    revoked: msg`Revoked`,
  } satisfies Record<PatientLinkJson['status'], MessageDescriptor>,
} as const;
