import type { Migration } from 'kysely';
import * as profilesOutbox from './0001_profiles_outbox.ts';
import * as contactSubscribersAudit from './0002_contact_subscribers_audit.ts';
import * as workspace from './0003_workspace.ts';
import * as auditLogNoTruncate from './0004_audit_log_no_truncate.ts';
import * as clinicalRecord from './0005_clinical_record.ts';
import * as careTeams from './0006_care_teams.ts';
import * as woundAbpi from './0007_wound_abpi.ts';
import * as woundHealingPotential from './0008_wound_healing_potential.ts';
import * as storedAssessment from './0009_stored_assessment.ts';
import * as invitationTokensAuditTeam from './0010_invitation_tokens_audit_team.ts';
import * as threadDerivedBytes from './0011_thread_derived_bytes.ts';
import * as teamSettings from './0012_team_settings.ts';
import * as trash from './0013_trash.ts';
import * as threadProbabilityMap from './0014_thread_probability_map.ts';
import * as followUps from './0015_follow_ups.ts';
import * as referrals from './0016_referrals.ts';
import * as patientLinks from './0017_patient_links.ts';
import * as sharedLimits from './0018_shared_limits.ts';
import * as followUpSetAt from './0019_follow_up_set_at.ts';
import * as referralLetterFile from './0020_referral_letter_file.ts';
import * as analysisTurns from './0021_analysis_turns.ts';
import * as assessments from './0022_assessments.ts';
import * as chartNoteTimeZone from './0023_chart_note_time_zone.ts';
import * as referralLetterBytes from './0024_referral_letter_bytes.ts';
import * as assessmentAmendments from './0025_assessment_amendments.ts';
import * as bedsideExam from './0026_bedside_exam.ts';
import * as teamClinicPhone from './0027_team_clinic_phone.ts';
import * as uploadKeys from './0028_upload_keys.ts';
import * as ehrConnections from './0029_ehr_connections.ts';
import * as patientLanguage from './0030_patient_language.ts';
import * as ehrSendOnConfirm from './0031_ehr_send_on_confirm.ts';

/**
 * Versioned migrations, applied in key order at start (after better-auth's own tables). The key
 * is the file name and is what the database records as applied, so it never changes.
 *
 * Rules for a new migration:
 * - Never edit a migration that has shipped: add a new one, the next number, listed here.
 * - A migration is either schema or data, never both: a column that needs filling is added
 *   (nullable) by one migration, filled by the next, constrained by a third. (0003, 0005 and 0006
 *   predate this rule; each keeps its steps apart inside the file: schema, data, constraints.)
 * - A migration is frozen: it imports only kysely, node built-ins and a sibling file of its own
 *   (`<key>.<what>.ts`) — never the live application (services, seed data, schema types), whose
 *   code will change while the migration must not. Copy what it needs into it.
 * - The signature is `up(db: Kysely<unknown>)`; typed queries declare the columns they touch as
 *   they are at that version (`db.withTables<…>()`).
 * migration-files.test.ts checks the freeze, the file names and this list.
 */
export const migrations: Record<string, Migration> = {
  '0001_profiles_outbox': profilesOutbox,
  '0002_contact_subscribers_audit': contactSubscribersAudit,
  '0003_workspace': workspace,
  '0004_audit_log_no_truncate': auditLogNoTruncate,
  '0005_clinical_record': clinicalRecord,
  '0006_care_teams': careTeams,
  '0007_wound_abpi': woundAbpi,
  '0008_wound_healing_potential': woundHealingPotential,
  '0009_stored_assessment': storedAssessment,
  '0010_invitation_tokens_audit_team': invitationTokensAuditTeam,
  '0011_thread_derived_bytes': threadDerivedBytes,
  '0012_team_settings': teamSettings,
  '0013_trash': trash,
  '0014_thread_probability_map': threadProbabilityMap,
  '0015_follow_ups': followUps,
  '0016_referrals': referrals,
  '0017_patient_links': patientLinks,
  '0018_shared_limits': sharedLimits,
  '0019_follow_up_set_at': followUpSetAt,
  '0020_referral_letter_file': referralLetterFile,
  '0021_analysis_turns': analysisTurns,
  '0022_assessments': assessments,
  '0023_chart_note_time_zone': chartNoteTimeZone,
  '0024_referral_letter_bytes': referralLetterBytes,
  '0025_assessment_amendments': assessmentAmendments,
  '0026_bedside_exam': bedsideExam,
  '0027_team_clinic_phone': teamClinicPhone,
  '0028_upload_keys': uploadKeys,
  '0029_ehr_connections': ehrConnections,
  '0030_patient_language': patientLanguage,
  '0031_ehr_send_on_confirm': ehrSendOnConfirm,
};
