/** Copy of the accept-invitation page. */
export const invitationCopy = {
  title: 'Join a care team',
  noLink: 'This page needs the link from your invitation email.',
  loading: 'Loading the invitation…',
  invitedTo: (inviter: string, team: string, role: string) =>
    `${inviter} invited you to join ${team} as ${role}. Members see and work on the team's patients.`,
  accept: 'Accept and open the workspace',
  decline: 'Decline',
  signedOut:
    'You were invited to a Woundly care team. Sign in with the invited email address, or book a demo with it to create your account and join the team.',
  signIn: 'I have an account: Sign In',
  bookDemo: 'New to Woundly? Book a demo and join',
  join: 'Book a demo and join the team',
  wrongAccount: 'This invitation was sent to another email address. Sign out and sign in with the invited address.',
  confirmFirst:
    'Confirm your email address first: open the link in the confirmation email we sent you (the workspace can send a new one), then open this invitation again.',
  emailLocked: (team: string) =>
    `The address invited to ${team}: your invitation link confirms it, so no confirmation email follows.`,
  otherAddress: 'This invitation was sent to another email address. Sign up with the invited address.',
  invalid: 'This invitation link has expired, was cancelled or was already used. Ask the team for a new one.',
} as const;
