/**
 * The `measure` command: one process, many photos, one JSON object per photo per line.
 *
 *   npm run --silent measure -- [--out-dir DIR] [--mask-in FILE_OR_DIR] [--conf-thresh X] IMAGE...
 *
 * --out-dir DIR      also write DIR/<stem>.json, DIR/<stem>.mask.png (0/255, the photo's pixel
 *                    size, EXIF orientation applied) and DIR/<stem>.annotated.png
 * --mask-in PATH     measure this outline instead of running the network: a directory holds
 *                    <stem>.png per photo; a file is used for every photo
 * --conf-thresh X    trace the outline at this wound probability, 0 < X < 1 (default: the engine's
 *                    rule — each region at its probability-mass level when the sticker is found,
 *                    else 0.5; outline_levels in the JSON says which)
 *
 * A photo that cannot be analysed prints {"file", "error": {"code", "message"}} and the batch
 * goes on; the exit code is 1 if any photo failed, 2 for a usage error.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeWound, type WoundAnalysis } from './analyze.ts';
import { decodeImage } from './decode/decode-image.ts';

/** Local files are not uploads: allow large originals (the 40 MP pixel limit still applies). */
const MAX_CLI_BYTES = 200 * 1024 * 1024;

const USAGE = 'usage: npm run --silent measure -- [--out-dir DIR] [--mask-in FILE_OR_DIR] [--conf-thresh X] IMAGE...';

export interface CliArgs {
  outDir: string | null;
  maskIn: string | null;
  confThresh: number | null;
  images: string[];
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { outDir: null, maskIn: null, confThresh: null, images: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (name: string) => {
      const eq = a.indexOf('=');
      if (eq >= 0) return a.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (a === '--') {
      args.images.push(...argv.slice(i + 1));
      break;
    } else if (a === '--out-dir' || a.startsWith('--out-dir=')) args.outDir = value('--out-dir');
    else if (a === '--mask-in' || a.startsWith('--mask-in=')) args.maskIn = value('--mask-in');
    else if (a === '--conf-thresh' || a.startsWith('--conf-thresh=')) {
      const v = Number(value('--conf-thresh'));
      if (!(v > 0 && v < 1)) throw new UsageError('--conf-thresh must be a number between 0 and 1');
      args.confThresh = v;
    } else if (a === '-h' || a === '--help') throw new UsageError('', 0);
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else args.images.push(a);
  }
  if (!args.images.length) throw new UsageError('no IMAGE given');
  return args;
}

export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

const stemOf = (file: string) => path.basename(file, path.extname(file));

function maskFor(maskIn: string | null, image: string): Buffer | undefined {
  if (!maskIn) return undefined;
  const p = statSync(maskIn, { throwIfNoEntry: false })?.isDirectory()
    ? path.join(maskIn, `${stemOf(image)}.png`)
    : maskIn;
  if (!existsSync(p)) throw Object.assign(new Error(`no mask for this image at ${p}`), { code: 'MASK_NOT_FOUND' });
  return readFileSync(p);
}

/** The JSON printed for one photo: everything but the PNG buffers. */
export function toJsonRecord(file: string, r: WoundAnalysis) {
  const { mask_png: _m, annotated_png: _a, probability_png: _p, ...rest } = r;
  return { file, ...rest };
}

export async function runCli(
  argv: string[],
  out: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Promise<number> {
  const args = parseArgs(argv);
  if (args.outDir) mkdirSync(args.outDir, { recursive: true });
  let failed = 0;
  for (const file of args.images) {
    try {
      if (!existsSync(file)) throw Object.assign(new Error('file not found'), { code: 'FILE_NOT_FOUND' });
      if (statSync(file).isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'NOT_A_FILE' });
      const input = readFileSync(file);
      let maskPng: Buffer | undefined;
      try {
        maskPng = maskFor(args.maskIn, file);
      } catch (e) {
        // a bad photo is the more useful report than its missing mask
        await decodeImage(input, { maxBytes: MAX_CLI_BYTES });
        throw e;
      }
      const r = await analyzeWound(input, { confThresh: args.confThresh, maskPng, maxBytes: MAX_CLI_BYTES });
      const record = toJsonRecord(file, r);
      if (args.outDir) {
        const stem = stemOf(file);
        writeFileSync(path.join(args.outDir, `${stem}.json`), JSON.stringify(record, null, 2) + '\n');
        writeFileSync(path.join(args.outDir, `${stem}.mask.png`), r.mask_png);
        writeFileSync(path.join(args.outDir, `${stem}.annotated.png`), r.annotated_png);
      }
      out(JSON.stringify(record));
    } catch (e) {
      failed++;
      const err = e as { code?: unknown; message?: string };
      out(
        JSON.stringify({
          file,
          error: {
            code: typeof err.code === 'string' ? err.code : 'ANALYSIS_FAILED',
            message: err.message ?? String(e),
          },
        }),
      );
    }
  }
  return failed ? 1 : 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  runCli(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    })
    .catch((e: unknown) => {
      if (e instanceof UsageError) {
        if (e.message) process.stderr.write(`measure: ${e.message}\n`);
        process.stderr.write(USAGE + '\n');
        process.exitCode = e.exitCode;
      } else {
        process.stderr.write(`measure: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      }
    });
}
