import sharp from '@woundcare/wound-vision/sharp';
import type { ExamDateSource } from '@woundcare/api-types';

/**
 * The exam date of an assessment: the photo's EXIF DateTimeOriginal when present and
 * plausible, else the date the clinician entered, else the upload time — and which one it was.
 */

const TAG_EXIF_IFD = 0x8769;
const TAG_DATETIME_ORIGINAL = 0x9003;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
/** before this, a camera clock was never set (DSC defaults are 1970, 1980, 2000-01-01) */
const EARLIEST_PLAUSIBLE = Date.UTC(2000, 0, 2);
/** a clock a little ahead of ours is normal; a day ahead is not */
const FUTURE_SLACK_MS = 24 * 3_600_000;

export interface ExifDate {
  /** the instant: with OffsetTimeOriginal when the camera wrote it, else the wall clock read as UTC */
  date: Date;
  hasOffset: boolean;
}

/**
 * DateTimeOriginal (tag 0x9003 in the Exif sub-IFD) from a raw EXIF block as sharp returns it
 * ("Exif\0\0" + TIFF header, either byte order). Null when absent or malformed — never throws.
 */
export function parseExifDateTimeOriginal(exif: Buffer | Uint8Array | undefined | null): ExifDate | null {
  if (!exif || exif.length < 14) return null;
  const buf = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  const start = buf.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const order = buf.subarray(start, start + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (at + 2 <= buf.length ? (le ? buf.readUInt16LE(at) : buf.readUInt16BE(at)) : null);
  const u32 = (at: number) => (at + 4 <= buf.length ? (le ? buf.readUInt32LE(at) : buf.readUInt32BE(at)) : null);
  if (u16(start + 2) !== 42) return null;

  /** entries of the IFD at TIFF offset `ifd`: tag → { type, count, value offset field position } */
  const entries = (ifd: number) => {
    const out = new Map<number, { type: number; count: number; field: number }>();
    const at = start + ifd;
    const n = u16(at);
    if (n === null || n > 512) return out;
    for (let i = 0; i < n; i++) {
      const e = at + 2 + i * 12;
      const tag = u16(e);
      const type = u16(e + 2);
      const count = u32(e + 4);
      if (tag === null || type === null || count === null) break;
      out.set(tag, { type, count, field: e + 8 });
    }
    return out;
  };
  const ascii = (entry: { type: number; count: number; field: number } | undefined): string | null => {
    if (!entry || entry.type !== 2 || entry.count < 1 || entry.count > 64) return null;
    const at =
      entry.count <= 4
        ? entry.field
        : (() => {
            const off = u32(entry.field);
            return off === null ? -1 : start + off;
          })();
    if (at < 0 || at + entry.count > buf.length) return null;
    return buf
      .subarray(at, at + entry.count)
      .toString('latin1')
      .replace(/\0+$/, '')
      .trim();
  };

  const ifd0 = u32(start + 4);
  if (ifd0 === null) return null;
  const exifPtr = entries(ifd0).get(TAG_EXIF_IFD);
  if (!exifPtr) return null;
  const exifIfd = u32(exifPtr.field);
  if (exifIfd === null) return null;
  const sub = entries(exifIfd);
  const text = ascii(sub.get(TAG_DATETIME_ORIGINAL));
  const m = text ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  // reject impossible calendar values (2024:02:31, 25:00:00) rather than letting Date roll them over
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi
  )
    return null;
  const offset = ascii(sub.get(TAG_OFFSET_TIME_ORIGINAL));
  const om = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  if (om) {
    const minutes = (Number(om[2]) * 60 + Number(om[3])) * (om[1] === '-' ? -1 : 1);
    return { date: new Date(utc - minutes * 60_000), hasOffset: true };
  }
  return { date: check, hasOffset: false };
}

/** A photo's DateTimeOriginal, when sharp finds an EXIF block and the date parses. */
export async function readPhotoExifDate(photo: Buffer): Promise<ExifDate | null> {
  try {
    const meta = await sharp(photo, { failOn: 'none' }).metadata();
    return parseExifDateTimeOriginal(meta.exif);
  } catch {
    return null;
  }
}

/** Plausible: after the year 2000 and not more than a day after the upload. */
export function isPlausibleExamDate(date: Date, uploadedAt: Date): boolean {
  const t = date.getTime();
  return Number.isFinite(t) && t >= EARLIEST_PLAUSIBLE && t <= uploadedAt.getTime() + FUTURE_SLACK_MS;
}

/** EXIF (plausible) → entered → upload time. */
export function chooseExamDate(
  exif: ExifDate | null,
  entered: Date | null,
  uploadedAt: Date,
): { examDate: Date; source: ExamDateSource } {
  if (exif && isPlausibleExamDate(exif.date, uploadedAt)) return { examDate: exif.date, source: 'exif' };
  if (entered) return { examDate: entered, source: 'entered' };
  return { examDate: uploadedAt, source: 'upload' };
}
