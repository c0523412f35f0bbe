import type { OutgoingMail } from '../mail/mailer.ts';

export const INVITATION_TTL_S = 7 * 24 * 60 * 60;

/** The web page an invitation link opens (apps/web paths.acceptInvitation). */
export function invitationLink(baseURL: string, invitationId: string): string {
  return `${baseURL}/accept-invitation?id=${encodeURIComponent(invitationId)}`;
}

export function invitationMail(input: {
  baseURL: string;
  to: string;
  invitationId: string;
  teamName: string;
  inviterName: string;
  role: string;
}): OutgoingMail {
  const link = invitationLink(input.baseURL, input.invitationId);
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.teamName} on Woundly`,
    text:
      `${input.inviterName} invited you to join the care team "${input.teamName}" on Woundly as ${input.role}.\n\n` +
      `Accept the invitation here (the link works once and expires in 7 days):\n${link}\n\n` +
      `No Woundly account yet? The same link lets you book a demo with this email address and join the team.\n\n` +
      `If you did not expect this email, ignore it.`,
  };
}
