/** Copy of the workspace's e-mail confirmation notice. */
export const emailConfirmationCopy = {
  title: 'Confirm your email address',
  body: (email: string) =>
    `We sent a confirmation link to ${email}. Until you open it, you can work in your own team but cannot invite anyone, join another team or be invited to one.`,
  linkFailed: 'That confirmation link has expired or is not valid. Send a new one below.',
  resend: 'Send the link again',
  sending: 'Sending…',
  sent: (email: string) => `A new link is on its way to ${email}.`,
  failed: 'The link could not be sent. Please try again in a minute.',
  confirmed: 'Your email address is confirmed.',
} as const;
