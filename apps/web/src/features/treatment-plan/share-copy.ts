import type { PatientLinkJson, PatientLinkDays } from '@woundcare/api-types';

/** The words of the plan page's "Share with patient" card. */
export const shareCopy = {
  title: 'Share with patient',
  intro:
    'A link the patient opens without signing in: their first name, the wound’s site, home care, materials and when to get help in plain words — never the photo, MRN, birth date or your notes. It expires, and you can revoke it at any time.',
  lasts: 'Link lasts',
  days: (d: PatientLinkDays) => `${d} days`,
  create: 'Create patient link',
  creating: 'Creating…',
  created: 'New link — copy it now: it is shown only once.',
  linkLabel: 'Patient link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it by hand.',
  open: 'Open patient page',
  qrLabel: 'QR code of the new patient link',
  qrHint: 'The patient can scan this with their phone.',
  listTitle: 'Links to this plan',
  none: 'No links yet.',
  loadFailed: 'Could not load the links.',
  createdOn: 'Created',
  expires: 'Expires',
  opens: 'Opens',
  status: 'Status',
  revoke: 'Revoke',
  revokeLabel: (created: string) => `Revoke the link created ${created}`,
  revoked: 'Link revoked: it no longer opens.',
  failed: (message: string) => `Could not do that: ${message}`,
  statusWords: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<
    PatientLinkJson['status'],
    string
  >,
} as const;
