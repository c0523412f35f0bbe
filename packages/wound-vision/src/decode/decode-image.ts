import type { Metadata, OutputInfo } from 'sharp';
import sharp from '../sharp.ts';
import { ImageInputError } from '../errors.ts';
import type { BinaryMask, RgbImage } from '../image.ts';

/** Largest photo we decode: 40 megapixels (a 48 MP phone sensor bins to 12 MP by default). */
export const MAX_PIXELS = 40_000_000;
/** Default upload cap in bytes (the server passes MAX_UPLOAD_MB). */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** Smallest side we can measure anything on. */
export const MIN_SIDE = 32;
/** Raster formats a camera or phone produces. SVG/PDF (vector, scriptable) are refused. */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'gif', 'heif', 'avif']);

export interface DecodeOptions {
  maxBytes?: number;
  maxPixels?: number;
}

export interface DecodedImage {
  image: RgbImage;
  /** container format as sharp reports it (jpeg, png, webp, …) */
  format: string;
  /** EXIF orientation tag of the file (1 = upright); already applied to `image`. */
  orientation: number;
}

function looksLikeSvg(input: Buffer): boolean {
  const head = input.subarray(0, 2048).toString('utf8').trimStart().toLowerCase();
  return (
    head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!doctype svg') || head.includes('<svg')
  );
}

function checkBytes(input: Buffer, maxBytes: number) {
  if (!((input as unknown) instanceof Uint8Array))
    throw new ImageInputError('UNSUPPORTED_IMAGE', 'No image data was given.');
  if (input.length === 0) throw new ImageInputError('EMPTY_FILE', 'The file is empty (0 bytes).');
  if (input.length > maxBytes) {
    throw new ImageInputError(
      'FILE_TOO_LARGE',
      `The file is ${(input.length / 1048576).toFixed(1)} MB; the limit is ${(maxBytes / 1048576).toFixed(0)} MB.`,
    );
  }
  if (looksLikeSvg(input))
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      'SVG and other vector files are not accepted; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).',
    );
}

/** Header-only check: format and pixel count, before any pixel is decoded. */
async function readHeader(input: Buffer, maxPixels: number) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      'This file is not an image we can read; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).',
    );
  }
  const format = String(meta.format ?? 'unknown');
  if (!ALLOWED_FORMATS.has(format)) {
    throw new ImageInputError(
      'UNSUPPORTED_IMAGE',
      `Files of type "${format}" are not accepted; send a photo (JPEG, PNG, WebP, TIFF, HEIF/AVIF).`,
    );
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new ImageInputError('CORRUPT_IMAGE', 'The image header gives no size.');
  if (width * height > maxPixels) {
    throw new ImageInputError(
      'IMAGE_TOO_LARGE',
      `The image is ${width}×${height} (${((width * height) / 1e6).toFixed(1)} MP); the limit is ${(maxPixels / 1e6).toFixed(0)} MP.`,
    );
  }
  if (Math.min(width, height) < MIN_SIDE)
    throw new ImageInputError(
      'IMAGE_TOO_SMALL',
      `The image is ${width}×${height}; at least ${MIN_SIDE} pixels a side are needed.`,
    );
  return { format, orientation: meta.orientation ?? 1, hasAlpha: !!meta.hasAlpha };
}

function decodeError(e: unknown): ImageInputError {
  const msg = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(msg))
    return new ImageInputError('IMAGE_TOO_LARGE', `The image has more than ${MAX_PIXELS / 1e6} MP once decoded.`);
  if (/premature|truncat|unexpected end|end of (file|stream)|not enough data|read error/i.test(msg)) {
    return new ImageInputError('TRUNCATED_IMAGE', 'The image file is incomplete (truncated); upload it again.');
  }
  if (/timeout/i.test(msg)) return new ImageInputError('CORRUPT_IMAGE', 'The image took too long to decode.');
  return new ImageInputError('CORRUPT_IMAGE', 'The image data is damaged and cannot be decoded.');
}

/**
 * Decode a photo into 8-bit sRGB with the EXIF orientation applied. Refuses empty, oversized,
 * vector, truncated and damaged files and decompression bombs (the pixel count is checked from
 * the header before decoding, and sharp enforces the same limit while decoding).
 */
export async function decodeImage(input: Buffer, opts: DecodeOptions = {}): Promise<DecodedImage> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPixels = opts.maxPixels ?? MAX_PIXELS;
  checkBytes(input, maxBytes);
  const header = await readHeader(input, maxPixels);
  try {
    let pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 })
      .timeout({ seconds: 30 })
      .autoOrient();
    if (header.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    const { data, info } = await pipeline
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`);
    return {
      image: {
        width: info.width,
        height: info.height,
        data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      },
      format: header.format,
      orientation: header.orientation,
    };
  } catch (e) {
    throw decodeError(e);
  }
}

/**
 * Decode a mask (any raster format, 0 = background, > 127 = wound; colour masks use their
 * brightest channel). It must have the photo's pixel size (after EXIF orientation).
 */
export async function decodeMask(
  input: Buffer,
  width: number,
  height: number,
  opts: DecodeOptions = {},
): Promise<BinaryMask> {
  checkBytes(input, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  await readHeader(input, opts.maxPixels ?? MAX_PIXELS);
  let data: Buffer;
  let info: OutputInfo;
  try {
    ({ data, info } = await sharp(input, {
      limitInputPixels: opts.maxPixels ?? MAX_PIXELS,
      failOn: 'truncated',
      pages: 1,
    })
      .timeout({ seconds: 30 })
      .autoOrient()
      .flatten({ background: '#000000' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }));
  } catch (e) {
    throw decodeError(e);
  }
  if (info.width !== width || info.height !== height) {
    throw new ImageInputError(
      'MASK_SIZE_MISMATCH',
      `The mask is ${info.width}×${info.height} but the photo is ${width}×${height}; they must match.`,
    );
  }
  const n = width * height;
  const out = new Uint8Array(n);
  const ch = info.channels;
  for (let i = 0, j = 0; i < n; i++, j += ch) {
    let v = data[j]!;
    for (let c = 1; c < Math.min(ch, 3); c++) v = Math.max(v, data[j + c]!);
    out[i] = v > 127 ? 1 : 0;
  }
  return { width, height, data: out };
}
