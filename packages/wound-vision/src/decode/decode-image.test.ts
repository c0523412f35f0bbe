import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { badInputs } from '../../test/bad-inputs.ts';
import { decodeImage, decodeMask } from './decode-image.ts';

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
});
