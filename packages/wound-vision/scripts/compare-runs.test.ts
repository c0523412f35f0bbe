import { describe, expect, it } from 'vitest';
import { compareRuns, photoOf, photoSpread, signTest, summarise, type SceneRow } from './compare-runs.ts';

const rows = (errs: (number | null)[], prefix = '') =>
  errs.map((model, i): SceneRow => ({ file: `/tmp/s/${i}-${prefix}${String(i % 5).padStart(4, '0')}.jpg`, model }));

describe('eval:compare', () => {
  it('summarises |area error| with a miss counted as the whole wound lost', () => {
    const s = summarise(rows([10, -20, null, -100, 5]));
    expect(s.misses).toBe(2);
    expect(s.median).toBe(20);
    expect(s.within12).toBe(2);
    expect(s.mean).toBeCloseTo((10 + 20 + 100 + 100 + 5) / 5, 10);
  });

  it('gives the exact two-sided sign test', () => {
    expect(signTest(10, 0)).toBeCloseTo(2 / 1024, 12);
    expect(signTest(0, 10)).toBeCloseTo(2 / 1024, 12);
    expect(signTest(5, 5)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
    // 60 : 40 → p ≈ 0.057 (binomial, n = 100)
    expect(signTest(60, 40)).toBeCloseTo(0.0569, 3);
  });

  it("measures how far apart one photo's scenes land, from their signed errors", () => {
    const scene = (i: number, photo: string, model: number | null): SceneRow => ({
      file: `/tmp/s/${i}-${photo}.jpg`,
      model,
    });
    // photo a: +10 and −10 (20 apart, though both are 10 % off); b: 5 and 9 (4); c: three scenes 0, 6, 12 (mean 8);
    // d is seen once and does not count; e: a miss (−100) against −90 (10)
    const set = [
      scene(0, 'a', 10),
      scene(1, 'a', -10),
      scene(2, 'b', 5),
      scene(3, 'b', 9),
      scene(4, 'c', 0),
      scene(5, 'c', 6),
      scene(6, 'c', 12),
      scene(7, 'd', 50),
      scene(8, 'e', null),
      scene(9, 'e', -90),
    ];
    expect(photoSpread(set)).toBe(9); // median of 20, 4, 8, 10
    expect(summarise(set).spread).toBe(9);
    // the same photos, each scene on its photo's own error: no spread
    expect(photoSpread(set.map((r) => ({ ...r, model: 7 })))).toBe(0);
    // no photo seen twice
    expect(photoSpread([scene(0, 'a', 10), scene(1, 'b', 20)])).toBeNull();
  });

  it('reads the source photo from a scene file name', () => {
    expect(photoOf('/tmp/wound-vision-scenes/fuseg-3000/12-0458.jpg')).toBe('0458');
    expect(photoOf('scene.jpg')).toBe('scene.jpg');
  });

  it('a candidate 5 points better on every scene: change −5, interval [−5, −5], all better', () => {
    const base = rows(Array.from({ length: 40 }, (_, i) => 8 + i));
    const cand = base.map((r) => ({ ...r, model: r.model! - 5 }));
    const c = compareRuns([{ base, cand }]);
    expect(c.n).toBe(40);
    expect(c.better).toBe(40);
    expect(c.worse).toBe(0);
    expect(c.medianChange).toBeCloseTo(-5, 10);
    expect(c.interval[0]).toBeCloseTo(-5, 10);
    expect(c.interval[1]).toBeCloseTo(-5, 10);
    // each engine's own median varies with the photos drawn; the candidate's sits 5 below the base's
    expect(c.baseInterval[0]).toBeLessThan(c.base.median);
    expect(c.baseInterval[1]).toBeGreaterThan(c.base.median);
    expect(c.candInterval[0]).toBeCloseTo(c.baseInterval[0] - 5, 10);
    expect(c.signP).toBeLessThan(1e-9);
  });

  it('the same run against itself: no change, every scene tied', () => {
    const base = rows(Array.from({ length: 30 }, (_, i) => (i % 2 ? 1 : -1) * (3 + i)));
    const c = compareRuns([{ base, cand: base }]);
    expect(c.ties).toBe(30);
    expect(c.medianChange).toBe(0);
    expect(c.interval).toEqual([0, 0]);
    expect(c.signP).toBe(1);
  });

  it('pools sets, matches scenes by file, and refuses runs of different scenes', () => {
    const a = rows([10, 20, 30]);
    const b = rows([40, 50], 'b');
    // the candidate run lists its scenes in another order and has one the base lacks
    const c = compareRuns([
      { base: a, cand: [...a].reverse().map((r) => ({ ...r, model: r.model! / 2 })) },
      { base: b, cand: [...b, { file: '/tmp/s/9-x.jpg', model: 0 }] },
    ]);
    expect(c.n).toBe(5);
    expect(c.base.median).toBe(30);
    expect(c.cand.median).toBe(15);
    expect(c.better).toBe(3);
    expect(c.ties).toBe(2);
    expect(() =>
      compareRuns([{ base: a, cand: rows([1], 'other-').map((r) => ({ ...r, file: '/x/0-zz.jpg' })) }]),
    ).toThrow(/share no scene/);
  });

  it('the interval reflects the spread between photos and reproduces with the same seed', () => {
    const base = rows(Array.from({ length: 60 }, (_, i) => 10 + ((i * 7) % 23)));
    const cand = base.map((r, i) => ({ ...r, model: r.model! + ((i * 13) % 9) - 5 }));
    const one = compareRuns([{ base, cand }], { seed: 3 });
    const two = compareRuns([{ base, cand }], { seed: 3 });
    expect(one.interval).toEqual(two.interval);
    expect(one.interval[0]).toBeLessThanOrEqual(one.medianChange);
    expect(one.interval[1]).toBeGreaterThanOrEqual(one.medianChange);
    expect(one.interval[1] - one.interval[0]).toBeGreaterThan(0);
  });
});
