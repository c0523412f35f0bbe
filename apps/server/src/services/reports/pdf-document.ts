import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp from '@woundcare/wound-vision/sharp';
import { Writer } from './pdf-writer.ts';

/**
 * DejaVu Sans (Bitstream Vera licence, shipped by the dejavu-fonts-ttf package), embedded and
 * subset: it has every glyph the documents print (Δ a* ≥ ≤ ± π → ² ·), which the PDF standard
 * fonts (WinAnsi) do not — they would print "Δa*" as "?a*".
 */
const require = createRequire(import.meta.url);
let fontBytes: Promise<[Buffer, Buffer]> | null = null;
function documentFonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
}

export interface DocumentMeta {
  title: string;
  subject: string;
  createdAt: Date;
}

/** A new Woundly PDF (report, referral letter) with its metadata and a writer on its first page. */
export async function createPdfDocument(meta: DocumentMeta): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor('Woundly');
  doc.setProducer('Woundly (pdf-lib)');
  doc.setCreator('Woundly');
  doc.setCreationDate(meta.createdAt);
  doc.registerFontkit(fontkit);
  const [regular, heavy] = await documentFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const bold = await doc.embedFont(heavy, { subset: true });
  return { doc, w: new Writer(doc, font, bold) };
}

/** The assessment's picture: the annotated PNG as it is, else the original photo upright as a JPEG; null with neither. */
export async function embedAssessmentImage(
  doc: PDFDocument,
  annotatedPng: Buffer | null,
  photo: Buffer | null,
): Promise<PDFImage | null> {
  if (annotatedPng) return doc.embedPng(annotatedPng);
  if (!photo) return null;
  const jpeg = await sharp(photo, { failOn: 'none' })
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return doc.embedJpg(jpeg);
}

/** A figure with its digits and unit, or a dash when there is none. */
export const formatFigure = (v: number | null | undefined, digits = 2, unit = '') =>
  typeof v === 'number' && Number.isFinite(v) ? `${v.toFixed(digits)}${unit}` : '—';

/** A date and time as the documents print it, in the given IANA time zone (default UTC), named. */
export function formatDateTime(iso: string, timeZone = 'UTC') {
  return `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${timeZone === 'UTC' ? 'UTC' : `(${timeZone})`}`;
}

/** A date with no time of day (an exam entered as a date only: stored at 12:00 UTC of that day). */
export function formatDateOnly(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
