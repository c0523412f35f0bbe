import { crc32 } from 'node:zlib';

/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const GPS_IFD_POINTER = 0x8825;
/** IFD0 tags that carry a whole metadata packet: XMP (700), IPTC-NAA (33723), Photoshop resources (34377). */
const PACKET_TAGS = new Set([700, 33723, 34377]);
const EXIF_MARK = Buffer.from('Exif\0\0', 'latin1');
const XMP_APP1 = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const XMP_EXTENSION_APP1 = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
const MPF_APP2 = Buffer.from('MPF\0', 'latin1');
/** The ways an XMP packet starts, and the end that closes each. */
const XMP_PACKETS: [Buffer, Buffer][] = [
  [Buffer.from('<?xpacket begin', 'latin1'), Buffer.from('<?xpacket end', 'latin1')],
  [Buffer.from('<x:xmpmeta', 'latin1'), Buffer.from('</x:xmpmeta>', 'latin1')],
  [Buffer.from('<x:xapmeta', 'latin1'), Buffer.from('</x:xapmeta>', 'latin1')],
  [Buffer.from('<rdf:RDF', 'latin1'), Buffer.from('</rdf:RDF>', 'latin1')],
];

function isTiff(b: Buffer, at: number): boolean {
  if (at + 8 > b.length) return false;
  return (
    (b[at] === 0x49 && b[at + 1] === 0x49 && b[at + 2] === 0x2a && b[at + 3] === 0) ||
    (b[at] === 0x4d && b[at + 1] === 0x4d && b[at + 2] === 0 && b[at + 3] === 0x2a)
  );
}

/**
 * Remove location and metadata packets from the TIFF/EXIF structure starting at `base` (ending
 * before `end`), in place and without changing its length: the GPS IFD's entries and the values
 * they point at are zeroed, and the GPSInfo pointer and any XMP, IPTC or Photoshop packet are taken
 * out of IFD0 (their values zeroed). Orientation, DateTimeOriginal and every other tag stay as
 * they were. A malformed structure is left alone. True when anything changed.
 */
function dropTiffLocation(b: Buffer, base: number, end: number): boolean {
  const le = b[base] === 0x49;
  const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const w16 = (o: number, v: number) => (le ? b.writeUInt16LE(v, o) : b.writeUInt16BE(v, o));
  const inside = (o: number, n: number) => o >= base && o + n <= end;
  /** zero the value of entry `e` where it lives outside the entry (more than 4 bytes) */
  const zeroValue = (e: number) => {
    const size = (TYPE_SIZE[u16(e + 2)] ?? 1) * u32(e + 4);
    if (size > 4) {
      const at = base + u32(e + 8);
      if (inside(at, size)) b.fill(0, at, at + size);
    }
  };
  const ifd0 = base + u32(base + 4);
  if (!inside(ifd0, 2)) return false;
  let count = u16(ifd0);
  if (!inside(ifd0 + 2, count * 12 + 4)) return false;
  let changed = false;
  for (let i = 0; i < count;) {
    const entry = ifd0 + 2 + i * 12;
    const tag = u16(entry);
    if (tag !== GPS_IFD_POINTER && !PACKET_TAGS.has(tag)) {
      i++;
      continue;
    }
    if (tag === GPS_IFD_POINTER) {
      const gps = base + u32(entry + 8);
      if (inside(gps, 2)) {
        const n = u16(gps);
        if (inside(gps + 2, n * 12 + 4)) {
          for (let k = 0; k < n; k++) zeroValue(gps + 2 + k * 12);
          b.fill(0, gps, gps + 2 + n * 12 + 4);
        }
      }
    } else zeroValue(entry);
    // take the entry out of IFD0: later entries and the next-IFD offset move up one place
    b.copy(b, entry, entry + 12, ifd0 + 2 + count * 12 + 4);
    b.fill(0, ifd0 + 2 + (count - 1) * 12 + 4, ifd0 + 2 + count * 12 + 4);
    count -= 1;
    w16(ifd0, count);
    changed = true;
  }
  return changed;
}

/** A JPEG segment that may carry a location or other personal metadata. */
function droppedJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe || marker === 0xed) return true; // COM comments; APP13 Photoshop/IPTC (city, place names)
  if (marker === 0xe1)
    return payload.subarray(0, 35).includes(XMP_APP1) || payload.subarray(0, 35).includes(XMP_EXTENSION_APP1);
  // APP2 MPF points at the images appended after the main one, which are dropped with the trailer
  if (marker === 0xe2) return payload.subarray(0, 4).equals(MPF_APP2);
  return false;
}

/**
 * The JPEG's segments without XMP (standard and extended), IPTC/Photoshop and comments, ending at
 * the main image's EOI: a trailer (MPF secondary images, a motion photo's video, vendor blocks) is
 * cut off. The entropy-coded data is copied as it is. Null when the structure cannot be followed.
 */
function cleanJpeg(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      out.push(b.subarray(at, at + 2));
      return Buffer.concat(out);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return null;
    const len = b.readUInt16BE(at + 2);
    if (len < 2 || at + 2 + len > b.length) return null;
    if (!droppedJpegSegment(marker, b.subarray(at + 4, at + 2 + len))) out.push(b.subarray(at, at + 2 + len));
    at += 2 + len;
    if (marker === 0xda) {
      // entropy-coded data runs to the next marker that is not a stuffed byte or a restart
      let i = at;
      for (; i + 1 < b.length; i++) {
        if (b[i] !== 0xff) continue;
        const n = b[i + 1]!;
        if (n !== 0x00 && n !== 0xff && !(n >= 0xd0 && n <= 0xd7)) break;
      }
      if (i + 1 >= b.length) return null;
      out.push(b.subarray(at, i));
      at = i;
    }
  }
  return null;
}

/** PNG chunks of free text: tEXt, zTXt, iTXt hold XMP (often compressed) and raw EXIF/IPTC profiles. */
const PNG_TEXT = new Set(['tEXt', 'zTXt', 'iTXt']);

/** The PNG without its text chunks, ending at IEND; the eXIf chunk's GPS block removed (CRC recomputed). */
function cleanPng(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 8)];
  for (let at = 8; at + 12 <= b.length;) {
    const len = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + len > b.length) return null;
    const chunk = b.subarray(at, at + 12 + len);
    if (type === 'eXIf' && isTiff(chunk, 8) && dropTiffLocation(chunk, 8, 8 + len)) {
      chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + len)) >>> 0, 8 + len);
    }
    if (!PNG_TEXT.has(type)) out.push(chunk);
    if (type === 'IEND') return Buffer.concat(out);
    at += 12 + len;
  }
  return null;
}

/** The WebP without its XMP chunk (and the VP8X flag that announces it); EXIF's GPS block removed. */
function cleanWebp(b: Buffer): Buffer | null {
  const end = Math.min(b.length, 8 + b.readUInt32LE(4));
  const out: Buffer[] = [];
  for (let at = 12; at + 8 <= end;) {
    const size = b.readUInt32LE(at + 4);
    const next = at + 8 + size + (size & 1);
    if (at + 8 + size > end) return null;
    const chunk = b.subarray(at, Math.min(next, end));
    const type = chunk.toString('latin1', 0, 4);
    if (type === 'EXIF' && isTiff(chunk, 8)) dropTiffLocation(chunk, 8, 8 + size);
    if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~0x04;
    if (type !== 'XMP ') out.push(chunk);
    at = next;
  }
  const body = Buffer.concat(out);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}

/** Blank (spaces, same length) every complete XMP packet left anywhere: HEIF/AVIF items, TIFF, unknown places. */
function blankXmpPackets(b: Buffer): void {
  for (const [open, close] of XMP_PACKETS) {
    for (let i = b.indexOf(open); i >= 0; i = b.indexOf(open, i + 1)) {
      const j = b.indexOf(close, i + open.length);
      if (j < 0) break;
      const stop = close[1] === 0x3f ? b.indexOf('?>', j + close.length, 'latin1') : j + close.length - 2;
      if (stop < 0) break;
      b.fill(0x20, i, stop + 2);
    }
  }
}

/**
 * A copy of an uploaded photo without its location or other personal metadata, with no
 * re-encoding: the EXIF GPS block is removed wherever EXIF sits (JPEG APP1, PNG eXIf, WebP EXIF,
 * HEIF/AVIF Exif item, a TIFF file's own IFD0); XMP (where exif:GPSLatitude and place names also
 * live), IPTC/Photoshop blocks, comments and PNG text chunks are dropped; a JPEG's trailer after
 * the main image (secondary images, a motion photo's video) is cut off; any XMP packet still left
 * (HEIF/AVIF, TIFF) is blanked in place. The pixels, the ICC profile and the rest of EXIF are
 * unchanged, so orientation and DateTimeOriginal (the exam date) survive and the measurement
 * works on the original image.
 */
export function stripLocation(photo: Buffer): Buffer {
  let b: Buffer = Buffer.from(photo);
  if (isTiff(b, 0)) dropTiffLocation(b, 0, b.length);
  for (let i = b.indexOf(EXIF_MARK); i >= 0; i = b.indexOf(EXIF_MARK, i + EXIF_MARK.length)) {
    if (isTiff(b, i + 6)) dropTiffLocation(b, i + 6, b.length);
  }
  let cleaned: Buffer | null = null;
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) cleaned = cleanJpeg(b);
  else if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) cleaned = cleanPng(b);
  else if (b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    cleaned = cleanWebp(b);
  if (cleaned) b = cleaned;
  blankXmpPackets(b);
  return b;
}
