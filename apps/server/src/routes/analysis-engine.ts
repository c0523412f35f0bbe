import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { encodeAnalysisJson, type ClinicianSign, type WoundAnalysis } from '@woundcare/wound-vision/analyze';
import { createAnalysisPool, type AnalysisPool } from '@woundcare/wound-vision/pool';
import { stickerSvg } from '@woundcare/wound-vision/calibrate/sticker-svg';
import { CLINICIAN_SIGNS } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { requireUser, signedIn } from '../lib/session.ts';
import { readMultipart } from '../lib/multipart.ts';
import { magicFormat, readPhotoHeader } from '../services/threads/probe-upload.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { engineApiError, engineFailure } from '../lib/engine-errors.ts';
import {
  admitUpload,
  chargeDecode,
  createUploadControl,
  type UploadControl,
} from '../security/hardening/upload-admission.ts';
import { genericPlanJson } from '../services/assessments/plan-view.ts';
import { createStickerPdf } from '../services/calibration-sticker/create-sticker-pdf.ts';

/** More waiting analyses than this and new ones are turned away with 503 (Retry-After). */
const MAX_QUEUED = 16;
/** Recent results kept per process, so a legacy client's three calls on one photo analyse it once. */
const CACHE_ENTRIES = 4;
/** …for this long (a 12 MP result holds ~15 MB of PNG). */
const CACHE_TTL_MS = 120_000;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const flag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on')
    .optional(),
);

const uploadSchema = z.object({
  file: z.instanceof(File, { message: 'attach the photo as the multipart field "file"' }),
  conf_thresh: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'must be a number' }).gt(0, 'must be above 0').lt(1, 'must be below 1').optional(),
  ),
  previous_area_cm2: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'must be a number' }).positive('must be positive').max(10_000).optional(),
  ),
  mask: z.preprocess(blankToUndefined, z.instanceof(File, { message: 'must be a file' }).optional()),
  ...Object.fromEntries(CLINICIAN_SIGNS.map((s) => [s, flag])),
});

type Upload = { file: File; conf_thresh?: number; previous_area_cm2?: number; mask?: File } & Partial<
  Record<ClinicianSign, boolean>
>;

let fallbackPool: AnalysisPool | null = null;

/**
 * The wound engine on the spec's analysis-server paths (signed-in only) plus the combined
 * POST /api/analyze, the treatment plans and the printable calibration sticker (public).
 *
 * Uploads: multipart/form-data with the photo in `file` (≤ MAX_UPLOAD_MB), optional
 * `conf_thresh` (0–1), `previous_area_cm2`, a `mask` file (0/255, the photo's size) to measure
 * instead of the network, and bedside signs `exudate`, `smell`, `non_healing`, `temperature`,
 * `probes_to_bone`, `new_breakdown`, `oedema` (true/false). Bad photos answer 4xx with the
 * engine's stable codes (EMPTY_FILE, FILE_TOO_LARGE, UNSUPPORTED_IMAGE, IMAGE_TOO_LARGE,
 * TRUNCATED_IMAGE, CORRUPT_IMAGE, …).
 */
export function analysisEngineRoutes(deps: AppDeps, uploads: UploadControl = createUploadControl(deps.env, deps)) {
  const maxBytes = Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024);
  const engine = (): AnalysisPool => deps.engine ?? (fallbackPool ??= createAnalysisPool({ size: 1 }));
  const cache = new Map<string, { job: Promise<WoundAnalysis>; at: number }>();

  const tooLarge = () => {
    throw new ApiError('FILE_TOO_LARGE', `The upload is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
  };
  // the photo, a mask of the same size and the small fields
  const limit = bodyLimit({ maxSize: 2 * maxBytes + 256 * 1024, onError: tooLarge });

  async function readUpload(c: Context<AppEnv>): Promise<Upload> {
    const body = await readMultipart(c, 'Send the photo as multipart/form-data in the field "file".');
    const upload = parseWith(uploadSchema, body) as Upload;
    if (upload.file.size > maxBytes || (upload.mask && upload.mask.size > maxBytes)) {
      throw new ApiError('FILE_TOO_LARGE', `The file is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
    }
    // magic bytes before any decoder: nothing but a raster photo reaches a decoder
    if (upload.file.size > 0 && !magicFormat(Buffer.from(await upload.file.slice(0, 16).arrayBuffer()))) {
      throw new ApiError(
        'UNSUPPORTED_IMAGE',
        'This file is not a photo we accept (its first bytes are not JPEG, PNG, WebP, TIFF, GIF or HEIF/AVIF).',
      );
    }
    // the header's size rules, then its pixel count charged to the caller, before the engine decodes it
    if (upload.file.size > 0) {
      const header = await readPhotoHeader(Buffer.from(await upload.file.arrayBuffer()), maxBytes).catch((e) => {
        throw engineApiError(e) ?? e;
      });
      await chargeDecode(uploads, c, header.width * header.height);
    }
    return upload;
  }

  async function analyse(userId: string, u: Upload): Promise<WoundAnalysis> {
    const input = Buffer.from(await u.file.arrayBuffer());
    const maskPng = u.mask ? Buffer.from(await u.mask.arrayBuffer()) : undefined;
    const clinicianSigns = Object.fromEntries(
      CLINICIAN_SIGNS.filter((s) => u[s] !== undefined).map((s) => [s, u[s]!]),
    ) as Partial<Record<ClinicianSign, boolean>>;
    const opts = { confThresh: u.conf_thresh, previousAreaCm2: u.previous_area_cm2 ?? null, clinicianSigns, maxBytes };
    const key = createHash('sha256')
      .update(userId)
      .update('\0')
      .update(input)
      .update('\0')
      .update(maskPng ?? '')
      .update(JSON.stringify(opts))
      .digest('hex');
    const now = Date.now();
    for (const [k, v] of cache) if (now - v.at > CACHE_TTL_MS) cache.delete(k);
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.job;
    }
    const pool = engine();
    if (pool.queued >= MAX_QUEUED) {
      throw new ApiError('ENGINE_BUSY', 'The analysis engine is busy; try again in a minute.');
    }
    // the worker also builds the JSON answer with the base64 PNGs, so this thread never
    // touches the ~15 MB of a 12 MP photo's images
    const job = pool.analyze(input, { ...opts, maskPng, jsonBody: true });
    cache.set(key, { job, at: now });
    while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    job.catch(() => cache.delete(key));
    try {
      return await job;
    } catch (e) {
      throw engineApiError(e) ?? engineFailure(e, deps.log, 'analysis');
    }
  }

  async function run(c: Context<AppEnv>) {
    const user = requireUser(c);
    const upload = await readUpload(c);
    const result = await analyse(user.id, upload);
    // a photo analysed outside the threads is a disclosure too: who, which path, from where
    await auditRequest(deps.db, c, 'photo.analyze', c.req.path);
    return result;
  }

  const app = new Hono<AppEnv>();

  // ── public: the printable sticker ──
  const idQuery = z.object({
    id: z.preprocess(blankToUndefined, z.coerce.number().int('must be a whole number').min(0).max(49).optional()),
  });
  app.get('/calibration-sticker.svg', (c) => {
    const { id } = parseWith(idQuery, c.req.query());
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    c.header('content-disposition', `inline; filename="calibration-sticker-${id ?? 0}.svg"`);
    return c.body(stickerSvg(id ?? 0));
  });
  app.get('/calibration-sticker.pdf', async (c) => {
    const { id } = parseWith(idQuery, c.req.query());
    const pdf = await createStickerPdf(id ?? 0);
    c.header('content-type', 'application/pdf');
    c.header('cache-control', 'public, max-age=86400');
    c.header('content-disposition', 'inline; filename="calibration-stickers.pdf"');
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  });

  // ── signed-in: everything else ──
  const planParams = z.object({
    kind: z.enum(['infected', 'not_infected'], { message: 'must be infected or not_infected' }),
  });
  app.get('/treatment_plan/:kind', signedIn, (c) => {
    const { kind } = parseWith(planParams, c.req.param());
    return c.json(genericPlanJson(kind));
  });

  // per user: 60 analyses a minute, 2 in flight (shared with the photo uploads), received fairly
  const admit = admitUpload(uploads, 60, 'upload.analysis');
  for (const path of ['/segment_wound', '/diagnose_infection', '/describe_wound', '/api/analyze'])
    app.use(path, signedIn, limit, admit);

  /** The whole analysis with annotated_image_base64 and mask_image_base64, as built by the worker. */
  const fullJson = (c: Context, r: WoundAnalysis) => {
    const body = r.json_body ?? encodeAnalysisJson(r);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json; charset=UTF-8' });
  };

  // the spec's segment call: reads area_cm2 and annotated_image_base64; gets every other figure too
  app.post('/segment_wound', async (c) => fullJson(c, await run(c)));
  app.post('/diagnose_infection', async (c) => {
    const r = await run(c);
    return c.json({
      diagnosis: r.diagnosis,
      infection_signs: r.infection_signs,
      infection: r.infection,
      calibrated: r.calibrated,
      area_cm2: r.area_cm2,
      tissue: r.tissue,
      periwound_erythema: r.periwound_erythema,
      warnings: r.warnings,
      model_version: r.model_version,
      timings_ms: r.timings_ms,
    });
  });
  app.post('/describe_wound', async (c) => {
    const r = await run(c);
    return c.json({
      description: r.description,
      calibrated: r.calibrated,
      area_cm2: r.area_cm2,
      length_cm: r.length_cm,
      width_cm: r.width_cm,
      tissue: r.tissue,
      diagnosis: r.diagnosis,
      warnings: r.warnings,
      model_version: r.model_version,
      timings_ms: r.timings_ms,
    });
  });
  app.post('/api/analyze', async (c) => fullJson(c, await run(c)));

  return app;
}
