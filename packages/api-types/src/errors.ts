/**
 * Every error code the API answers with, and its HTTP status: one status per code. The server
 * throws `new ApiError(code, message)` and its error handler answers `ErrorBody` with this status.
 */
export const ERROR_STATUS = {
  // the request as sent
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_MULTIPART: 400,
  INVALID_QUERY: 400,
  INVALID_STATE: 400,
  // an upload's Idempotency-Key header that is not a UUID
  INVALID_IDEMPOTENCY_KEY: 400,
  // a sign-in's second step sent two two-factor challenge cookies, or one spelt differently
  AMBIGUOUS_TWO_FACTOR_COOKIE: 400,
  // a state name checked against the fixed list of 50 (GET /api/states), in a query or a path:
  // bad input like VALIDATION_ERROR, not a stored record that is missing
  UNKNOWN_STATE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  // deleting, restoring and listing the trash: the team's owners and admins only
  ADMIN_REQUIRED: 403,
  ORIGIN_NOT_ALLOWED: 403,
  // the active team requires two-factor sign-in and the account has not turned it on
  TWO_FACTOR_REQUIRED: 403,
  // a change to a second factor or the team's two-factor rule needs a current, unused authenticator code
  FRESH_CODE_REQUIRED: 403,
  NOT_FOUND: 404,
  // EHR (SMART on FHIR): a launch naming an `iss` none of the caller's teams registered — refused, never fetched
  EHR_ISSUER_NOT_ALLOWED: 403,
  // a launch's answer whose `state` is unknown, used, expired or another member's
  EHR_STATE_INVALID: 400,
  // the EHR's authorization server refused (or its answer did not check out: nonce, id token, PKCE)
  EHR_AUTHORIZATION_FAILED: 403,
  // the id token's fhirUser is missing, or bound to another account than the signed-in member's
  EHR_FHIR_USER_NOT_MEMBER: 403,
  // the member's EHR authorization expired and could not be refreshed: launch from the chart again
  EHR_TOKEN_EXPIRED: 409,
  // sending to a chart: the patient is linked to no EHR, or the member never connected to it
  EHR_NOT_CONNECTED: 409,
  // the EHR (its smart-configuration or FHIR server) does not answer or answers wrongly
  EHR_UNAVAILABLE: 503,
  // an EHR address (issuer, token endpoint, FHIR base) that is not https or leads to a loopback,
  // private, link-local or unique-local network address: refused, never fetched
  EHR_ADDRESS_NOT_ALLOWED: 422,
  REQUEST_TIMEOUT: 408,
  IDENTIFIER_TAKEN: 409,
  // an invitation to an existing account whose address is not confirmed (it may not be theirs)
  INVITEE_EMAIL_NOT_VERIFIED: 409,
  ASSESSMENT_NOT_COMPLETED: 409,
  SIMULATED_ANALYSIS: 409,
  SIMULATED_NOT_EXPORTABLE: 409,
  // an assessment cannot come back out of the trash while its patient is still in it
  PATIENT_IN_TRASH: 409,
  // an upload whose exam date is on or before another visit of the same wound, not confirmed
  // (details: the other visit's date and id); sent again with confirm_exam_date=true it is filed
  EXAM_DATE_CONFLICT: 409,
  // an upload's Idempotency-Key already named an upload of another photo or other fields
  IDEMPOTENCY_KEY_REUSED: 409,
  // a referral's status moves forward only (sent → acknowledged → seen)
  REFERRAL_STATUS_ORDER: 409,
  PHOTO_MISSING: 410,
  // a patient's plan link past its expiry, revoked by the clinic, or whose assessment was deleted
  LINK_EXPIRED: 410,
  LINK_REVOKED: 410,
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // a care team's stored photos reached TEAM_STORAGE_QUOTA_GB (the quota is in the message)
  STORAGE_QUOTA_EXCEEDED: 413,
  RATE_LIMITED: 429,
  TOO_MANY_UPLOADS: 429,
  // a photo or mask the wound engine refuses (the engine's ImageErrorCode, with the same statuses)
  EMPTY_FILE: 400,
  INVALID_OPTION: 400,
  FILE_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE: 415,
  IMAGE_TOO_SMALL: 422,
  // more pixels than a file of its size can hold (under 0.5 KB per megapixel): refused from the header
  IMPLAUSIBLE_IMAGE: 422,
  TRUNCATED_IMAGE: 422,
  CORRUPT_IMAGE: 422,
  MASK_SIZE_MISMATCH: 422,
  NO_WOUND_FOUND: 422,
  // our side
  INTERNAL_ERROR: 500,
  ANALYSIS_FAILED: 500,
  ANALYSIS_WORKER_CRASHED: 500,
  ENGINE_UNAVAILABLE: 503,
  ENGINE_BUSY: 503,
  OUTLINE_UNAVAILABLE: 503,
  MODEL_UNAVAILABLE: 503,
  ANALYSIS_TIMEOUT: 503,
  ANALYSIS_POOL_CLOSED: 503,
  // the photo store (an S3-compatible bucket) does not answer or refuses: nothing was stored or read
  STORAGE_UNAVAILABLE: 503,
  // the disk holding the photos is down to MIN_FREE_DISK_MB: uploads wait so the database keeps room
  STORAGE_FULL: 507,
} as const satisfies Record<
  string,
  400 | 401 | 403 | 404 | 408 | 409 | 410 | 411 | 413 | 415 | 422 | 429 | 500 | 503 | 507
>;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The codes of better-auth (sign-up, sign-in, passwords, sessions, care teams) that the auth
 * routes pass through. They are not in ERROR_STATUS because their status is better-auth's, and
 * better-auth does not keep one status per code (INVALID_TOKEN is 400, 401 or 404 by endpoint);
 * a 401 from the team endpoints becomes 403 (the caller is signed in). They answer in the same
 * `ErrorBody` shape; any other better-auth code answers as AUTH_ERROR with better-auth's message.
 */
export const AUTH_ERROR_CODES = [
  'AUTH_ERROR',
  // accounts and sessions
  'INVALID_EMAIL',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'USER_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'TOKEN_EXPIRED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_CREATE_SESSION',
  'FAILED_TO_GET_SESSION',
  'SESSION_EXPIRED',
  'SESSION_NOT_FRESH',
  // two-factor sign-in
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'TOTP_NOT_ENABLED',
  'TOTP_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'BACKUP_CODES_NOT_ENABLED',
  // care teams
  'ORGANIZATION_NOT_FOUND',
  'NO_ACTIVE_ORGANIZATION',
  'MEMBER_NOT_FOUND',
  'ROLE_NOT_FOUND',
  'INVITATION_NOT_FOUND',
  // a sign-up through a live invitation link with another address than the invited one
  'INVITATION_EMAIL_MISMATCH',
  'INVITATION_LIMIT_REACHED',
  'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION',
  'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED',
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
  'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
  'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
  'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
  'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The one error shape every endpoint answers with. */
export interface ErrorBody {
  error: { code: ErrorCode | AuthErrorCode; message: string; details?: unknown };
}

/** The details of EXAM_DATE_CONFLICT: the photo's exam day and the other visit it duplicates or precedes. */
export interface ExamDateConflictDetails {
  examDate: string;
  otherExamDate: string;
  otherAssessmentId: string;
  sameDay: boolean;
}
