/**
 * Files the engine and the server must refuse, each with the code it must answer with. Built in
 * memory, small on disk: the 100-megapixel photo and the decompression bomb are valid PNGs of
 * zeros a few hundred kB long.
 */
import { constants, deflateRawSync } from 'node:zlib';
import sharp from '../src/sharp.ts';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/**
 * A zlib stream of `length` zero bytes without compressing them all: one 1 MiB block deflated
 * with a full flush (no references across blocks) repeated, the remainder, an empty final stored
 * block, and the Adler-32 of zeros (a = 1, b = length mod 65521).
 */
function zlibZeros(length: number): Buffer {
  const BLOCK = 1 << 20;
  const full = deflateRawSync(Buffer.alloc(BLOCK), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let left = length; left > 0; left -= BLOCK) {
    parts.push(
      left >= BLOCK ? full : deflateRawSync(Buffer.alloc(left), { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
    );
  }
  parts.push(Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/** A valid 8-bit grayscale PNG of the given size, all black: tiny file, huge decoded size. */
export function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const idat = zlibZeros((width + 1) * height); // per row: filter byte 0 + zero pixels

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An AVIF whose header claims `width` × `height` while it holds a 64 × 64 picture: the shape of a
 * file that decodes to far more pixels than its size can carry (a 1.2 KB AVIF of 39.7 MP). Only the
 * header is ever read — it must be refused from that.
 */
export async function implausibleAvif(width = 6300, height = 6300): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08070' } })
    .avif({ effort: 0 })
    .toBuffer();
  const ispe = avif.indexOf('ispe');
  if (ispe < 0) throw new Error('no ispe box in the AVIF');
  avif.writeUInt32BE(width, ispe + 8);
  avif.writeUInt32BE(height, ispe + 12);
  return avif;
}

export interface BadInput {
  name: string;
  bytes: Buffer;
  code: string;
  status: number;
}

let cached: Promise<BadInput[]> | null = null;

/** Bad uploads (empty, truncated, not an image, SVG, too many pixels), each with the stable code it must get. */
export function badInputs(): Promise<BadInput[]> {
  cached ??= (async () => {
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 110 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    return [
      { name: 'zero-byte file', bytes: Buffer.alloc(0), code: 'EMPTY_FILE', status: 400 },
      {
        name: 'truncated JPEG',
        bytes: photo.subarray(0, Math.floor(photo.length * 0.6)),
        code: 'TRUNCATED_IMAGE',
        status: 422,
      },
      {
        name: 'non-image (text)',
        bytes: Buffer.from('%PDF-1.4 this is not a photo\n'.repeat(20)),
        code: 'UNSUPPORTED_IMAGE',
        status: 415,
      },
      {
        name: 'SVG',
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="red"/></svg>',
        ),
        code: 'UNSUPPORTED_IMAGE',
        status: 415,
      },
      { name: '100-megapixel photo', bytes: blackPng(10_000, 10_000), code: 'IMAGE_TOO_LARGE', status: 413 },
      // 1 GP of pixels in ~1 MB: refused from the header, nothing is allocated
      { name: 'decompression bomb', bytes: blackPng(32_000, 32_000), code: 'IMAGE_TOO_LARGE', status: 413 },
      // 39.7 MP in well under 1 KB: under the 40 MP of old, refused for its bytes per megapixel
      {
        name: 'implausibly small for its pixels',
        bytes: await implausibleAvif(),
        code: 'IMPLAUSIBLE_IMAGE',
        status: 422,
      },
    ];
  })();
  return cached;
}
