import type { EhrClientType } from '@woundcare/api-types';

/** The words of the EHR screens. */
export const EHR_COPY = {
  connectionsTitle: 'EHR connections (SMART on FHIR)',
  connectionsIntro:
    'Register each EHR the team launches the app from. A launch naming any other EHR is refused. Register the launch and redirect addresses below with the EHR vendor.',
  noConnections: 'No EHR is connected to this team yet.',
  adminOnly: "Only the team's owners and admins register EHR connections.",
  connect: 'Connect to the chart',
  sendOnConfirmLabel: 'Send each assessment to the chart when it is confirmed',
  sendOnConfirmHint:
    "For patients linked to this EHR, confirming an assessment queues it as “Send to chart” does, with the confirming member's chart sign-in.",
  sendsOnConfirm: 'Sends each assessment to the chart when it is confirmed.',
  sendToChart: 'Send to chart',
  retry: 'Retry',
  inChart: 'In the chart',
  queued: 'Queued',
  failed: 'Failed',
  amended: 'amended',
  opening: 'Opening the chart…',
  confirmTitle: 'Create this patient in Woundly?',
  confirmIntro: 'No patient here holds this chart yet. These details come from the EHR:',
  createPatient: 'Create patient',
  cancel: 'Cancel',
} as const;

export const CLIENT_TYPE_OPTIONS: readonly { value: EhrClientType; label: string }[] = [
  { value: 'public', label: 'Public client (PKCE only)' },
  { value: 'client-secret', label: 'Confidential: client secret' },
  { value: 'private-key-jwt', label: 'Confidential: private_key_jwt (signed assertion)' },
];

/** What a refused launch or write means for the clinician, by the server's code. */
export const LAUNCH_ERROR_HINTS: Partial<Record<string, string>> = {
  EHR_STATE_INVALID: 'Open the app from the chart again.',
  EHR_FHIR_USER_NOT_MEMBER: 'Sign in here as the same person who is signed in to the EHR.',
  EHR_TOKEN_EXPIRED: 'Open the app from the chart again to renew the sign-in.',
  EHR_ADDRESS_NOT_ALLOWED: 'Ask a team admin to register the EHR at its public https address.',
  EHR_AUTHORIZATION_FAILED:
    'The EHR refused the sign-in. Try again, or ask the EHR team to check the app registration.',
};
