import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { encodeAnalysisJson, type WoundAnalysis } from '@woundcare/wound-vision/analyze';
import { stickerSvg } from '@woundcare/wound-vision/calibrate/sticker-svg';
import {
  engineUploadSchema,
  stickerIdQuery,
  treatmentPlanParams,
  type EngineUpload,
} from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { requireUser, signedIn } from '../lib/session.ts';
import { readMultipart } from '../lib/multipart.ts';
import { magicFormat, readPhotoHeader } from '../services/assessments/probe-upload.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { engineApiError } from '../lib/engine-errors.ts';
import { photoAnalysis } from '../services/engine/photo-analysis.ts';
import {
  admitUpload,
  chargeDecode,
  createUploadControl,
  type UploadControl,
} from '../security/hardening/upload-admission.ts';
import { genericPlanJson } from '../services/assessments/plan-view.ts';
import { createStickerPdf } from '../services/calibration-sticker/create-sticker-pdf.ts';

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
  const analyse = photoAnalysis(deps);

  const tooLarge = () => {
    throw new ApiError('FILE_TOO_LARGE', `The upload is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
  };
  // the photo, a mask of the same size and the small fields
  const limit = bodyLimit({ maxSize: 2 * maxBytes + 256 * 1024, onError: tooLarge });

  async function readUpload(c: Context<AppEnv>): Promise<EngineUpload> {
    const body = await readMultipart(c, 'Send the photo as multipart/form-data in the field "file".');
    const upload = parseWith(engineUploadSchema, body);
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

  async function run(c: Context<AppEnv>) {
    const user = requireUser(c);
    const upload = await readUpload(c);
    const result = await analyse(user.id, upload);
    // a photo analysed outside the assessments is a disclosure too: who, which path, from where
    await auditRequest(deps.db, c, 'photo.analyze', c.req.path);
    return result;
  }

  const app = new Hono<AppEnv>();

  // ── public: the printable sticker ──
  app.get('/calibration-sticker.svg', (c) => {
    const { id } = parseWith(stickerIdQuery, c.req.query());
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    c.header('content-disposition', `inline; filename="calibration-sticker-${id ?? 0}.svg"`);
    return c.body(stickerSvg(id ?? 0));
  });
  app.get('/calibration-sticker.pdf', async (c) => {
    const { id } = parseWith(stickerIdQuery, c.req.query());
    const pdf = await createStickerPdf(id ?? 0);
    c.header('content-type', 'application/pdf');
    c.header('cache-control', 'public, max-age=86400');
    c.header('content-disposition', 'inline; filename="calibration-stickers.pdf"');
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  });

  // ── signed-in: everything else ──
  app.get('/treatment_plan/:kind', signedIn, (c) => {
    const { kind } = parseWith(treatmentPlanParams, c.req.param());
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
