import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { badInputs } from '../../test/bad-inputs.ts';
import { checkImageHeader, DECODE_MAX_SIDE, decodeImage, decodeMask } from './decode-image.ts';

describe('decodeImage', () => {
  it('applies the EXIF orientation (a portrait phone photo stored sideways)', async () => {
    // 60×40 stored, left half red / right half blue; orientation 6 = rotate 90° clockwise to view
    const raw = Buffer.alloc(60 * 40 * 3);
    for (let y = 0; y < 40; y++)
      for (let x = 0; x < 60; x++) raw.set(x < 30 ? [220, 20, 20] : [20, 20, 220], (y * 60 + x) * 3);
    const jpeg = await sharp(raw, { raw: { width: 60, height: 40, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const d = await decodeImage(jpeg);
    expect(d.orientation).toBe(6);
    expect([d.image.width, d.image.height]).toEqual([40, 60]);
    // after a clockwise quarter turn the stored left half (red) is on top
    const top = d.image.data.subarray((5 * 40 + 20) * 3, (5 * 40 + 20) * 3 + 3);
    const bottom = d.image.data.subarray((55 * 40 + 20) * 3, (55 * 40 + 20) * 3 + 3);
    expect(top[0]!).toBeGreaterThan(150);
    expect(bottom[2]!).toBeGreaterThan(150);
  });

  it.each(['png', 'webp', 'tiff'] as const)('reads %s', async (fmt) => {
    const buf = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 1 } },
    })
      .toFormat(fmt)
      .toBuffer();
    const d = await decodeImage(buf);
    expect(d.format).toBe(fmt);
    expect(d.image.data.length).toBe(64 * 48 * 3);
    expect(d.image.data[1]).toBeGreaterThan(190);
  });

  it('refuses every bad input with its stable code', async () => {
    for (const bad of await badInputs()) {
      const err = await decodeImage(bad.bytes).then(
        () => null,
        (e: { code: string; status: number }) => e,
      );
      expect(err, bad.name).not.toBeNull();
      expect({ name: bad.name, code: err!.code, status: err!.status }).toEqual({
        name: bad.name,
        code: bad.code,
        status: bad.status,
      });
    }
  });

  it('refuses a file over the byte limit before decoding it', async () => {
    const buf = Buffer.alloc(2048, 1);
    await expect(decodeImage(buf, { maxBytes: 1024 })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
  });

  it('reads a mask as 0/1 and refuses one of another size', async () => {
    const raw = Buffer.alloc(40 * 34);
    raw.fill(255, 0, 50);
    raw.fill(100, 50, 90); // grey below half counts as background
    const png = await sharp(raw, { raw: { width: 40, height: 34, channels: 1 } })
      .png()
      .toBuffer();
    const m = await decodeMask(png, 40, 34);
    expect(m.data.reduce((s, v) => s + v, 0)).toBe(50);
    await expect(decodeMask(png, 34, 40)).rejects.toMatchObject({ code: 'MASK_SIZE_MISMATCH' });
  });

  it('accepts the photos of 48–200 MP phone cameras by their header and refuses a file too small for its pixels', () => {
    const MB = 1024 * 1024;
    // a 200 MP JPEG (Samsung HP2), a 50 MP JPEG, a 48 MP HEIF (iPhone main camera)
    expect(() => checkImageHeader({ format: 'jpeg', width: 16320, height: 12240, bytes: 18 * MB })).not.toThrow();
    expect(() => checkImageHeader({ format: 'jpeg', width: 8160, height: 6120, bytes: 9 * MB })).not.toThrow();
    expect(() => checkImageHeader({ format: 'heif', width: 8064, height: 6048, bytes: 4 * MB })).not.toThrow();
    // formats that decode whole stop at 64 MP
    expect(() => checkImageHeader({ format: 'png', width: 16320, height: 12240, bytes: 18 * MB })).toThrow(
      expect.objectContaining({ code: 'IMAGE_TOO_LARGE', message: expect.stringMatching(/64 MP for PNG/) }),
    );
    // the AVIF of the probe: 39.7 MP in 1.2 KB
    expect(() => checkImageHeader({ format: 'heif', width: 6300, height: 6300, bytes: 1229 })).toThrow(
      expect.objectContaining({
        code: 'IMPLAUSIBLE_IMAGE',
        status: 422,
        message: expect.stringMatching(/0\.03 KB per megapixel/),
      }),
    );
    // a mask is mostly one colour: no bytes-per-pixel rule
    expect(() =>
      checkImageHeader({ format: 'png', width: 4032, height: 3024, bytes: 900 }, { photo: false }),
    ).not.toThrow();
  });

  it('decodes a 48 MP photo shrunk on load to the long side of a 12 MP one, and takes a mask at either size', async () => {
    const jpeg = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#c08070' } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const d = await decodeImage(jpeg, { maxBytes: 50 * 1024 * 1024 });
    expect([d.image.width, d.image.height]).toEqual([DECODE_MAX_SIDE, 3024]);
    expect(d.source).toEqual({ width: 8064, height: 6048 });
    // the clinician's outline comes at the photo's own size and is scaled to the decoded one
    const raw = Buffer.alloc(8064 * 6048);
    raw.fill(255, 0, 8064 * 600); // the top 600 rows are wound
    const mask = await sharp(raw, { raw: { width: 8064, height: 6048, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const m = await decodeMask(mask, d.image.width, d.image.height, { sourceSize: d.source });
    expect(m.data.reduce((s, v) => s + v, 0)).toBe(DECODE_MAX_SIDE * 300);
  }, 120_000);
});
