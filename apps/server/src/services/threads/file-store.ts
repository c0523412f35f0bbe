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

/**
 * Where photos, annotated images and masks live: DATA_DIR/uploads/<userId>/<uuid>/…, never under
 * a public path, each file encrypted (AES-256-GCM envelope, photo-crypto.ts). Every read and
 * write goes through this interface — the image routes, PDF, FHIR, the analysis job, outline
 * correction — so object storage can replace the disk later and nothing sees a ciphertext.
 */
export interface FileStore {
  readonly root: string;
  /** store `data` durably (encrypted); the bytes it takes in storage */
  write(dir: string, name: string, data: Buffer): Promise<number>;
  /** the plaintext, or null when there is no such file */
  read(dir: string, name: string): Promise<Buffer | null>;
  removeDir(dir: string): Promise<void>;
  /** free bytes on the storage's disk, or null when it cannot tell */
  freeBytes(): Promise<number | null>;
  /**
   * Bring every stored file to the current key: files from before encryption are encrypted,
   * files under an older key re-wrapped (their data key only). Safe beside live traffic.
   */
  upgradeAll(): Promise<{ encrypted: number; rewrapped: number; failed: number }>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const SAFE_NAME = /^[a-z0-9.-]{1,40}$/;

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

export function createDiskFileStore(dataDir: string, opts: DiskStoreOptions): FileStore {
  const root =
    dataDir === 'memory://' ? mkdtempSync(path.join(tmpdir(), 'woundly-uploads-')) : path.resolve(dataDir, 'uploads');
  const { keys } = opts;

  function resolve(dir: string, name?: string): string {
    const parts = dir.split('/');
    if (parts.length !== 2 || !parts.every((p) => SAFE_SEGMENT.test(p))) throw new Error(`unsafe storage path: ${dir}`);
    if (name !== undefined && !SAFE_NAME.test(name)) throw new Error(`unsafe file name: ${name}`);
    const full = path.resolve(root, ...parts, ...(name ? [name] : []));
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
    root,
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
    async removeDir(dir) {
      await rm(resolve(dir), { recursive: true, force: true });
    },
    freeBytes: () => (opts.freeBytes ?? diskFree)(root),
    async upgradeAll() {
      const counts = { encrypted: 0, rewrapped: 0, failed: 0 };
      const list = (p: string) => readdir(p, { withFileTypes: true }).catch(() => []);
      for (const user of await list(root)) {
        if (!user.isDirectory() || !SAFE_SEGMENT.test(user.name)) continue;
        for (const thread of await list(path.join(root, user.name))) {
          if (!thread.isDirectory() || !SAFE_SEGMENT.test(thread.name)) continue;
          for (const f of await list(path.join(root, user.name, thread.name))) {
            if (!f.isFile() || !SAFE_NAME.test(f.name) || /\.tmp-/.test(f.name)) continue;
            try {
              const done = await upgradeFile(`${user.name}/${thread.name}`, f.name);
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

export const PHOTO_FILE = 'photo';
export const ANNOTATED_FILE = 'annotated.png';
export const MASK_FILE = 'mask.png';
export const PROBABILITY_FILE = 'probability.png';
