import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseStorageUrl } from './lib/storage-url.ts';

/**
 * Engine workers by default: one per core beyond the one the web server needs, at most 2. On a
 * 2-core machine one worker (with both cores for its network) analyses 94 twelve-megapixel photos
 * a minute at 522 MB peak RSS, against 101 a minute at 764 MB for two (npm run bench:analysis --
 * --only pool --pool-size 1|2): nearly the same throughput for two thirds of the memory.
 */
export const DEFAULT_ANALYSIS_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

/** localhost, 127.0.0.0/8 or [::1]: traffic that never leaves the machine. */
export function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Every setting the server reads. Documented in .env.example; validated once at start. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
        message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user@127.0.0.1:5432/db',
      })
      .optional(),
    PUBLIC_ORIGIN: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().default('Woundly <no-reply@woundly.local>'),
    /** proxies in front of the server that append to X-Forwarded-For: a count, or true (1) / false (0) */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => /^(true|false|\d{1,2})$/.test(v), {
        message: 'must be false, true (one proxy) or the number of proxy hops, e.g. 2',
      })
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_AUTH_WINDOW_S: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_FORM_MAX: z.coerce.number().int().positive().default(5),
    /** opens of patient plan links (GET /api/patient-plan/:token) per client IP per minute */
    RATE_LIMIT_PATIENT_LINK_MAX: z.coerce.number().int().positive().default(30),
    /** referral letters sent (made, stored and mailed) per user per hour … */
    RATE_LIMIT_REFERRAL_USER_MAX: z.coerce.number().int().positive().default(20),
    /** … and per care team per hour */
    RATE_LIMIT_REFERRAL_TEAM_MAX: z.coerce.number().int().positive().default(60),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(20),
    /** an upload's body may pause at most this long (ms) … */
    UPLOAD_IDLE_MS: z.coerce.number().int().min(50).max(300_000).default(15_000),
    /** … and must arrive at this average rate (KB/s) after a 10 s start: a 5 MB photo within 90 s */
    UPLOAD_MIN_KBPS: z.coerce.number().positive().max(100_000).default(64),
    /**
     * megapixels of photos one user may have decoded a minute (header pixel counts, charged before
     * any decode), with a burst of two minutes' worth; one photo is always let through when the
     * budget is full, however large
     */
    UPLOAD_MEGAPIXELS_PER_MIN: z.coerce.number().positive().max(100_000).default(240),
    /**
     * the master key that encrypts stored photos, annotated images and masks: 32 random bytes in
     * base64 (openssl rand -base64 32); unset, a key file DATA_DIR/storage-keys (0600) is made
     */
    STORAGE_KEY: z.string().optional(),
    /** earlier master keys, comma-separated, kept to read files not yet re-wrapped under STORAGE_KEY */
    STORAGE_OLD_KEYS: z.string().optional(),
    /**
     * where photos, annotated images and masks are stored: unset, the local disk (DATA_DIR/uploads);
     * `s3://bucket/prefix`, an S3-compatible bucket reached with the S3_* settings below
     */
    STORAGE_URL: z
      .string()
      .refine((v) => parseStorageUrl(v) !== null, {
        message:
          'must be s3://bucket or s3://bucket/prefix (bucket: 3-63 lower-case letters, digits, dots, hyphens; prefix: path segments of letters, digits, . _ -)',
      })
      .optional(),
    /** the S3 API's base URL (MinIO, Ceph, R2, s3rver …); unset, AWS S3 of S3_REGION */
    S3_ENDPOINT: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** bucket in the path (http://host/bucket/key) rather than the host name; default: true with S3_ENDPOINT, false on AWS */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** photos, annotated images and masks one care team may store, in GB (GiB) */
    TEAM_STORAGE_QUOTA_GB: z.coerce.number().positive().max(1_000_000).default(5),
    /**
     * uploads are refused while the disk holding DATA_DIR has less than this free (MB), so the
     * database, its WAL and the analysis files always have room to write
     */
    MIN_FREE_DISK_MB: z.coerce.number().min(0).max(10_000_000).default(1024),
    ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(16).default(DEFAULT_ANALYSIS_WORKERS),
    // 'threads', this mode's earlier name, is still read as 'in-process'
    ANALYSIS_QUEUE: z.preprocess(
      (v) => (v === 'threads' ? 'in-process' : v),
      z.enum(['auto', 'in-process', 'pg-boss']).default('auto'),
    ),
    /** optional remote analysis server speaking the spec's analysis-server paths; unreachable → simulated analysis */
    ANALYSIS_URL: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http:// or https:// URL' })
      .refine((v) => v.startsWith('https://') || isLoopback(new URL(v).hostname), {
        message: 'must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, [::1])',
      })
      .optional(),
    /**
     * the service token between a server and its analysis server: sent as `Authorization: Bearer`
     * to ANALYSIS_URL, and accepted on the engine paths in place of a session (set the same value
     * on both)
     */
    ANALYSIS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** days a deleted patient or assessment stays in the team's trash (restorable) before it is purged for good */
    TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * scheduled backups (npm run backup) into BACKUP_DIR/woundly-<time>, a minute after start and
     * every BACKUP_INTERVAL_HOURS; the newest BACKUP_KEEP are kept. Unset: none (run it from cron)
     */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 31)
      .default(24),
    /** the morning reminder of due follow-ups: from this local hour on (each user's time zone), checked every N seconds */
    FOLLOW_UP_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    FOLLOW_UP_REMINDER_CHECK_S: z.coerce.number().int().min(1).max(86_400).default(900),
    /**
     * EHR addresses (issuer, token endpoint, FHIR base) on loopback, private, link-local or
     * unique-local networks, and plain http, are refused unless this is 1 (true): only for a test
     * EHR on this machine, never in production
     */
    EHR_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (!env.STORAGE_URL) return;
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when STORAGE_URL is an s3:// bucket' });
    // every server and worker must read every photo: a key file on one machine's disk would not be shared
    if (!env.STORAGE_KEY && env.DATA_DIR !== 'memory://')
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_KEY'],
        message:
          'must be set when STORAGE_URL is an s3:// bucket, the same on every server and worker (openssl rand -base64 32; moving a local store: the first line of DATA_DIR/storage-keys)',
      });
  });

export type Env = z.infer<typeof schema>;

/** Parse configuration; throws one readable line per bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration — ${lines.join('; ')}`);
  }
  return result.data;
}

export class ConfigError extends Error {}
