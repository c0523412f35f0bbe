import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EhrClientType } from '@woundcare/api-types';

/** The words of the EHR screens (workspace catalog messages). */
export const EHR_COPY = {
  connectionsTitle: msg`EHR connections (SMART on FHIR)`,
  connectionsIntro: msg`Register each EHR the team launches the app from. A launch naming any other EHR is refused. Register the launch and redirect addresses below with the EHR vendor.`,
  noConnections: msg`No EHR is connected to this team yet.`,
  adminOnly: msg`Only the team's owners and admins register EHR connections.`,
  connect: msg`Connect to the chart`,
  sendOnConfirmLabel: msg`Send each assessment to the chart when it is confirmed`,
  sendOnConfirmHint: msg`For patients linked to this EHR, confirming an assessment queues it as “Send to chart” does, with the confirming member's chart sign-in.`,
  sendsOnConfirm: msg`Sends each assessment to the chart when it is confirmed.`,
  sendToChart: msg`Send to chart`,
  sending: msg`Sending…`,
  retry: msg`Retry`,
  /** {name} */
  chartName: msg({ message: 'Chart: {name}.', comment: 'Read by screen readers; name: the EHR connection' }),
  inChart: msg`In the chart`,
  inChartAmended: msg`In the chart (amended)`,
  queued: msg`Queued`,
  /** {time} */
  queuedNext: msg({ message: 'Queued — next try at {time}', comment: 'time: a time of day, e.g. 14:05' }),
  /** {reason} */
  failed: msg({ message: 'Failed: {reason}', comment: 'reason: why the chart write failed, in the server’s words' }),
  failedUnknown: msg`Failed: the chart could not be written`,
  opening: msg`Opening the chart…`,
  confirmTitle: msg`Create this patient in Woundly?`,
  confirmIntro: msg`No patient here holds this chart yet. These details come from the EHR:`,
  createPatient: msg`Create patient`,
  creating: msg`Creating…`,
  cancel: msg`Cancel`,
} as const;

/** The connections card's words. */
export const CONNECTIONS_COPY = {
  /** {name} */
  confirmRemove: msg({ message: "Remove the connection to {name}? Its members' chart sign-ins go with it." }),
  loading: msg`Loading the EHR connections…`,
  loadFailed: msg`The EHR connections could not be loaded.`,
  client: msg`Client`,
  /** {user} */
  youAre: msg({
    message: 'You are {user} in this EHR.',
    comment: 'user: the clinician’s FHIR user, e.g. Practitioner/123',
  }),
  edit: msg`Edit`,
  remove: msg`Remove`,
  launchUrl: msg`Launch URL`,
  redirectUrl: msg`Redirect URL`,
  scopes: msg`Scopes`,
  /** {name} */
  saved: msg({ message: 'Saved the connection to {name}.' }),
  add: msg`Add an EHR connection`,
  saveFailed: msg`The connection could not be saved.`,
  change: msg`Change the connection`,
  new: msg`New EHR connection`,
  name: msg`Name`,
  issuer: msg`FHIR base URL (iss)`,
  issuerHint: msg`Only a launch naming exactly this address is accepted.`,
  clientId: msg`Client ID`,
  clientType: msg`Client type`,
  secret: msg`Client secret`,
  secretKeep: msg`Client secret (leave empty to keep the stored one)`,
  key: msg`Private key, PKCS#8 PEM (RSA or P-384)`,
  keyKeep: msg`Private key, PKCS#8 PEM (leave empty to keep the stored one)`,
  saving: msg`Saving…`,
  save: msg`Save connection`,
  cancel: msg`Cancel`,
} as const;

/** The launch pages' words. */
export const LAUNCH_COPY = {
  title: msg`Open from the chart`,
  failed: msg`The launch failed.`,
  toWorkspace: msg`Go to the workspace`,
  needsParams: msg`This address is opened by an EHR: it needs the EHR's iss and launch.`,
  name: msg`Name`,
  born: msg`Born`,
  mrn: msg`MRN`,
  notGiven: msg`not given`,
} as const;

export const CLIENT_TYPE_OPTIONS: readonly { value: EhrClientType; label: MessageDescriptor }[] = [
  { value: 'public', label: msg`Public client (PKCE only)` },
  { value: 'client-secret', label: msg`Confidential: client secret` },
  { value: 'private-key-jwt', label: msg`Confidential: private_key_jwt (signed assertion)` },
];

/** What a refused launch or write means for the clinician, by the server's code. */
export const LAUNCH_ERROR_HINTS: Partial<Record<string, MessageDescriptor>> = {
  EHR_STATE_INVALID: msg`Open the app from the chart again.`,
  EHR_FHIR_USER_NOT_MEMBER: msg`Sign in here as the same person who is signed in to the EHR.`,
  EHR_TOKEN_EXPIRED: msg`Open the app from the chart again to renew the sign-in.`,
  EHR_ADDRESS_NOT_ALLOWED: msg`Ask a team admin to register the EHR at its public https address.`,
  EHR_AUTHORIZATION_FAILED: msg`The EHR refused the sign-in. Try again, or ask the EHR team to check the app registration.`,
};
