/**
 * `npm run outbox [N]`: the newest N (default 10) messages of the dev outbox — the mail the
 * server would have sent if SMTP_URL were set (password-reset links among them). Reads the
 * PostgreSQL table with DATABASE_URL, else the owner-only files in DATA_DIR/outbox: it needs
 * shell access to the box, where the log never shows a message body.
 */
import { parseEnv } from '@woundcare/server/env';
import { openDatabase } from '@woundcare/server/database';
import { outboxDirOf, readOutbox } from '@woundcare/server/mailer';

const env = parseEnv();
const limit = Math.max(1, Math.min(100, Number(process.argv[2] ?? 10) || 10));
let messages;
if (env.DATABASE_URL) {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  messages = await readOutbox({ db: handle.db, limit });
  await handle.close();
} else {
  messages = await readOutbox({ outboxDir: outboxDirOf(env.DATA_DIR), limit });
}
if (!messages.length)
  console.log(
    env.SMTP_URL ? 'SMTP_URL is set: mail goes out by SMTP, the outbox stays empty.' : 'The outbox is empty.',
  );
for (const m of messages) console.log(`── ${m.at}\n${m.text}`);
