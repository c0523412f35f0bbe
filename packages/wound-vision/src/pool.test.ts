import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisPool, type AnalysisPool } from './pool.ts';
import sharp from './sharp.ts';
import { createScene, type Scene } from '../test/synthetic-scene.ts';

describe('analysis pool (worker threads)', () => {
  let pool: AnalysisPool;
  let scene: Scene;
  beforeAll(async () => {
    pool = createAnalysisPool({ size: 1, timeoutMs: 60_000 });
    scene = await createScene({ seed: 51, width: 480, height: 360, markerIds: [2], tiltDeg: 15 });
  });
  afterAll(() => pool.close());

  it('queues jobs beyond its size and runs them in order, reporting stages', async () => {
    expect(pool.size).toBe(1);
    const stages: string[] = [];
    const jobs = [
      pool.analyze(scene.png, { maskPng: scene.maskPng, onStage: (s) => stages.push(s) }),
      pool.analyze(scene.png, { maskPng: scene.maskPng }),
      pool.analyze(Buffer.from('not an image')),
    ];
    expect(pool.running).toBe(1);
    expect(pool.queued).toBe(2);
    const [a, b, c] = (await Promise.allSettled(jobs)) as [
      PromiseSettledResult<Awaited<(typeof jobs)[0]>>,
      PromiseSettledResult<unknown>,
      PromiseSettledResult<unknown>,
    ];
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('fulfilled');
    const ra = (a as PromiseFulfilledResult<Awaited<(typeof jobs)[0]>>).value;
    expect(Math.abs(ra.area_cm2! / (scene.woundAreaMm2 / 100) - 1)).toBeLessThan(0.015);
    expect(Buffer.isBuffer(ra.annotated_png)).toBe(true);
    expect(ra.annotated_png.subarray(1, 4).toString()).toBe('PNG');
    expect(stages).toEqual(['decoding', 'calibrating', 'outlining', 'measuring', 'assessing']);
    expect(c.status).toBe('rejected');
    expect((c as PromiseRejectedResult).reason).toMatchObject({
      name: 'ImageInputError',
      code: 'UNSUPPORTED_IMAGE',
      status: 415,
    });
  });

  it('builds the JSON answer in the worker when asked (base64 PNGs spliced in)', async () => {
    const r = await pool.analyze(scene.png, { maskPng: scene.maskPng, jsonBody: true });
    expect(r.json_body).toBeInstanceOf(Uint8Array);
    const body = JSON.parse(Buffer.from(r.json_body!).toString('utf8')) as Record<string, unknown>;
    expect(body.area_cm2).toBe(r.area_cm2);
    expect(body.description).toBe(r.description);
    expect(Buffer.from(body.annotated_image_base64 as string, 'base64').equals(r.annotated_png)).toBe(true);
    expect(Buffer.from(body.mask_image_base64 as string, 'base64').equals(r.mask_png)).toBe(true);
    expect(body).not.toHaveProperty('mask_png');
  });

  it("hands the model's probability map across the thread as a grey PNG of the photo's aspect (none for a given mask)", async () => {
    const model = await pool.analyze(scene.png, { jsonBody: true });
    expect(model.probability_png).not.toBeNull();
    const meta = await sharp(model.probability_png!).metadata();
    expect(meta.format).toBe('png');
    expect(meta.channels).toBe(1);
    expect(Math.abs(meta.width! / meta.height! - scene.width / scene.height)).toBeLessThan(0.02);
    // the wound's centre is likely wound on the map, the photo's corner is not
    const { data, info } = await sharp(model.probability_png!).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      data[
        (Math.floor((y / scene.height) * info.height) * info.width + Math.floor((x / scene.width) * info.width)) *
          info.channels
      ]!;
    const cx = scene.woundImage.reduce((s, p) => s + p.x, 0) / scene.woundImage.length;
    const cy = scene.woundImage.reduce((s, p) => s + p.y, 0) / scene.woundImage.length;
    expect(at(cx, cy)).toBeGreaterThan(128);
    expect(at(2, 2)).toBeLessThan(128);
    // not in the JSON answer (a client asks for it as a file)
    expect(Buffer.from(model.json_body!).toString('utf8')).not.toContain('probability_png');
    const given = await pool.analyze(scene.png, { maskPng: scene.maskPng });
    expect(given.probability_png).toBeNull();
  });

  it('a crashing worker rejects its job and the pool carries on with a new worker', async () => {
    pool.crashNext();
    await expect(pool.analyze(scene.png, { maskPng: scene.maskPng })).rejects.toMatchObject({
      code: 'ANALYSIS_WORKER_CRASHED',
    });
    const after = await pool.analyze(scene.png, { maskPng: scene.maskPng });
    expect(after.calibrated).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'runs its worker threads at nice 10, below the thread that answers requests',
    async () => {
      await pool.analyze(scene.png, { maskPng: scene.maskPng });
      const niceOf = (tid: string) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        // fields after the command name (which is in parentheses and may hold spaces); nice is field 19
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const tids = readdirSync('/proc/self/task');
      const nices = tids.map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(nices.filter((n) => n === 10).length).toBeGreaterThanOrEqual(1);
    },
  );

  it('refuses work after close', async () => {
    const p = createAnalysisPool({ size: 2 });
    await p.close();
    await expect(p.analyze(scene.png)).rejects.toMatchObject({ code: 'ANALYSIS_POOL_CLOSED' });
  });
});
