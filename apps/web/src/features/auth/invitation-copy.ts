import { msg } from '@lingui/core/macro';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/**
 * Copy of the accept-invitation page: workspace catalog messages, each read in the workspace's
 * language when the page reads it (a getter, or a function for a sentence with values).
 */
export const invitationCopy = {
  get title() {
    return say(msg`Join a care team`);
  },
  get noLink() {
    return say(msg`This page needs the link from your invitation email.`);
  },
  get loading() {
    return say(msg`Loading the invitation…`);
  },
  invitedTo: (inviter: string, team: string, role: string) =>
    say(
      msg({
        message: "{inviter} invited you to join {team} as {role}. Members see and work on the team's patients.",
        comment: 'inviter: an email address; team: the team name; role: e.g. Clinician',
      }),
      { inviter, team, role },
    ),
  get accept() {
    return say(msg`Accept and open the workspace`);
  },
  get decline() {
    return say(msg`Decline`);
  },
  get signedOut() {
    return say(
      msg`You were invited to a Woundly care team. Sign in with the invited email address, or book a demo with it to create your account and join the team.`,
    );
  },
  get signIn() {
    return say(msg`I have an account: Sign In`);
  },
  get bookDemo() {
    return say(msg`New to Woundly? Book a demo and join`);
  },
  get join() {
    return say(msg`Book a demo and join the team`);
  },
  get joining() {
    return say(msg`Joining...`);
  },
  get firstName() {
    return say(msg`First name`);
  },
  get lastName() {
    return say(msg`Last name`);
  },
  get invitedEmail() {
    return say(msg`Email (the invited address)`);
  },
  get password() {
    return say(msg`Password`);
  },
  get wrongAccount() {
    return say(msg`This invitation was sent to another email address. Sign out and sign in with the invited address.`);
  },
  get confirmFirst() {
    return say(
      msg`Confirm your email address first: open the link in the confirmation email we sent you (the workspace can send a new one), then open this invitation again.`,
    );
  },
  emailLocked: (team: string) =>
    say(
      msg({
        message: 'The address invited to {team}: your invitation link confirms it, so no confirmation email follows.',
      }),
      { team },
    ),
  get otherAddress() {
    return say(msg`This invitation was sent to another email address. Sign up with the invited address.`);
  },
  get invalid() {
    return say(msg`This invitation link has expired, was cancelled or was already used. Ask the team for a new one.`);
  },
};
