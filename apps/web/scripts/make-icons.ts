// The installable app's icons: PNGs rendered with sharp from one SVG, committed in
// public/icons. Run after changing the artwork: npx tsx apps/web/scripts/make-icons.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
// the favicon's mark; `pad` shrinks it into the maskable safe zone (inner 80 %)
const svg = (pad: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${pad ? 0 : 112}" fill="#0f766e"/><g transform="translate(${256 - 256 * (1 - pad)} ${256 - 256 * (1 - pad)}) scale(${(1 - pad) * 16})"><path d="M8 17c3-7 13-7 16 0-3 5-13 5-16 0z" fill="#fff"/><circle cx="16" cy="16.5" r="3" fill="#0f766e"/></g></svg>`,
  );

mkdirSync(out, { recursive: true });
const icons: [string, number, number][] = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['maskable-512.png', 512, 0.2],
  ['apple-touch-icon.png', 180, 0.1],
];
for (const [name, size, pad] of icons) {
  await sharp(svg(pad)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
