import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ort from 'onnxruntime-node';
import sharp from '../sharp.ts';
import type { RgbImage } from '../image.ts';

/** packages/wound-vision/model, or WOUND_VISION_MODEL_DIR. */
export function modelDir(): string {
  return process.env.WOUND_VISION_MODEL_DIR ?? fileURLToPath(new URL('../../model/', import.meta.url));
}

/** The ONNX file: WOUND_VISION_MODEL (a file path, e.g. a freshly exported candidate) or modelDir()/wound-seg.onnx. */
export function modelFile(): string {
  return process.env.WOUND_VISION_MODEL ?? path.join(modelDir(), 'wound-seg.onnx');
}

export interface PreprocessSpec {
  input_name: string;
  output_name: string;
  input_size: number;
  mean: [number, number, number];
  std: [number, number, number];
  scale: number;
  pad_multiple: number;
  threshold?: number;
}

export interface LoadedModel {
  session: ort.InferenceSession;
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

let versionCache: { file: string; mtimeMs: number; version: string } | null = null;

/** `wound-seg@<sha256 prefix>` of the model file, without loading the network (null if absent). */
export function modelVersion(): string | null {
  const file = modelFile();
  if (!existsSync(file)) return null;
  const mtimeMs = statSync(file).mtimeMs;
  if (versionCache?.file !== file || versionCache.mtimeMs !== mtimeMs) {
    versionCache = { file, mtimeMs, version: `wound-seg@${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)}` };
  }
  return versionCache.version;
}

export function modelExists(): boolean {
  return existsSync(modelFile());
}

/** Load the segmentation model once per process / worker. */
export function loadModel(): Promise<LoadedModel> {
  loading ??= (async () => {
    const dir = modelDir();
    const file = modelFile();
    if (!existsSync(file)) throw new ModelUnavailableError(`The segmentation model is missing (${file}); pass a mask instead, or install the model.`);
    const specFile = path.join(dir, 'preprocess.json');
    const spec: PreprocessSpec = existsSync(specFile) ? { ...DEFAULT_SPEC, ...(JSON.parse(readFileSync(specFile, 'utf8')) as Partial<PreprocessSpec>) } : DEFAULT_SPEC;
    const bytes = readFileSync(file);
    const version = `wound-seg@${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
    const session = await ort.InferenceSession.create(bytes, {
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
    return { session, spec, version };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface ProbabilityMap {
  /** wound probability per pixel, row-major, `width` × `height` (the network's content size) */
  prob: Float32Array;
  width: number;
  height: number;
  version: string;
}

/**
 * Run the network per preprocess.json: longer side → input_size (antialiased bilinear), pad
 * bottom/right with black to a multiple of pad_multiple, (x/255 − mean)/std, NCHW float32;
 * the output `prob` is cropped back to the content size.
 */
export async function runSegmentationModel(img: RgbImage, o: { inputSize?: number; flip?: boolean } = {}): Promise<ProbabilityMap> {
  const { session, spec, version } = await loadModel();
  const s = (o.inputSize ?? spec.input_size) / Math.max(img.width, img.height);
  const nw = Math.max(1, Math.round(img.width * s));
  const nh = Math.max(1, Math.round(img.height * s));
  const resized =
    nw === img.width && nh === img.height
      ? img.data
      : await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(nw, nh, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
  const m = spec.pad_multiple;
  const pw = Math.ceil(nw / m) * m;
  const ph = Math.ceil(nh / m) * m;
  const plane = pw * ph;
  const x = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    const a = spec.scale / spec.std[c]!;
    const b = -spec.mean[c]! / spec.std[c]!;
    const base = c * plane;
    // padding: black pixels, normalised
    x.fill(b, base, base + plane);
    for (let j = 0; j < nh; j++) {
      const row = base + j * pw;
      if (o.flip) for (let i = nw - 1, p = j * nw * 3 + c; i >= 0; i--, p += 3) x[row + i] = resized[p]! * a + b;
      else for (let i = 0, p = j * nw * 3 + c; i < nw; i++, p += 3) x[row + i] = resized[p]! * a + b;
    }
  }
  const feeds: Record<string, ort.Tensor> = { [spec.input_name]: new ort.Tensor('float32', x, [1, 3, ph, pw]) };
  const out = await session.run(feeds);
  const t = out[spec.output_name];
  if (!t) throw new Error(`model output "${spec.output_name}" missing`);
  const data = t.data as Float32Array;
  const prob = new Float32Array(nw * nh);
  if (o.flip) {
    for (let j = 0; j < nh; j++) for (let i = 0; i < nw; i++) prob[j * nw + i] = data[j * pw + nw - 1 - i]!;
  } else for (let j = 0; j < nh; j++) prob.set(data.subarray(j * pw, j * pw + nw), j * nw);
  return { prob, width: nw, height: nh, version };
}
