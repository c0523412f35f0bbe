/**
 * The hostile values and files the fuzz suite sends: payloads for text fields, ids for path
 * parameters, and uploads that are empty, truncated, not images, bombs or too large.
 */
import { deflateSync } from 'node:zlib';
import sharp from '@woundcare/wound-vision/sharp';

/** Injection payloads: valid text to a name field, and so stored — as data, never as markup. */
export const PAYLOADS = [
  "' OR '1'='1' --",
  'Robert\'); DROP TABLE "user"; --',
  '1; SELECT pg_sleep(5); --',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  'Zoë Ünïcødé 中文 العربية 🙂‍↔️ \u202eRTL',
  '\uD800 lone surrogate',
];

/** Replacements for a path parameter; none names a resource of the caller. */
export const BAD_IDS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fdata%2fauth-secret',
  '....%2F%2F....%2F%2Fetc',
  '..%5C..%5Cwindows%5Cwin.ini',
  'analysis-1%00',
  'analysis-1%0d%0aSet-Cookie:%20x=1',
  "1'%20OR%20'1'='1",
  'analysis-1;DROP%20TABLE%20assessments',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'a'.repeat(3000),
  '%F0%9F%98%80',
  'analysis-0',
  'analysis--1',
  'analysis-99999999999999999999',
  'analysis-1.5',
  '%25%32%65%25%32%65',
];

/** Bodies that are not valid JSON (or not an object). */
export const MALFORMED_JSON = [
  '{',
  '{"email":',
  "{'a':1}",
  '[',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"a":1}}',
  '\uFEFF{}',
  'NaN',
  '',
  '{"a":"\\x00"}',
  '['.repeat(100_000) + ']'.repeat(100_000),
];

/** Text that fails every text field: NUL cannot be stored (PostgreSQL refuses it in text). */
export const NUL_TEXT = 'Ada\u0000Lovelace';

/** A PNG claiming to be `width × height` (its one row of data is a lie): caught by the header check. */
export function pngClaimingSize(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // a decompression bomb: 64 MB of zero rows deflate to ~64 KB
  const rows = Math.min(height, Math.floor((64 * 1024 * 1024) / (width + 1)));
  const idat = deflateSync(Buffer.alloc(rows * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface BadUpload {
  name: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** Uploads every photo field must refuse with a 4xx (MAX_UPLOAD_MB is 1 in the fuzz app). */
export async function badUploads(): Promise<BadUpload[]> {
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 190, g: 90, b: 80 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 190, g: 90, b: 80 } } })
    .jpeg()
    .toBuffer();
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
  const random = Buffer.alloc(4096);
  for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) & 0xff;
  return [
    { name: 'zero-byte file', bytes: Buffer.alloc(0) },
    { name: 'truncated PNG', bytes: png.subarray(0, Math.floor(png.length / 2)) },
    {
      name: 'truncated JPEG',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    },
    { name: 'PNG signature only', bytes: png.subarray(0, 8) },
    { name: 'text file named .png', bytes: Buffer.from('this is not an image\n'.repeat(20)) },
    { name: 'random bytes', bytes: random, filename: 'photo.jpg', type: 'image/jpeg' },
    {
      name: 'PDF',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      filename: 'x.pdf',
      type: 'application/pdf',
    },
    {
      name: 'SVG with script',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'x.svg',
      type: 'image/svg+xml',
    },
    {
      name: 'HTML page',
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      filename: 'x.html',
      type: 'text/html',
    },
    { name: 'image too small (8×8)', bytes: tiny },
    { name: 'decompression bomb (8192×8192 declared)', bytes: pngClaimingSize(8192, 8192) },
    { name: 'absurd dimensions (1,000,000 × 1,000,000)', bytes: pngClaimingSize(1_000_000, 1_000_000) },
    { name: 'oversized file (1.5 MB)', bytes: Buffer.concat([png, Buffer.alloc(1_500_000, 7)]) },
  ];
}
