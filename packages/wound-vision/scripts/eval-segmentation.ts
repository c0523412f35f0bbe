/**
 * npm run eval:segmentation — Dice of the engine's outline on the fixed validation split
 * (training/split.json), FUSeg images read from ../shared/data/fuseg relative to the repo root,
 * and whether the outline quality tells good outlines from bad ones.
 *
 *   raw      the single-pass network probability (384 px contract), resized bilinearly, ≥ threshold
 *   engine   what the product outputs with the chosen levers: hysteresis, holes filled, specks
 *            dropped, traced outline rasterised at the image's size (segmentWithModel)
 * Data-based = summed over all validation pixels: Dice = 2·TP / (2·TP + FP + FN); mean per-image
 * Dice averages each image's Dice (images without wound and without prediction are skipped).
 * Outline quality: Spearman correlation of `outline_quality.score` with per-image Dice, and the
 * share of outlines with Dice < 0.7 that get `review` (no sticker on these photos: the
 * probability, sharpness, glare and edge checks).
 *
 * Options: see scripts/eval-options.ts (--model FILE, levers), --conf-thresh X (default 0.5),
 * --limit N, --data-dir DIR, --worst N (list the N worst outlines), --overlays DIR (PNG overlays
 * of the worst: truth green, engine outline magenta), --json FILE, --split val|train (default val;
 * train measures photos the network was trained on — how well it fits them, not a validation
 * figure), --every K (every K-th photo of the split).
 * Area: the engine outline's pixel count against the truth's on the photos with a wound ≥ 150 px,
 * as a median |error| overall and by the wound's size at its own pixels.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { assessOutlineQuality, OUTLINE_SIGMA_PER_HALF_BAND, outlineSigmaPx } from '../src/quality/outline-quality.ts';
import { rasterizePolygons, resizeFloatBilinear } from '../src/segment/mask-ops.ts';
import { loadModel, runSegmentationModel } from '../src/segment/run-model.ts';
import { segmentWithModel } from '../src/segment/segment-wound.ts';
import { classifyTissue } from '../src/tissue/classify-tissue.ts';
import { parseArgs } from './eval-options.ts';
import { readFusegImage, readFusegMask } from './fuseg-scene.ts';
import { describeSigmaCoverage } from './sigma-coverage.ts';
import { median } from './compare-runs.ts';

/** wound sizes (truth px at the photo's own 512 px) the area is reported by; 1 000–3 000 px is ≈ 0.5–2 cm² in a scene */
const AREA_BANDS: [number, number][] = [
  [150, 1000],
  [1000, 3000],
  [3000, 10000],
  [10000, Infinity],
];

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { opt, inference, label } = parseArgs(process.argv.slice(2));
// --conf-thresh: a fixed outline level; absent: the engine's rule (0.5 here: no sticker, unless --mass-level always)
const given = opt('--conf-thresh');
const level = given === undefined ? null : Number(given);
const thr = level ?? 0.5;
const limit = Number(opt('--limit') ?? Infinity);
const worstN = Number(opt('--worst') ?? 20);
const overlays = opt('--overlays');
const dataDir = path.resolve(root, opt('--data-dir') ?? '../shared/data/fuseg');
const splitFile = path.join(root, 'training/split.json');

if (!existsSync(splitFile) || !existsSync(dataDir)) {
  console.error(`needs ${splitFile} and ${dataDir}`);
  process.exit(1);
}
const split = JSON.parse(readFileSync(splitFile, 'utf8')) as { val: string[]; train: string[] };
const splitName = opt('--split') ?? 'val';
if (splitName !== 'val' && splitName !== 'train') throw new Error(`--split takes val or train; got ${splitName}`);
const every = Number(opt('--every') ?? 1);
if (!(Number.isInteger(every) && every > 0)) throw new Error('--every takes a whole number (1, 2, …)');
const stems = split[splitName].filter((_, i) => i % every === 0).slice(0, limit);
const { version } = await loadModel();

const acc = { raw: { tp: 0, fp: 0, fn: 0 }, engine: { tp: 0, fp: 0, fn: 0 } };
const rows: {
  stem: string;
  dice: number;
  gtPx: number;
  predPx: number;
  bandPx: number;
  regions: number;
  score: number;
  review: boolean;
  reasons: string[];
  checks: Record<string, number | null>;
}[] = [];
const started = performance.now();
let modelMs = 0;
for (const stem of stems) {
  const rgb = await readFusegImage(dataDir, stem);
  const { mask: gt } = await readFusegMask(dataDir, stem);
  const { width, height } = rgb;

  const pm = await runSegmentationModel(rgb);
  const prob = resizeFloatBilinear(pm.prob, pm.width, pm.height, width, height);
  const t0 = performance.now();
  const seg = await segmentWithModel(rgb, rgb, level, [], { inference });
  modelMs += performance.now() - t0;
  const polygons = seg.regions.map((r) => r.polygon);
  const eng = rasterizePolygons(polygons, width, height);
  const tissue = classifyTissue(rgb, seg.workMask, [1, 1, 1]);
  const q = assessOutlineQuality({
    probability: seg.probability,
    polygons,
    markers: [],
    stickerSidePx: null,
    full: rgb,
    work: rgb,
    workMask: seg.workMask,
    scale: 1,
    specularPct: tissue?.specularPct ?? null,
  });
  let tpI = 0;
  let fpI = 0;
  let fnI = 0;
  let gtPx = 0;
  for (let i = 0; i < gt.length; i++) {
    const g = gt[i]!;
    const r = prob[i]! >= thr ? 1 : 0;
    const e = eng[i]!;
    gtPx += g;
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
  if (tpI + fpI + fnI > 0)
    rows.push({
      stem,
      dice: (2 * tpI) / (2 * tpI + fpI + fnI),
      gtPx,
      predPx: tpI + fpI,
      bandPx: seg.bandPx,
      regions: polygons.length,
      score: q.score,
      review: q.review,
      reasons: q.reasons,
      checks: Object.fromEntries(q.checks.map((c) => [c.id, c.value])),
    });
  if (overlays) {
    mkdirSync(overlays, { recursive: true });
    const out = Buffer.from(rgb.data);
    for (let i = 0; i < gt.length; i++) {
      const x = i % width;
      const y = (i - x) / width;
      const edge = (m: Uint8Array) =>
        m[i] &&
        (x === 0 ||
          y === 0 ||
          x === width - 1 ||
          y === height - 1 ||
          !m[i - 1] ||
          !m[i + 1] ||
          !m[i - width] ||
          !m[i + width]);
      if (edge(gt)) out.set([0, 255, 0], i * 3);
      if (edge(eng)) out.set([255, 0, 255], i * 3);
    }
    await sharp(out, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(path.join(overlays, `${stem}.png`));
  }
}

/** Spearman's ρ: Pearson correlation of the ranks (ties get their mean rank). */
function spearman(a: number[], b: number[]): number {
  const rank = (v: number[]) => {
    const idx = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < idx.length;) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
      for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2;
      i = j + 1;
    }
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const m = (ra.length - 1) / 2;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < ra.length; i++) {
    sab += (ra[i]! - m) * (rb[i]! - m);
    saa += (ra[i]! - m) ** 2;
    sbb += (rb[i]! - m) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

const score = (a: { tp: number; fp: number; fn: number }) => ({
  dice: (2 * a.tp) / Math.max(1, 2 * a.tp + a.fp + a.fn),
  iou: a.tp / Math.max(1, a.tp + a.fp + a.fn),
});
const raw = score(acc.raw);
const eng = score(acc.engine);
const mean = rows.reduce((s, r) => s + r.dice, 0) / Math.max(1, rows.length);
const rho = spearman(
  rows.map((r) => r.score),
  rows.map((r) => r.dice),
);
const bad = rows.filter((r) => r.dice < 0.7);
const badReviewed = bad.filter((r) => r.review).length;
const goodReviewed = rows.filter((r) => r.dice >= 0.7 && r.review).length;
const misses = rows.filter((r) => r.gtPx > 0 && r.predPx === 0).length;
console.log(
  `eval:segmentation — ${version}, ${stems.length} ${splitName === 'val' ? 'validation' : 'TRAINING'} images (training/split.json), threshold ${given ?? (inference.massLevel === 'always' ? 'probability-mass level per region' : thr)}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`  levers: ${label}; segmentation ${(modelMs / stems.length).toFixed(0)} ms per image`);
console.log(`  raw threshold : data-based Dice ${raw.dice.toFixed(4)}  IoU ${raw.iou.toFixed(4)}`);
console.log(
  `  engine outline: data-based Dice ${eng.dice.toFixed(4)}  IoU ${eng.iou.toFixed(4)}  mean per-image Dice ${mean.toFixed(4)} (${rows.length} images)  missed wounds ${misses}`,
);
console.log(
  `  outline quality: Spearman ρ(score, per-image Dice) ${rho.toFixed(3)} (target ≥ 0.5); Dice < 0.7 flagged for review ${badReviewed}/${bad.length} (${((badReviewed / Math.max(1, bad.length)) * 100).toFixed(0)} %, target ≥ 80 %); Dice ≥ 0.7 flagged ${goodReviewed}/${rows.length - bad.length}`,
);
// the outline's area against the truth's, at the photos' own pixels, overall and by the wound's size
const sized = rows.filter((r) => r.gtPx >= 150).map((r) => ({ px: r.gtPx, err: (r.predPx / r.gtPx - 1) * 100 }));
const areaLine = (rs: typeof sized) =>
  rs.length ? `${median(rs.map((r) => Math.abs(r.err))).toFixed(1)} % (n ${rs.length})` : 'no wound (n 0)';
console.log(
  `  area, engine outline against the truth (wounds ≥ 150 px): median |error| ${areaLine(sized)}, signed ${median(sized.map((r) => r.err)).toFixed(1)} %; by the wound's px: ` +
    AREA_BANDS.map(
      ([lo, hi]) => `${lo}–${hi === Infinity ? '' : hi} ${areaLine(sized.filter((r) => r.px >= lo && r.px < hi))}`,
    ).join(', '),
);
// the area's ± from the outline band alone (these photos have no sticker): how often the truth lies within it
const banded = rows.filter((r) => r.gtPx > 0 && r.predPx > 0);
const coverage = describeSigmaCoverage(
  banded.map((r) => r.predPx - r.gtPx),
  banded.map((r) => outlineSigmaPx(r.bandPx)),
);
console.log(`  area ± from the outline band (σ = ${OUTLINE_SIGMA_PER_HALF_BAND} × half the band): truth ${coverage}`);
const worst = [...rows].sort((a, b) => a.dice - b.dice).slice(0, worstN);
console.log(`  ${worstN} worst outlines (stem, Dice, truth px, predicted px, regions, score, review):`);
for (const r of worst)
  console.log(
    `    ${r.stem}  ${r.dice.toFixed(3)}  ${r.gtPx}  ${r.predPx}  ${r.regions}  ${r.score.toFixed(2)}  ${r.review ? 'review: ' + r.reasons.join('; ') : 'ok'}`,
  );
const jsonOut = opt('--json');
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        version,
        levers: inference,
        dataDice: eng.dice,
        meanDice: mean,
        rawDice: raw.dice,
        spearman: rho,
        badReviewed,
        bad: bad.length,
        misses,
        rows,
      },
      null,
      1,
    ),
  );
