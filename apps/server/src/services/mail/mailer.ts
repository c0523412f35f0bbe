import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox table, with the text printed to the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: (line: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
        .execute();
      opts.log(`[mail:outbox] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
    },
  };
}
