import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../storage/file-store.ts';
import { letterFileOf } from './letter-file.ts';

export interface MoveLettersReport {
  /** letters now in the file store whose row no longer holds them */
  moved: number;
  /** letters that could not be moved: they stay readable in the row, each named in the log */
  failed: number;
}

/**
 * Letters sent before the file store kept them sit in `referrals.letter_pdf`: each is written into
 * the file store beside its assessment's photo (encrypted, bound to its place), read back and
 * compared byte for byte, and only then does its row name the file and let the column go — one
 * statement that applies only while the row still holds the letter. Idempotent and safe beside live
 * traffic and other servers doing the same (a second copy written meanwhile is the same letter).
 * A letter that cannot be moved stays in its row, readable as before, and the next start tries
 * again. With letters moved, `VACUUM FULL referrals` rewrites the table so its files no longer
 * carry the emptied values (a plain UPDATE leaves the old row versions on disk); the embedded
 * database, whose backup copies its data directory as it is, also lets go of the write-ahead log
 * that still holds them (PostgreSQL's own WAL, archives and replicas are its operator's).
 */
export async function moveLettersToFileStore(
  ctx: { db: Db; dbKind: 'pglite' | 'postgres'; files: FileStore; log: (line: string) => void },
  opts: { batch?: number } = {},
): Promise<MoveLettersReport> {
  const { db, files, log } = ctx;
  const report: MoveLettersReport = { moved: 0, failed: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('referrals')
      .innerJoin('assessments', 'assessments.id', 'referrals.assessment_id')
      .select(['referrals.id', 'referrals.letter_pdf', 'assessments.photo_dir'])
      .where('referrals.letter_file', 'is', null)
      .where('referrals.id', '>', after)
      .orderBy('referrals.id')
      .limit(opts.batch ?? 20)
      .execute();
    if (!rows.length) break;
    for (const r of rows) {
      after = r.id;
      if (!r.letter_pdf) continue;
      const letter = Buffer.from(r.letter_pdf);
      const name = letterFileOf(r.id);
      try {
        await files.write(r.photo_dir, name, letter);
        const back = await files.read(r.photo_dir, name);
        if (!back?.equals(letter)) throw new Error('the stored copy does not read back identical');
        const done = await db
          .updateTable('referrals')
          .set({ letter_file: name, letter_pdf: null })
          .where('id', '=', r.id)
          .where('letter_file', 'is', null)
          .executeTakeFirst();
        report.moved += Number(done.numUpdatedRows);
      } catch (err) {
        report.failed += 1;
        log(
          `[referrals] the letter of referral ${r.id} stays in the database: it could not be moved into ${files.root} (${err instanceof Error ? err.message : String(err)})`,
        );
      }
    }
  }
  if (report.moved) {
    try {
      await sql`vacuum full referrals`.execute(db);
      if (ctx.dbKind === 'pglite') await dropOldWal(db);
    } catch (err) {
      log(
        `[referrals] clearing the moved letters from the database's files failed (${err instanceof Error ? err.message : String(err)}): they may hold them until the space is reused`,
      );
    }
  }
  if (report.moved || report.failed)
    log(
      `[referrals] moved ${report.moved} referral letter(s) from the database into the encrypted file store; ${report.failed} could not be moved and stay in the database`,
    );
  return report;
}

/**
 * The embedded database (one process, no replicas or archive) starts a new WAL segment and
 * checkpoints with segment recycling off, so the segments that logged the letters are deleted
 * rather than renamed for reuse with their bytes in them.
 */
async function dropOldWal(db: Db): Promise<void> {
  await sql`set wal_recycle = off`.execute(db);
  try {
    await sql`select pg_switch_wal()`.execute(db);
    await sql`checkpoint`.execute(db);
  } finally {
    await sql`reset wal_recycle`.execute(db);
  }
}
