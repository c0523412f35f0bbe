import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../env.ts';
import { MANIFEST_FILE } from './manifest.ts';

/** The folders scheduled backups are written to: BACKUP_DIR/woundly-<UTC time>. */
const NAME = /^woundly-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;
const BACKUP_MAIN = fileURLToPath(new URL('../../backup-main.ts', import.meta.url));
/** the first scheduled backup runs this long after start, so a server restarted daily still backs up */
const FIRST_AFTER_MS = 60_000;

export function backupFolderName(at: Date): string {
  return `woundly-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/**
 * Keep the newest `keep` finished backups in `dir` (those with a manifest, `running` among them
 * once it is finished) and remove the rest, and any unfinished one (no manifest) except `running`. Only folders named like scheduled backups
 * are touched; the names sort by time.
 */
export async function pruneBackups(dir: string, keep: number, running?: string): Promise<string[]> {
  const ours = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && NAME.test(e.name))
    .map((e) => e.name)
    .sort()
    .reverse();
  const finished = ours.filter((n) => existsSync(path.join(dir, n, MANIFEST_FILE)));
  const remove = [...finished.slice(keep), ...ours.filter((n) => !finished.includes(n))].filter((n) => n !== running);
  for (const n of remove) await rm(path.join(dir, n), { recursive: true, force: true });
  return remove.sort();
}

/** One scheduled backup: `npm run backup` as a child process (its own memory), then the pruning. */
export async function runScheduledBackup(
  env: Env,
  log: (line: string) => void,
  now = new Date(),
): Promise<{ ok: boolean; folder: string }> {
  const dir = path.resolve(env.BACKUP_DIR!);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupFolderName(now);
  const folder = path.join(dir, name);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), BACKUP_MAIN, folder], {
      env: { ...process.env, DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL ?? '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (c) => {
      if (c !== 0) log(`[backup] scheduled backup failed: ${err.trim().split('\n').slice(-1)[0] ?? `exit ${c}`}`);
      resolve(c);
    });
  });
  if (code === 0) {
    const removed = await pruneBackups(dir, env.BACKUP_KEEP, name);
    log(`[backup] scheduled backup written to ${folder}${removed.length ? `; removed ${removed.length} older` : ''}`);
  }
  return { ok: code === 0, folder };
}

/** BACKUP_DIR set: a backup a minute after start and every BACKUP_INTERVAL_HOURS after that. */
export function scheduleBackups(env: Env, log: (line: string) => void): { stop(): void } {
  if (!env.BACKUP_DIR) return { stop() {} };
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    runScheduledBackup(env, log)
      .catch((err: unknown) =>
        log(`[backup] scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => (busy = false));
  };
  const first = setTimeout(run, FIRST_AFTER_MS);
  const every = setInterval(run, env.BACKUP_INTERVAL_HOURS * 3_600_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
