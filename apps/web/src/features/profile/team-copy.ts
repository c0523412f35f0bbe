/** Copy of the Team section (profile tab). */
export const teamCopy = {
  heading: 'Team',
  intro:
    'Everyone in the team sees and works on its patients and analyses. Every read and change is recorded with who did it.',
  membersHeading: 'Members',
  invitationsHeading: 'Pending invitations',
  noInvitations: 'No pending invitations.',
  inviteHeading: 'Invite a colleague',
  inviteHint:
    'They get an email with a link that works once and expires in 7 days. Without an account they can book a demo through it and join.',
  inviteSent: (email: string) => `Invitation sent to ${email}.`,
  inviteNeedsConfirmation: (email: string) =>
    `Confirm your email address before inviting anyone: open the link we sent to ${email}. Invitations go out only from confirmed addresses.`,
  leave: 'Leave team',
  leaveConfirm: (team: string) => `Leave ${team}? You lose access to its patients at once.`,
  removeConfirm: (name: string) => `Remove ${name} from the team? They lose access at once.`,
  onlyManagers: 'Owners and admins invite colleagues, change roles and remove members.',
  loading: 'Loading the team…',
} as const;
