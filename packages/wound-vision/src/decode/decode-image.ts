import type { Metadata, OutputInfo } from 'sharp';
import sharp from '../sharp.ts';
import { ImageInputError } from '../errors.ts';
import type { BinaryMask, RgbImage } from '../image.ts';

/**
 * Largest photo we accept, by its header: 210 megapixels (a 200 MP phone sensor is 16320×12240).
 * JPEG and WebP decode shrunk (DCT scaling, libwebp's scaled decode), so even these cost a
 * twelve-megapixel decode; formats that decode whole (HEIF/AVIF, PNG, TIFF, GIF) are held to
 * FULL_DECODE_MAX_PIXELS.
 */
export const MAX_PIXELS = 210_000_000;
/** Largest HEIF/AVIF/PNG/TIFF/GIF: 64 MP (the 48 MP HEIF of a phone's main camera fits). */
export const FULL_DECODE_MAX_PIXELS = 64_000_000;
/**
 * Photos are decoded at most this long on their longer side: the long side of a 12 MP phone photo
 * (4032×3024). A larger JPEG or WebP is shrunk while it is decoded — a 48–50 MP photo (8064 or
 * 8160 wide) decodes at half size directly, a 200 MP one at a quarter — and the engine, which works
 * on ≤ 1800 px copies, loses nothing it uses.
 */
export const DECODE_MAX_SIDE = 4032;
/**
 * Fewest bytes a real photo has per megapixel. Camera JPEG/HEIF run 150–600 KB/MP and even a flat
 * synthetic image as a JPEG stays above 10 KB/MP; a file far below this claims pixels it does not
 * carry (a 1.2 KB AVIF that decodes to 39.7 MP is 0.03 KB/MP) and is refused before it is decoded.
 */
export const MIN_BYTES_PER_MEGAPIXEL = 512;
const SHRINK_ON_LOAD = new Set(['jpeg', 'webp']);

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
  /** the photo, shrunk to DECODE_MAX_SIDE on its longer side when larger */
  image: RgbImage;
  /** the photo's own pixel size (EXIF orientation applied) */
  source: { width: number; height: number };
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

export interface ImageHeader {
  format: string;
  /** pixel size as stored (before orientation) */
  width: number;
  height: number;
  /** file size in bytes */
  bytes: number;
}

/**
 * The size rules on a photo's header, before any pixel is decoded: at most MAX_PIXELS (JPEG, WebP)
 * or FULL_DECODE_MAX_PIXELS (formats that decode whole), at least MIN_SIDE a side, and — for a
 * photo, not for a mask, which is mostly one colour — at least MIN_BYTES_PER_MEGAPIXEL.
 */
export function checkImageHeader(h: ImageHeader, opts: { maxPixels?: number; photo?: boolean } = {}): void {
  const { width, height } = h;
  if (!width || !height) throw new ImageInputError('CORRUPT_IMAGE', 'The image header gives no size.');
  const pixels = width * height;
  const mp = (pixels / 1e6).toFixed(1);
  const limit = Math.min(
    opts.maxPixels ?? MAX_PIXELS,
    SHRINK_ON_LOAD.has(h.format) ? MAX_PIXELS : FULL_DECODE_MAX_PIXELS,
  );
  if (pixels > limit) {
    throw new ImageInputError(
      'IMAGE_TOO_LARGE',
      `The image is ${width}×${height} (${mp} MP); the limit is ${(limit / 1e6).toFixed(0)} MP${limit < MAX_PIXELS ? ` for ${h.format.toUpperCase()} (JPEG up to ${(MAX_PIXELS / 1e6).toFixed(0)} MP)` : ''}.`,
    );
  }
  if (Math.min(width, height) < MIN_SIDE)
    throw new ImageInputError(
      'IMAGE_TOO_SMALL',
      `The image is ${width}×${height}; at least ${MIN_SIDE} pixels a side are needed.`,
    );
  if (opts.photo !== false && h.bytes < (pixels / 1e6) * MIN_BYTES_PER_MEGAPIXEL) {
    const kbPerMp = h.bytes / 1024 / (pixels / 1e6);
    throw new ImageInputError(
      'IMPLAUSIBLE_IMAGE',
      `The image claims ${width}×${height} pixels (${mp} MP) in ${(h.bytes / 1024).toFixed(1)} KB — ${kbPerMp < 0.1 ? kbPerMp.toFixed(2) : kbPerMp.toFixed(1)} KB per megapixel, where a real photo has at least ${(MIN_BYTES_PER_MEGAPIXEL / 1024).toFixed(1)}. Send the photo as the camera saved it.`,
    );
  }
}

/** Header-only check: format and pixel count, before any pixel is decoded. */
async function readHeader(input: Buffer, maxPixels: number, photo: boolean) {
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
  checkImageHeader({ format, width, height, bytes: input.length }, { maxPixels, photo });
  // the size once EXIF orientation is applied
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format,
    orientation: meta.orientation ?? 1,
    hasAlpha: !!meta.hasAlpha,
    width: turned ? height : width,
    height: turned ? width : height,
  };
}

function decodeError(e: unknown): ImageInputError {
  const msg = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(msg))
    return new ImageInputError('IMAGE_TOO_LARGE', `The image has more pixels than its header says once decoded.`);
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
  const header = await readHeader(input, maxPixels, true);
  try {
    // shrunk while it is decoded (JPEG DCT scaling, WebP scaled decode), never enlarged
    let pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 })
      .timeout({ seconds: 30 })
      .autoOrient()
      .resize({ width: DECODE_MAX_SIDE, height: DECODE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
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
      source: { width: header.width, height: header.height },
      format: header.format,
      orientation: header.orientation,
    };
  } catch (e) {
    throw decodeError(e);
  }
}

/**
 * Decode a mask (any raster format, 0 = background, > 127 = wound; colour masks use their
 * brightest channel) at `width` × `height`, the decoded photo's size. It must have that size or
 * the photo's own (`opts.sourceSize`, after EXIF orientation; scaled down nearest-neighbour) —
 * checked from its header, before it is decoded.
 */
export async function decodeMask(
  input: Buffer,
  width: number,
  height: number,
  opts: DecodeOptions & { sourceSize?: { width: number; height: number } } = {},
): Promise<BinaryMask> {
  checkBytes(input, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const header = await readHeader(input, opts.maxPixels ?? MAX_PIXELS, false);
  const source = opts.sourceSize ?? { width, height };
  const fits = (s: { width: number; height: number }) => header.width === s.width && header.height === s.height;
  if (!fits({ width, height }) && !fits(source)) {
    throw new ImageInputError(
      'MASK_SIZE_MISMATCH',
      `The mask is ${header.width}×${header.height} but the photo is ${source.width}×${source.height}; they must match.`,
    );
  }
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
      .resize(width, height, { fit: 'fill', kernel: 'nearest' })
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
