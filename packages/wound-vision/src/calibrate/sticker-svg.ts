import { dictionaryBits } from './dictionary-4x4-50.ts';
import { MARKER_CELLS, MARKER_MM, STICKER_MARGIN_MM } from './sticker.ts';

/** Black cells of a marker as rectangles in millimetres, relative to the black square's top-left. */
export function markerCellsMm(id: number): { x: number; y: number; w: number; h: number }[] {
  const bits = dictionaryBits(id);
  const cell = MARKER_MM / MARKER_CELLS;
  const rects: { x: number; y: number; w: number; h: number }[] = [];
  for (let r = 0; r < MARKER_CELLS; r++) {
    for (let c = 0; c < MARKER_CELLS; c++) {
      const border = r === 0 || c === 0 || r === MARKER_CELLS - 1 || c === MARKER_CELLS - 1;
      const black = border || bits[r - 1]![c - 1] === 0;
      if (black) rects.push({ x: c * cell, y: r * cell, w: cell, h: cell });
    }
  }
  return rects;
}

const mm = (v: number) => Number(v.toFixed(4));

/**
 * One printable sticker as SVG in true scale: the document is sized in millimetres and one
 * user unit is 1 mm, so printing at 100 % gives a 20.0 mm black square. Around it 5 mm of white
 * (the definition asks ≥ 4 mm), a dashed cut line on the sticker's edge, and a caption outside it.
 */
export function stickerSvg(id = 0): string {
  const pad = 5;
  const side = MARKER_MM + 2 * STICKER_MARGIN_MM;
  const w = side + 2 * pad;
  const h = side + 2 * pad + 7;
  const ox = pad + STICKER_MARGIN_MM;
  const oy = pad + STICKER_MARGIN_MM;
  // neighbouring black cells are merged visually by a tiny overlap-free path (no hairline gaps)
  const cells = markerCellsMm(id)
    .map((r) => `M${mm(ox + r.x)} ${mm(oy + r.y)}h${mm(r.w)}v${mm(r.h)}h${mm(-r.w)}z`)
    .join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<title>Wound calibration sticker, ArUco DICT_4X4_50 id ${id}, 20.0 mm</title>`,
    `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/>`,
    `<rect x="${pad}" y="${pad}" width="${side}" height="${side}" fill="#ffffff" stroke="#888888" stroke-width="0.15" stroke-dasharray="1 0.8"/>`,
    `<path d="${cells}" fill="#000000" shape-rendering="crispEdges"/>`,
    `<text x="${w / 2}" y="${pad + side + 4.2}" font-family="Helvetica, Arial, sans-serif" font-size="2.6" text-anchor="middle" fill="#333333">20.0 mm — print at 100 % · id ${id}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
