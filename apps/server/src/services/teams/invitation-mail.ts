import type { OutgoingMail } from '../mail/mailer.ts';

export const INVITATION_TTL_S = 7 * 24 * 60 * 60;

/** The web page an invitation link opens (apps/web paths.acceptInvitation), with the mailed token. */
export function invitationLink(baseURL: string, token: string): string {
  return `${baseURL}/accept-invitation?token=${encodeURIComponent(token)}`;
}

const NAME_MAX = 80;

/**
 * A name typed by a user, made safe to quote in a mail to someone else: one line (control and
 * separator characters become spaces), no quotation marks to break out of the quotes, nothing
 * that reads as a web address, at most 80 characters. Names are checked when they are entered
 * (the contract's name rule); this holds for names stored before that rule too.
 */
export function quotedName(name: string): string {
  const flat = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/["“”«»]/g, "'")
    .replace(/[\p{L}\p{N}+.-]*:\/\/\S*|www\.\S*|\S+@\S+|\S+\.\p{L}{2,}\S*/giu, '[address removed]')
    .replace(/\s+/g, ' ')
    .trim();
  const short = flat.length > NAME_MAX ? `${flat.slice(0, NAME_MAX - 1)}…` : flat;
  return `"${short || 'unnamed'}"`;
}

/**
 * The invitation mail: a fixed subject (no user text reaches a header), the team and inviter
 * names only quoted in a neutral body, and the link with the token that proves the mailbox.
 */
export function invitationMail(input: {
  baseURL: string;
  to: string;
  token: string;
  teamName: string;
  inviterName: string;
  role: string;
}): OutgoingMail {
  const link = invitationLink(input.baseURL, input.token);
  return {
    to: input.to,
    subject: 'Invitation to a care team on Woundly',
    text:
      `You have been invited to join a care team on Woundly.\n\n` +
      `Team: ${quotedName(input.teamName)}\n` +
      `Invited by: ${quotedName(input.inviterName)}\n` +
      `Role: ${input.role}\n\n` +
      `The names above were typed by the people who use Woundly; Woundly does not check them.\n\n` +
      `To accept, open this link (it works once and expires in 7 days):\n${link}\n\n` +
      `No Woundly account yet? The same link lets you book a demo with this email address and join the team.\n\n` +
      `If you did not expect this email, ignore it; nothing happens unless you open the link.`,
  };
}
