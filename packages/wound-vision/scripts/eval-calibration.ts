/**
 * npm run eval:calibration — how well the engine measures area on synthetic photos with known
 * truth (testing/synthetic-scene.ts): a wound polygon of known mm² on a skin plane, a 20 mm
 * DICT_4X4_50 sticker, a random camera tilt up to 30° and roll, a colour cast, exposure and a
 * brightness gradient, blur and noise, PNG or JPEG.
 *
 *   true outline   the polygon's mask is given (--mask-in path): error of calibration + measurement
 *   model outline  the network draws the outline: adds segmentation error (the model was trained on
 *                  real foot-ulcer photos, these wounds are painted flat colours)
 *
 * Options: --n N photos (default 40), --seed S, --jpeg (encode as JPEG q90)
 */
import { analyzeWound } from '../src/analyze.ts';
import { modelExists } from '../src/segment/run-model.ts';
import { createRng, createScene, sceneJpeg } from '../src/testing/synthetic-scene.ts';

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const n = Number(opt('--n') ?? 40);
const seed = Number(opt('--seed') ?? 1000);
const jpeg = args.includes('--jpeg');
const rng = createRng(seed);

const rows: { tilt: number; given: number | null; model: number | null; lenErr: number | null; found: boolean; w: number }[] = [];
const started = performance.now();
for (let i = 0; i < n; i++) {
  const sizes = [
    [1024, 768],
    [1600, 1200],
    [2000, 1500],
    [1200, 1600],
  ] as const;
  const [w, h] = sizes[Math.floor(rng() * sizes.length)]!;
  const scene = await createScene({ seed: seed + i, width: w, height: h, maxTiltDeg: 30, markerIds: [Math.floor(rng() * 50)], supersample: 2, noise: 3 + 3 * rng(), blur: 0.5 + 0.6 * rng() });
  const photo = jpeg ? await sceneJpeg(scene, 90) : scene.png;
  const truth = scene.woundAreaMm2 / 100;
  const given = await analyzeWound(photo, { maskPng: scene.maskPng });
  const model = modelExists() ? await analyzeWound(photo) : null;
  rows.push({
    tilt: scene.tiltDeg,
    found: given.calibrated,
    given: given.area_cm2 === null ? null : (given.area_cm2 / truth - 1) * 100,
    model: model?.area_cm2 == null ? null : (model.area_cm2 / truth - 1) * 100,
    lenErr: given.length_cm === null ? null : (given.length_cm / (scene.woundLengthMm / 10) - 1) * 100,
    w,
  });
}
const abs = (xs: (number | null)[]) => xs.filter((v): v is number => v !== null).map(Math.abs);
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length), p95: s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] ?? NaN, max: s[s.length - 1] ?? NaN, n: s.length };
};
const g = stats(abs(rows.map((r) => r.given)));
const m = stats(abs(rows.map((r) => r.model)));
const l = stats(abs(rows.map((r) => r.lenErr)));
const found = rows.filter((r) => r.found).length;
console.log(`eval:calibration — ${n} synthetic photos (${jpeg ? 'JPEG q90' : 'PNG'}), tilt 0–30° (mean ${(rows.reduce((s, r) => s + r.tilt, 0) / n).toFixed(1)}°), ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`  sticker found: ${found}/${n}`);
console.log(`  area error, true outline given : mean |error| ${g.mean.toFixed(2)} %, p95 ${g.p95.toFixed(2)} %, max ${g.max.toFixed(2)} %  (target ≤ 2 %)`);
console.log(`  length error, true outline     : mean |error| ${l.mean.toFixed(2)} %, max ${l.max.toFixed(2)} %`);
if (m.n) console.log(`  area error, model's outline    : mean |error| ${m.mean.toFixed(1)} %, p95 ${m.p95.toFixed(1)} %, max ${m.max.toFixed(1)} %  (${m.n} photos)`);
else console.log('  model outline: the model file is missing');
const worstTilt = rows.filter((r) => r.given !== null).sort((a, b) => Math.abs(b.given!) - Math.abs(a.given!))[0];
if (worstTilt) console.log(`  worst true-outline case: ${worstTilt.given!.toFixed(2)} % at tilt ${worstTilt.tilt.toFixed(1)}°, ${worstTilt.w} px wide`);
