/** Where STORAGE_URL points: a bucket and a key prefix inside it ('' or ending in '/'). */
export interface BucketPlace {
  bucket: string;
  prefix: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * `s3://bucket` or `s3://bucket/some/prefix` (a trailing slash is optional): the bucket by S3's
 * naming rules (3–63 lower-case letters, digits, dots, hyphens), the prefix plain path segments.
 * Null when it is not such a URL.
 */
export function parseStorageUrl(value: string): BucketPlace | null {
  const m = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value.trim());
  if (!m) return null;
  const bucket = m[1]!;
  if (!BUCKET.test(bucket) || bucket.includes('..')) return null;
  const segments = (m[2] ?? '').split('/').filter((s, i, all) => s !== '' || i !== all.length - 1);
  if (!segments.every((s) => PREFIX_SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  return { bucket, prefix: segments.length ? `${segments.join('/')}/` : '' };
}
