import { describe, expect, it } from 'vitest';
import { y4mFile } from './y4m.ts';

describe('y4m writer', () => {
  it('writes the YUV4MPEG2 header and 4:2:0 frames a decoder can read back', () => {
    const w = 4;
    const h = 2;
    const white = { width: w, height: h, data: new Uint8Array(w * h * 3).fill(255) };
    const red = { width: w, height: h, data: new Uint8Array(Array.from({ length: w * h }, () => [255, 0, 0]).flat()) };
    const buf = y4mFile([white, red], 25);
    const header = 'YUV4MPEG2 W4 H2 F25:1 Ip A1:1 C420jpeg\n';
    expect(buf.subarray(0, header.length).toString('ascii')).toBe(header);
    const frame = 6 + w * h + 2 * (w / 2) * (h / 2);
    expect(buf.length).toBe(header.length + 2 * frame);
    const f1 = buf.subarray(header.length, header.length + frame);
    expect(f1.subarray(0, 6).toString('ascii')).toBe('FRAME\n');
    // white: Y = 235, U = V = 128 (limited range)
    expect([...f1.subarray(6, 6 + w * h)]).toEqual(new Array(w * h).fill(235));
    expect([...f1.subarray(6 + w * h)]).toEqual([128, 128, 128, 128]);
    // red: Y 82, U 90, V 240 (BT.601)
    const f2 = buf.subarray(header.length + frame);
    expect(f2[6]).toBe(82);
    expect([...f2.subarray(6 + w * h)]).toEqual([90, 90, 240, 240]);
  });

  it('refuses odd sizes and mixed sizes', () => {
    expect(() => y4mFile([{ width: 3, height: 2, data: new Uint8Array(18) }])).toThrow(/even/);
    expect(() =>
      y4mFile([
        { width: 2, height: 2, data: new Uint8Array(12) },
        { width: 4, height: 2, data: new Uint8Array(24) },
      ]),
    ).toThrow(/one size/);
  });
});
