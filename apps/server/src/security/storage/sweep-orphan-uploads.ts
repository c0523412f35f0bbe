import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../services/storage/file-store.ts';

const UUID_DIR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_FILE = /\.tmp-\d+-\d+$/;

/**
 * Photos no assessment row points at — a process killed between "photo written" and "row inserted"
 * — are patient data nobody can see or delete: removed here, with the temp files of writes cut
 * short. Runs at start before any job does. `olderThanMs`: 0 when this process is the only one
 * (embedded database); with several processes sharing the store only old leftovers go, so an
 * upload another server is writing right now is never touched.
 */
export async function sweepOrphanUploads(
  db: Db,
  root: string,
  opts: { olderThanMs: number; log: (line: string) => void },
): Promise<{ dirs: number; temps: number }> {
  const known = new Set((await db.selectFrom('assessments').select('photo_dir').execute()).map((r) => r.photo_dir));
  const cutoff = Date.now() - opts.olderThanMs;
  const old = async (p: string) => opts.olderThanMs === 0 || (await stat(p)).mtimeMs < cutoff;
  const list = (p: string) => readdir(p, { withFileTypes: true }).catch(() => []);
  let dirs = 0;
  let temps = 0;
  for (const user of await list(root)) {
    if (!user.isDirectory()) continue;
    for (const entry of await list(path.join(root, user.name))) {
      if (!entry.isDirectory() || !UUID_DIR.test(entry.name)) continue;
      const full = path.join(root, user.name, entry.name);
      if (!known.has(`${user.name}/${entry.name}`)) {
        if (await old(full)) {
          await rm(full, { recursive: true, force: true });
          dirs++;
        }
        continue;
      }
      for (const f of await list(full)) {
        const file = path.join(full, f.name);
        if (f.isFile() && TEMP_FILE.test(f.name) && (await old(file))) {
          await rm(file, { force: true });
          temps++;
        }
      }
    }
  }
  if (dirs || temps)
    opts.log(`[uploads] removed ${dirs} orphaned upload folder(s) and ${temps} unfinished temp file(s)`);
  return { dirs, temps };
}

/**
 * The same sweep for a store without temp files (a bucket: a PUT is atomic): every assessment
 * directory no assessment row points at is removed, when its newest file is older than `olderThanMs`.
 */
export async function sweepOrphanDirs(
  db: Db,
  files: FileStore,
  opts: { olderThanMs: number; log: (line: string) => void },
): Promise<{ dirs: number }> {
  const known = new Set((await db.selectFrom('assessments').select('photo_dir').execute()).map((r) => r.photo_dir));
  const cutoff = Date.now() - opts.olderThanMs;
  const orphans: string[] = [];
  for await (const d of files.listDirs()) {
    const uuid = d.dir.split('/')[1]!;
    if (UUID_DIR.test(uuid) && !known.has(d.dir) && (opts.olderThanMs === 0 || d.modifiedMs < cutoff))
      orphans.push(d.dir);
  }
  for (const dir of orphans) await files.removeDir(dir);
  if (orphans.length) opts.log(`[uploads] removed ${orphans.length} orphaned upload folder(s) from ${files.root}`);
  return { dirs: orphans.length };
}
