import { mkdtempSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decryptFile,
  encryptFile,
  HEADER_BYTES,
  isEncrypted,
  rewrapHeader,
  WRAP_START,
  type KeyRing,
} from '../../security/storage/photo-crypto.ts';
import { checkPlace, SAFE_NAME, SAFE_SEGMENT, type FileStore } from './file-store.ts';

export interface DiskStoreOptions {
  keys: KeyRing;
  /** free bytes on the disk (tests play a full disk); default: statfs of the store */
  freeBytes?: (root: string) => Promise<number | null>;
}

async function diskFree(root: string): Promise<number | null> {
  try {
    const s = await statfs(root);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
}

/**
 * The local driver: DATA_DIR/uploads/<userId>/<uuid>/…, never under a public path; each write is
 * durable (temp file, fsync, rename). `memory://` (tests) is a temporary directory.
 */
export function createDiskFileStore(dataDir: string, opts: DiskStoreOptions): FileStore {
  const root =
    dataDir === 'memory://' ? mkdtempSync(path.join(tmpdir(), 'woundly-uploads-')) : path.resolve(dataDir, 'uploads');
  const { keys } = opts;

  function resolve(dir: string, name?: string): string {
    const full = path.resolve(root, ...checkPlace(dir, name));
    if (!full.startsWith(root + path.sep)) throw new Error(`unsafe storage path: ${dir}`);
    return full;
  }

  /** Durable write: temp file, fsync, rename (a crash leaves the old file or the new one). */
  async function writeRaw(target: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
    const fh = await open(temp, 'w', 0o600);
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(temp, target);
  }

  /** One stored file brought to the current key; what was done. */
  async function upgradeFile(dir: string, name: string): Promise<'encrypted' | 'rewrapped' | null> {
    const file = resolve(dir, name);
    // through one handle: a file replaced meanwhile (a new analysis) is a different inode, left alone
    const fh = await open(file, 'r+');
    try {
      const before = await fh.stat();
      const head = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await fh.read(head, 0, HEADER_BYTES, 0);
      if (bytesRead === HEADER_BYTES && isEncrypted(head)) {
        const wrapped = rewrapHeader(keys, head);
        if (!wrapped) return null;
        await fh.write(wrapped, 0, wrapped.length, WRAP_START);
        await fh.sync();
        return 'rewrapped';
      }
      const plain = await fh.readFile();
      const sealed = encryptFile(keys, `${dir}/${name}`, plain);
      // only if nobody replaced the file while it was read
      const now = await stat(file).catch(() => null);
      if (!now || now.ino !== before.ino || now.mtimeMs !== before.mtimeMs) return null;
      await writeRaw(file, sealed);
      return 'encrypted';
    } finally {
      await fh.close();
    }
  }

  return {
    kind: 'disk',
    root,
    async check() {},
    async write(dir, name, data) {
      const sealed = encryptFile(keys, `${dir}/${name}`, data);
      await writeRaw(resolve(dir, name), sealed);
      return sealed.length;
    },
    async read(dir, name) {
      let stored: Buffer;
      try {
        stored = await readFile(resolve(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return decryptFile(keys, `${dir}/${name}`, stored);
    },
    async remove(dir, name) {
      await rm(resolve(dir, name), { force: true });
    },
    async removeDir(dir) {
      await rm(resolve(dir), { recursive: true, force: true });
    },
    async *listDirs() {
      const list = (p: string) => readdir(p, { withFileTypes: true }).catch(() => []);
      for (const user of await list(root)) {
        if (!user.isDirectory() || !SAFE_SEGMENT.test(user.name)) continue;
        for (const assessment of await list(path.join(root, user.name))) {
          if (!assessment.isDirectory() || !SAFE_SEGMENT.test(assessment.name)) continue;
          const s = await stat(path.join(root, user.name, assessment.name)).catch(() => null);
          if (s) yield { dir: `${user.name}/${assessment.name}`, modifiedMs: s.mtimeMs };
        }
      }
    },
    freeBytes: () => (opts.freeBytes ?? diskFree)(root),
    async upgradeAll() {
      const counts = { encrypted: 0, rewrapped: 0, failed: 0 };
      const list = (p: string) => readdir(p, { withFileTypes: true }).catch(() => []);
      for (const user of await list(root)) {
        if (!user.isDirectory() || !SAFE_SEGMENT.test(user.name)) continue;
        for (const assessment of await list(path.join(root, user.name))) {
          if (!assessment.isDirectory() || !SAFE_SEGMENT.test(assessment.name)) continue;
          for (const f of await list(path.join(root, user.name, assessment.name))) {
            if (!f.isFile() || !SAFE_NAME.test(f.name) || /\.tmp-/.test(f.name)) continue;
            try {
              const done = await upgradeFile(`${user.name}/${assessment.name}`, f.name);
              if (done) counts[done] += 1;
            } catch (err) {
              if ((err as NodeJS.ErrnoException).code !== 'ENOENT') counts.failed += 1;
            }
          }
        }
      }
      return counts;
    },
  };
}
