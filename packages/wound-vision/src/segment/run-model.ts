import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import ort from 'onnxruntime-node';
import sharp from '../sharp.ts';
import type { RgbImage } from '../image.ts';
import { modelDir, modelFiles, readSpecFile, versionOf, type PreprocessSpec } from './model-files.ts';

export { modelDir, modelExists, modelFiles, modelVersion, type PreprocessSpec } from './model-files.ts';

export interface LoadedModel {
  /** one session per ensemble member (one for a single model) */
  sessions: ort.InferenceSession[];
  spec: PreprocessSpec;
  version: string;
}

export class ModelUnavailableError extends Error {
  readonly code = 'MODEL_UNAVAILABLE';
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}

const DEFAULT_SPEC: PreprocessSpec = {
  input_name: 'image',
  output_name: 'prob',
  input_size: 384,
  mean: [0.485, 0.456, 0.406],
  std: [0.229, 0.224, 0.225],
  scale: 1 / 255,
  pad_multiple: 32,
  threshold: 0.5,
};

let loading: Promise<LoadedModel> | null = null;
let threads = Math.max(1, Math.min(2, availableParallelism()));

/** Threads onnxruntime may use inside one analysis (set before the first analysis; a pool sets cores / pool size). */
export function setModelThreads(n: number) {
  threads = Math.max(1, Math.floor(n));
}

/** Load the segmentation model once per process / worker. */
export function loadModel(): Promise<LoadedModel> {
  loading ??= (async () => {
    const files = modelFiles();
    const absent = files.find((f) => !existsSync(f));
    if (absent)
      throw new ModelUnavailableError(
        `The segmentation model is missing (${absent}); pass a mask instead, or install the model.`,
      );
    const { models: _members, ...fromFile } = readSpecFile(modelDir()) ?? {};
    const spec: PreprocessSpec = { ...DEFAULT_SPEC, ...fromFile };
    const bytes = files.map((f) => readFileSync(f));
    const sessions = await Promise.all(bytes.map((b) => createSession(b)));
    return { sessions, spec, version: versionOf(bytes) };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function createSession(bytes: Buffer): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(bytes, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    // no arena: it keeps the largest activations allocated between photos (~30 MB per worker)
    enableCpuMemArena: false,
    enableMemPattern: false,
    executionMode: 'sequential',
    // no busy-waiting threads: the engine shares the cores with the server and other workers
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  });
}

export interface ProbabilityMap {
  /** wound probability per pixel, row-major, `width` × `height` (the network's content size) */
  prob: Float32Array;
  width: number;
  height: number;
  version: string;
  /** how far the test-time views agreed (infer.ts; absent when only one view ran) */
  agreement?: ViewAgreement;
}

/**
 * Disagreement between views of the same photo, each 1 − soft IoU (Σ min / Σ max of the two maps):
 * 0 when the maps are identical, 1 when they share no probability mass. An outline the network
 * draws differently when the photo is mirrored, or seen at the whole-photo scale, is less certain.
 */
export interface ViewAgreement {
  /** the refine pass's crop as is against mirrored (null: one view) */
  mirror: number | null;
  /** the whole-photo pass against the refine pass, inside the crop (null: no refine pass) */
  scale: number | null;
}

/**
 * Run the network per preprocess.json: longer side → input_size (antialiased bilinear), pad
 * bottom/right with black to a multiple of pad_multiple, (x/255 − mean)/std, NCHW float32;
 * the output `prob` is cropped back to the content size. An ensemble's members see the same input;
 * their maps are averaged (`members`: how many of them run, default all; `member`: this one alone). `gains`: per-channel
 * factors applied to the 8-bit values first (white balance), clipped at 255. `view` (dihedralView,
 * 1 = flip TTA's mirror image): the network sees the photo mirrored or turned, and its map is turned back.
 */
export async function runSegmentationModel(
  img: RgbImage,
  o: {
    inputSize?: number;
    view?: number;
    members?: number;
    member?: number;
    gains?: readonly [number, number, number] | null;
  } = {},
): Promise<ProbabilityMap> {
  const { sessions, spec, version } = await loadModel();
  if (o.member !== undefined && !(Number.isInteger(o.member) && o.member >= 0 && o.member < sessions.length))
    throw new RangeError(`member ${o.member}: the model has ${sessions.length}`);
  const run =
    o.member !== undefined
      ? [sessions[o.member]!]
      : sessions.slice(0, Math.max(1, Math.min(sessions.length, o.members ?? sessions.length)));
  const s = (o.inputSize ?? spec.input_size) / Math.max(img.width, img.height);
  const nw = Math.max(1, Math.round(img.width * s));
  const nh = Math.max(1, Math.round(img.height * s));
  const resized =
    nw === img.width && nh === img.height
      ? img.data
      : await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
          .resize(nw, nh, { fit: 'fill', kernel: 'linear' })
          .raw()
          .toBuffer();
  const view = dihedralView(o.view ?? 0, nw, nh);
  const m = spec.pad_multiple;
  const pw = Math.ceil(view.tw / m) * m;
  const ph = Math.ceil(view.th / m) * m;
  const L = view.linear(pw);
  const plane = pw * ph;
  const x = new Float32Array(3 * plane);
  const lut = new Float32Array(256);
  for (let c = 0; c < 3; c++) {
    const a = spec.scale / spec.std[c]!;
    const b = -spec.mean[c]! / spec.std[c]!;
    const g = o.gains?.[c] ?? 1;
    for (let v = 0; v < 256; v++) lut[v] = Math.min(255, v * g) * a + b;
    const base = c * plane;
    // padding: black pixels, normalised
    x.fill(b, base, base + plane);
    for (let j = 0; j < nh; j++)
      for (let i = 0, p = j * nw * 3 + c, q = base + L.c0 + j * L.cj; i < nw; i++, p += 3, q += L.ci)
        x[q] = lut[resized[p]!]!;
  }
  const feeds: Record<string, ort.Tensor> = { [spec.input_name]: new ort.Tensor('float32', x, [1, 3, ph, pw]) };
  let sum: Float32Array | null = null;
  for (const session of run) {
    const out = await session.run(feeds);
    const t = out[spec.output_name];
    if (!t) throw new Error(`model output "${spec.output_name}" missing`);
    const d = t.data as Float32Array;
    if (!sum) sum = run.length === 1 ? d : Float32Array.from(d);
    else for (let i = 0; i < sum.length; i++) sum[i]! += d[i]!;
  }
  const data = sum!;
  if (run.length > 1) for (let i = 0; i < data.length; i++) data[i]! /= run.length;
  const prob = new Float32Array(nw * nh);
  for (let j = 0, k = 0; j < nh; j++) for (let i = 0, q = L.c0 + j * L.cj; i < nw; i++, q += L.ci) prob[k++] = data[q]!;
  return { prob, width: nw, height: nh, version };
}

/**
 * One of the 8 symmetries of the square (the flips and quarter turns the network was trained
 * with, training/train.py): 0 identity, 1 mirrored left–right, 2 upside down, 3 both (half turn),
 * 4–7 the same after swapping x and y (4 transpose, 5 and 6 quarter turns, 7 anti-transpose).
 * `at(i, j, stride)` is where content pixel (i, j) of an nw × nh image lands in the transformed
 * tw × th image stored with that row stride; `linear(stride)` the same as c0 + i·ci + j·cj.
 */
export function dihedralView(
  k: number,
  nw: number,
  nh: number,
): {
  tw: number;
  th: number;
  at: (i: number, j: number, stride: number) => number;
  linear: (stride: number) => { c0: number; ci: number; cj: number };
} {
  if (!Number.isInteger(k) || k < 0 || k > 7) throw new RangeError(`view ${k}: 0–7`);
  const swap = k >= 4;
  const fx = k % 2 === 1;
  const fy = k % 4 >= 2;
  const tw = swap ? nh : nw;
  const th = swap ? nw : nh;
  const at = (i: number, j: number, stride: number) => {
    const a = swap ? j : i;
    const b = swap ? i : j;
    return (fy ? th - 1 - b : b) * stride + (fx ? tw - 1 - a : a);
  };
  // `at` is linear in i and j: c0 + i·ci + j·cj (the loops step by ci and cj)
  const linear = (stride: number) => {
    const c0 = at(0, 0, stride);
    return { c0, ci: at(1, 0, stride) - c0, cj: at(0, 1, stride) - c0 };
  };
  return { tw, th, at, linear };
}
