import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { sweepOrphanUploads } from './sweep-orphan-uploads.ts';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const U3 = '33333333-3333-4333-8333-333333333333';

/** Just the one query the sweep makes: the photo folders of all assessments. */
const dbWith = (dirs: string[]) =>
  ({
    selectFrom: () => ({ select: () => ({ execute: async () => dirs.map((photo_dir) => ({ photo_dir })) }) }),
  }) as unknown as Db;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function layout() {
  root = mkdtempSync(path.join(tmpdir(), 'woundly-sweep-'));
  for (const d of [U1, U2, U3]) {
    mkdirSync(path.join(root, 'user-a', d), { recursive: true });
    writeFileSync(path.join(root, 'user-a', d, 'photo'), 'jpeg');
  }
  writeFileSync(path.join(root, 'user-a', U1, 'annotated.png.tmp-123-456'), 'half');
  mkdirSync(path.join(root, 'user-a', 'not-a-assessment-folder'));
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(path.join(root, 'user-a', U3), twoHoursAgo, twoHoursAgo);
}

describe('sweepOrphanUploads', () => {
  it('alone on the store: removes every folder no assessment points at and every unfinished temp file', async () => {
    layout();
    const res = await sweepOrphanUploads(dbWith([`user-a/${U1}`]), root, { olderThanMs: 0, log: () => {} });
    expect(res).toEqual({ dirs: 2, temps: 1 });
    expect(existsSync(path.join(root, 'user-a', U1, 'photo'))).toBe(true);
    expect(existsSync(path.join(root, 'user-a', U1, 'annotated.png.tmp-123-456'))).toBe(false);
    expect(existsSync(path.join(root, 'user-a', U2))).toBe(false);
    expect(existsSync(path.join(root, 'user-a', U3))).toBe(false);
    expect(existsSync(path.join(root, 'user-a', 'not-a-assessment-folder'))).toBe(true);
  });

  it('sharing the store with other processes: leaves recent leftovers (an upload in progress) alone', async () => {
    layout();
    const res = await sweepOrphanUploads(dbWith([`user-a/${U1}`]), root, { olderThanMs: 3_600_000, log: () => {} });
    expect(res).toEqual({ dirs: 1, temps: 0 });
    expect(existsSync(path.join(root, 'user-a', U2, 'photo'))).toBe(true);
    expect(existsSync(path.join(root, 'user-a', U3))).toBe(false);
  });

  it('does nothing on a missing or empty store', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'woundly-sweep-'));
    expect(await sweepOrphanUploads(dbWith([]), path.join(root, 'absent'), { olderThanMs: 0, log: () => {} })).toEqual({
      dirs: 0,
      temps: 0,
    });
  });
});
