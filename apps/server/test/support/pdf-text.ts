import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text drawn on a PDF's pages, one shown string per line, decoded through each font's
 * ToUnicode map (the report embeds a subset TrueType font, so shown strings are glyph ids).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const ctx = doc.context;
  const resolve = (o: PDFObject | undefined): PDFObject | undefined => (o instanceof PDFRef ? ctx.lookup(o) : o);
  const streamText = (s: PDFObject | undefined) => {
    const r = resolve(s);
    return r instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(r).decode()).toString('latin1') : '';
  };
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = resolve(page.node.Resources()?.get(PDFName.of('Font')));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        const cmap = font instanceof PDFDict ? streamText(font.get(PDFName.of('ToUnicode'))) : '';
        fonts.set(name.decodeText(), parseToUnicode(cmap));
      }
    }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((p) => streamText(p)).join('\n');
    let current = new Map<number, string>();
    for (const m of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) current = fonts.get(m[1]) ?? new Map();
      else if (m[2] !== undefined) {
        const hex = m[2];
        let s = '';
        for (let i = 0; i + 4 <= hex.length; i += 4) s += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
        out.push(s);
      }
    }
  }
  return out.join('\n');
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const first = utf16(m[3]!);
      const base = first.charCodeAt(first.length - 1);
      for (let g = lo; g <= hi; g++) map.set(g, first.slice(0, -1) + String.fromCharCode(base + g - lo));
    }
  }
  return map;
}
