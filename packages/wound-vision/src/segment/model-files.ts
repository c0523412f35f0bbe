import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the segmentation model lives and which version it is, without loading onnxruntime: the
 * server's status check asks this on its own thread, where the network itself is never loaded.
 */

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

/** packages/wound-vision/model, or WOUND_VISION_MODEL_DIR. */
export function modelDir(): string {
  return process.env.WOUND_VISION_MODEL_DIR ?? fileURLToPath(new URL('../../model/', import.meta.url));
}

/**
 * The ONNX files of the model, in order: WOUND_VISION_MODEL (comma-separated file paths, e.g. freshly
 * exported candidates), else preprocess.json's `models` (file names in modelDir(), an ensemble whose
 * probability maps are averaged), else modelDir()/wound-seg.onnx.
 */
export function modelFiles(): string[] {
  const env = process.env.WOUND_VISION_MODEL;
  const dir = modelDir();
  // asked on every analysis (modelExists): preprocess.json is read once per model location
  if (filesCache?.key !== `${env ?? ''}|${dir}`)
    filesCache = { key: `${env ?? ''}|${dir}`, files: listModelFiles(env, dir) };
  return filesCache.files;
}

let filesCache: { key: string; files: string[] } | null = null;

function listModelFiles(env: string | undefined, dir: string): string[] {
  if (env)
    return env
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  const listed = readSpecFile(dir)?.models;
  if (Array.isArray(listed) && listed.length > 0) return listed.map((f) => path.join(dir, String(f)));
  return [path.join(dir, 'wound-seg.onnx')];
}

export type SpecFile = Partial<PreprocessSpec> & { models?: unknown };

export function readSpecFile(dir: string): SpecFile | null {
  const specFile = path.join(dir, 'preprocess.json');
  return existsSync(specFile) ? (JSON.parse(readFileSync(specFile, 'utf8')) as SpecFile) : null;
}

/** `wound-seg@<sha256 prefix>`: of the one file's bytes, or of all members' bytes in order for an ensemble. */
export function versionOf(files: readonly Buffer[]): string {
  const h = createHash('sha256');
  for (const b of files) h.update(b);
  return `wound-seg@${h.digest('hex').slice(0, 12)}`;
}

let versionCache: { key: string; version: string } | null = null;

/** The model's version (see versionOf) without loading the network (null if a file is absent). */
export function modelVersion(): string | null {
  const files = modelFiles();
  if (!files.every((f) => existsSync(f))) return null;
  const key = files.map((f) => `${f}:${statSync(f).mtimeMs}`).join('|');
  if (versionCache?.key !== key) versionCache = { key, version: versionOf(files.map((f) => readFileSync(f))) };
  return versionCache.version;
}

export function modelExists(): boolean {
  return modelFiles().every((f) => existsSync(f));
}
