import type { TeamAuditAction } from '@woundcare/api-types';

/** What an audit row is about, as far as the words need it. */
export interface AuditSubject {
  /** the stored action, with pre-rename `thread.*` already read as `assessment.*` */
  action: string;
  resource: string | null;
  /** the assessment's exam day in the team's time zone ("3 Mar 2026"), when the row names one */
  examDay: string | null;
}

type Words = { kind: TeamAuditAction | null; what: (s: AuditSubject) => string };

const of = (s: AuditSubject) => (s.examDay ? `the assessment of ${s.examDay}` : 'an assessment');
const PHOTO_NAMES: Record<string, string> = {
  image: 'photo',
  annotated: 'annotated photo',
  mask: 'outline mask',
  probability: 'probability map',
};
const afterColon = (s: AuditSubject) => s.resource?.split(':')[1] ?? '';

/**
 * Each stored action in plain words, and the kind the team audit filters it by. An action not
 * listed here reads as its code (a new action is still shown, never dropped).
 */
const WORDS: Record<string, Words> = {
  'assessment.read': { kind: 'opened', what: (s) => `Opened ${of(s)}` },
  'assessment.list': { kind: 'opened', what: () => 'Opened the list of assessments' },
  'photo.read': {
    kind: 'opened',
    what: (s) => `Viewed the ${PHOTO_NAMES[s.resource?.split('/')[1] ?? ''] ?? 'photo'} of ${of(s)}`,
  },
  'plan.read': { kind: 'opened', what: (s) => `Opened the treatment plan of ${of(s)}` },
  'consultants.read': { kind: 'opened', what: (s) => `Looked up consultants for ${of(s)}` },
  'patient.read': { kind: 'opened', what: () => "Opened the patient's record" },
  'patient.list': {
    kind: 'opened',
    what: (s) => (s.resource === 'search' ? 'Searched the patients' : 'Opened the patient list'),
  },
  'wound.read': { kind: 'opened', what: () => 'Opened the wound' },
  'wound.trajectory': { kind: 'opened', what: () => "Opened the wound's healing trend" },
  'referral.list': { kind: 'opened', what: () => "Opened the wound's referrals" },
  'patient_link.list': { kind: 'opened', what: (s) => `Opened the patient links of ${of(s)}` },
  'dashboard.read': { kind: 'opened', what: () => 'Opened the dashboard' },
  'worklist.read': { kind: 'opened', what: () => 'Opened the worklist' },
  'trash.list': { kind: 'opened', what: () => 'Opened the trash' },
  'team_audit.read': { kind: 'opened', what: () => 'Opened the team audit' },
  'consultant.read': { kind: 'opened', what: (s) => `Opened the consultants of ${s.resource ?? 'a state'}` },
  'referral_contact.list': { kind: 'opened', what: () => 'Opened the referral contacts' },

  'assessment.create': { kind: 'changed', what: (s) => `Uploaded a photo: ${of(s)}` },
  'assessment.update': { kind: 'changed', what: (s) => `Changed ${of(s)}` },
  'assessment.retry': { kind: 'changed', what: (s) => `Ran the analysis of ${of(s)} again` },
  'assessment.baseline': { kind: 'changed', what: (s) => `Made ${of(s)} the wound's baseline` },
  'outline.update': { kind: 'changed', what: (s) => `Edited the outline of ${of(s)}` },
  'outline.confirm': { kind: 'changed', what: (s) => `Confirmed the outline of ${of(s)}` },
  'infection_signs.update': { kind: 'changed', what: (s) => `Changed the infection checklist of ${of(s)}` },
  'tissue.update': { kind: 'changed', what: (s) => `Changed the tissue types of ${of(s)}` },
  'bedside_exam.update': { kind: 'changed', what: (s) => `Changed the bedside exam of ${of(s)}` },
  'patient.create': { kind: 'changed', what: () => 'Added the patient' },
  'patient.update': { kind: 'changed', what: () => "Changed the patient's details" },
  'wound.create': { kind: 'changed', what: () => 'Added a wound' },
  'wound.update': { kind: 'changed', what: () => "Changed the wound's details" },
  'follow_up.update': { kind: 'changed', what: () => "Changed the wound's next assessment" },
  'referral_contact.create': { kind: 'team', what: () => 'Added a referral contact' },
  'referral_contact.update': { kind: 'team', what: () => 'Changed a referral contact' },
  'referral_contact.delete': { kind: 'team', what: () => 'Removed a referral contact' },

  'report.read': { kind: 'downloaded', what: (s) => `Downloaded the PDF of ${of(s)}` },
  'export.read': {
    kind: 'downloaded',
    what: (s) =>
      s.resource?.startsWith('wound/')
        ? "Downloaded the wound's FHIR export"
        : `Downloaded the FHIR export of ${of(s)}`,
  },
  'referral.letter.read': { kind: 'downloaded', what: () => 'Downloaded a referral letter' },
  'team_audit.export': { kind: 'downloaded', what: () => 'Exported the team audit (CSV)' },

  'patient_link.create': { kind: 'shared', what: (s) => `Created a patient link to ${of(s)}` },
  'patient_link.revoke': { kind: 'shared', what: () => 'Revoked a patient link' },
  'patient_link.open': { kind: 'shared', what: () => 'The patient opened their plan link' },
  'patient_link.refused': { kind: 'shared', what: () => 'An expired or revoked patient link was refused' },

  'assessment.delete': { kind: 'deleted', what: (s) => `Moved ${of(s)} to the trash` },
  'assessment.restore': { kind: 'deleted', what: (s) => `Restored ${of(s)} from the trash` },
  'assessment.purge': { kind: 'deleted', what: () => 'Removed an assessment from the trash for good' },
  'patient.delete': { kind: 'deleted', what: () => 'Moved the patient to the trash' },
  'patient.restore': { kind: 'deleted', what: () => 'Restored the patient from the trash' },
  'patient.purge': { kind: 'deleted', what: () => 'Removed the patient from the trash for good' },

  'auth.sign_in': { kind: 'sign_in', what: () => 'Signed in' },
  'auth.sign_out': { kind: 'sign_in', what: () => 'Signed out' },
  'auth.sign_in_failed': { kind: 'sign_in', what: () => 'A sign-in failed (wrong password)' },
  'auth.two_factor_challenge': { kind: 'sign_in', what: () => 'Was asked for the two-factor code' },
  'auth.two_factor_failed': { kind: 'sign_in', what: () => 'Entered a wrong two-factor code' },
  'auth.sign_up': { kind: 'sign_in', what: () => 'Created the account' },

  'team.join': { kind: 'team', what: () => 'Joined the team' },
  'team.leave': { kind: 'team', what: () => 'Left the team' },
  'team.invite': { kind: 'team', what: () => 'Invited a member' },
  'team.invitation_cancel': { kind: 'team', what: () => 'Cancelled an invitation' },
  'team.invitation_reject': { kind: 'team', what: () => 'Declined an invitation' },
  'team.role_change': { kind: 'team', what: () => "Changed a member's role" },
  'team.remove_member': { kind: 'team', what: () => 'Removed a member' },
  'team.switch': { kind: 'team', what: () => 'Switched to this team' },
  'team.require_two_factor': {
    kind: 'team',
    what: (s) => `Turned the team's two-factor rule ${afterColon(s) === 'on' ? 'on' : 'off'}`,
  },
  'team.sample_directory': {
    kind: 'team',
    what: (s) => `Turned the sample consultant directory ${afterColon(s) === 'on' ? 'on' : 'off'}`,
  },
  'ehr.connection.create': { kind: 'team', what: () => 'Registered an EHR connection' },
  'ehr.connection.update': { kind: 'team', what: () => 'Changed an EHR connection' },
  'ehr.connection.delete': { kind: 'team', what: () => 'Removed an EHR connection' },
  'ehr.launch.start': { kind: 'sign_in', what: () => 'Started a launch from the EHR' },
  'ehr.connect.start': { kind: 'sign_in', what: () => 'Started connecting to the chart' },
  'ehr.launch': { kind: 'sign_in', what: () => 'Opened the app from the EHR (signed in to the chart)' },
  'ehr.launch.failed': { kind: 'sign_in', what: (s) => `A launch from the EHR failed (${s.resource ?? 'error'})` },
  'ehr.launch.refused': { kind: 'sign_in', what: () => 'A launch from an EHR the team has not registered was refused' },
  'ehr.write': { kind: 'shared', what: (s) => `Sent ${of(s)} to the chart` },
  'team.time_zone': { kind: 'team', what: (s) => `Set the team's time zone to ${afterColon(s) || 'the default'}` },
  'team.clinic_phone': { kind: 'team', what: () => "Changed the clinic's phone number for patients" },
};

const REFERRAL_SEND = /^referral\.send\./;
const REFERRAL_STATUS = /^referral\.status\.([a-z_]+)$/;

/** The kind and the words of one audit row. */
export function describeAudit(s: AuditSubject): { kind: TeamAuditAction | null; what: string } {
  const known = WORDS[s.action];
  if (known) return { kind: known.kind, what: known.what(s) };
  if (REFERRAL_SEND.test(s.action)) return { kind: 'shared', what: `Sent a referral about ${of(s)}` };
  const status = REFERRAL_STATUS.exec(s.action);
  if (status) return { kind: 'changed', what: `Marked a referral as ${status[1]!.replace(/_/g, ' ')}` };
  if (s.action.startsWith('auth.')) return { kind: null, what: `Account: ${s.action.slice(5).replace(/_/g, ' ')}` };
  return { kind: null, what: s.action.replace(/[._]/g, ' ') };
}

/**
 * The stored actions (current names) of a kind, and the name patterns (SQL LIKE) of the kinds
 * whose actions carry a value in their name — for filtering in the database.
 */
export function actionsOfKind(kind: TeamAuditAction): { names: string[]; patterns: string[] } {
  const names = Object.entries(WORDS)
    .filter(([, w]) => w.kind === kind)
    .map(([name]) => name);
  const patterns = kind === 'shared' ? ['referral.send.%'] : kind === 'changed' ? ['referral.status.%'] : [];
  return { names, patterns };
}
