/**
 * npm run scene-crops — training data in the engine's own view of a calibrated photo.
 *
 * Each FUSeg *training* photo (training/split.json's train stems; the validation stems stay
 * unseen) is laid on a tilted skin plane beside a sticker, exactly as `eval:calibration` renders
 * its scenes (same generator, same parameter ranges, other seeds). The region the engine's refine
 * pass would segment is then cut out around the wound at the normalised scale: the sticker's px/cm
 * at its centre, resampled so the fine pass's 26 px/cm sits at the 384/512 inference ratio that
 * train.py's zoom range is built around (26 / 0.75 ≈ 34.7 px/cm, 512 × 512 px, ≈ 14.8 cm of skin).
 * train.py --extra-data DIR mixes these crops into its epochs.
 *
 *   --out DIR (default /tmp/scene-crops)  --seed S (default 50000)  --per-stem N (default 1)  --limit N (first N photos)
 *   --surround mirror   the photo continues past its border by reflection (its label too) instead of
 *                       fading into the generator's plain skin, so no crop holds plain skin
 *   --painted N         N more crops of the generator's painted star wounds (radius 4–20 mm) in the
 *                       same scene ranges, labelled as wounds, so fine-tuning on FUSeg scenes does not
 *                       teach "only a FUSeg patch is a wound" (drawn after the FUSeg crops: those are
 *                       the same with and without it). The painted evaluation then is no longer unseen.
 *
 * The crops hold the scene's perspective, casts, blur, noise and JPEG; the wound's position in
 * the crop is jittered (the coarse pass's box is not exact). Nothing here is committed: the
 * crops are derived from the licensed data and stay outside the repository.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pixelsPerCmAt } from '../src/calibrate/calibrate-image.ts';
import { applyHomography } from '../src/calibrate/homography.ts';
import { createRng, createScene, sceneJpeg, type Scene } from '../test/synthetic-scene.ts';
import {
  readFusegImage,
  readFusegMask,
  renderFusegScene,
  sampleFusegScene,
  type FusegSceneParams,
} from './fuseg-scene.ts';

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = path.join(root, '../shared/data/fuseg');
const out = path.resolve(opt('--out') ?? '/tmp/scene-crops');
const seed = Number(opt('--seed') ?? 50000);
const perStem = Number(opt('--per-stem') ?? 1);
const surround = opt('--surround') === 'mirror' ? 'mirror' : 'skin';
const TARGET_PX_PER_CM = 26 / 0.75;
const SIDE = 512;

const split = JSON.parse(readFileSync(path.join(root, 'training/split.json'), 'utf8')) as { train: string[] };
mkdirSync(path.join(out, 'train/images'), { recursive: true });
mkdirSync(path.join(out, 'train/labels'), { recursive: true });
const rng = createRng(seed);
const ids: string[] = [];

/**
 * Cuts the refine pass's view of `scene` around its wound (the sticker's px/cm ± 8 %, resampled to
 * TARGET_PX_PER_CM at SIDE px, the wound jittered by ± 20 % of the crop) into out/train as `id`.
 * False when the scene's label is empty.
 */
async function cutCrop(scene: Scene, p: FusegSceneParams, id: string, mirrored: boolean): Promise<boolean> {
  const { w, h } = p;
  // where the engine's calibration reads the scale: the black square's centre, projected
  const centre = applyHomography(scene.planeToImage, scene.markers[0]!.centreMm);
  const ppcm = pixelsPerCmAt(scene.imageToPlane, centre) * (0.92 + 0.16 * rng()); // the sticker's estimate, ± 8 %
  const side = Math.round((SIDE * ppcm) / TARGET_PX_PER_CM); // scene px
  const m = await sharp(scene.maskPng).greyscale().raw().toBuffer();
  let x0: number = w;
  let y0: number = h;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (m[y * w + x]! > 127) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < x0) return false;
  // mirrored, the label holds every reflected copy: centre on the wound itself (the plane's origin)
  const at = mirrored ? applyHomography(scene.planeToImage, { x: 0, y: 0 }) : { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  const cx = at.x + (rng() - 0.5) * 0.4 * side;
  const cy = at.y + (rng() - 0.5) * 0.4 * side;
  const pad = side;
  const left = Math.round(cx - side / 2) + pad;
  const top = Math.round(cy - side / 2) + pad;
  const jpeg = await sceneJpeg(scene, p.quality);
  const cut = (buf: Buffer, kernel: 'linear' | 'nearest') =>
    sharp(buf)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'mirror' })
      .toBuffer()
      .then((b) =>
        sharp(b)
          .extract({ left, top, width: side, height: side })
          .resize(SIDE, SIDE, { kernel: kernel === 'linear' ? 'lanczos3' : 'nearest' }),
      );
  await (await cut(jpeg, 'linear')).jpeg({ quality: 95 }).toFile(path.join(out, 'train/images', `${id}.jpg`));
  await (
    await cut(scene.maskPng, 'nearest')
  )
    .greyscale()
    .png()
    .toFile(path.join(out, 'train/labels', `${id}.png`));
  return true;
}

const started = performance.now();
let i = 0;
for (const stem of split.train.slice(0, Number(opt('--limit') ?? split.train.length))) {
  const { mask, px } = await readFusegMask(dataDir, stem);
  if (px < 150) continue; // the generator needs a wound to place; wound-free photos stay in the FUSeg set
  const img = await readFusegImage(dataDir, stem);
  for (let k = 0; k < perStem; k++, i++) {
    // the parameter ranges of eval:calibration's fuseg scenes
    const p = sampleFusegScene(rng);
    const scene = await renderFusegScene(p, seed + i, img, mask, surround);
    if (await cutCrop(scene, p, `s${i}-${stem}`, surround === 'mirror')) ids.push(`s${i}-${stem}`);
  }
  if (ids.length % 50 === 0) console.log(`${ids.length} crops, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const painted = Number(opt('--painted') ?? 0);
for (let k = 0; k < painted; k++, i++) {
  const p = sampleFusegScene(rng);
  const scene = await createScene({
    seed: seed + i,
    width: p.w,
    height: p.h,
    tiltDeg: p.tilt,
    markerIds: [p.markerId],
    supersample: 1,
    noise: p.noise,
    blur: p.blur,
    cast: p.cast,
    framingMm: p.framingMm,
    woundRadiusMm: 4 + 16 * rng(),
  });
  if (await cutCrop(scene, p, `p${i}`, false)) ids.push(`p${i}`);
}
writeFileSync(
  path.join(out, 'stems.json'),
  JSON.stringify({ seed, perStem, surround, painted, targetPxPerCm: TARGET_PX_PER_CM, stems: ids }, null, 1),
);
console.log(
  `scene-crops: ${ids.length} crops from ${split.train.length} training photos in ${out}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
