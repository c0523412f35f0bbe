/**
 * npx tsx packages/wound-vision/scripts/fit-triage.ts --off FEAT_OFF.json [--on FEAT_ON.json]
 *
 * Fits the outline triage, the area range and the stray-region rule offline from the per-scene
 * dumps of `eval:calibration --features FILE` (sticker scenes of the VALIDATION photos only), so
 * the fit is reproducible without re-running the engine:
 *
 *   --off FILE  scenes measured with the stray rule off (`--stray off`): every traced region with its
 *               evidence and whether it touches the true wound → the stray rule (STRAY_RULE), and the
 *               mean error / outlines off by > 100 % before and after it
 *   --on FILE   the same scenes with the rule on → the triage model (TRIAGE_MODEL), the range's
 *               factors (AREA_INTERVAL) and the traced outline's rim band
 *
 * Parts: the validation photos (stems) sorted, every other one to the FIT part, the rest to the
 * REPORT part; every scene of a photo stays in its photo's part. Everything is fitted on FIT and
 * reported on REPORT; `--swap` exchanges them (a check that the figures do not hinge on the split).
 */
import { readFileSync } from 'node:fs';
import { AREA_COVERAGE, modelIntervalScale } from '../src/quality/area-interval.ts';
import { TRIAGE_INPUTS, type OutlineFeatures, type TriageModel } from '../src/quality/triage.ts';
import { isStray, type RegionEvidence, type StrayRule } from '../src/segment/stray-regions.ts';
import { median } from './compare-runs.ts';

interface Row {
  stem: string;
  file: string;
  truthCm2: number;
  areaCm2: number | null;
  areaPx: number;
  perimeterCm: number | null;
  sigmaCm2: number | null;
  review: boolean;
  edgeOk: boolean;
  features: OutlineFeatures;
  regions: (RegionEvidence & { areaCm2: number | null; touches: boolean | null })[];
}

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const swap = args.includes('--swap');
const load = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Row[];

function parts(rows: Row[]) {
  const stems = [...new Set(rows.map((r) => r.stem))].sort();
  const fitStems = new Set(stems.filter((_, i) => i % 2 === (swap ? 1 : 0)));
  return { fit: rows.filter((r) => fitStems.has(r.stem)), report: rows.filter((r) => !fitStems.has(r.stem)) };
}

const pct = (a: number, b: number) => `${a}/${b} (${((a / Math.max(1, b)) * 100).toFixed(0)} %)`;
const errPct = (area: number, truth: number) => (area / truth - 1) * 100;
const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length);
/** conformal quantile: the ⌈(n + 1)·q⌉-th smallest */
const conformal = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((s.length + 1) * q) - 1)] ?? NaN;
};

// ── the stray rule ──────────────────────────────────────────────────────────────────────────
function keptArea(r: Row, rule: StrayRule | null): number {
  return r.regions.reduce((s, g, i) => s + (rule && isStray(g, rule, i === 0) ? 0 : (g.areaCm2 ?? 0)), 0);
}
function tail(rows: Row[], rule: StrayRule | null) {
  const errs = rows.map((r) => Math.abs(errPct(keptArea(r, rule), r.truthCm2)));
  const lostTrue = rows.reduce(
    (s, r) => s + r.regions.filter((g, i) => rule && isStray(g, rule, i === 0) && g.touches).length,
    0,
  );
  const dropped = rows.reduce((s, r) => s + r.regions.filter((g, i) => rule && isStray(g, rule, i === 0)).length, 0);
  return {
    mean: mean(errs),
    median: median(errs),
    over100: errs.filter((e) => e > 100).length,
    misses: rows.filter((r) => keptArea(r, rule) === 0).length,
    lostTrue,
    dropped,
    n: rows.length,
  };
}
const describeTail = (t: ReturnType<typeof tail>) =>
  `mean |error| ${t.mean.toFixed(1)} %, median ${t.median.toFixed(1)} %, off by > 100 %: ${t.over100}/${t.n}, misses ${t.misses}, regions dropped ${t.dropped} (of them touching the wound ${t.lostTrue})`;

const offFile = opt('--off');
if (offFile) {
  const { fit, report } = parts(load(offFile));
  let best: { rule: StrayRule; t: ReturnType<typeof tail> } | null = null;
  for (const minGap of [0.25, 0.5, 0.75, 1, 1.5, 2, 3])
    for (const maxMeanProb of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 1.01])
      for (const maxAreaShare of [0.1, 0.25, 0.5, 1]) {
        const rule = { minGap, maxMeanProb, maxAreaShare };
        const t = tail(fit, rule);
        // never a region of the true wound on the fit part; the lowest mean error, then the mildest rule
        if (t.lostTrue > 0 || t.misses > 0) continue;
        if (!best || t.mean < best.t.mean - 1e-9) best = { rule, t };
      }
  console.log(
    `stray rule — fit part ${fit.length} scenes, report part ${report.length} scenes${swap ? ' (swapped)' : ''}`,
  );
  console.log(`  chosen on the fit part: ${JSON.stringify(best?.rule)}`);
  console.log(`  fit    before: ${describeTail(tail(fit, null))}`);
  console.log(`  fit    after : ${describeTail(tail(fit, best!.rule))}`);
  console.log(`  report before: ${describeTail(tail(report, null))}`);
  console.log(`  report after : ${describeTail(tail(report, best!.rule))}`);
}

// ── the triage model ────────────────────────────────────────────────────────────────────────
/** L2-penalised logistic regression by Newton's method (standardised inputs; the intercept is not penalised). */
function logistic(x: number[][], y: number[], lambda: number): { w: number[]; b: number } {
  const d = x[0]!.length;
  const beta = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < 50; it++) {
    const g = new Array<number>(d + 1).fill(0);
    const H = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < x.length; i++) {
      const xi = [1, ...x[i]!];
      const z = xi.reduce((s, v, k) => s + v * beta[k]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      for (let a = 0; a <= d; a++) {
        g[a]! += (p - y[i]!) * xi[a]!;
        for (let b = 0; b <= d; b++) H[a]![b]! += p * (1 - p) * xi[a]! * xi[b]!;
      }
    }
    for (let a = 1; a <= d; a++) {
      g[a]! += lambda * beta[a]!;
      H[a]![a]! += lambda;
    }
    const step = solve(H, g);
    for (let a = 0; a <= d; a++) beta[a]! -= step[a]!;
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { b: beta[0]!, w: beta.slice(1) };
}
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((r, i) => r[n]! / r[i]!);
}

/** Probability that a random positive scores above a random negative (ties count half). */
function auc(pos: number[], neg: number[]): number {
  let s = 0;
  for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
  return s / Math.max(1, pos.length * neg.length);
}

/**
 * The flag fitted on `rows`: inputs standardised on them, an L2 logistic model of "off by > 25 %",
 * and the log-odds threshold that flags `recall` of their outlines off by > 25 %.
 */
function fitFlag(
  rows: Row[],
  err: (r: Row) => number,
  inputs: readonly ((f: OutlineFeatures) => number)[],
  lambda: number,
  recall: number,
) {
  const cols = inputs.map((value) => rows.map((r) => value(r.features)));
  const mu = cols.map(mean);
  const sd = cols.map((c, j) => Math.sqrt(mean(c.map((v) => (v - mu[j]!) ** 2))) || 1);
  const standardised = (f: OutlineFeatures) => inputs.map((value, j) => (value(f) - mu[j]!) / sd[j]!);
  const { w, b } = logistic(
    rows.map((r) => standardised(r.features)),
    rows.map((r) => (err(r) > 25 ? 1 : 0)),
    lambda,
  );
  /** the log-odds that the outline is off by more than 25 % */
  const z = (f: OutlineFeatures) => b + standardised(f).reduce((t, v, j) => t + v * w[j]!, 0);
  const offZ = rows
    .filter((r) => err(r) > 25)
    .map((r) => z(r.features))
    .sort((a, c) => c - a);
  const threshold = offZ[Math.max(0, Math.ceil(recall * offZ.length) - 1)] ?? 0;
  return { mu, sd, w, b, z, threshold };
}

/**
 * --cv: the triage's figures without a single split's luck. Photos are dealt into 10 folds (5
 * shuffles); each fold's scenes are flagged by a model and threshold fitted on the other nine, and
 * the out-of-fold flags are counted over all scenes (a photo's scenes always stay in one fold).
 */
function crossValidate(
  all: Row[],
  err: (r: Row) => number,
  inputs: readonly ((f: OutlineFeatures) => number)[],
  lambda: number,
  recall: number,
  label: string,
) {
  const stems = [...new Set(all.map((r) => r.stem))].sort();
  const shuffles = 5;
  const folds = 10;
  let offFlagged = 0;
  let offN = 0;
  let okFlagged = 0;
  let okN = 0;
  for (let s = 0; s < shuffles; s++) {
    // a fixed shuffle per round (xorshift), so the figures are reproducible
    let seed = 2463534242 + s * 7919;
    const rand = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), (seed >>> 0) / 2 ** 32);
    const order = stems.map((st) => [rand(), st] as const).sort((a, b) => a[0] - b[0]);
    const fold = new Map(order.map(([, st], i) => [st, i % folds]));
    for (let k = 0; k < folds; k++) {
      const train = all.filter((r) => fold.get(r.stem) !== k);
      const test = all.filter((r) => fold.get(r.stem) === k);
      const { z, threshold } = fitFlag(train, err, inputs, lambda, recall);
      for (const r of test) {
        const flagged = z(r.features) >= threshold || !r.edgeOk;
        if (err(r) > 25) {
          offN++;
          if (flagged) offFlagged++;
        } else if (err(r) <= 15) {
          okN++;
          if (flagged) okFlagged++;
        }
      }
    }
  }
  console.log(
    `  cross-validated, ${label} (10 folds by photo × ${shuffles} shuffles, λ ${lambda}, threshold at ${recall * 100} % of the training folds' > 25 %): off by > 25 % flagged ${pct(offFlagged, offN)}, within 15 % flagged ${pct(okFlagged, okN)}`,
  );
}

const onFile = opt('--on');
if (onFile) {
  const all = load(onFile).filter((r) => r.areaCm2 !== null && r.areaCm2 > 0);
  const { fit, report } = parts(all);
  const err = (r: Row) => Math.abs(errPct(r.areaCm2!, r.truthCm2));
  // measured but not model inputs (triage.ts OutlineFeatures): the view agreement
  const candidates = [
    ['views_mirror', (f: OutlineFeatures) => Math.log(Math.max(0.005, f.mirror_spread ?? 0.2))],
    ['views_scale', (f: OutlineFeatures) => Math.log(Math.max(0.005, f.scale_spread ?? 0.7))],
  ] as const;
  // how well each input alone separates outlines off by > 25 % from those within 15 % (all scenes)
  const aucs = [
    ...TRIAGE_INPUTS.map((inp) => [inp.id, inp.value] as const),
    ...candidates.map(([id, value]) => [`${id} (not an input)`, value] as const),
  ].map(([id, value]) => {
    const pos = all.filter((r) => err(r) > 25).map((r) => value(r.features));
    const neg = all.filter((r) => err(r) <= 15).map((r) => value(r.features));
    return `${id} ${auc(pos, neg).toFixed(2)}`;
  });
  console.log(`  single-input AUC (> 25 % against ≤ 15 %, ${all.length} scenes): ${aucs.join(', ')}`);
  if (args.includes('--cv')) {
    const lambda = Number(opt('--lambda') ?? 5);
    const recall = Number(opt('--recall') ?? 0.9);
    const inputs = TRIAGE_INPUTS.map((inp) => inp.value);
    crossValidate(all, err, inputs, lambda, recall, "the model's inputs");
    crossValidate(all, err, [...inputs, ...candidates.map(([, v]) => v)], lambda, recall, 'with the view agreement');
  }
  const lambda = Number(opt('--lambda') ?? 5);
  // the threshold: the highest that flags ≥ the target share of the fit part's outlines off by > 25 %
  const target = Number(opt('--recall') ?? 0.9);
  const fitted = fitFlag(
    fit,
    err,
    TRIAGE_INPUTS.map((inp) => inp.value),
    lambda,
    target,
  );
  const { mu, sd, w, b } = fitted;
  const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
  const model: TriageModel = {
    mean: mu,
    sd,
    weight: w,
    intercept: b,
    threshold: sigmoid(fitted.threshold),
    reasonMin: 0.3,
  };
  const pOff = (r: Row) => sigmoid(fitted.z(r.features));
  const flagged = (r: Row) => pOff(r) >= model.threshold || !r.edgeOk;
  const r4 = (v: number) => Math.round(v * 10000) / 10000;
  console.log(`triage — fit ${fit.length} scenes, report ${report.length}${swap ? ' (swapped)' : ''}, λ ${lambda}`);
  console.log(
    `  TRIAGE_MODEL = ${JSON.stringify({ mean: mu.map(r4), sd: sd.map(r4), weight: w.map(r4), intercept: r4(b), threshold: r4(model.threshold), reasonMin: 0.3 })}`,
  );
  console.log(`  inputs: ${TRIAGE_INPUTS.map((inp, k) => `${inp.id} ${w[k]!.toFixed(2)}`).join(', ')}`);
  const table = (rows: Row[], name: string) => {
    const bands = [
      ['within 15 %', (e: number) => e <= 15],
      ['15–25 %', (e: number) => e > 15 && e <= 25],
      ['off by > 25 %', (e: number) => e > 25],
    ] as const;
    console.log(`  ${name}: | |area error| | scenes | flagged "Check the outline" | passed "likely within 15 %" |`);
    for (const [label, inBand] of bands) {
      const rs = rows.filter((r) => inBand(err(r)));
      const f = rs.filter(flagged).length;
      console.log(`    | ${label} | ${rs.length} | ${pct(f, rs.length)} | ${rs.length - f} |`);
    }
    const passed = rows.filter((r) => !flagged(r));
    console.log(
      `    passed: ${passed.length}, of them within 15 % ${pct(passed.filter((r) => err(r) <= 15).length, passed.length)}, median |error| ${median(passed.map(err)).toFixed(1)} %; flagged median |error| ${median(rows.filter(flagged).map(err)).toFixed(1)} %`,
    );
  };
  table(fit, 'fit');
  table(report, 'REPORT');

  // ── the area range ──
  const cornerSigma = (r: Row) => {
    // σ_corner from the stored ± and the band's σ (analyze.ts areaUncertaintyCm2), ≥ 0
    const band = (r.features.band_rel ?? 0) * 0.5 * 2.6 * r.areaCm2!;
    return Math.sqrt(Math.max(0, (r.sigmaCm2 ?? 0) ** 2 - band ** 2));
  };
  const sOf = (r: Row) =>
    modelIntervalScale(r.areaPx, (r.features.band_rel ?? 0) * r.areaPx, r.areaCm2!, cornerSigma(r));
  const z = (r: Row) => Math.abs(Math.log(r.truthCm2 / r.areaCm2!)) / sOf(r);
  const tLikely = conformal(fit.filter((r) => !flagged(r)).map(z), AREA_COVERAGE);
  const tCheck = conformal(fit.filter(flagged).map(z), AREA_COVERAGE);
  const covers = (r: Row) => z(r) <= (flagged(r) ? tCheck : tLikely);
  const width = (r: Row) =>
    (Math.exp((flagged(r) ? tCheck : tLikely) * sOf(r)) - Math.exp(-(flagged(r) ? tCheck : tLikely) * sOf(r))) * 50;
  console.log(`  AREA_INTERVAL tLikely ${tLikely.toFixed(2)}, tCheck ${tCheck.toFixed(2)}`);
  for (const [name, rows] of [
    ['fit', fit],
    ['REPORT', report],
  ] as const) {
    const lk = rows.filter((r) => !flagged(r));
    const ck = rows.filter(flagged);
    console.log(
      `  ${name}: 95 % range covers the true area on ${pct(rows.filter(covers).length, rows.length)} (passed ${pct(lk.filter(covers).length, lk.length)}, flagged ${pct(ck.filter(covers).length, ck.length)}); median half-width ${median(lk.map(width)).toFixed(1)} % passed, ${median(ck.map(width)).toFixed(1)} % flagged`,
    );
  }
  // ── the traced outline's rim band: another rater's rim, from the accepted model outlines ──
  const rimMm = (r: Row) => (Math.abs(r.areaCm2! - r.truthCm2) / Math.max(1e-6, r.perimeterCm ?? 0)) * 10;
  const ok = (rows: Row[]) => rows.filter((r) => err(r) <= 25 && r.perimeterCm);
  const rim = conformal(ok(fit).map(rimMm), AREA_COVERAGE);
  console.log(
    `  traced rim band: ${rim.toFixed(2)} mm either side of the line (95th percentile, ${ok(fit).length} fit outlines within 25 %)`,
  );
  const tracedCovers = (r: Row) => {
    const half = Math.hypot((r.perimeterCm! * rim) / 10, 1.96 * cornerSigma(r));
    return Math.abs(r.areaCm2! - r.truthCm2) <= half;
  };
  console.log(
    `  REPORT: the traced range (rim ${rim.toFixed(2)} mm) covers ${pct(ok(report).filter(tracedCovers).length, ok(report).length)} of the outlines within 25 %`,
  );
  // ── small wounds: the error in mm² as well ──
  const small = report.filter((r) => r.truthCm2 < 0.5);
  if (small.length)
    console.log(
      `  REPORT wounds under 0.5 cm² (${small.length}): median |error| ${median(small.map(err)).toFixed(1)} % = ${median(small.map((r) => Math.abs(r.areaCm2! - r.truthCm2) * 100)).toFixed(1)} mm², flagged ${pct(small.filter(flagged).length, small.length)}`,
    );
}
