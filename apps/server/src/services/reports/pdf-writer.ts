import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 50 }; // US Letter
export const BRAND = rgb(0.05, 0.46, 0.43);
export const INK = rgb(0.1, 0.12, 0.14);
export const MUTED = rgb(0.38, 0.42, 0.46);
export const WARN = rgb(0.7, 0.2, 0.1);

const REPLACEMENTS: Record<string, string> = { '\u00a0': ' ', '\u2009': ' ' };

/** Lays text out top to bottom, starting new pages as needed. */
export class Writer {
  page!: PDFPage;
  y = 0;
  private charset: Set<number>;
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(h: number) {
    if (this.y - h < PAGE.margin) this.newPage();
  }
  /** Replace what the standard font cannot draw (WinAnsi) so any patient name is printable. */
  clean(s: string) {
    return [...s.replace(/[\r\n\t]+/g, ' ')]
      .map((ch) => REPLACEMENTS[ch] ?? (this.charset.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  }
  wrap(text: string, size: number, width: number, font: PDFFont) {
    const words = this.clean(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = w;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
  /** `hang`: continuation lines start this much further in (numbered and bulleted items). */
  text(
    text: string,
    o: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
      hang?: number;
    } = {},
  ) {
    const size = o.size ?? 10;
    const font = o.bold ? this.bold : this.regular;
    const x = PAGE.margin + (o.indent ?? 0);
    const hang = o.hang ?? 0;
    const [first = '', ...rest] = this.wrap(text, size, PAGE.width - PAGE.margin - x, font);
    const lines = [first, ...this.wrap(rest.join(' '), size, PAGE.width - PAGE.margin - x - hang, font)];
    lines.forEach((line, i) => {
      if (!line) return;
      this.ensure(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: i === 0 ? x : x + hang, y: this.y, size, font, color: o.color ?? INK });
    });
    this.y -= o.gap ?? 2;
  }
  heading(text: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 13, bold: true, color: BRAND, gap: 4 });
  }
  row(label: string, value: string) {
    const lines = this.wrap(value, 10, PAGE.width - PAGE.margin * 2 - 170, this.regular);
    // keep a short row on one page with its label
    this.ensure(lines.length <= 6 ? lines.length * 13.5 + 1 : 14);
    this.y -= 13.5;
    this.page.drawText(this.clean(label), { x: PAGE.margin, y: this.y, size: 10, font: this.bold, color: MUTED });
    lines.forEach((l, i) => {
      if (i > 0) {
        this.ensure(14);
        this.y -= 13.5;
      }
      this.page.drawText(l, { x: PAGE.margin + 170, y: this.y, size: 10, font: this.regular, color: INK });
    });
  }
  image(img: PDFImage, maxW: number, maxH: number) {
    const s = Math.min(maxW / img.width, maxH / img.height, 1);
    const w = img.width * s;
    const h = img.height * s;
    this.ensure(h + 8);
    this.y -= h + 4;
    this.page.drawImage(img, { x: PAGE.margin, y: this.y, width: w, height: h });
    this.y -= 6;
  }
}
