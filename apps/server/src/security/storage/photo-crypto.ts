import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../env.ts';

/**
 * Envelope encryption of the stored photos, annotated images and masks (AES-256-GCM): each file
 * has its own random data key, which is stored in the file's header wrapped (AES-256-GCM) by a
 * master key, with the master key's id. Rotating the master key re-wraps 32-byte data keys, never
 * the photos. The file's own ciphertext is bound to its place in the store (dir/name as
 * additional data), so a file copied over another patient's does not decrypt.
 *
 *   "WLYE" 0x01 | key id (8) | wrap iv (12) | wrapped data key (32) | wrap tag (16)
 *              | data iv (12) | data tag (16) | ciphertext
 */
export const MAGIC = Buffer.from('WLYE\x01', 'latin1');
const KEY_ID = 8;
const IV = 12;
const TAG = 16;
const DEK = 32;
/** where the re-wrappable part (key id … wrap tag) sits */
export const WRAP_START = MAGIC.length;
export const WRAP_END = WRAP_START + KEY_ID + IV + DEK + TAG;
export const HEADER_BYTES = WRAP_END + IV + TAG;

export interface MasterKey {
  /** 16 hex characters: the first 8 bytes of SHA-256 over a label and the key */
  id: string;
  key: Buffer;
}

export interface KeyRing {
  /** new files are wrapped by this one */
  current: MasterKey;
  /** every key a stored file may name: the current one and those kept for reading */
  byId: Map<string, MasterKey>;
  /** where the keys came from, for the log and the docs */
  source: 'environment' | 'key file' | 'ephemeral';
}

export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('woundly-storage-key\0')
    .update(key)
    .digest('hex')
    .slice(0, KEY_ID * 2);
}

/** A master key as configured: 32 bytes in base64 (44 characters) or hex (64). */
export function parseMasterKey(text: string, where: string): MasterKey {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(t) && key.toString('base64') !== t))
    throw new ConfigError(
      `${where}: a storage key is 32 random bytes in base64 (e.g. the output of: openssl rand -base64 32)`,
    );
  return { id: keyIdOf(key), key };
}

function ring(keys: MasterKey[], source: KeyRing['source']): KeyRing {
  return { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k])), source };
}

export const KEY_FILE = 'storage-keys';

/**
 * The master keys: STORAGE_KEY (current) and STORAGE_OLD_KEYS (comma-separated, kept for reading)
 * from the environment; else DATA_DIR/storage-keys — one base64 key a line, the first current,
 * `#` comments — created 0600 with a fresh key on first start; in-memory test stores get a
 * throw-away key.
 */
export function loadKeyRing(
  env: { DATA_DIR: string; STORAGE_KEY?: string; STORAGE_OLD_KEYS?: string },
  log: (line: string) => void = () => {},
): KeyRing {
  const old = (env.STORAGE_OLD_KEYS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s, i) => parseMasterKey(s, `STORAGE_OLD_KEYS (key ${i + 1})`));
  if (env.STORAGE_KEY) return ring([parseMasterKey(env.STORAGE_KEY, 'STORAGE_KEY'), ...old], 'environment');
  if (env.DATA_DIR === 'memory://') return ring([fresh(), ...old], 'ephemeral');
  const file = path.resolve(env.DATA_DIR, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const key = randomBytes(32);
    // written whole under a temporary name, then linked into place: a process starting beside this
    // one (a worker) reads either no file or the whole key, and the first link wins
    const temp = `${file}.tmp-${process.pid}`;
    writeFileSync(
      temp,
      `# Woundly storage keys: the first line encrypts new photos; later lines are kept to read older ones.\n# Back this file up apart from the data: without it the photos cannot be read.\n${key.toString('base64')}\n`,
      { mode: 0o600 },
    );
    try {
      linkSync(temp, file);
      log(`[storage] created ${file} (0600): the key that encrypts stored photos; back it up apart from the data`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(temp);
    }
  }
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (!lines.length) throw new ConfigError(`${file} holds no storage key`);
  return ring([...lines.map((l, i) => parseMasterKey(l, `${file} line ${i + 1}`)), ...old], 'key file');
}

function fresh(): MasterKey {
  const key = randomBytes(32);
  return { id: keyIdOf(key), key };
}

const wrapAad = (keyId: Buffer) => Buffer.concat([Buffer.from('woundly-dek\0', 'latin1'), MAGIC, keyId]);
const dataAad = (place: string) => Buffer.concat([MAGIC, Buffer.from(place, 'utf8')]);

/** The wrap part of a header (key id … wrap tag) for `dek` under `master`. */
function wrap(master: MasterKey, dek: Buffer): Buffer {
  const keyId = Buffer.from(master.id, 'hex');
  const iv = randomBytes(IV);
  const c = createCipheriv('aes-256-gcm', master.key, iv);
  c.setAAD(wrapAad(keyId));
  const wrapped = Buffer.concat([c.update(dek), c.final()]);
  return Buffer.concat([keyId, iv, wrapped, c.getAuthTag()]);
}

function unwrap(keys: KeyRing, part: Buffer): { dek: Buffer; keyId: string } {
  const keyIdBytes = part.subarray(0, KEY_ID);
  const keyId = keyIdBytes.toString('hex');
  const master = keys.byId.get(keyId);
  if (!master)
    throw new Error(
      `a stored file is encrypted under storage key ${keyId}, which is not configured (STORAGE_KEY / STORAGE_OLD_KEYS or DATA_DIR/${KEY_FILE})`,
    );
  const iv = part.subarray(KEY_ID, KEY_ID + IV);
  const d = createDecipheriv('aes-256-gcm', master.key, iv);
  d.setAAD(wrapAad(keyIdBytes));
  d.setAuthTag(part.subarray(KEY_ID + IV + DEK, KEY_ID + IV + DEK + TAG));
  return { dek: Buffer.concat([d.update(part.subarray(KEY_ID + IV, KEY_ID + IV + DEK)), d.final()]), keyId };
}

export function isEncrypted(b: Buffer): boolean {
  return b.length >= HEADER_BYTES && b.subarray(0, MAGIC.length).equals(MAGIC);
}

/** bytes the cipher takes at a time: output goes straight into the file's one buffer */
const CHUNK = 1 << 20;

/** `input` run through `cipher` into `out` from `at`, a chunk at a time (GCM output is as long as its input). */
function pipeInto(cipher: { update(b: Buffer): Buffer }, input: Buffer, out: Buffer, at: number): void {
  for (let i = 0; i < input.length; i += CHUNK) cipher.update(input.subarray(i, i + CHUNK)).copy(out, at + i);
}

/**
 * `plain` encrypted for the place `place` (dir/name) under a fresh data key, into one buffer of
 * its final size: a photo is held as plaintext and ciphertext, never as a second ciphertext.
 */
export function encryptFile(keys: KeyRing, place: string, plain: Buffer): Buffer {
  const dek = randomBytes(DEK);
  const iv = randomBytes(IV);
  const c = createCipheriv('aes-256-gcm', dek, iv);
  c.setAAD(dataAad(place));
  const out = Buffer.allocUnsafe(HEADER_BYTES + plain.length);
  MAGIC.copy(out, 0);
  wrap(keys.current, dek).copy(out, WRAP_START);
  iv.copy(out, WRAP_END);
  pipeInto(c, plain, out, HEADER_BYTES);
  c.final();
  c.getAuthTag().copy(out, WRAP_END + IV);
  return out;
}

/** The plaintext of a stored file: decrypted, or as it is when it predates encryption. */
export function decryptFile(keys: KeyRing, place: string, stored: Buffer): Buffer {
  if (!isEncrypted(stored)) return stored;
  const { dek } = unwrap(keys, stored.subarray(WRAP_START, WRAP_END));
  const d = createDecipheriv('aes-256-gcm', dek, stored.subarray(WRAP_END, WRAP_END + IV));
  d.setAAD(dataAad(place));
  d.setAuthTag(stored.subarray(WRAP_END + IV, HEADER_BYTES));
  const out = Buffer.allocUnsafe(stored.length - HEADER_BYTES);
  pipeInto(d, stored.subarray(HEADER_BYTES), out, 0);
  // the tag is checked here: nothing decrypted is returned from a file that was tampered with
  d.final();
  return out;
}

/** The key id a stored header names. */
export function keyIdIn(header: Buffer): string {
  return header.subarray(WRAP_START, WRAP_START + KEY_ID).toString('hex');
}

/** A header's wrap part re-wrapped under the current key (same data key), or null when it already is. */
export function rewrapHeader(keys: KeyRing, header: Buffer): Buffer | null {
  if (keyIdIn(header) === keys.current.id) return null;
  const { dek } = unwrap(keys, header.subarray(WRAP_START, WRAP_END));
  return wrap(keys.current, dek);
}
