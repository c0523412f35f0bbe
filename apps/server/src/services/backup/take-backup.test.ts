import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { takeBackup } from './take-backup.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('refuses, writing nothing, when the photos live in a bucket it would not copy', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'woundly-backup-'));
    const env = parseEnv({
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_URL: 's3://photos/clinic',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    const out = path.join(dir, 'out');
    await expect(takeBackup(env, out)).rejects.toMatchObject({ code: 'BACKUP_BUCKET_STORAGE' });
    expect(existsSync(out)).toBe(false);
  });
});
