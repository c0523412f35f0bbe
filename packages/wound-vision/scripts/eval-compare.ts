/**
 * npm run eval:compare — two engines on the same synthetic scenes, set by set and pooled (compare-runs.ts).
 *
 *   npm run eval:calibration -- --n 324 --seed 3000 --no-given --json base-324.json
 *   npm run eval:calibration -- --n 324 --seed 3000 --no-given --model cand.onnx --json cand-324.json
 *   (the same for the balanced set: --per-photo 2 --seed 5000)
 *   npm run eval:compare -- --base base-324.json,base-228.json --cand cand-324.json,cand-228.json
 *
 * Prints, per set and over all sets: median |area error| (a miss counts 100 %), within 12 %, mean and
 * misses of each engine, how far apart one photo's scenes land (where a photo repeats), the scenes each is better on with a sign test, and the change in the median
 * with a 95 % interval from resampling the source photos.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareRuns, type Comparison, type SceneRow } from './compare-runs.ts';

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const list = (name: string) => (opt(name) ?? '').split(',').filter(Boolean);
const bases = list('--base');
const cands = list('--cand');
if (!bases.length || bases.length !== cands.length) {
  console.error(
    'usage: npm run eval:compare -- --base A.json[,B.json] --cand C.json[,D.json]  (one candidate run per base run, same scenes)',
  );
  process.exit(2);
}
const read = (file: string): SceneRow[] => {
  const j = JSON.parse(readFileSync(file, 'utf8')) as { rows?: SceneRow[] };
  if (!Array.isArray(j.rows)) throw new Error(`${file}: not an eval:calibration --json file (no rows)`);
  return j.rows;
};
const sets = bases.map((b, i) => ({ name: path.basename(b, '.json'), base: read(b), cand: read(cands[i]!) }));
const line = (name: string, c: Comparison) => {
  const f = (s: Comparison['base'], ci: [number, number]) =>
    `median ${s.median.toFixed(1)} % (95 % ${ci[0].toFixed(1)}–${ci[1].toFixed(1)}), ${s.within12} within 12 %, mean ${s.mean.toFixed(1)} %, misses ${s.misses}` +
    (s.spread === null ? '' : `, one photo's scenes ${s.spread.toFixed(1)} points apart`);
  console.log(`${name} (${c.n} scenes)`);
  console.log(`  base: ${f(c.base, c.baseInterval)}`);
  console.log(`  cand: ${f(c.cand, c.candInterval)}`);
  console.log(
    `  median ${c.medianChange >= 0 ? '+' : ''}${c.medianChange.toFixed(1)} points (95 % ${c.interval[0].toFixed(1)} to ${c.interval[1].toFixed(1)}, photos resampled); ` +
      `cand better on ${c.better}, worse on ${c.worse}, tied ${c.ties} (sign test p = ${c.signP.toPrecision(2)})`,
  );
};
for (const s of sets) line(s.name, compareRuns([s]));
if (sets.length > 1) line('all sets', compareRuns(sets));
