import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScene } from '../../test/synthetic-scene.ts';
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

/** Make an ensemble's second member a different network, one that sees nothing anywhere; `count`: how often it ran. */
async function silenceSecondMember(rm: RunModel): Promise<{ count: number }> {
  const { sessions, spec } = await rm.loadModel();
  const second = sessions[1]!;
  const realRun = second.run.bind(second);
  const runs = { count: 0 };
  second.run = (async (feeds: Parameters<typeof realRun>[0]) => {
    runs.count++;
    const out = await realRun(feeds);
    const t = out[spec.output_name]!;
    return { ...out, [spec.output_name]: new ort.Tensor('float32', new Float32Array(t.data.length), t.dims) };
  }) as typeof second.run;
  return runs;
}

const shipped = modelFiles();
const sha12 = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex').slice(0, 12);

describe('model files', () => {
  it('a listed member that is missing makes the model unavailable with a clear error, not a partial ensemble', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wv-ensemble-'));
    writeFileSync(
      path.join(dir, 'preprocess.json'),
      JSON.stringify({ input_size: 384, models: ['one.onnx', 'two.onnx'] }),
    );
    const rm = await freshRunModel({ dir });
    expect(rm.modelFiles()).toEqual([path.join(dir, 'one.onnx'), path.join(dir, 'two.onnx')]);
    expect(rm.modelExists()).toBe(false);
    expect(rm.modelVersion()).toBeNull();
    await expect(rm.loadModel()).rejects.toMatchObject({
      code: 'MODEL_UNAVAILABLE',
      message: expect.stringContaining('one.onnx'),
    });
  });

  it.runIf(existsSync(shipped[0]!))(
    'a single model keeps its version: wound-seg@ + the first 12 hex of its SHA-256',
    async () => {
      const rm = await freshRunModel({ model: shipped[0]! });
      expect(rm.modelVersion()).toBe(`wound-seg@${sha12(shipped[0]!)}`);
      expect((await rm.loadModel()).version).toBe(`wound-seg@${sha12(shipped[0]!)}`);
    },
  );
});

describe.runIf(existsSync(shipped[0]!))('an ensemble', () => {
  it('averages its members: with a second member that answers 0 everywhere the map is half the first; members: 1 is the first alone', async () => {
    const s = await createScene({ seed: 63, width: 480, height: 360, markerIds: [5], supersample: 1 });
    const single = await (await freshRunModel({ model: shipped[0]! })).runSegmentationModel(s.image);
    const rm = await freshRunModel({ model: `${shipped[0]},${shipped[0]}` });
    expect((await rm.loadModel()).sessions).toHaveLength(2);
    await silenceSecondMember(rm);
    const all = await rm.runSegmentationModel(s.image);
    const first = await rm.runSegmentationModel(s.image, { members: 1 });
    let maxHalf = 0;
    let maxFirst = 0;
    let peak = 0;
    for (let i = 0; i < single.prob.length; i++) {
      maxHalf = Math.max(maxHalf, Math.abs(all.prob[i]! - single.prob[i]! / 2));
      maxFirst = Math.max(maxFirst, Math.abs(first.prob[i]! - single.prob[i]!));
      peak = Math.max(peak, single.prob[i]!);
    }
    expect(peak).toBeGreaterThan(0.5); // the scene's wound is seen, so halving is visible
    expect(maxHalf).toBeLessThan(1e-5);
    expect(maxFirst).toBeLessThan(1e-6);
  });

  it("viewMembers 'rotate' runs one member per view: with a second member that sees nothing, the flipped pass is half the first member's unflipped map", async () => {
    const s = await createScene({ seed: 64, width: 480, height: 360, markerIds: [5], supersample: 1 });
    const rm = await freshRunModel({ model: `${shipped[0]},${shipped[0]}` });
    const runs = await silenceSecondMember(rm);
    const { inferProbability, DEFAULT_INFERENCE } = await import('./infer.ts');
    const asIs = await rm.runSegmentationModel(s.image, { member: 0 });
    expect(runs.count).toBe(0);
    const o = { ...DEFAULT_INFERENCE, flips: true, scales: [384] };
    const rotated = await inferProbability(s.image, s.image, { ...o, viewMembers: 'rotate' });
    expect(runs.count).toBe(1); // two views, one network each
    let maxHalf = 0;
    let peak = 0;
    for (let i = 0; i < asIs.prob.length; i++) {
      maxHalf = Math.max(maxHalf, Math.abs(rotated.prob[i]! - asIs.prob[i]! / 2));
      peak = Math.max(peak, asIs.prob[i]!);
    }
    expect(peak).toBeGreaterThan(0.5);
    expect(maxHalf).toBeLessThan(1e-5);
    // every member on every view: four runs, two of them the second member's
    await inferProbability(s.image, s.image, o);
    expect(runs.count).toBe(3);
    await expect(rm.runSegmentationModel(s.image, { member: 2 })).rejects.toThrow(/member 2: the model has 2/);
  });

  it('is listed in preprocess.json, loaded by default, and named by one version over all its members', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wv-ensemble-'));
    const spec = JSON.parse(readFileSync(path.join(path.dirname(shipped[0]!), 'preprocess.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(path.join(dir, 'preprocess.json'), JSON.stringify({ ...spec, models: ['a.onnx', 'b.onnx'] }));
    symlinkSync(shipped[0]!, path.join(dir, 'a.onnx'));
    symlinkSync(shipped[0]!, path.join(dir, 'b.onnx'));
    const rm = await freshRunModel({ dir });
    expect(rm.modelFiles()).toEqual([path.join(dir, 'a.onnx'), path.join(dir, 'b.onnx')]);
    const loaded = await rm.loadModel();
    expect(loaded.sessions).toHaveLength(2);
    expect(loaded.version).toMatch(/^wound-seg@[0-9a-f]{12}$/);
    expect(loaded.version).not.toBe(`wound-seg@${sha12(shipped[0]!)}`);
    expect(rm.modelVersion()).toBe(loaded.version);
  });
});
