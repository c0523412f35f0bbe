/**
 * Where photos, annotated images, masks, probability maps and the referral letters sent from an assessment live: one
 * directory per assessment, `<userId>/<uuid>/<name>`, each file encrypted (AES-256-GCM envelope, photo-crypto.ts) before it
 * leaves the process. Every read and write goes through this interface — the image routes, PDF,
 * FHIR, the analysis job, outline correction, referral letters, the trash purge — so nothing sees a ciphertext and
 * nothing knows which driver holds the bytes: the local disk (DATA_DIR/uploads, disk-file-store.ts)
 * or an S3-compatible bucket (STORAGE_URL=s3://…, s3-file-store.ts).
 */
export interface FileStore {
  /** which driver: the local disk or an S3-compatible bucket */
  readonly kind: 'disk' | 's3';
  /** where the files are: the disk directory, or s3://bucket/prefix (for logs and operators) */
  readonly root: string;
  /** at start: the store answers (a bucket that is missing or refuses the credentials stops the server) */
  check(): Promise<void>;
  /** store `data` durably (encrypted); the bytes it takes in storage */
  write(dir: string, name: string, data: Buffer): Promise<number>;
  /** the plaintext, or null when there is no such file */
  read(dir: string, name: string): Promise<Buffer | null>;
  /** the file, gone; a file that does not exist is no error */
  remove(dir: string, name: string): Promise<void>;
  /** every file of the directory, gone; a directory that does not exist is no error */
  removeDir(dir: string): Promise<void>;
  /** every assessment directory in the store and when a file in it was last written (the orphan sweep) */
  listDirs(): AsyncIterable<{ dir: string; modifiedMs: number }>;
  /** free bytes on the storage's disk, or null when it cannot tell (a bucket has no such figure) */
  freeBytes(): Promise<number | null>;
  /**
   * Bring every stored file to the current key: files from before encryption are encrypted,
   * files under an older key re-wrapped (their data key only). Safe beside live traffic.
   */
  upgradeAll(): Promise<{ encrypted: number; rewrapped: number; failed: number }>;
}

export const PHOTO_FILE = 'photo';
export const ANNOTATED_FILE = 'annotated.png';
export const MASK_FILE = 'mask.png';
export const PROBABILITY_FILE = 'probability.png';

/** a directory segment: a user id or an assessment's uuid */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
/** a file name in an assessment's directory */
export const SAFE_NAME = /^[a-z0-9.-]{1,40}$/;

/**
 * A directory (and file name) checked to be exactly `<segment>/<segment>[/<name>]`: no `..`, no
 * absolute path, no other prefix of the store reachable whatever a caller passes.
 */
export function checkPlace(dir: string, name?: string): string[] {
  const parts = dir.split('/');
  if (parts.length !== 2 || !parts.every((p) => SAFE_SEGMENT.test(p))) throw new Error(`unsafe storage path: ${dir}`);
  if (name !== undefined && !SAFE_NAME.test(name)) throw new Error(`unsafe file name: ${name}`);
  return name === undefined ? parts : [...parts, name];
}
