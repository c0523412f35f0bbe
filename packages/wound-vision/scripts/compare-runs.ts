/**
 * Paired comparison of two engines on the same synthetic scenes (`eval:calibration --json` files):
 * the figures a decision to ship rests on, reproducible instead of worked out by hand.
 *
 * Scenes are matched by file name; a scene's error is |area error| in %, a miss (no area) counts as
 * 100 % (the whole wound lost). One set's median moves by ±1.5 points between near-identical models
 * (ENGINE_EVAL.md, session 14), so the comparison also pools several sets and gives:
 *  - better / worse scene counts with an exact two-sided sign test;
 *  - a 95 % bootstrap interval of the change in the median, resampling source *photos* (every scene of
 *    a photo goes in or out together: scenes of one photo are not independent), within each set.
 */
import { createRng } from '../test/synthetic-scene.ts';

export interface SceneRow {
  file: string;
  /** signed area error in %, null when no area was measured */
  model: number | null;
}

export interface Summary {
  n: number;
  median: number;
  mean: number;
  within12: number;
  misses: number;
  /**
   * how far apart one photo's scenes land: over the photos seen in more than one scene, the
   * median of the mean |difference| of their signed errors between two scenes (points; null when no
   * photo repeats). Zero-mean scatter of this size around a photo's own error raises the median
   * |error| by itself (ENGINE_EVAL.md, session 20), so a lever that narrows it can lower the median.
   */
  spread: number | null;
}

export interface Comparison {
  n: number;
  base: Summary;
  cand: Summary;
  better: number;
  worse: number;
  ties: number;
  /** exact two-sided sign test over the scenes that differ */
  signP: number;
  /** cand median − base median, in points */
  medianChange: number;
  /** 95 % interval of medianChange, photos resampled within each set */
  interval: [number, number];
  /** 95 % intervals of each engine's own median, from the same resamples */
  baseInterval: [number, number];
  candInterval: [number, number];
}

const MISS_ERROR = 100;

export function sceneError(r: SceneRow): number {
  return r.model === null ? MISS_ERROR : Math.abs(r.model);
}

export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
}

export function summarise(rows: readonly SceneRow[]): Summary {
  const errs = rows.map(sceneError);
  return {
    n: rows.length,
    median: median(errs),
    mean: errs.reduce((a, b) => a + b, 0) / Math.max(1, errs.length),
    within12: errs.filter((e) => e <= 12).length,
    misses: rows.filter((r) => r.model === null || r.model <= -100).length,
    spread: photoSpread(rows),
  };
}

/** Signed error of a scene for the spread: a miss counts as −100 % (the whole wound lost). */
const signedError = (r: SceneRow) => (r.model === null ? -MISS_ERROR : r.model);

/** Summary.spread over one set's rows. */
export function photoSpread(rows: readonly SceneRow[]): number | null {
  const byPhoto = new Map<string, number[]>();
  for (const r of rows) {
    const photo = photoOf(r.file);
    byPhoto.set(photo, [...(byPhoto.get(photo) ?? []), signedError(r)]);
  }
  const perPhoto: number[] = [];
  for (const xs of byPhoto.values()) {
    if (xs.length < 2) continue;
    let sum = 0;
    let pairs = 0;
    for (let i = 0; i < xs.length; i++) {
      for (let j = i + 1; j < xs.length; j++) {
        sum += Math.abs(xs[i]! - xs[j]!);
        pairs++;
      }
    }
    perPhoto.push(sum / pairs);
  }
  return perPhoto.length ? median(perPhoto) : null;
}

/** Exact two-sided binomial sign test: P(a split at least as uneven as better : worse | p = ½). */
export function signTest(better: number, worse: number): number {
  const n = better + worse;
  if (n === 0) return 1;
  const k = Math.min(better, worse);
  // log C(n, i) summed in log space so large n does not overflow
  let logC = 0;
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/** The source photo a scene was rendered from: `<index>-<stem>.jpg` → stem (else the name itself). */
export function photoOf(file: string): string {
  const name = file.split('/').pop() ?? file;
  const m = /^\d+-(.+?)\.(jpg|png)$/.exec(name);
  return m ? m[1]! : name;
}

/**
 * Compares `cand` with `base`, set by set (each a pair of runs of one scene set); the pooled result
 * treats every matched scene of every set alike. Throws when a set's runs share no scene.
 */
export function compareRuns(
  sets: readonly { base: readonly SceneRow[]; cand: readonly SceneRow[] }[],
  opts: { resamples?: number; seed?: number } = {},
): Comparison {
  const pairs: { set: number; photo: string; b: number; c: number; rb: SceneRow; rc: SceneRow }[] = [];
  sets.forEach((s, set) => {
    const byFile = new Map(s.cand.map((r) => [r.file, r] as const));
    let matched = 0;
    for (const rb of s.base) {
      const rc = byFile.get(rb.file);
      if (!rc) continue;
      matched++;
      pairs.push({ set, photo: photoOf(rb.file), b: sceneError(rb), c: sceneError(rc), rb, rc });
    }
    if (!matched) throw new Error(`set ${set + 1}: the two runs share no scene (different --seed or --n?)`);
  });
  const better = pairs.filter((p) => p.c < p.b).length;
  const worse = pairs.filter((p) => p.c > p.b).length;
  const base = summarise(pairs.map((p) => p.rb));
  const cand = summarise(pairs.map((p) => p.rc));

  // photo clusters per set, resampled with replacement within their set
  const clusters = new Map<number, Map<string, { b: number; c: number }[]>>();
  for (const p of pairs) {
    const bySet = clusters.get(p.set) ?? new Map<string, { b: number; c: number }[]>();
    clusters.set(p.set, bySet);
    const list = bySet.get(p.photo) ?? [];
    bySet.set(p.photo, list);
    list.push({ b: p.b, c: p.c });
  }
  const groups = [...clusters.values()].map((m) => [...m.values()]);
  const random = createRng(opts.seed ?? 1); // deterministic, so an interval reproduces run to run
  const changes: number[] = [];
  const baseMedians: number[] = [];
  const candMedians: number[] = [];
  for (let it = 0; it < (opts.resamples ?? 2000); it++) {
    const bs: number[] = [];
    const cs: number[] = [];
    for (const g of groups) {
      for (let k = 0; k < g.length; k++) {
        for (const s of g[Math.floor(random() * g.length)]!) {
          bs.push(s.b);
          cs.push(s.c);
        }
      }
    }
    const mb = median(bs);
    const mc = median(cs);
    changes.push(mc - mb);
    baseMedians.push(mb);
    candMedians.push(mc);
  }
  const interval = (xs: number[]): [number, number] => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]!;
    return [at(0.025), at(0.975)];
  };
  return {
    n: pairs.length,
    base,
    cand,
    better,
    worse,
    ties: pairs.length - better - worse,
    signP: signTest(better, worse),
    medianChange: cand.median - base.median,
    interval: interval(changes),
    baseInterval: interval(baseMedians),
    candInterval: interval(candMedians),
  };
}
