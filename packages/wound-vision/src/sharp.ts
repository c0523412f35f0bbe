/**
 * The one way engine and server code gets sharp (ESLint refuses `import sharp from 'sharp'`
 * elsewhere): loading this module blocks libvips' SVG loader for the whole process — every
 * thread, every later sharp call — before any photo can be decoded.
 *
 * Why: the SVG loader (librsvg) parses XML, follows references and unzips `.svgz` on its own; a
 * gzipped SVG upload could reach it behind any content type or file name. Uploads are also
 * checked by their magic bytes first (apps/server …/probe-upload.ts), so this is the second,
 * process-wide wall. Nothing in the engine renders SVG: annotation labels come from a
 * pre-rendered glyph atlas (annotate/draw-label.ts).
 *
 * `VipsForeignLoadSvg` is the base class of the file, buffer and source loaders (libvips blocks a
 * class and all its subclasses); the subclasses are named too, so a libvips that renames the base
 * class still blocks each loader by name. sharp.format.svg lists the suffixes the loader claims:
 * .svg, .svgz, .svg.gz.
 */
import sharp from 'sharp';

export const BLOCKED_LOADERS = [
  'VipsForeignLoadSvg',
  'VipsForeignLoadSvgFile',
  'VipsForeignLoadSvgBuffer',
  'VipsForeignLoadSvgSource',
] as const;

sharp.block({ operation: [...BLOCKED_LOADERS] });

export default sharp;
