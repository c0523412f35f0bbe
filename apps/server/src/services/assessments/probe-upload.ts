import type { Metadata } from 'sharp';
import sharp from '@woundcare/wound-vision/sharp';
import { ImageInputError } from '@woundcare/wound-vision/errors';
import { checkImageHeader, DECODE_MAX_SIDE, MAX_PIXELS } from '@woundcare/wound-vision/decode/decode-image';

/**
 * The first bytes of each accepted format: anything else — SVG, gzipped SVG (.svgz), PDF, … — is
 * refused before any decoder sees it. Behind this, libvips' SVG loader (librsvg) is blocked for
 * the whole process as soon as sharp is loaded (@woundcare/wound-vision/sharp), so even a file
 * that got past this check could not reach it.
 */
export function magicFormat(b: Buffer): string | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (
    b.length >= 4 &&
    ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0) ||
      (b[0] === 0x4d && b[1] === 0x4d && b[2] === 0 && b[3] === 0x2a))
  )
    return 'tiff';
  if (
    b.length >= 12 &&
    b.toString('latin1', 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(b.toString('latin1', 8, 12))
  )
    return 'heif';
  return null;
}

/** Raster formats a camera or phone produces (the engine accepts the same). */
const ALLOWED = new Map<string, string>([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['tiff', 'image/tiff'],
  ['gif', 'image/gif'],
  ['heif', 'image/heif'],
  ['avif', 'image/avif'],
]);

export interface ProbedImage {
  format: string;
  mime: string;
  /** pixel size with EXIF orientation applied */
  width: number;
  height: number;
  bytes: number;
}

/** Formats every browser can draw as they are. */
export const BROWSER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/** A browser-safe JPEG of a photo (EXIF orientation applied, at most DECODE_MAX_SIDE), for formats browsers cannot show. */
export function displayJpeg(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { failOn: 'none', limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: DECODE_MAX_SIDE, height: DECODE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Content type to serve a stored photo with. */
export function mimeOf(format: string): string {
  return ALLOWED.get(format) ?? 'application/octet-stream';
}

/**
 * An upload's header, read without decoding a pixel: empty, oversized, non-image, vector,
 * too-many-pixels (bomb), too-few-bytes-for-its-pixels (IMPLAUSIBLE_IMAGE) and too small files
 * are refused here with the engine's stable codes.
 */
export async function readPhotoHeader(buf: Buffer, maxBytes: number): Promise<ProbedImage> {
  if (buf.length === 0) throw new ImageInputError('EMPTY_FILE', 'The file is empty (0 bytes).');
  if (buf.length > maxBytes) {
    throw new ImageInputError(
      'FILE_TOO_LARGE',
      `The file is ${(buf.length / 1048576).toFixed(1)} MB; the limit is ${(maxBytes / 1048576).toFixed(0)} MB.`,
    );
  }
  const head = buf.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<') || head.includes('<svg')) {
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      'SVG, HTML and other text files are not accepted; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).',
    );
  }
  if (!magicFormat(buf)) {
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      'This file is not a photo we accept (its first bytes are not JPEG, PNG, WebP, TIFF, GIF or HEIF/AVIF).',
    );
  }
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      'This file is not an image we can read; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).',
    );
  }
  const format = String(meta.format ?? 'unknown');
  const mime = ALLOWED.get(format);
  if (!mime)
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      `Files of type "${format}" are not accepted; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).`,
    );
  checkImageHeader({ format, width: meta.width ?? 0, height: meta.height ?? 0, bytes: buf.length });
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  return { format, mime, width, height, bytes: buf.length };
}

/**
 * Validate an upload by its content before it becomes an assessment: the header first
 * (readPhotoHeader), then `beforeDecode` with the pixel count — where the uploader's decode budget
 * is charged, and may refuse — and only then a small shrink-on-load decode, which reads the whole
 * file, so a truncated photo is caught here rather than in the job.
 */
export async function probeUpload(
  buf: Buffer,
  maxBytes: number,
  beforeDecode: (pixels: number) => void | Promise<void> = () => {},
): Promise<ProbedImage> {
  const header = await readPhotoHeader(buf, maxBytes);
  await beforeDecode(header.width * header.height);
  try {
    await sharp(buf, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true })
      .resize({ width: 64, height: 64, fit: 'inside', fastShrinkOnLoad: true })
      .raw()
      .toBuffer();
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (/premature|truncat|unexpected end|end of (file|stream)|not enough data|read error/i.test(msg)) {
      throw new ImageInputError('TRUNCATED_IMAGE', 'The image file is incomplete (truncated); upload it again.');
    }
    throw new ImageInputError('CORRUPT_IMAGE', 'The image data is damaged and cannot be decoded.');
  }
  return header;
}
