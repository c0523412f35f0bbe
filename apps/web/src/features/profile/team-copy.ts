import { msg } from '@lingui/core/macro';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** The Team section's messages (profile tab; workspace catalog). */
const messages = {
  heading: msg`Team`,
  intro: msg`Everyone in the team sees and works on its patients and analyses. Every read and change is recorded with who did it.`,
  membersHeading: msg`Members`,
  you: msg`(you)`,
  roleOf: msg({ message: 'Role of {name}', comment: 'name: a team member' }),
  roleChanged: msg({
    message: '{name} is now {role}.',
    comment: 'name: a team member; role: Owner, Admin or Clinician',
  }),
  removeLabel: msg({ message: 'Remove {name}', comment: 'name: a team member' }),
  remove: msg`Remove`,
  removed: msg({ message: '{name} was removed.', comment: 'name: a team member' }),
  invitationsHeading: msg`Pending invitations`,
  noInvitations: msg`No pending invitations.`,
  invitationExpires: msg({ message: '{role} · expires {date}', comment: 'role: Owner, Admin or Clinician' }),
  cancelInvitationLabel: msg({ message: 'Cancel the invitation of {email}' }),
  cancel: msg`Cancel`,
  invitationCancelled: msg({ message: 'Invitation of {email} cancelled.' }),
  inviteHeading: msg`Invite a colleague`,
  inviteEmail: msg`Colleague's email`,
  inviteRole: msg`Role`,
  inviteSubmit: msg`Send invitation`,
  inviteHint: msg`They get an email with a link that works once and expires in 7 days. Without an account they can book a demo through it and join.`,
  inviteNoEmail: msg`Enter the email address of your colleague.`,
  inviteSent: msg({ message: 'Invitation sent to {email}.' }),
  inviteNeedsConfirmation: msg({
    message:
      'Confirm your email address before inviting anyone: open the link we sent to {email}. Invitations go out only from confirmed addresses.',
  }),
  leave: msg`Leave team`,
  leaveConfirm: msg({ message: 'Leave {team}? You lose access to its patients at once.' }),
  removeConfirm: msg({
    message: 'Remove {name} from the team? They lose access at once.',
    comment: 'name: a team member',
  }),
  onlyManagers: msg`Owners and admins invite colleagues, change roles and remove members.`,
  loading: msg`Loading the team…`,
  loadFailed: msg`Could not load the team.`,
  leaveFailed: msg`Could not leave the team.`,
  failed: msg`That did not work.`,
} as const;

/**
 * Copy of the Team section (profile tab): each word read in the workspace's language when it is
 * shown, the sentences with values as functions.
 */
export const teamCopy = {
  get heading() {
    return say(messages.heading);
  },
  get intro() {
    return say(messages.intro);
  },
  get membersHeading() {
    return say(messages.membersHeading);
  },
  get you() {
    return say(messages.you);
  },
  roleOf: (name: string) => say(messages.roleOf, { name }),
  roleChanged: (name: string, role: string) => say(messages.roleChanged, { name, role }),
  removeLabel: (name: string) => say(messages.removeLabel, { name }),
  get remove() {
    return say(messages.remove);
  },
  removed: (name: string) => say(messages.removed, { name }),
  get invitationsHeading() {
    return say(messages.invitationsHeading);
  },
  get noInvitations() {
    return say(messages.noInvitations);
  },
  invitationExpires: (role: string, date: string) => say(messages.invitationExpires, { role, date }),
  cancelInvitationLabel: (email: string) => say(messages.cancelInvitationLabel, { email }),
  get cancel() {
    return say(messages.cancel);
  },
  invitationCancelled: (email: string) => say(messages.invitationCancelled, { email }),
  get inviteHeading() {
    return say(messages.inviteHeading);
  },
  get inviteEmail() {
    return say(messages.inviteEmail);
  },
  get inviteRole() {
    return say(messages.inviteRole);
  },
  get inviteSubmit() {
    return say(messages.inviteSubmit);
  },
  get inviteHint() {
    return say(messages.inviteHint);
  },
  get inviteNoEmail() {
    return say(messages.inviteNoEmail);
  },
  inviteSent: (email: string) => say(messages.inviteSent, { email }),
  inviteNeedsConfirmation: (email: string) => say(messages.inviteNeedsConfirmation, { email }),
  get leave() {
    return say(messages.leave);
  },
  leaveConfirm: (team: string) => say(messages.leaveConfirm, { team }),
  removeConfirm: (name: string) => say(messages.removeConfirm, { name }),
  get onlyManagers() {
    return say(messages.onlyManagers);
  },
  get loading() {
    return say(messages.loading);
  },
  get loadFailed() {
    return say(messages.loadFailed);
  },
  get leaveFailed() {
    return say(messages.leaveFailed);
  },
  get failed() {
    return say(messages.failed);
  },
};
