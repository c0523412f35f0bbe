import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { markerCellsMm } from '@woundcare/wound-vision/calibrate/sticker-svg';
import { MARKER_MM, STICKER_MARGIN_MM } from '@woundcare/wound-vision/calibrate/sticker';

/** PDF points per millimetre (1 pt = 1/72 in, 1 in = 25.4 mm): every length below is exact in mm. */
const PT = 72 / 25.4;
const A4 = { w: 210, h: 297 };

/**
 * An A4 sheet of true-scale calibration stickers (ArUco DICT_4X4_50, 20.0 mm black square, 5 mm
 * white margin, dashed cut line, caption), ids `firstId`… in a grid, plus a 100 mm check bar.
 * Coordinates are written in millimetres from the top-left and converted to points exactly.
 */
export async function createStickerPdf(firstId = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Wound calibration stickers (20.0 mm, DICT_4X4_50)');
  doc.setCreator('Woundly');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const page = doc.addPage([A4.w * PT, A4.h * PT]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // mm from top-left → pt from bottom-left
  const X = (x: number) => x * PT;
  const Y = (y: number, h = 0) => (A4.h - y - h) * PT;
  const text = (s: string, x: number, y: number, size: number, f = font, grey = 0.2) =>
    page.drawText(s, { x: X(x), y: Y(y), size: size * PT, font: f, color: rgb(grey, grey, grey) });

  text('Wound calibration stickers', 15, 20, 6, bold, 0);
  text(
    'Print at 100 % (actual size, no "fit to page"). Check: the bar below must measure exactly 100 mm.',
    15,
    28,
    3.2,
  );
  text(
    'Cut along the dashed lines, keep the white margin, and place one sticker flat on the skin beside the wound.',
    15,
    33,
    3.2,
  );
  // 100 mm check bar with cm ticks
  const barY = 40;
  page.drawRectangle({ x: X(15), y: Y(barY, 2), width: 100 * PT, height: 2 * PT, color: rgb(0, 0, 0) });
  for (let i = 0; i <= 10; i++)
    page.drawRectangle({
      x: X(15 + i * 10 - 0.15),
      y: Y(barY + 2, 2),
      width: 0.3 * PT,
      height: 2 * PT,
      color: rgb(0, 0, 0),
    });
  text('0', 14.3, barY + 7, 2.8);
  text('100 mm', 110, barY + 7, 2.8);

  const side = MARKER_MM + 2 * STICKER_MARGIN_MM; // 30 mm
  const gapX = 12;
  const gapY = 14;
  const cols = 5;
  const rows = 5;
  const left = (A4.w - (cols * side + (cols - 1) * gapX)) / 2;
  const top = 58;
  let id = firstId;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const sx = left + c * (side + gapX);
      const sy = top + r * (side + gapY);
      page.drawRectangle({
        x: X(sx),
        y: Y(sy, side),
        width: side * PT,
        height: side * PT,
        borderColor: rgb(0.55, 0.55, 0.55),
        borderWidth: 0.15 * PT,
        borderDashArray: [1 * PT, 0.8 * PT],
      });
      for (const cell of markerCellsMm(id % 50)) {
        page.drawRectangle({
          x: X(sx + STICKER_MARGIN_MM + cell.x),
          y: Y(sy + STICKER_MARGIN_MM + cell.y, cell.h),
          width: cell.w * PT,
          height: cell.h * PT,
          color: rgb(0, 0, 0),
        });
      }
      const caption = `20.0 mm — print at 100 %  ·  id ${id % 50}`;
      const size = 2.3;
      const wCap = font.widthOfTextAtSize(caption, size * PT) / PT;
      text(caption, sx + side / 2 - wCap / 2, sy + side + 4, size);
      id++;
    }
  }
  text(
    'ArUco dictionary DICT_4X4_50 (OpenCV). The black square is the 20.0 mm reference; the white margin is the colour reference.',
    15,
    287,
    2.6,
  );
  return doc.save({ useObjectStreams: false });
}
