/**
 * npm run eval:calibration — end-to-end area on synthetic photos with known truth
 * (test/synthetic-scene.ts): a wound of known mm² on a skin plane, a 20 mm DICT_4X4_50
 * sticker beside it, a pinhole camera tilted up to 40° with roll, a colour cast, exposure and a
 * brightness gradient, blur, noise, JPEG.
 *
 *   --source fuseg (default)  the wound is a real FUSeg validation photo (training/split.json's
 *                             val stems, never trained on) laid flat at 0.2–0.4 mm per px,
 *                             feathered into skin; wide framing (18–35 cm across the shorter
 *                             side) so the wound is a small part of a 1–3.5 MP photo; JPEG
 *                             q 70–92, blur σ 0.4–1.8 px, strong colour casts
 *   --source painted          the earlier painted star wounds, PNG (or --jpeg), framed tight
 *
 *   true outline   the wound's mask is given: error of calibration + measurement
 *   model outline  the engine draws the outline (levers: scripts/eval-options.ts): the figure
 *                  the held-out evaluation reports — median |area error| and misses (area 0)
 *
 * Options: --n N photos (default 54 fuseg / 40 painted), --seed S, --model FILE, levers,
 * --per-photo K (fuseg: every validation photo with a measurable wound K times, each in its own
 * scene, instead of --n photos drawn with replacement — the median then weighs every photo alike
 * and does not move with which photos a seed happens to draw),
 * --no-given (skip the true-outline pass), --cache DIR (rendered scenes are reused; default
 * /tmp/wound-vision-scenes), --json FILE, --worst N, --conf-thresh T (a fixed outline level; default the
 * engine's rule), --regions (each traced region against the true mask: how many touch no wound, and the
 * median with only the regions that touch it — an oracle no engine has — and with the largest alone),
 * --plain all | tilt,roll,light,blur,noise,jpeg (fuseg: the same draws with those scene factors switched off —
 * what each costs the engine; the photo's scale and framing stay),
 * --features FILE (per scene: the triage features, the area range, every traced region's evidence and
 * whether it touches the true wound — what scripts/fit-triage.ts fits the triage, range and stray rule on)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { analyzeWound } from '../src/analyze.ts';
import { rasterizePolygons } from '../src/segment/mask-ops.ts';
import { modelExists } from '../src/segment/run-model.ts';
import { createRng, createScene, sceneJpeg } from '../test/synthetic-scene.ts';
import {
  plainScene,
  readFusegImage,
  readFusegMask,
  renderFusegScene,
  sampleFusegScene,
  SCENE_FACTORS,
  type SceneFactor,
} from './fuseg-scene.ts';
import { median } from './compare-runs.ts';
import { parseArgs } from './eval-options.ts';
import { describeSigmaCoverage } from './sigma-coverage.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { opt, has, inference, label } = parseArgs(process.argv.slice(2));
const source = opt('--source') ?? 'fuseg';
const perPhoto = opt('--per-photo') === undefined ? null : Number(opt('--per-photo'));
if (perPhoto !== null && !(Number.isInteger(perPhoto) && perPhoto > 0))
  throw new Error('--per-photo takes a whole number of scenes per photo (1, 2, …)');
const n = Number(opt('--n') ?? (source === 'fuseg' ? 54 : 40));
const seed = Number(opt('--seed') ?? 1000);
const jpeg = has('--jpeg');
const cacheDir = opt('--cache') ?? '/tmp/wound-vision-scenes';
const worstN = Number(opt('--worst') ?? 10);
const confThresh = opt('--conf-thresh') === undefined ? null : Number(opt('--conf-thresh'));
const rng = createRng(seed);
const plainArg = opt('--plain');
const plain = (plainArg === 'all' ? [...SCENE_FACTORS] : (plainArg?.split(',') ?? [])) as SceneFactor[];
for (const f of plain)
  if (!SCENE_FACTORS.includes(f))
    throw new Error(`--plain takes all or a list of ${SCENE_FACTORS.join(', ')}; got ${f}`);

interface Case {
  file: string;
  truthCm2: number;
  lengthCm: number;
  maskPng: Buffer;
  tilt: number;
  w: number;
  h: number;
  stem: string;
}

async function fusegCases(): Promise<Case[]> {
  const dataDir = path.resolve(root, opt('--data-dir') ?? '../shared/data/fuseg');
  const split = JSON.parse(readFileSync(path.join(root, 'training/split.json'), 'utf8')) as { val: string[] };
  const dir = path.join(
    cacheDir,
    (perPhoto === null ? `fuseg-${seed}` : `fuseg-${seed}-per-photo-${perPhoto}`) +
      (plain.length ? `-plain-${[...plain].sort().join('-')}` : ''),
  );
  mkdirSync(dir, { recursive: true });
  const cases: Case[] = [];
  // balanced: the validation photos in split order, each perPhoto times; else drawn with replacement
  const order = perPhoto === null ? null : split.val.flatMap((s) => Array<string>(perPhoto).fill(s));
  const limit = order ? order.length : split.val.length * 4;
  let k = 0;
  for (let i = 0; (order || cases.length < n) && k < limit; k++) {
    const stem = order ? order[k]! : split.val[Math.floor(rng() * split.val.length)]!;
    const p = plainScene(sampleFusegScene(rng), plain);
    const { mask, px } = await readFusegMask(dataDir, stem);
    if (px < 150) continue; // empty or speck-sized truth: nothing to measure
    const id = `${i}-${stem}`;
    const file = path.join(dir, `${id}.jpg`);
    const meta = path.join(dir, `${id}.json`);
    const maskFile = path.join(dir, `${id}.mask.png`);
    if (!existsSync(meta)) {
      const scene = await renderFusegScene(p, seed + i, await readFusegImage(dataDir, stem), mask);
      writeFileSync(file, await sceneJpeg(scene, p.quality));
      writeFileSync(maskFile, scene.maskPng);
      const { w, h, mmPerPx, framingMm, quality, blur } = p;
      writeFileSync(
        meta,
        JSON.stringify({
          truthCm2: scene.woundAreaMm2 / 100,
          lengthCm: scene.woundLengthMm / 10,
          tilt: scene.tiltDeg,
          w,
          h,
          stem,
          mmPerPx,
          framingMm,
          quality,
          blur,
        }),
      );
    }
    const m = JSON.parse(readFileSync(meta, 'utf8')) as {
      truthCm2: number;
      lengthCm: number;
      tilt: number;
      w: number;
      h: number;
      stem: string;
    };
    cases.push({ file, maskPng: readFileSync(maskFile), ...m });
    i++;
  }
  return cases;
}

async function paintedCases(): Promise<Case[]> {
  const cases: Case[] = [];
  const dir = path.join(cacheDir, `painted-${seed}${jpeg ? '-jpeg' : ''}`);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i++) {
    const sizes = [
      [1024, 768],
      [1600, 1200],
      [2000, 1500],
      [1200, 1600],
    ] as const;
    const [w, h] = sizes[Math.floor(rng() * sizes.length)]!;
    const id = rng();
    const file = path.join(dir, `${i}.${jpeg ? 'jpg' : 'png'}`);
    const scene = await createScene({
      seed: seed + i,
      width: w,
      height: h,
      maxTiltDeg: 30,
      markerIds: [Math.floor(id * 50)],
      supersample: 2,
      noise: 3 + 3 * rng(),
      blur: 0.5 + 0.6 * rng(),
    });
    writeFileSync(file, jpeg ? await sceneJpeg(scene, 90) : scene.png);
    cases.push({
      file,
      truthCm2: scene.woundAreaMm2 / 100,
      lengthCm: scene.woundLengthMm / 10,
      maskPng: scene.maskPng,
      tilt: scene.tiltDeg,
      w,
      h,
      stem: 'painted',
    });
  }
  return cases;
}

const started = performance.now();
const cases = source === 'fuseg' ? await fusegCases() : await paintedCases();
const rendered = performance.now();
const regionsOn = has('--regions');
/** Each traced region's area (cm²) and whether it overlaps the true mask. */
async function regionTruth(
  maskPng: Buffer,
  outline: { x: number; y: number }[][],
  regions: { area_cm2: number | null }[],
) {
  const { data, info } = await sharp(maskPng).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (outline.length > 255) throw new Error('--regions labels up to 255 regions per photo');
  // the regions are disjoint: each is rasterised with its own label, then one pass over the true wound
  const labels = new Uint8Array(info.width * info.height);
  outline.forEach((poly, k) => rasterizePolygons([poly], info.width, info.height, k + 1, labels));
  const touches = outline.map(() => false);
  for (let i = 0; i < labels.length; i++) if (labels[i] && data[i]! > 127) touches[labels[i]! - 1] = true;
  return outline.map((_, k) => ({ areaCm2: regions[k]?.area_cm2 ?? 0, touches: touches[k]! }));
}
const rows: {
  c: Case;
  given: number | null;
  model: number | null;
  lenErr: number | null;
  found: boolean;
  modelArea: number | null;
  sigma: number | null;
  review: boolean | null;
  ms: number;
  regions: { areaCm2: number; touches: boolean }[] | null;
  features: Record<string, unknown> | null;
}[] = [];
const featuresOut = opt('--features');
for (const c of cases) {
  const photo = readFileSync(c.file);
  const given = has('--no-given') ? null : await analyzeWound(photo, { maskPng: c.maskPng });
  const t0 = performance.now();
  const model = modelExists() ? await analyzeWound(photo, { inference, confThresh }) : null;
  const ms = performance.now() - t0;
  rows.push({
    c,
    found: model?.calibrated ?? given?.calibrated ?? false,
    given: given?.area_cm2 == null ? null : (given.area_cm2 / c.truthCm2 - 1) * 100,
    model: model?.area_cm2 == null ? null : (model.area_cm2 / c.truthCm2 - 1) * 100,
    lenErr: given?.length_cm == null ? null : (given.length_cm / c.lengthCm - 1) * 100,
    modelArea: model?.area_cm2 ?? null,
    sigma: model?.area_uncertainty_cm2 ?? null,
    review: model ? model.outline_quality.review : null,
    ms,
    regions: (regionsOn || featuresOut) && model ? await regionTruth(c.maskPng, model.outline, model.regions) : null,
    features: null,
  });
  const row = rows[rows.length - 1]!;
  if (featuresOut && model) {
    // the traced regions in outline order; with the stray rule on, the dropped ones are not in the outline
    const kept = model.region_evidence.filter((e) => !e.stray);
    row.features = {
      stem: c.stem,
      file: path.basename(c.file),
      truthCm2: c.truthCm2,
      areaCm2: model.area_cm2,
      areaPx: model.area_px,
      perimeterCm: model.perimeter_cm,
      sigmaCm2: model.area_uncertainty_cm2,
      interval: model.area_interval,
      review: model.outline_quality.review,
      score: model.outline_quality.score,
      statement: model.outline_quality.statement,
      edgeOk: model.outline_quality.checks.find((k) => k.id === 'edge_touch')?.ok ?? true,
      features: model.outline_quality.features,
      regions: kept.map((e, k) => ({
        ...e,
        areaCm2: model.regions[k]?.area_cm2 ?? null,
        touches: row.regions?.[k]?.touches ?? null,
      })),
      dropped: model.region_evidence.filter((e) => e.stray),
    };
  }
}
const abs = (xs: (number | null)[]) => xs.filter((v): v is number => v !== null).map(Math.abs);
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
  return {
    mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length),
    median: median(s),
    p95: q(0.95),
    max: s[s.length - 1] ?? NaN,
    n: s.length,
  };
};
const g = stats(abs(rows.map((r) => r.given)));
const m = stats(abs(rows.map((r) => r.model)));
const l = stats(abs(rows.map((r) => r.lenErr)));
const found = rows.filter((r) => r.found).length;
const misses = rows.filter((r) => r.modelArea === 0 || r.modelArea === null).length;
const within12 = abs(rows.map((r) => r.model)).filter((v) => v <= 12).length;
console.log(
  `eval:calibration — ${cases.length} synthetic photos (${source === 'fuseg' ? 'FUSeg validation wounds on a tilted skin plane, 1–3.5 MP JPEG' : jpeg ? 'painted, JPEG q90' : 'painted, PNG'}), tilt mean ${(rows.reduce((s, r) => s + r.c.tilt, 0) / Math.max(1, rows.length)).toFixed(1)}°, render ${((rendered - started) / 1000).toFixed(0)} s, analyse ${((performance.now() - rendered) / 1000).toFixed(0)} s`,
);
console.log(
  `  levers: ${label}; engine ${stats(rows.map((r) => r.ms)).median.toFixed(0)} ms median per photo (model outline)`,
);
console.log(`  sticker found: ${found}/${rows.length}`);
if (g.n)
  console.log(
    `  area error, true outline given : median |error| ${g.median.toFixed(2)} %, mean ${g.mean.toFixed(2)} %, p95 ${g.p95.toFixed(2)} %, max ${g.max.toFixed(2)} %; length mean ${l.mean.toFixed(2)} %`,
  );
if (m.n) {
  console.log(
    `  area error, model's outline    : median |error| ${m.median.toFixed(1)} %, mean ${m.mean.toFixed(1)} %, p95 ${m.p95.toFixed(1)} %, max ${m.max.toFixed(1)} %; within 12 %: ${within12}/${rows.length}; misses (area 0): ${misses}/${rows.length}`,
  );
  // small wounds: a percentage of a tiny area says little, so the error in mm² as well
  const small = rows.filter((r) => r.model !== null && r.c.truthCm2 < 0.5);
  if (small.length)
    console.log(
      `    wounds under 0.5 cm² (${small.length}): median |error| ${median(small.map((r) => Math.abs(r.model!))).toFixed(1)} % = ${median(small.map((r) => Math.abs(r.modelArea! - r.c.truthCm2) * 100)).toFixed(1)} mm², max ${Math.max(...small.map((r) => Math.abs(r.modelArea! - r.c.truthCm2) * 100)).toFixed(1)} mm²`,
    );
  // off by more than 100 %: the tail the mean is made of
  console.log(
    `    off by > 100 %: ${rows.filter((r) => r.model !== null && Math.abs(r.model) > 100).length}/${rows.length}`,
  );
  // what a clinician accepts ("Outline likely within 15 %") against what the engine flags ("Check the outline")
  for (const [name, sel] of [
    ['passed', false],
    ['flagged', true],
  ] as const) {
    const part = stats(abs(rows.filter((r) => r.review === sel).map((r) => r.model)));
    if (part.n)
      console.log(
        `    ${name}: ${part.n} photos, median |error| ${part.median.toFixed(1)} %, p95 ${part.p95.toFixed(1)} %`,
      );
  }
  // does the reported ± (one σ) cover the true area as often as a σ should (≈ 68 %)?
  const withSigma = rows.filter((r) => r.modelArea && r.sigma !== null);
  const coverage = describeSigmaCoverage(
    withSigma.map((r) => r.modelArea! - r.c.truthCm2),
    withSigma.map((r) => r.sigma!),
  );
  if (withSigma.length) console.log(`    true area against the reported ±: ${coverage}`);
  if (regionsOn) {
    // the regions are largest first; the oracle keeps only those that overlap the true wound
    const withRegions = rows.filter((r) => r.regions?.length);
    const err = (a: number, r: (typeof rows)[number]) => Math.abs(a / r.c.truthCm2 - 1) * 100;
    const sum = (rs: { areaCm2: number }[]) => rs.reduce((s, g) => s + g.areaCm2, 0);
    const falseRegions = withRegions.reduce((s, r) => s + r.regions!.filter((g) => !g.touches).length, 0);
    const oracle = stats(withRegions.map((r) => err(sum(r.regions!.filter((g) => g.touches)), r)));
    const largest = stats(withRegions.map((r) => err(r.regions![0]!.areaCm2, r)));
    console.log(
      `    regions: ${withRegions.reduce((s, r) => s + r.regions!.length, 0)} traced, ${falseRegions} touch no wound (in ${withRegions.filter((r) => r.regions!.some((g) => !g.touches)).length} photos), the largest touches none in ${withRegions.filter((r) => !r.regions![0]!.touches).length}; median |error| with only the regions that touch the wound (oracle) ${oracle.median.toFixed(1)} %, with the largest region alone ${largest.median.toFixed(1)} %`,
    );
  }
} else console.log('  model outline: the model file is missing');
const worst = rows
  .filter((r) => r.model !== null)
  .sort((a, b) => Math.abs(b.model!) - Math.abs(a.model!))
  .slice(0, worstN);
for (const r of worst)
  console.log(
    `    ${path.basename(r.c.file)}  ${r.model!.toFixed(1)} %  truth ${r.c.truthCm2.toFixed(2)} cm²  tilt ${r.c.tilt.toFixed(0)}°  ${r.c.w}×${r.c.h}  review ${r.review}`,
  );
if (featuresOut) writeFileSync(featuresOut, JSON.stringify(rows.filter((r) => r.features).map((r) => r.features)));
const jsonOut = opt('--json');
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        levers: inference,
        medianModel: m.median,
        misses,
        n: rows.length,
        medianGiven: g.median,
        rows: rows.map((r) => ({
          file: r.c.file,
          truth: r.c.truthCm2,
          model: r.model,
          given: r.given,
          review: r.review,
          sigma: r.sigma,
        })),
      },
      null,
      1,
    ),
  );
