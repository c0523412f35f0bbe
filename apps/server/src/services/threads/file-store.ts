import { mkdtempSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where photos, annotated images and masks live: DATA_DIR/uploads/<userId>/<uuid>/…, never under
 * a public path. A small interface so object storage can replace the disk later.
 */
export interface FileStore {
  readonly root: string;
  write(dir: string, name: string, data: Buffer): Promise<void>;
  read(dir: string, name: string): Promise<Buffer | null>;
  removeDir(dir: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

export function createDiskFileStore(dataDir: string): FileStore {
  const root =
    dataDir === 'memory://' ? mkdtempSync(path.join(tmpdir(), 'woundly-uploads-')) : path.resolve(dataDir, 'uploads');

  function resolve(dir: string, name?: string): string {
    const parts = dir.split('/');
    if (parts.length !== 2 || !parts.every((p) => SAFE_SEGMENT.test(p))) throw new Error(`unsafe storage path: ${dir}`);
    if (name !== undefined && !/^[a-z0-9.-]{1,40}$/.test(name)) throw new Error(`unsafe file name: ${name}`);
    const full = path.resolve(root, ...parts, ...(name ? [name] : []));
    if (!full.startsWith(root + path.sep)) throw new Error(`unsafe storage path: ${dir}`);
    return full;
  }

  return {
    root,
    /** Durable write: temp file, fsync, rename (a crash leaves the old file or the new one). */
    async write(dir, name, data) {
      const target = resolve(dir, name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
      const fh = await open(temp, 'w', 0o600);
      try {
        await fh.writeFile(data);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(temp, target);
    },
    async read(dir, name) {
      try {
        return await readFile(resolve(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async removeDir(dir) {
      await rm(resolve(dir), { recursive: true, force: true });
    },
  };
}

export const PHOTO_FILE = 'photo';
export const ANNOTATED_FILE = 'annotated.png';
export const MASK_FILE = 'mask.png';
export const PROBABILITY_FILE = 'probability.png';
