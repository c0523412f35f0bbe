/** EHR connections (SMART on FHIR) and the chart state of an assessment: JSON shapes. */

export type EhrClientType = 'public' | 'client-secret' | 'private-key-jwt';

/** The scopes a connection asks for unless its admin sets others (docs/ehr.md says why each). */
export const DEFAULT_EHR_SCOPES = [
  'openid',
  'fhirUser',
  'offline_access',
  'patient/Patient.r',
  'patient/Observation.cu',
  'patient/DocumentReference.cu',
  'patient/Media.cu',
].join(' ');

/** A team's EHR connection as its members see it: never a secret. */
export interface EhrConnectionJson {
  id: string;
  name: string;
  /** the EHR's FHIR base URL: the `iss` a launch from this EHR names */
  issuer: string;
  clientId: string;
  clientType: EhrClientType;
  /** a client secret or private key is stored (sealed; never sent back) */
  hasSecret: boolean;
  scopes: string;
  /** confirming an assessment of a patient linked to this EHR sends it to the chart (as "Send to chart" does) */
  sendOnConfirm: boolean;
  /** the address to register at the EHR as the app's launch URL and redirect URL */
  launchUrl: string;
  redirectUrl: string;
  /** the signed-in member's EHR user, when they have launched from this EHR */
  fhirUser: string | null;
}

export interface EhrConnectionsJson {
  connections: EhrConnectionJson[];
  /** the caller may register and change connections (owners and admins) */
  canManage: boolean;
}

/** POST /api/ehr/launch and /api/ehr/connect: where the browser goes to authorize. */
export interface EhrAuthorizeJson {
  authorizeUrl: string;
}

/** The EHR's patient as the clinician confirms it before a record is created from it. */
export interface EhrPatientCandidateJson {
  name: string;
  birthDate: string | null;
  mrn: string | null;
  sex: 'female' | 'male' | 'other' | 'unknown' | null;
}

/** POST /api/ehr/callback: the launch done; the launched patient matched in our record or to confirm. */
export interface EhrLaunchJson {
  connectionId: string;
  connectionName: string;
  teamId: string;
  /** the EHR's Patient id (null: the EHR named no patient) */
  ehrPatientId: string | null;
  /** our patient holding the EHR's id (null: none yet) */
  patientId: string | null;
  /** the EHR's patient, when no patient of ours holds its id: created after the clinician confirms */
  candidate: EhrPatientCandidateJson | null;
}

export type ChartStatus = 'not_sent' | 'queued' | 'sent' | 'failed';

/** GET/POST /api/assessments/:id/chart: where the assessment stands in the chart. */
export interface ChartStateJson {
  status: ChartStatus;
  /** the connection it goes to (null: the patient is linked to no EHR) */
  connectionName: string | null;
  /** why the last try failed (queued: it is retried; failed: a retry is the clinician's) */
  reason: string | null;
  attempts: number;
  sentAt: string | null;
  /** the next automatic try (queued only) */
  nextAttemptAt: string | null;
  /** the chart holds an amended copy (the assessment changed after it was first sent) */
  amended: boolean;
}
