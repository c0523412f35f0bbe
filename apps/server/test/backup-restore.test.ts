/**
 * `npm run backup` and `npm run restore`, end to end on real processes:
 *  - a real server on a temporary DATA_DIR holds patients, wounds and analysed assessments (real
 *    wound engine, photos with a calibration sticker); an upload is half sent when the backup runs;
 *  - the backup (the CLI, while the server runs) is restored (the CLI) into a new DATA_DIR, a
 *    second server starts on it and every patient, wound, assessment, photo, annotated image,
 *    mask, probability map, referral letter (byte for byte), PDF report and FHIR export reads back
 *    identical — the report compared as its extracted text without its "generated" timestamp line,
 *    the FHIR bundles without their generation timestamp; the session cookie of the first server
 *    still signs in (auth secret);
 *  - the upload that finished after the snapshot is not in the restore (its row came later);
 *  - restore refuses a non-empty target, a schema newer than it knows, a damaged file, missing
 *    keys and another auth secret, each with its code, exit 1 and nothing written.
 * With DATABASE_URL set (npm run test:pg) the same on PostgreSQL: two databases of its own.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScene } from '@woundcare/wound-vision/test/synthetic-scene';
import { parseEnv } from '../src/env.ts';
import type { Manifest } from '../src/services/backup/manifest.ts';
import { runScheduledBackup } from '../src/services/backup/scheduled-backups.ts';
import { extractPdfText } from './support/pdf-text.ts';
import { freePort, REPO_ROOT, startRealServer, type RealServer } from './security/support/real-server.ts';

const PG_BASE = process.env.DATABASE_URL || '';
const ENV: Record<string, string> = {
  ANALYSIS_WORKERS: '1',
  ANALYSIS_QUEUE: 'in-process',
  RATE_LIMIT_AUTH_MAX: '1000',
  // the half-sent upload waits for the backup: no idle or rate limit may cut it off meanwhile
  UPLOAD_IDLE_MS: '120000',
  UPLOAD_MIN_KBPS: '0.001',
};
const stamp = `${process.pid}_${Date.now()}`;
const pgNames = {
  from: `woundly_backup_from_${stamp}`,
  to: `woundly_backup_to_${stamp}`,
  /** stays empty: the target of the refusals, which must write nothing into it */
  empty: `woundly_backup_empty_${stamp}`,
};
const pgUrl = (db: string) => {
  const u = new URL(PG_BASE);
  u.pathname = `/${db}`;
  return u.toString();
};

let work: string;
let dataA: string;
let dataB: string;
let out: string;
const servers: RealServer[] = [];
let cookie = '';
let photos: Buffer[];

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

function client(base: string) {
  return async (pathname: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('origin', base);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(base + pathname, { ...init, headers });
    for (const sc of res.headers.getSetCookie()) {
      const pair = sc.split(';')[0]!;
      if (pair.includes('session_token')) cookie = pair;
    }
    return res;
  };
}

/** One of the CLIs, as an operator runs it: exit code and output. */
function cli(
  script: 'backup-main.ts' | 'restore-main.ts',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${script}`, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', STORAGE_KEY: '', AUTH_SECRET: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let o = '';
    let e = '';
    child.stdout.on('data', (d: Buffer) => (o += d.toString()));
    child.stderr.on('data', (d: Buffer) => (e += d.toString()));
    child.on('exit', (code) => resolve({ code, out: o, err: e }));
  });
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a client reads of the record; timestamps of generation (not of data) taken out. */
async function readEverything(call: ReturnType<typeof client>) {
  const got: Record<string, unknown> = {};
  const json = async (p: string) => {
    const res = await call(p);
    expect(res.status, p).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const bytes = async (p: string) => {
    const res = await call(p);
    expect(res.status, p).toBe(200);
    return Buffer.from(await res.arrayBuffer()).toString('base64');
  };
  // FHIR bundles carry the time they were made; everything else in them is the record
  const fhir = async (p: string) => {
    const b = await json(p);
    delete b.timestamp;
    if (b.meta && typeof b.meta === 'object') delete (b.meta as Record<string, unknown>).lastUpdated;
    return b;
  };
  const { patients } = (await json('/api/patients')) as { patients: { id: string }[] };
  got.patients = patients;
  for (const p of patients) {
    const detail = (await json(`/api/patients/${p.id}`)) as { wounds: { id: string }[] };
    got[`patient ${p.id}`] = detail;
    for (const w of detail.wounds) {
      const wound = (await json(`/api/wounds/${w.id}`)) as {
        assessments?: { id: string }[];
      };
      got[`wound ${w.id}`] = wound;
      got[`wound ${w.id} fhir`] = await fhir(`/api/wounds/${w.id}/fhir`);
      got[`wound ${w.id} trajectory`] = await json(`/api/wounds/${w.id}/trajectory`);
      const { referrals } = (await json(`/api/wounds/${w.id}/referrals`)) as {
        referrals: { id: string; letterUrl: string }[];
      };
      got[`wound ${w.id} referrals`] = referrals;
      // the letter as sent, byte for byte
      for (const r of referrals) got[`referral ${r.id} letter`] = await bytes(r.letterUrl);
    }
  }
  const { assessments } = (await json('/api/assessments')) as { assessments: { id: string }[] };
  got.assessments = assessments;
  for (const t of assessments) {
    got[`assessment ${t.id}`] = await json(`/api/assessments/${t.id}`);
    for (const f of ['image', 'annotated', 'mask', 'probability'])
      got[`assessment ${t.id} ${f}`] = await bytes(`/api/assessments/${t.id}/${f}`);
    got[`assessment ${t.id} fhir`] = await fhir(`/api/assessments/${t.id}/fhir`);
    const pdf = await call(`/api/assessments/${t.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()));
    // the report says when it was generated: that line is the only one that may differ
    got[`assessment ${t.id} pdf`] = text
      .split('\n')
      .filter((l) => !/generated/i.test(l))
      .join('\n');
  }
  return got;
}

function uploadBody(woundId: string, photo: Buffer): Promise<{ body: Uint8Array; type: string }> {
  const fd = new FormData();
  fd.set('wound_id', woundId);
  // several visits of a wound today: the exam-date question answered yes
  fd.set('confirm_exam_date', 'true');
  fd.set('file', new File([photo as Uint8Array<ArrayBuffer>], 'wound.png', { type: 'image/png' }));
  const r = new Response(fd);
  return r.arrayBuffer().then((b) => ({ body: new Uint8Array(b), type: r.headers.get('content-type')! }));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'woundly-bk-'));
  dataA = path.join(work, 'a');
  dataB = path.join(work, 'b');
  out = path.join(work, 'backup');
  if (PG_BASE) {
    await admin(`CREATE DATABASE ${pgNames.from}`);
    await admin(`CREATE DATABASE ${pgNames.to}`);
    await admin(`CREATE DATABASE ${pgNames.empty}`);
  }
  const scene = await createScene({ seed: 11, width: 400, height: 300, supersample: 1, markerIds: [5] });
  photos = await Promise.all([1, 1.04, 0.96].map((b) => sharp(scene.png).modulate({ brightness: b }).png().toBuffer()));
}, 120_000);

afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  rmSync(work, { recursive: true, force: true });
  if (PG_BASE) {
    await admin(`DROP DATABASE IF EXISTS ${pgNames.from} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgNames.to} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgNames.empty} WITH (FORCE)`);
  }
});

describe(`backup and restore (${PG_BASE ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  const envA = () => ({ ...ENV, ...(PG_BASE ? { DATABASE_URL: pgUrl(pgNames.from) } : {}) });
  const envB = () => ({ ...ENV, ...(PG_BASE ? { DATABASE_URL: pgUrl(pgNames.to) } : {}) });
  let before: Record<string, unknown>;
  let lateAssessment = '';
  let manifest: Manifest;

  it('backs up a running server mid-upload and restores it into a new DATA_DIR that reads back identical', async () => {
    const a = await startRealServer({ dataDir: dataA, port: await freePort(), env: envA() });
    servers.push(a);
    const call = client(a.base);
    const signUp = await call('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'backup@example.com',
        password: 'wound-care-42',
        first_name: 'Ada',
        last_name: 'Nurse',
        title: 'RN',
        organization: 'Backup Clinic',
      }),
    });
    expect(signUp.status).toBe(200);

    const woundIds: string[] = [];
    for (const [i, name] of ['Ann Backup', 'Ben Restore'].entries()) {
      const p = await call('/api/patients', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ display_name: name, identifier: `MRN-${i + 1}`, birth_date: '1950-03-0' + (i + 1) }),
      });
      expect(p.status).toBe(201);
      const { patient } = (await p.json()) as { patient: { id: string } };
      const w = await call(`/api/patients/${patient.id}/wounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ etiology: 'diabetic_foot_ulcer', body_site: 'heel_left' }),
      });
      expect(w.status, await w.clone().text()).toBe(201);
      woundIds.push(((await w.json()) as { wound: { id: string } }).wound.id);
    }
    const ids: string[] = [];
    for (const [i, woundId] of [woundIds[0]!, woundIds[0]!, woundIds[1]!].entries()) {
      const { body, type } = await uploadBody(woundId, photos[i]!);
      const res = await call('/api/assessments', { method: 'POST', body, headers: { 'content-type': type } });
      expect(res.status, await res.clone().text()).toBe(202);
      ids.push(((await res.json()) as { assessment: { id: string } }).assessment.id);
    }
    await until(
      'every analysis completed',
      async () => {
        const { assessments } = (await (await call('/api/assessments')).json()) as {
          assessments: { status: string }[];
        };
        return assessments.length === ids.length && assessments.every((t) => t.status === 'completed');
      },
      120_000,
    );
    // a referral from the first assessment: its letter is a file of the store, backed up with the photos
    const contact = await call('/api/referral-contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Vera Vascular', specialty: 'vascular_surgery', email: 'vera@example.org' }),
    });
    expect(contact.status).toBe(201);
    const referral = await call(`/api/assessments/${ids[0]}/referrals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        contact_id: ((await contact.json()) as { contact: { id: string } }).contact.id,
        reason: 'Not healing.',
        urgency: 'routine',
        delivery: 'download',
      }),
    });
    expect(referral.status, await referral.clone().text()).toBe(201);
    before = await readEverything(call);
    expect(Object.keys(before).filter((k) => k.endsWith(' mask'))).toHaveLength(3);
    expect(Object.keys(before).filter((k) => k.endsWith(' letter'))).toHaveLength(1);

    // an upload half sent: its body waits until the backup is done
    const { body, type } = await uploadBody(woundIds[1]!, photos[2]!);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const half = Math.floor(body.length / 2);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, half));
        await released;
        controller.enqueue(body.subarray(half));
        controller.close();
      },
    });
    const late = call('/api/assessments', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': type, 'content-length': String(body.length) },
    });

    const t0 = Date.now();
    const bk = await cli('backup-main.ts', [out], { DATA_DIR: dataA, ...envA() });
    const backupMs = Date.now() - t0;
    release();
    expect(bk.code, bk.err + bk.out).toBe(0);
    if (!PG_BASE) expect(bk.out).toContain('snapshot taken by the running server');
    const lateRes = await late;
    expect(lateRes.status).toBe(202);
    lateAssessment = ((await lateRes.json()) as { assessment: { id: string } }).assessment.id;

    manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.counts).toMatchObject({ patients: 2, wounds: 2, assessments: 3, users: 1, teams: 1 });
    // photo, annotated image, mask and probability map of each of the three assessments, and the referral letter
    expect(manifest.counts.files).toBe(13);
    expect(manifest.files).toHaveLength(13);
    const letter = manifest.files.find((f) => /\/letter-[0-9a-f]{32}$/.test(f.path));
    expect(letter, 'the referral letter is in the backup').toBeDefined();
    // as stored: encrypted, no PDF in it
    const letterBytes = readFileSync(path.join(out, letter!.path));
    expect(letterBytes.subarray(0, 4).toString('latin1')).toBe('WLYE');
    expect(letterBytes.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(manifest.missing).toEqual([]);
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
    expect(manifest.keys.storageKeyIds).toHaveLength(1);
    expect(manifest.database.kind).toBe(PG_BASE ? 'postgres' : 'pglite');
    // the backup holds the ciphertext as stored, and no key
    const stored = readFileSync(path.join(out, manifest.files[0]!.path));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('WLYE');
    expect(readdirSync(out).sort()).toEqual([manifest.database.path, 'manifest.json', 'uploads'].sort());

    const rs = await cli(
      'restore-main.ts',
      [out, '--storage-keys', path.join(dataA, 'storage-keys'), '--auth-secret', path.join(dataA, 'auth-secret')],
      { DATA_DIR: dataB, ...envB() },
    );
    expect(rs.code, rs.err + rs.out).toBe(0);
    expect(rs.out).toContain('restored: 2 patients, 2 wounds, 3 assessments, 13 files');

    await until(
      'the late upload analysed',
      async () =>
        ((await (await call(`/api/assessments/${lateAssessment}`)).json()) as { assessment: { status: string } })
          .assessment.status === 'completed',
      120_000,
    );
    // the restored server takes the place of the first one (same address: links in reports and FHIR carry it)
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const b = await startRealServer({ dataDir: dataB, port: a.port, env: envB() });
    servers.push(b);
    // the first server's session cookie signs in on the restored one: sessions and the auth secret came back
    const after = await readEverything(client(b.base));
    expect(after).toEqual(before);
    const lateOnB = await client(b.base)(`/api/assessments/${lateAssessment}`);
    expect(lateOnB.status, 'the upload finished after the snapshot is not in it').toBe(404);
    console.log(
      `backup round trip (${PG_BASE ? 'PostgreSQL' : 'PGlite'}): ${Object.keys(before).length} reads identical; backup CLI ${backupMs} ms, database ${manifest.database.bytes} bytes, ${manifest.files.length} files`,
    );
  }, 300_000);

  it('scheduled backups of the stopped server (PGlite: the backup opens its database itself) keep the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'scheduled');
    const env = parseEnv({ ...envA(), DATA_DIR: dataA, BACKUP_DIR: dir, BACKUP_KEEP: '1' });
    const lines: string[] = [];
    const first = await runScheduledBackup(env, (l) => lines.push(l), new Date('2026-01-01T02:00:00Z'));
    const second = await runScheduledBackup(env, (l) => lines.push(l), new Date('2026-01-02T02:00:00Z'));
    expect([first.ok, second.ok], lines.join('\n')).toEqual([true, true]);
    expect(readdirSync(dir)).toEqual(['woundly-2026-01-02T02-00-00Z']);
    expect(lines.at(-1)).toContain('removed 1 older');
    const m = JSON.parse(readFileSync(path.join(second.folder, 'manifest.json'), 'utf8')) as Manifest;
    // the upload that finished after the first backup is in this one, with its four files (and the letter)
    expect(m.counts).toMatchObject({ patients: 2, wounds: 2, assessments: 4, files: 17 });
    expect(m.missing).toEqual([]);
  }, 120_000);

  describe('restore refuses, with a code and exit 1, and writes nothing', () => {
    const keys = () => [
      '--storage-keys',
      path.join(dataA, 'storage-keys'),
      '--auth-secret',
      path.join(dataA, 'auth-secret'),
    ];
    const fresh = (name: string) => path.join(work, name);
    /** every file under a folder with its size (null: no folder) */
    const listing = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => `${path.join(e.parentPath, e.name)} ${statSync(path.join(e.parentPath, e.name)).size}`)
            .sort()
        : null;
    const refused = async (args: string[], env: Record<string, string>, code: string, target: string) => {
      const was = listing(target);
      const r = await cli('restore-main.ts', args, {
        ...ENV,
        ...(PG_BASE ? { DATABASE_URL: pgUrl(pgNames.empty) } : {}),
        ...env,
      });
      expect(listing(target), 'the target is left as it was').toEqual(was);
      expect(r.code, r.out).toBe(1);
      expect(r.err).toContain(`restore refused [${code}]`);
      expect(r.err).not.toMatch(/\bat .+:\d+:\d+/);
      return r;
    };

    it('a non-empty DATA_DIR (and, on PostgreSQL, a database with tables)', async () => {
      const r = await refused([out, ...keys()], { DATA_DIR: dataB }, 'RESTORE_TARGET_NOT_EMPTY', dataB);
      expect(r.err).toContain('is not empty');
      if (PG_BASE) {
        const empty = fresh('pg-target');
        await refused(
          [out, ...keys()],
          { DATA_DIR: empty, DATABASE_URL: pgUrl(pgNames.from) },
          'RESTORE_TARGET_NOT_EMPTY',
          empty,
        );
        expect(existsSync(empty)).toBe(false);
      }
    });

    it('a backup of a newer schema', async () => {
      const newer = fresh('newer');
      cpSync(out, newer, { recursive: true });
      writeFileSync(
        path.join(newer, 'manifest.json'),
        JSON.stringify({ ...manifest, schemaVersion: '9999_from_the_future' }),
      );
      const target = fresh('t-newer');
      const r = await refused([newer, ...keys()], { DATA_DIR: target }, 'RESTORE_SCHEMA_NEWER', target);
      expect(r.err).toContain('9999_from_the_future');
      expect(existsSync(target)).toBe(false);
    });

    it('a damaged file', async () => {
      const damaged = fresh('damaged');
      cpSync(out, damaged, { recursive: true });
      const victim = path.join(damaged, manifest.files[1]!.path);
      const bytes = readFileSync(victim);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      writeFileSync(victim, bytes);
      const target = fresh('t-damaged');
      const r = await refused([damaged, ...keys()], { DATA_DIR: target }, 'RESTORE_CHECKSUM_MISMATCH', target);
      expect(r.err).toContain(manifest.files[1]!.path);
      expect(existsSync(target)).toBe(false);
    });

    it('no photo key, or another one', async () => {
      const target = fresh('t-keys');
      const r = await refused(
        [out, '--auth-secret', path.join(dataA, 'auth-secret')],
        { DATA_DIR: target },
        'RESTORE_KEYS_MISSING',
        target,
      );
      expect(r.err).toContain(manifest.keys.storageKeyIds[0]!);
      await refused(
        [out, '--auth-secret', path.join(dataA, 'auth-secret')],
        { DATA_DIR: target, STORAGE_KEY: Buffer.alloc(32, 7).toString('base64') },
        'RESTORE_KEYS_MISSING',
        target,
      );
      expect(existsSync(target)).toBe(false);
    });

    it('another auth secret, or none', async () => {
      const target = fresh('t-secret');
      const other = path.join(work, 'other-secret');
      writeFileSync(other, 'x'.repeat(64));
      await refused(
        [out, '--storage-keys', path.join(dataA, 'storage-keys'), '--auth-secret', other],
        { DATA_DIR: target },
        'RESTORE_AUTH_SECRET_MISMATCH',
        target,
      );
      await refused(
        [out, '--storage-keys', path.join(dataA, 'storage-keys')],
        { DATA_DIR: target },
        'RESTORE_AUTH_SECRET_MISSING',
        target,
      );
      expect(existsSync(target)).toBe(false);
    });

    it.runIf(PG_BASE)('(the PostgreSQL target of the refusals is still empty)', async () => {
      const c = new pg.Client({ connectionString: pgUrl(pgNames.empty) });
      await c.connect();
      try {
        const r = await c.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
        expect(r.rows[0].n).toBe(0);
      } finally {
        await c.end();
      }
    });

    it('backup refuses a folder that is not empty', async () => {
      const full = fresh('full');
      mkdirSync(full);
      writeFileSync(path.join(full, 'x'), 'x');
      const r = await cli('backup-main.ts', [full], { DATA_DIR: dataA, ...envA() });
      expect(r.code).toBe(1);
      expect(r.err).toContain('backup failed [BACKUP_OUT_NOT_EMPTY]');
    });
  });
});
