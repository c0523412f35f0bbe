import { msg } from '@lingui/core/macro';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

const words = {
  title: msg`Confirm your email address`,
  body: msg({
    message:
      'We sent a confirmation link to {email}. Until you open it, you can work in your own team but cannot invite anyone, join another team or be invited to one.',
  }),
  linkFailed: msg`That confirmation link has expired or is not valid. Send a new one below.`,
  resend: msg`Send the link again`,
  sending: msg`Sending…`,
  sent: msg({ message: 'A new link is on its way to {email}.' }),
  failed: msg`The link could not be sent. Please try again in a minute.`,
  confirmed: msg`Your email address is confirmed.`,
} as const;

/** Copy of the workspace's e-mail confirmation notice, in the workspace's language (read when shown). */
export const emailConfirmationCopy = {
  get title() {
    return say(words.title);
  },
  body: (email: string) => say(words.body, { email }),
  get linkFailed() {
    return say(words.linkFailed);
  },
  get resend() {
    return say(words.resend);
  },
  get sending() {
    return say(words.sending);
  },
  sent: (email: string) => say(words.sent, { email }),
  get failed() {
    return say(words.failed);
  },
  get confirmed() {
    return say(words.confirmed);
  },
};
