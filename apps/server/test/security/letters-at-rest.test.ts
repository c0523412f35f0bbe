/**
 * Referral letters at rest. A letter carries the patient's identifiers and the wound photo: it is
 * kept in the encrypted file store beside its assessment's photo (AES-256-GCM envelope, bound to
 * its place), never in the database, and its download is the mailed attachment byte for byte. A
 * letter sent before that (in its row) still downloads, and moves into the store once — read back
 * before its row lets it go; one that cannot be moved stays readable and the failure is logged. A
 * letter whose mail fails is not kept. Runs on PGlite, and on PostgreSQL under DATABASE_URL.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralJson } from '@woundcare/api-types';
import { storageLimitsOf } from '../../src/services/assessments/storage-room.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createFakeAnalyzer, noisyJpeg } from '../support/fake-analyzer.ts';
import { uploadForm, userIdOf, waitForAssessment } from '../support/assessment-client.ts';
import { letterFileOf } from '../../src/services/referrals/letter-file.ts';
import { moveLettersToFileStore } from '../../src/services/referrals/move-letters.ts';
import { sendReferral, type CompletedAssessment } from '../../src/services/referrals/referrals.ts';
import type { FileStore } from '../../src/services/storage/file-store.ts';
import { findAssessment } from '../../src/services/assessments/assessment-store.ts';

const PATIENT = 'Lettice Atrest';
const fake = createFakeAnalyzer(1);
let t: TestApp;
let owner: ReturnType<TestApp['client']>;
let contactId: string;
let teamId: string;
let photoDir: string;

/** An owner with a patient, a wound, a completed assessment (analysis-1) and a referral contact. */
async function recordOn(app: TestApp) {
  const owner = app.client();
  await owner.signUp(undefined, 'wound-care-42', { first_name: 'Olive', last_name: 'Owner' });
  const { patient } = (await (
    await owner.request('/api/patients', {
      method: 'POST',
      json: { display_name: PATIENT, identifier: 'MRN-0230', birth_date: '1948-07-01' },
    })
  ).json()) as { patient: { id: string } };
  const { wound } = (await (
    await owner.request(`/api/patients/${patient.id}/wounds`, {
      method: 'POST',
      json: { etiology: 'venous_leg_ulcer', body_site: 'medial_malleolus_left', label: 'Left ankle ulcer' },
    })
  ).json()) as { wound: { id: string } };
  const up = await owner.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: wound.id }, { data: await noisyJpeg() }),
  });
  expect(up.status).toBe(202);
  expect((await waitForAssessment(owner, 'analysis-1')).assessment.status).toBe('completed');
  const added = await owner.request('/api/referral-contacts', {
    method: 'POST',
    json: { name: 'Vera Vascular', specialty: 'vascular_surgery', email: 'vera@vessels.example.org' },
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const contactId = ((await added.json()) as { contact: { id: string } }).contact.id;
  const teamId = (
    await app.deps.db
      .selectFrom('member')
      .select('organizationId')
      .where('userId', '=', await userIdOf(owner))
      .executeTakeFirstOrThrow()
  ).organizationId;
  const photoDir = (await findAssessment(app.deps.db, teamId, 'analysis-1'))!.photo_dir;
  return { owner, contactId, teamId, photoDir };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fake.analyzer } });
  ({ owner, contactId, teamId, photoDir } = await recordOn(t));
}, 120_000);
afterAll(() => t?.close());

/** Sends a referral from analysis-1; the PDF the contact received, for an e-mailed one. */
async function send(delivery: 'email' | 'download'): Promise<{ referral: ReferralJson; mailed: Buffer | null }> {
  const before = t.sent.length;
  const res = await owner.request('/api/assessments/analysis-1/referrals', {
    method: 'POST',
    json: { contact_id: contactId, reason: 'Not healing under compression.', urgency: 'soon', delivery },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { referral } = (await res.json()) as { referral: ReferralJson };
  const mail = t.sent.slice(before)[0];
  return { referral, mailed: mail ? mail.attachments![0]!.content : null };
}

async function download(referral: { id: string }) {
  const res = await owner.request(`/api/referrals/${referral.id}/letter.pdf`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const rowOf = (id: string) =>
  t.deps.db
    .selectFrom('referrals')
    .select(['letter_pdf', 'letter_file'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The whole database as a dump would carry it: pg_dump's SQL, or the embedded database's files. */
async function databaseDump(): Promise<Buffer> {
  if (t.deps.dbKind === 'postgres')
    return execFileSync('pg_dump', ['--data-only', '--no-owner', process.env.DATABASE_URL!], {
      maxBuffer: 1024 ** 3,
    });
  return gunzipSync(await t.handle.dump!());
}

/** Whether `bytes` holds the letter: its `%PDF-` header or a run from its middle, raw or as bytea hex. */
function holdsLetter(bytes: Buffer, pdf: Buffer): boolean {
  const run = pdf.subarray(Math.floor(pdf.length / 2), Math.floor(pdf.length / 2) + 48);
  return [Buffer.from('%PDF-'), run].some(
    (needle) => bytes.includes(needle) || bytes.includes(Buffer.from(needle.toString('hex'))),
  );
}

/** A referral row as a letter sent before this version left it: the PDF in `letter_pdf`, no file. */
async function oldStyleReferral(pdf: Buffer): Promise<string> {
  const id = randomUUID();
  const assessment = await findAssessment(t.deps.db, teamId, 'analysis-1');
  await t.deps.db
    .insertInto('referrals')
    .values({
      id,
      team_id: teamId,
      assessment_id: assessment!.id,
      wound_id: assessment!.wound_id!,
      contact_id: contactId,
      contact_name: 'Vera Vascular',
      contact_specialty: 'vascular_surgery',
      contact_organisation: '',
      contact_email: 'vera@vessels.example.org',
      reason: 'Sent before letters were in the file store.',
      urgency: 'routine',
      delivery: 'email',
      status: 'sent',
      letter_pdf: pdf,
      sender_name: 'Olive Owner',
      created_at: new Date(),
      status_updated_at: new Date(),
    })
    .execute();
  return id;
}

let first: { referral: ReferralJson; mailed: Buffer };

describe('a sent letter', () => {
  it('is kept only in the file store, encrypted beside the photo: no PDF anywhere in the database', async () => {
    const sent = await send('email');
    first = { referral: sent.referral, mailed: sent.mailed! };
    expect(first.mailed.subarray(0, 5).toString()).toBe('%PDF-');

    const row = await rowOf(first.referral.id);
    expect(row).toEqual({ letter_pdf: null, letter_file: letterFileOf(first.referral.id) });
    const stored = readFileSync(path.join(t.deps.workspace.files.root, photoDir, row.letter_file!));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('WLYE');
    expect(holdsLetter(stored, first.mailed)).toBe(false);

    expect(holdsLetter(await databaseDump(), first.mailed)).toBe(false);
    const rows = await sql<{
      row: string;
    }>`select r::text as row from referrals r where r.id = ${first.referral.id}`.execute(t.deps.db);
    expect(rows.rows[0]!.row).toContain('Not healing under compression.');
    expect(rows.rows[0]!.row).not.toContain(PATIENT);
    expect(rows.rows[0]!.row).not.toMatch(/%PDF|255044462d/i);
  });

  it('downloads byte for byte as the contact received it', async () => {
    const { res, bytes } = await download(first.referral);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.equals(first.mailed)).toBe(true);
    // a letter kept for download only is stored the same way
    const kept = await send('download');
    expect(kept.mailed).toBeNull();
    expect((await rowOf(kept.referral.id)).letter_pdf).toBeNull();
    const again = await download(kept.referral);
    expect(again.res.status).toBe(200);
    expect(again.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("does not open as another referral's letter, and one gone from storage answers 404", async () => {
    const other = await send('download');
    const root = t.deps.workspace.files.root;
    const otherFile = path.join(root, photoDir, letterFileOf(other.referral.id));
    writeFileSync(otherFile, readFileSync(path.join(root, photoDir, letterFileOf(first.referral.id))));
    await expect(t.deps.workspace.files.read(photoDir, letterFileOf(other.referral.id))).rejects.toThrow(
      /authenticate/,
    );
    await t.deps.workspace.files.remove(photoDir, letterFileOf(other.referral.id));
    const { res, bytes } = await download(other.referral);
    expect(res.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({
      error: { code: 'NOT_FOUND', message: 'The referral letter is missing from storage.' },
    });
  });

  it('is not kept when its mail fails: no file, no referral', async () => {
    const letters = () =>
      readdirSync(path.join(t.deps.workspace.files.root, photoDir)).filter((f) => /^letter-/.test(f));
    const before = letters();
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('referrals')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    const assessment = (await findAssessment(t.deps.db, teamId, 'analysis-1')) as CompletedAssessment;
    const user = await t.deps.db
      .selectFrom('user')
      .select(['id', 'email', 'name'])
      .where('id', '=', await userIdOf(owner))
      .executeTakeFirstOrThrow();
    await expect(
      sendReferral(
        {
          db: t.deps.db,
          files: t.deps.workspace.files,
          origin: 'http://localhost',
          storage: storageLimitsOf(t.deps.env),
          mailer: {
            send: async () => {
              throw new Error('SMTP refused the message');
            },
          },
        },
        {
          team: { id: teamId, name: 'Team', role: 'owner', requireTwoFactor: false },
          user,
          assessment,
          body: { contact_id: contactId, reason: 'x', urgency: 'routine', delivery: 'email' },
        },
      ),
    ).rejects.toThrow(/SMTP refused/);
    expect(letters()).toEqual(before);
    expect(await count()).toBe(rows);
  });
});

describe('a letter sent before the file store kept letters', () => {
  it('downloads from its row, moves into the file store once, and still downloads byte for byte', async () => {
    const id = await oldStyleReferral(first.mailed);
    expect((await download({ id })).bytes.equals(first.mailed)).toBe(true);
    // the search finds a letter that is in the database
    expect(holdsLetter(await databaseDump(), first.mailed)).toBe(true);

    const lines: string[] = [];
    const ctx = {
      db: t.deps.db,
      dbKind: t.deps.dbKind,
      files: t.deps.workspace.files,
      log: (l: string) => lines.push(l),
    };
    expect(await moveLettersToFileStore(ctx)).toEqual({ moved: 1, failed: 0 });
    expect(lines.join('\n')).toContain('moved 1 referral letter(s)');
    expect(await rowOf(id)).toEqual({ letter_pdf: null, letter_file: letterFileOf(id) });
    const stored = readFileSync(path.join(t.deps.workspace.files.root, photoDir, letterFileOf(id)));
    expect(holdsLetter(stored, first.mailed)).toBe(false);
    const { res, bytes } = await download({ id });
    expect(res.status).toBe(200);
    expect(bytes.equals(first.mailed)).toBe(true);
    // nothing left to move: a second pass (the next start) does nothing
    expect(await moveLettersToFileStore(ctx)).toEqual({ moved: 0, failed: 0 });
    // and the database no longer holds it: its table rewritten, and (embedded) its old write-ahead log gone
    expect(holdsLetter(await databaseDump(), first.mailed)).toBe(false);
    expect(lines.join('\n')).not.toContain('failed');
  });

  it('stays readable in its row when it cannot be moved, the failure logged, and moves at the next pass', async () => {
    const id = await oldStyleReferral(first.mailed);
    const real = t.deps.workspace.files;
    const refusing: FileStore = {
      ...real,
      write: async () => {
        throw new Error('the bucket does not answer');
      },
    };
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    expect(await moveLettersToFileStore({ db: t.deps.db, dbKind: t.deps.dbKind, files: refusing, log })).toEqual({
      moved: 0,
      failed: 1,
    });
    expect(lines.join('\n')).toContain(`the letter of referral ${id} stays in the database`);
    expect(lines.join('\n')).toContain('the bucket does not answer');
    expect((await rowOf(id)).letter_file).toBeNull();
    expect((await download({ id })).bytes.equals(first.mailed)).toBe(true);

    expect(await moveLettersToFileStore({ db: t.deps.db, dbKind: t.deps.dbKind, files: real, log })).toEqual({
      moved: 1,
      failed: 0,
    });
    expect((await download({ id })).bytes.equals(first.mailed)).toBe(true);
  });
});

describe('at start', () => {
  it('a server moves the letters still in its database into the file store; they download as before', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-letters-'));
    const env = { RATE_LIMIT_AUTH_MAX: '1000', DATA_DIR: dataDir };
    const opts = { workspace: { analyzer: fake.analyzer } };
    let before: TestApp | null = await createTestApp(env, opts);
    let after: TestApp | null = null;
    try {
      const r = await recordOn(before);
      const sent = await r.owner.request('/api/assessments/analysis-1/referrals', {
        method: 'POST',
        json: { contact_id: r.contactId, reason: 'Review', urgency: 'routine', delivery: 'download' },
      });
      expect(sent.status).toBe(201);
      const { id } = ((await sent.json()) as { referral: ReferralJson }).referral;
      const letter = Buffer.from(await (await r.owner.request(`/api/referrals/${id}/letter.pdf`)).arrayBuffer());
      // as an older version left it: the letter in its row, no file
      await before.deps.db
        .updateTable('referrals')
        .set({ letter_pdf: letter, letter_file: null })
        .where('id', '=', id)
        .execute();
      await before.deps.workspace.files.remove(r.photoDir, letterFileOf(id));
      const cookie = r.owner.cookie;
      await before.close();
      before = null;

      after = await createTestApp(env, opts);
      const moved = after.logs;
      for (let i = 0; i < 200 && !moved.some((l) => l.includes('moved 1 referral letter(s)')); i++)
        await new Promise((res) => setTimeout(res, 100));
      expect(moved.join('\n')).toContain('moved 1 referral letter(s)');
      expect(
        await after.deps.db
          .selectFrom('referrals')
          .select(['letter_pdf', 'letter_file'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ letter_pdf: null, letter_file: letterFileOf(id) });
      const owner2 = after.client();
      owner2.cookie = cookie;
      const res = await owner2.request(`/api/referrals/${id}/letter.pdf`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(letter)).toBe(true);
    } finally {
      await before?.close();
      await after?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
