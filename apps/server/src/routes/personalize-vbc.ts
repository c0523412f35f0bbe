import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { personalizeVbcFormSchema } from '@woundcare/api-types/requests';
import type { VbcMeasurement } from '@woundcare/api-types';
import type { WoundAnalysis } from '@woundcare/wound-vision/analyze';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { signedIn } from '../lib/session.ts';
import { readMultipart } from '../lib/multipart.ts';
import { magicFormat, readPhotoHeader } from '../services/assessments/probe-upload.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { engineApiError, engineFailure } from '../lib/engine-errors.ts';
import {
  admitUpload,
  chargeDecode,
  createUploadControl,
  type UploadControl,
} from '../security/hardening/upload-admission.ts';
import { personalizeVbcPlan } from '../services/vbc/personalize-plan.ts';
import { assessVbcPhoto, toEngineMeasurement } from '../services/vbc/vbc-assessment.ts';

/** More waiting analyses than this and new requests are turned away with 503. */
const MAX_QUEUED = 16;

/** The figures of the engine's analysis the VBC rules read. */
export function toVbcMeasurement(a: WoundAnalysis): VbcMeasurement {
  return {
    calibrated: a.calibrated,
    area_cm2: a.area_cm2,
    length_cm: a.length_cm,
    width_cm: a.width_cm,
    area_px: a.area_px,
    tissue: a.tissue,
    diagnosis: a.diagnosis,
    warnings: a.warnings,
  };
}

/**
 * POST /api/personalize-vbc (signed-in): the spec's multipart form — image `file`, `wound_type`,
 * `patient_risk_score` (text, 0–5 step 0.1), `insurance_type` — runs the wound engine on the
 * photo and answers the spec's { vbc_metrics, personalized_plan, recommendations } computed by
 * services/vbc (documented rules), plus the `measurement` and `basis` they used.
 */
export function personalizeVbcRoutes(deps: AppDeps, uploads: UploadControl = createUploadControl(deps.env, deps)) {
  const maxBytes = Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024);
  const tooLarge = () => {
    throw new ApiError('FILE_TOO_LARGE', `The image is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
  };

  // per user: 60 a minute, 2 in flight (shared with the other upload routes), received fairly
  const admit = admitUpload(uploads, 60, 'upload.personalize-vbc');
  return new Hono<AppEnv>().post(
    '/',
    signedIn,
    bodyLimit({ maxSize: maxBytes + 64 * 1024, onError: tooLarge }),
    admit,
    async (c) => {
      const body = await readMultipart(c, 'Send the form as multipart/form-data with the image in the field "file".');
      const file = body.file;
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiError('VALIDATION_ERROR', 'Please select a wound image first', [
          { path: 'file', message: 'Please select a wound image first' },
        ]);
      }
      if (file.size > maxBytes)
        throw new ApiError('FILE_TOO_LARGE', `The image is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
      if (!magicFormat(Buffer.from(await file.slice(0, 16).arrayBuffer()))) {
        throw new ApiError(
          'UNSUPPORTED_IMAGE',
          'This file is not a photo we accept (its first bytes are not JPEG, PNG, WebP, TIFF, GIF or HEIF/AVIF).',
        );
      }
      const form = parseWith(personalizeVbcFormSchema, body);
      // the header's size rules, then its pixel count charged to the caller, before the engine decodes it
      const header = await readPhotoHeader(Buffer.from(await file.arrayBuffer()), maxBytes).catch((e) => {
        throw engineApiError(e, 'The image could not be analysed.') ?? e;
      });
      await chargeDecode(uploads, c, header.width * header.height);

      const engine = deps.engine;
      if (!engine) throw new ApiError('ENGINE_UNAVAILABLE', 'The wound engine is not running on this server.');
      if (engine.queued >= MAX_QUEUED)
        throw new ApiError('ENGINE_BUSY', 'The analysis engine is busy; try again in a minute.');

      let analysis: WoundAnalysis;
      try {
        analysis = await engine.analyze(Buffer.from(await file.arrayBuffer()), { maxBytes });
      } catch (e) {
        throw (
          engineApiError(e, 'The image could not be analysed.') ??
          engineFailure(e, deps.log, 'personalize-vbc analysis')
        );
      }
      if (analysis.region_count === 0 || analysis.area_px <= 0) {
        const why =
          analysis.warnings.find((w) => w.code === 'NO_WOUND_FOUND')?.message ?? 'No wound was outlined in this photo.';
        throw new ApiError('NO_WOUND_FOUND', why);
      }

      await auditRequest(deps.db, c, 'photo.analyze', '/api/personalize-vbc');
      const plan = personalizeVbcPlan({
        woundType: form.wound_type,
        riskScore: form.patient_risk_score,
        insurance: form.insurance_type,
        measurement: toVbcMeasurement(analysis),
        clinical: assessVbcPhoto({
          woundType: form.wound_type,
          measurement: toEngineMeasurement(analysis),
          exudate: form.exudate ?? null,
          examDate: new Date().toISOString(),
        }),
      });
      return c.json({ ...plan, model_version: analysis.model_version });
    },
  );
}
