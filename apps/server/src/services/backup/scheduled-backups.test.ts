import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { backupFolderName, pruneBackups } from './scheduled-backups.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function backup(name: string, finished = true) {
  mkdirSync(path.join(dir, name, 'uploads'), { recursive: true });
  if (finished) writeFileSync(path.join(dir, name, 'manifest.json'), '{}');
}

describe('scheduled backups', () => {
  it('name their folders by UTC time, so names sort by time', () => {
    expect(backupFolderName(new Date('2026-03-04T05:06:07.890Z'))).toBe('woundly-2026-03-04T05-06-07Z');
  });

  it('keep the newest BACKUP_KEEP finished backups, remove unfinished ones, touch nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'woundly-prune-'));
    backup('woundly-2026-01-01T02-00-00Z');
    backup('woundly-2026-01-03T02-00-00Z');
    backup('woundly-2026-01-02T02-00-00Z');
    backup('woundly-2026-01-02T14-00-00Z', false); // a backup that failed half-way
    backup('woundly-2026-01-04T02-00-00Z', false); // the one being written now
    backup('my-own-copy');
    writeFileSync(path.join(dir, 'notes.txt'), 'kept');
    const removed = await pruneBackups(dir, 2, 'woundly-2026-01-04T02-00-00Z');
    expect(removed).toEqual(['woundly-2026-01-01T02-00-00Z', 'woundly-2026-01-02T14-00-00Z']);
    expect(readdirSync(dir).sort()).toEqual([
      'my-own-copy',
      'notes.txt',
      'woundly-2026-01-02T02-00-00Z',
      'woundly-2026-01-03T02-00-00Z',
      'woundly-2026-01-04T02-00-00Z',
    ]);
    // once the running one is finished it counts among the newest kept
    writeFileSync(path.join(dir, 'woundly-2026-01-04T02-00-00Z', 'manifest.json'), '{}');
    expect(await pruneBackups(dir, 2, 'woundly-2026-01-04T02-00-00Z')).toEqual(['woundly-2026-01-02T02-00-00Z']);
  });

  it('are off by default; BACKUP_KEEP and BACKUP_INTERVAL_HOURS are validated', () => {
    const env = parseEnv({});
    expect(env.BACKUP_DIR).toBeUndefined();
    expect(env.BACKUP_KEEP).toBe(7);
    expect(env.BACKUP_INTERVAL_HOURS).toBe(24);
    expect(() => parseEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_DIR: '/b', BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(parseEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: '30', BACKUP_INTERVAL_HOURS: '6' })).toMatchObject({
      BACKUP_DIR: '/b',
      BACKUP_KEEP: 30,
      BACKUP_INTERVAL_HOURS: 6,
    });
  });
});
