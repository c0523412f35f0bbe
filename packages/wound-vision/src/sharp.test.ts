/**
 * Once the engine is loaded, libvips' SVG loader is blocked for the whole
 * process — a plain or gzipped SVG is an error from every sharp call, as a buffer or a file,
 * whatever its name says — while photos still decode.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import rawSharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeWound } from './analyze.ts';
import { decodeImage } from './decode/decode-image.ts';
import { BLOCKED_LOADERS } from './sharp.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>';
const XML_SVG = `<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`;
const dir = mkdtempSync(path.join(tmpdir(), 'wv-svg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("libvips' SVG loader is blocked once the engine is loaded", () => {
  it('names the loader and every variant libvips 8.18 has (file, buffer, source)', () => {
    expect(typeof analyzeWound).toBe('function'); // the engine's entry module is loaded
    expect([...BLOCKED_LOADERS]).toEqual([
      'VipsForeignLoadSvg',
      'VipsForeignLoadSvgFile',
      'VipsForeignLoadSvgBuffer',
      'VipsForeignLoadSvgSource',
    ]);
    // the loader sharp knows for .svg / .svgz / .svg.gz
    expect(rawSharp.format.svg.input.fileSuffix).toEqual(expect.arrayContaining(['.svg', '.svgz']));
  });

  it('a plain or gzipped SVG buffer is an error, not an image, from sharp itself', async () => {
    for (const [name, bytes] of [
      ['svg', Buffer.from(SVG)],
      ['svg with an XML declaration', Buffer.from(XML_SVG)],
      ['gzipped svg', gzipSync(SVG)],
    ] as const) {
      await expect(rawSharp(bytes).metadata(), name).rejects.toThrow(/unsupported image format|blocked/i);
      await expect(rawSharp(bytes).png().toBuffer(), name).rejects.toThrow(/unsupported image format|blocked/i);
    }
  });

  it('an SVG file is an error too, whatever its name', async () => {
    for (const name of ['a.svg', 'a.svgz', 'a.svg.gz', 'photo.jpg']) {
      const file = path.join(dir, name);
      writeFileSync(file, name.includes('gz') || name.endsWith('z') ? gzipSync(SVG) : SVG);
      await expect(rawSharp(file).png().toBuffer(), name).rejects.toThrow(/unsupported image format|blocked/i);
    }
  });

  it("the engine's decoder refuses a gzipped SVG as an unsupported image", async () => {
    await expect(decodeImage(gzipSync(SVG))).rejects.toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
  });

  it('photos still decode', async () => {
    const png = await rawSharp({ create: { width: 48, height: 40, channels: 3, background: '#a07060' } })
      .png()
      .toBuffer();
    const jpeg = await rawSharp(png).jpeg().toBuffer();
    for (const b of [png, jpeg])
      expect((await rawSharp(b).raw().toBuffer({ resolveWithObject: true })).info.width).toBe(48);
  });
});
