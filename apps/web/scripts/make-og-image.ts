// Draws the default social image (public/og-image.jpg, 1200 × 630) from an SVG with sharp.
// Run once when the brand changes: npx tsx apps/web/scripts/make-og-image.ts
import sharp from 'sharp';
import path from 'node:path';
import { MARKER_ID0_BITS } from '../src/content/calibration-sticker.ts';
import { site } from '../src/content/site.ts';

const out = path.resolve(import.meta.dirname, '../public/og-image.jpg');

function marker(x: number, y: number, size: number) {
  const cell = size / 6;
  const bits = MARKER_ID0_BITS.flatMap((row, r) =>
    row.map((b, c) =>
      b
        ? `<rect x="${x + (c + 1) * cell}" y="${y + (r + 1) * cell}" width="${cell + 0.5}" height="${cell + 0.5}" fill="#fff"/>`
        : '',
    ),
  ).join('');
  return `<rect x="${x - 18}" y="${y - 18}" width="${size + 36}" height="${size + 36}" rx="12" fill="#fff"/><rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#0f172a"/>${bits}`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="960" cy="330" r="260" fill="#14b8a6" opacity="0.18"/>
  <circle cx="960" cy="330" r="180" fill="#99f6e4" opacity="0.12"/>
  <g transform="translate(80 92)">
    <rect width="72" height="72" rx="18" fill="#fff"/>
    <path d="M18 38c7-16 29-16 36 0-7 11-29 11-36 0z" fill="#0f766e"/>
    <circle cx="36" cy="37" r="7" fill="#fff"/>
    <text x="96" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${site.name}</text>
  </g>
  <text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">AI-Powered</text>
  <text x="80" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">Wound Care Solutions</text>
  <text x="80" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#ccfbf1">Calibrated measurement · Decision support · Coordination</text>
  <text x="80" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#99f6e4">For healthcare organizations and licensed clinicians</text>
  <g transform="rotate(-6 960 330)">
    <rect x="850" y="150" width="220" height="360" rx="36" fill="#0f172a"/>
    <rect x="862" y="162" width="196" height="336" rx="28" fill="#f8fafc"/>
    <rect x="880" y="190" width="160" height="200" rx="16" fill="#f5e6d8"/>
    <path d="M912 270c8-28 44-40 70-26 24 14 32 43 19 66-13 24-47 36-75 23-21-10-22-41-14-63z" fill="#d99a94"/>
    <path d="M932 277c8-12 27-17 40-7 11 8 12 25 3 35-9 11-29 14-40 5-9-8-9-23-3-33z" fill="#b9615f"/>
    <path d="M907 268c9-32 49-46 78-28 26 16 35 48 21 74-14 26-52 40-83 25-24-12-25-45-16-71z" fill="none" stroke="#0d9488" stroke-width="3" stroke-dasharray="8 6"/>
    ${marker(978, 322, 44)}
    <rect x="880" y="412" width="160" height="14" rx="7" fill="#e2e8f0"/>
    <rect x="880" y="412" width="110" height="14" rx="7" fill="#0f766e"/>
    <rect x="880" y="440" width="160" height="36" rx="18" fill="#0f766e"/>
  </g>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
console.log(`wrote ${out}`);
