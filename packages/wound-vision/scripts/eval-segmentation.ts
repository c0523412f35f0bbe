/**
 * npm run eval:segmentation — data-based Dice and IoU of the shipped model on the fixed
 * validation split (training/split.json), FUSeg images read from ../shared/data/fuseg relative
 * to the repo root. Two readings:
 *   raw      the network's probability, resized bilinearly to 512 px, ≥ threshold (as training/evaluate.py)
 *   engine   what the product outputs: hysteresis, holes filled, small regions dropped, traced
 *            outline rasterised at 512 px (segmentWithModel)
 * Data-based = summed over all validation pixels: Dice = 2·TP / (2·TP + FP + FN), IoU = TP / (TP + FP + FN).
 *
 * Options: --conf-thresh X (default 0.5), --limit N, --data-dir DIR
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { RgbImage } from '../src/image.ts';
import { rasterizePolygons, resizeFloatBilinear } from '../src/segment/mask-ops.ts';
import { loadModel, runSegmentationModel } from '../src/segment/run-model.ts';
import { segmentWithModel } from '../src/segment/segment-wound.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const thr = Number(opt('--conf-thresh') ?? 0.5);
const limit = Number(opt('--limit') ?? Infinity);
const dataDir = path.resolve(root, opt('--data-dir') ?? '../shared/data/fuseg');
const splitFile = path.join(root, 'training/split.json');

if (!existsSync(splitFile) || !existsSync(dataDir)) {
  console.error(`needs ${splitFile} and ${dataDir}`);
  process.exit(1);
}
const split = JSON.parse(readFileSync(splitFile, 'utf8')) as { val: string[] };
const stems = split.val.slice(0, limit);
const { version } = await loadModel();

const acc = { raw: { tp: 0, fp: 0, fn: 0 }, engine: { tp: 0, fp: 0, fn: 0 } };
const perImage: number[] = [];
const started = performance.now();
for (const stem of stems) {
  const img = await sharp(path.join(dataDir, 'train/images', `${stem}.jpg`)).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const gtRaw = await sharp(path.join(dataDir, 'train/labels', `${stem}.png`)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = img.info;
  const rgb: RgbImage = { width, height, data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length) };
  const gt = new Uint8Array(width * height);
  for (let i = 0; i < gt.length; i++) gt[i] = gtRaw.data[i]! > 127 ? 1 : 0;

  const pm = await runSegmentationModel(rgb);
  const prob = resizeFloatBilinear(pm.prob, pm.width, pm.height, width, height);
  const seg = await segmentWithModel(rgb, { width, height }, thr, []);
  const eng = rasterizePolygons(
    seg.regions.map((r) => r.polygon),
    width,
    height,
  );
  let tpI = 0;
  let fpI = 0;
  let fnI = 0;
  for (let i = 0; i < gt.length; i++) {
    const g = gt[i]!;
    const r = prob[i]! >= thr ? 1 : 0;
    const e = eng[i]!;
    acc.raw.tp += r & g;
    acc.raw.fp += r & (1 - g);
    acc.raw.fn += (1 - r) & g;
    tpI += e & g;
    fpI += e & (1 - g);
    fnI += (1 - e) & g;
  }
  acc.engine.tp += tpI;
  acc.engine.fp += fpI;
  acc.engine.fn += fnI;
  if (tpI + fpI + fnI > 0) perImage.push((2 * tpI) / (2 * tpI + fpI + fnI));
}
const score = (a: { tp: number; fp: number; fn: number }) => ({ dice: (2 * a.tp) / Math.max(1, 2 * a.tp + a.fp + a.fn), iou: a.tp / Math.max(1, a.tp + a.fp + a.fn) });
const raw = score(acc.raw);
const eng = score(acc.engine);
const mean = perImage.reduce((s, v) => s + v, 0) / Math.max(1, perImage.length);
console.log(`eval:segmentation — ${version}, ${stems.length} validation images (training/split.json), threshold ${thr}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`  raw threshold : data-based Dice ${raw.dice.toFixed(4)}  IoU ${raw.iou.toFixed(4)}`);
console.log(`  engine outline: data-based Dice ${eng.dice.toFixed(4)}  IoU ${eng.iou.toFixed(4)}  (mean per-image Dice ${mean.toFixed(4)})`);
