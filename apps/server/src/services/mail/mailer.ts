import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';

export interface MailAttachment {
  /** the file name the recipient sees (one line, no path) */
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A header value on one line: every control or line-separator character becomes a space, so no
 * text of a mail (a name in a subject, an address) can start a header line of its own.
 */
export function headerValue(v: string): string {
  return v.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/** The mail as it is sent: its headers on one line each. */
const sendable = (mail: OutgoingMail): OutgoingMail => ({
  to: headerValue(mail.to),
  subject: headerValue(mail.subject),
  text: mail.text,
  attachments: (mail.attachments ?? []).map((a) => ({
    ...a,
    filename: headerValue(a.filename).replace(/[\\/"]/g, '-'),
    contentType: headerValue(a.contentType),
  })),
});

/** The outbox's record of a message's attachments (their names and sizes; the files sit beside it). */
const attachmentLines = (mail: OutgoingMail) =>
  (mail.attachments ?? [])
    .map((a) => `\n[attachment: ${a.filename} (${a.contentType}, ${a.content.length} bytes)]`)
    .join('');

async function writePrivate(file: string, data: string | Buffer): Promise<void> {
  const fh = await open(file, 'wx', 0o600);
  try {
    await fh.writeFile(data);
  } finally {
    await fh.close();
  }
}

/** The outbox's files (beside the database, owner-only) for `npm run outbox` with the embedded database. */
export const outboxDirOf = (dataDir: string) => path.resolve(dataDir, 'outbox');

/**
 * SMTP when SMTP_URL is set; otherwise the dev outbox: the `mail_outbox` table and (with a
 * DATA_DIR on disk) one 0600 file per message. The log only says that a message is waiting —
 * never its body, which holds working reset links: reading it takes shell access to the box
 * (`npm run outbox`), not access to the log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: (line: string) => void;
  outboxDir?: string | null;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(original) {
        const mail = sendable(original);
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
      },
    };
  }
  return {
    async send(original) {
      const mail = sendable(original);
      const row = await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text + attachmentLines(mail) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (opts.outboxDir) {
        await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row.id}.txt`);
        await writePrivate(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}${attachmentLines(mail)}\n`);
        for (const [i, a] of (mail.attachments ?? []).entries())
          await writePrivate(file.replace(/\.txt$/, `.${i + 1}-${a.filename}`), a.content);
      }
      opts.log(
        `[mail:outbox] message ${row.id} ("${mail.subject}") is in the outbox; no SMTP_URL is set — read it on this machine with \`npm run outbox\``,
      );
    },
  };
}

export interface OutboxMessage {
  at: string;
  text: string;
}

/** The newest `limit` messages of the outbox: from PostgreSQL's table, or the embedded database's files. */
export async function readOutbox(opts: { db?: Db; outboxDir?: string; limit?: number }): Promise<OutboxMessage[]> {
  const limit = opts.limit ?? 10;
  if (opts.db) {
    const rows = await opts.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      at: new Date(r.created_at).toISOString(),
      text: `To: ${r.to_address}\nSubject: ${r.subject}\n\n${r.text_body}\n`,
    }));
  }
  if (!opts.outboxDir) return [];
  const names = await readdir(opts.outboxDir).catch(() => [] as string[]);
  const newest = names
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (n) => ({ at: n.slice(0, 24), text: await readFile(path.join(opts.outboxDir!, n), 'utf8') })),
  );
}
