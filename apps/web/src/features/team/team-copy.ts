import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TeamAuditAction } from '@woundcare/api-types';

/** The Team tab's words (workspace catalog messages). */
export const teamTabCopy = {
  title: msg`Team`,
  description: msg`Your care team's members, settings and audit trail.`,
  auditAdminsOnly: msg`The team audit is for the team's owners and admins. Your own activity is in My Profile.`,
} as const;

/** The team audit's words; each entry's "what" is the server's. */
export const auditCopy = {
  title: msg`Team audit`,
  intro: msg`Who opened, changed, downloaded or shared which patient's record, newest first.`,
  /** {timeZone} */
  introZone: msg({
    message: "Who opened, changed, downloaded or shared which patient's record, newest first — times in {timeZone}.",
    comment: 'timeZone: an IANA zone, e.g. Europe/London',
  }),
  filterLabel: msg`Filter the team audit`,
  person: msg`Person`,
  everyone: msg`Everyone`,
  patient: msg`Patient`,
  allPatients: msg`All patients`,
  action: msg`Action`,
  everyAction: msg`Every action`,
  from: msg`From`,
  to: msg`To`,
  export: msg`Export CSV`,
  clear: msg`Clear filters`,
  /** {count} */
  entries: msg({ message: '{count, plural, one {# entry} other {# entries}}' }),
  /** {message} */
  loadFailed: msg({ message: 'Could not load the team audit: {message}' }),
  loading: msg`Loading the team audit…`,
  empty: msg`Nothing recorded for this filter.`,
  entriesLabel: msg`Team audit entries`,
  pagesLabel: msg`Team audit pages`,
  newer: msg`Newer`,
  /** {page} {pages} */
  pageOf: msg({ message: 'Page {page} of {pages}' }),
  older: msg`Older`,
} as const;

/** The audit's kinds of action, as the filter offers them. */
export const ACTION_WORDS: Record<TeamAuditAction, MessageDescriptor> = {
  opened: msg`Opened or viewed`,
  changed: msg`Added or changed`,
  downloaded: msg`Downloaded or exported`,
  shared: msg`Shared (patient links, referrals)`,
  deleted: msg`Deleted or restored`,
  sign_in: msg`Sign-ins`,
  team: msg`Team administration`,
};

/** The team settings' words. */
export const settingsCopy = {
  saved: msg`Team settings saved.`,
  saveFailed: msg`Could not save the settings.`,
  phone: msg`Clinic phone for patients`,
  /** {team} */
  phoneHint: msg({
    message:
      'The number the patient\'s plan page gives them to call, beside the clinic\'s name ({team}). Leave it empty to say "call the clinic that treats you".',
    comment: 'team: the clinic’s (team’s) name',
  }),
  zone: msg`Clinic time zone`,
  zoneHint: msg`Visit notes and reports print their times in it.`,
  sample: msg`Show the sample consultant directory`,
  sampleHint: msg`Fictional example specialists beside your team's own referral contacts.`,
  saving: msg`Saving…`,
  save: msg`Save team settings`,
  title: msg`Team settings`,
  loading: msg`Loading the team's settings…`,
  loadFailed: msg`Could not load the team's settings. Reload to try again.`,
  clinic: msg`Clinic`,
  phoneForPatients: msg`Phone for patients`,
  notSet: msg`Not set`,
  timeZone: msg`Time zone`,
} as const;
