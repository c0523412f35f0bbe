import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScene } from '../testing/synthetic-scene.ts';
import { modelFiles } from './run-model.ts';

/**
 * The model may be an ensemble (preprocess.json `models`): every member sees the same input and
 * their probability maps are averaged. Each case loads the network afresh with its own files.
 */
type RunModel = typeof import('./run-model.ts');

async function freshRunModel(env: { model?: string; dir?: string }): Promise<RunModel> {
  vi.resetModules();
  if (env.model === undefined) delete process.env.WOUND_VISION_MODEL;
  else process.env.WOUND_VISION_MODEL = env.model;
  if (env.dir === undefined) delete process.env.WOUND_VISION_MODEL_DIR;
  else process.env.WOUND_VISION_MODEL_DIR = env.dir;
  return import('./run-model.ts');
}

const saved = { model: process.env.WOUND_VISION_MODEL, dir: process.env.WOUND_VISION_MODEL_DIR };
afterEach(() => {
  for (const [k, v] of [
    ['WOUND_VISION_MODEL', saved.model],
    ['WOUND_VISION_MODEL_DIR', saved.dir],
  ] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  vi.resetModules();
});

const shipped = modelFiles();
const sha12 = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex').slice(0, 12);

describe('model files', () => {
  it('a listed member that is missing makes the model unavailable with a clear error, not a partial ensemble', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wv-ensemble-'));
    writeFileSync(path.join(dir, 'preprocess.json'), JSON.stringify({ input_size: 384, models: ['one.onnx', 'two.onnx'] }));
    const rm = await freshRunModel({ dir });
    expect(rm.modelFiles()).toEqual([path.join(dir, 'one.onnx'), path.join(dir, 'two.onnx')]);
    expect(rm.modelExists()).toBe(false);
    expect(rm.modelVersion()).toBeNull();
    await expect(rm.loadModel()).rejects.toMatchObject({ code: 'MODEL_UNAVAILABLE', message: expect.stringContaining('one.onnx') });
  });

  it.runIf(existsSync(shipped[0]!))('a single model keeps its version: wound-seg@ + the first 12 hex of its SHA-256', async () => {
    const rm = await freshRunModel({ model: shipped[0]! });
    expect(rm.modelVersion()).toBe(`wound-seg@${sha12(shipped[0]!)}`);
    expect((await rm.loadModel()).version).toBe(`wound-seg@${sha12(shipped[0]!)}`);
  });
});

describe.runIf(shipped.length >= 2)('the shipped ensemble', () => {
  it('averages its members: the ensemble map is the mean of each member alone; members: 1 is the first member', async () => {
    const s = await createScene({ seed: 63, width: 480, height: 360, markerIds: [5], supersample: 1 });
    const alone = [];
    for (const f of shipped) alone.push(await (await freshRunModel({ model: f })).runSegmentationModel(s.image));
    const rm = await freshRunModel({ model: shipped.join(',') });
    const all = await rm.runSegmentationModel(s.image);
    const first = await rm.runSegmentationModel(s.image, { members: 1 });
    let maxMean = 0;
    let maxFirst = 0;
    let membersDiffer = 0;
    for (let i = 0; i < all.prob.length; i++) {
      const mean = alone.reduce((a, m) => a + m.prob[i]!, 0) / alone.length;
      maxMean = Math.max(maxMean, Math.abs(all.prob[i]! - mean));
      maxFirst = Math.max(maxFirst, Math.abs(first.prob[i]! - alone[0]!.prob[i]!));
      membersDiffer = Math.max(membersDiffer, Math.abs(alone[0]!.prob[i]! - alone[1]!.prob[i]!));
    }
    expect(maxMean).toBeLessThan(1e-5);
    expect(maxFirst).toBeLessThan(1e-6);
    // the members are different networks (otherwise the average would prove nothing)
    expect(membersDiffer).toBeGreaterThan(0.01);
    // the version names the whole ensemble, not one member
    const version = rm.modelVersion();
    expect(version).toMatch(/^wound-seg@[0-9a-f]{12}$/);
    for (const f of shipped) expect(version).not.toBe(`wound-seg@${sha12(f)}`);
    expect(all.version).toBe(version);
  });

  it.runIf(!saved.model)('is what the engine loads by default (preprocess.json lists the members)', async () => {
    const rm = await freshRunModel({ dir: saved.dir });
    expect(rm.modelFiles()).toEqual(shipped);
    expect((await rm.loadModel()).sessions).toHaveLength(shipped.length);
  });
});
