import rawSharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image.ts';
import { annotateImage } from './annotate-image.ts';
import { measureText, renderText } from './draw-label.ts';

function grey(width: number, height: number, v = 128): RgbImage {
  return { width, height, data: new Uint8Array(width * height * 3).fill(v) };
}
const px = (d: Uint8Array | Buffer, w: number, x: number, y: number): [number, number, number] => [
  d[(y * w + x) * 3]!,
  d[(y * w + x) * 3 + 1]!,
  d[(y * w + x) * 3 + 2]!,
];

describe('annotated photo without SVG', () => {
  it('draws the outline, the sticker and a readable label while the SVG loader is blocked', async () => {
    // the SVG loader is blocked in this process (annotate-image loads ../sharp.ts)
    await expect(
      rawSharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')).png().toBuffer(),
    ).rejects.toThrow();
    const img = grey(800, 600);
    const outline = [
      { x: 300, y: 250 },
      { x: 500, y: 250 },
      { x: 500, y: 450 },
      { x: 300, y: 450 },
    ];
    const png = await annotateImage({
      image: img,
      outlines: [outline],
      markers: [
        [
          { x: 600, y: 100 },
          { x: 700, y: 100 },
          { x: 700, y: 200 },
          { x: 600, y: 200 },
        ],
      ],
      lengthAxis: [
        { x: 300, y: 250 },
        { x: 500, y: 450 },
      ],
      label: '12.34 cm²  5.0 × 3.1 cm',
    });
    const { data, info } = await rawSharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([800, 600, 3]);
    // the input is untouched (not in place)
    expect(img.data.every((v) => v === 128)).toBe(true);
    // outline green on its edges, sticker blue, axis yellow; the inside stays grey
    expect(px(data, 800, 400, 250)).toEqual([0, 230, 90]);
    expect(px(data, 800, 300, 350)).toEqual([0, 230, 90]);
    expect(px(data, 800, 650, 100)).toEqual([0, 170, 255]);
    expect(px(data, 800, 350, 300)).toEqual([255, 220, 0]);
    expect(px(data, 800, 450, 300)).toEqual([128, 128, 128]);
    // the label sits above the outline: a dark box with white text in it
    let dark = 0;
    let white = 0;
    let changed = 0;
    for (let y = 0; y < 250; y++) {
      for (let x = 0; x < 800; x++) {
        const [r, g, b] = px(data, 800, x, y);
        if (r !== 128 || g !== 128 || b !== 128) changed++;
        if (r === g && g === b && r < 60) dark++;
        if (r > 230 && g > 230 && b > 230) white++;
      }
    }
    expect(dark).toBeGreaterThan(2000);
    expect(white).toBeGreaterThan(80); // 14-px text
    expect(changed).toBeGreaterThan(dark + white);
  });

  it('lays out text from the glyph atlas: width grows with the text, unknown characters show as "?"', async () => {
    expect(measureText('12.34 cm²', 20)).toBeGreaterThan(measureText('1.2 cm²', 20));
    expect(measureText('12', 40)).toBeCloseTo(2 * measureText('12', 20), -1);
    expect(measureText('漢', 20)).toBe(measureText('?', 20));
    const t = await renderText('Area 4.5 cm²', 24);
    expect(t.height).toBe(29); // the 58-px line box at 48 px, scaled to 24 px
    expect(t.alpha.length).toBe(t.width * t.height);
    const ink = t.alpha.reduce((s, v) => s + (v > 128 ? 1 : 0), 0);
    expect(ink / t.alpha.length).toBeGreaterThan(0.05);
    expect(ink / t.alpha.length).toBeLessThan(0.5);
    // a space is blank
    const sp = await renderText('  ', 24);
    expect(sp.alpha.every((v) => v === 0)).toBe(true);
  });
});
