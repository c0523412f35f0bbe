import { crc32 } from 'node:zlib';

/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const GPS_IFD_POINTER = 0x8825;
const EXIF_MARK = Buffer.from('Exif\0\0', 'latin1');

function isTiff(b: Buffer, at: number): boolean {
  if (at + 8 > b.length) return false;
  return (
    (b[at] === 0x49 && b[at + 1] === 0x49 && b[at + 2] === 0x2a && b[at + 3] === 0) ||
    (b[at] === 0x4d && b[at + 1] === 0x4d && b[at + 2] === 0 && b[at + 3] === 0x2a)
  );
}

/**
 * Remove the GPS block from the TIFF/EXIF structure starting at `base` (ending before `end`),
 * in place and without changing its length: the GPS IFD's entries and the values they point at
 * are zeroed and the GPSInfo pointer is taken out of IFD0. Orientation, DateTimeOriginal and
 * every other tag stay as they were. A malformed structure is left alone.
 */
function dropGps(b: Buffer, base: number, end: number): boolean {
  const le = b[base] === 0x49;
  const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const w16 = (o: number, v: number) => (le ? b.writeUInt16LE(v, o) : b.writeUInt16BE(v, o));
  const inside = (o: number, n: number) => o >= base && o + n <= end;
  const ifd0 = base + u32(base + 4);
  if (!inside(ifd0, 2)) return false;
  const count = u16(ifd0);
  if (!inside(ifd0 + 2, count * 12 + 4)) return false;
  for (let i = 0; i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) !== GPS_IFD_POINTER) continue;
    const gps = base + u32(entry + 8);
    if (inside(gps, 2)) {
      const n = u16(gps);
      if (inside(gps + 2, n * 12 + 4)) {
        for (let k = 0; k < n; k++) {
          const e = gps + 2 + k * 12;
          const size = (TYPE_SIZE[u16(e + 2)] ?? 1) * u32(e + 4);
          if (size > 4) {
            const at = base + u32(e + 8);
            if (inside(at, size)) b.fill(0, at, at + size);
          }
        }
        b.fill(0, gps, gps + 2 + n * 12 + 4);
      }
    }
    // take the pointer out of IFD0: later entries and the next-IFD offset move up one place
    b.copy(b, entry, entry + 12, ifd0 + 2 + count * 12 + 4);
    b.fill(0, ifd0 + 2 + (count - 1) * 12 + 4, ifd0 + 2 + count * 12 + 4);
    w16(ifd0, count - 1);
    return true;
  }
  return false;
}

/**
 * A copy of an uploaded photo without its location: the EXIF GPS block is removed wherever EXIF
 * sits (JPEG APP1, PNG eXIf, WebP EXIF, HEIF/AVIF Exif item, a TIFF file's own IFD0). The pixels
 * and every other byte are unchanged — no re-encoding — so orientation and DateTimeOriginal (the
 * exam date) survive and the measurement works on the original image.
 */
export function stripLocation(photo: Buffer): Buffer {
  const b = Buffer.from(photo);
  if (isTiff(b, 0)) dropGps(b, 0, b.length);
  for (let i = b.indexOf(EXIF_MARK); i >= 0; i = b.indexOf(EXIF_MARK, i + EXIF_MARK.length)) {
    if (isTiff(b, i + 6)) dropGps(b, i + 6, b.length);
  }
  // PNG: the eXIf chunk holds bare TIFF, and its CRC must be recomputed
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) {
    for (let at = 8; at + 12 <= b.length;) {
      const len = b.readUInt32BE(at);
      const type = b.toString('latin1', at + 4, at + 8);
      if (at + 12 + len > b.length) break;
      if (type === 'eXIf' && isTiff(b, at + 8) && dropGps(b, at + 8, at + 8 + len)) {
        b.writeUInt32BE(crc32(b.subarray(at + 4, at + 8 + len)) >>> 0, at + 8 + len);
      }
      if (type === 'IEND') break;
      at += 12 + len;
    }
  }
  // WebP: a RIFF 'EXIF' chunk may hold bare TIFF too
  if (b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    for (let at = 12; at + 8 <= b.length;) {
      const size = b.readUInt32LE(at + 4);
      if (b.toString('latin1', at, at + 4) === 'EXIF' && isTiff(b, at + 8))
        dropGps(b, at + 8, Math.min(b.length, at + 8 + size));
      at += 8 + size + (size & 1);
    }
  }
  return b;
}
