import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseExamDate, parseExifDateTimeOriginal, readPhotoExifDate } from './exam-date.ts';

/** A minimal EXIF block: IFD0 → Exif IFD with DateTimeOriginal (+ OffsetTimeOriginal). */
function exifBlock(dateTime: string, opts: { bigEndian?: boolean; offset?: string; header?: boolean } = {}): Buffer {
  const le = !opts.bigEndian;
  const parts: Buffer[] = [];
  const u16 = (v: number) => {
    const b = Buffer.alloc(2);
    if (le) b.writeUInt16LE(v);
    else b.writeUInt16BE(v);
    return b;
  };
  const u32 = (v: number) => {
    const b = Buffer.alloc(4);
    if (le) b.writeUInt32LE(v);
    else b.writeUInt32BE(v);
    return b;
  };
  const entry = (tag: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([u16(tag), u16(type), u32(count), value]);
  // layout: header(8) | IFD0 at 8: 1 entry (2+12+4=18) → Exif IFD at 26
  const exifIfdAt = 26;
  const subCount = opts.offset ? 2 : 1;
  const dataAt = exifIfdAt + 2 + subCount * 12 + 4;
  const dt = Buffer.from(`${dateTime}\0`, 'latin1');
  const off = opts.offset ? Buffer.from(`${opts.offset}\0`, 'latin1') : null;
  parts.push(Buffer.from(le ? 'II' : 'MM', 'latin1'), u16(42), u32(8));
  parts.push(u16(1), entry(0x8769, 4, 1, u32(exifIfdAt)), u32(0));
  parts.push(u16(subCount), entry(0x9003, 2, dt.length, u32(dataAt)));
  if (off) parts.push(entry(0x9011, 2, off.length, u32(dataAt + dt.length)));
  parts.push(u32(0), dt);
  if (off) parts.push(off);
  const tiff = Buffer.concat(parts);
  return opts.header === false ? tiff : Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

describe('EXIF DateTimeOriginal', () => {
  it('reads the date in either byte order, with and without the "Exif" header', () => {
    for (const bigEndian of [false, true]) {
      for (const header of [true, false]) {
        const got = parseExifDateTimeOriginal(exifBlock('2026:03:14 09:26:53', { bigEndian, header }));
        expect(got?.date.toISOString()).toBe('2026-03-14T09:26:53.000Z');
        expect(got?.hasOffset).toBe(false);
      }
    }
  });

  it('applies OffsetTimeOriginal when the camera wrote it', () => {
    const got = parseExifDateTimeOriginal(exifBlock('2026:03:14 09:26:53', { offset: '+02:00' }));
    expect(got).toEqual({ date: new Date('2026-03-14T07:26:53Z'), hasOffset: true });
  });

  it('returns null for a missing, truncated or impossible date', () => {
    expect(parseExifDateTimeOriginal(undefined)).toBeNull();
    expect(parseExifDateTimeOriginal(Buffer.from('Exif\0\0II*\0'))).toBeNull();
    expect(parseExifDateTimeOriginal(exifBlock('2026:03:14 09:26:53').subarray(0, 40))).toBeNull();
    expect(parseExifDateTimeOriginal(exifBlock('2026:02:31 09:26:53'))).toBeNull();
    expect(parseExifDateTimeOriginal(exifBlock('    :  :     :  :  '))).toBeNull();
  });

  it('reads the date sharp finds in a real JPEG', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Test' }, IFD2: { DateTimeOriginal: '2025:11:02 14:05:00' } })
      .toBuffer();
    expect((await readPhotoExifDate(jpeg))?.date.toISOString()).toBe('2025-11-02T14:05:00.000Z');
    const plain = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    expect(await readPhotoExifDate(plain)).toBeNull();
  });
});

describe('exam date choice', () => {
  const upload = new Date('2026-04-01T10:00:00Z');
  const entered = new Date('2026-03-30T00:00:00Z');
  it('prefers a plausible EXIF date, then the entered date, then the upload time, and says which', () => {
    expect(chooseExamDate({ date: new Date('2026-03-29T08:00:00Z'), hasOffset: false }, entered, upload)).toEqual({
      examDate: new Date('2026-03-29T08:00:00Z'),
      source: 'exif',
    });
    expect(chooseExamDate(null, entered, upload)).toEqual({ examDate: entered, source: 'entered' });
    expect(chooseExamDate(null, null, upload)).toEqual({ examDate: upload, source: 'upload' });
  });
  it('ignores an implausible EXIF date: an unset camera clock (1980) or one days in the future', () => {
    expect(chooseExamDate({ date: new Date('1980-01-01T00:00:00Z'), hasOffset: false }, entered, upload).source).toBe(
      'entered',
    );
    expect(chooseExamDate({ date: new Date('2026-04-05T00:00:00Z'), hasOffset: false }, null, upload).source).toBe(
      'upload',
    );
  });
});
