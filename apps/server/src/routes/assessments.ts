import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IDEMPOTENCY_KEY_HEADER } from '@woundcare/api-types';
import { assessmentPatchSchema, idempotencyKeySchema } from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { createGate, type Gate } from '../security/hardening/admission.ts';
import {
  admitUpload,
  chargeDecode,
  createUploadControl,
  type UploadControl,
} from '../security/hardening/upload-admission.ts';
import { readMultipart } from '../lib/multipart.ts';
import { engineApiError } from '../lib/engine-errors.ts';
import { readJson } from '../lib/validate.ts';
import { requireTeam, requireTeamAdmin, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { storageLimitsOf } from '../services/assessments/storage-room.ts';
import { ensureDiskRoom } from '../services/storage/disk-guard.ts';
import {
  findAssessmentOr404,
  listAssessments,
  resetFailedAssessment,
  setPriority,
} from '../services/assessments/assessment-store.ts';
import { findAssessmentAnyState, restoreAssessment, trashAssessment } from '../services/trash/trash-store.ts';
import { toAssessmentJson, toUpdatedAssessmentJson } from '../services/assessments/assessment-view.ts';
import { correctOutline } from '../services/assessments/correct-outline.ts';
import { acceptUpload, parseUploadForm } from '../services/assessments/accept-upload.ts';

/** The upload's `Idempotency-Key` header (a UUID), or a 400 INVALID_IDEMPOTENCY_KEY. */
function parseIdempotencyKey(header: string | undefined): string | undefined {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError('INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER}: must be a UUID`);
  return parsed.data;
}

/**
 * The assessments (docs/spec-notes.md#analysis-record), per care team: upload, list, read, delete and restore, retry,
 * priority and the clinician's outline. Their inputs (routes/assessment-inputs.ts) and their files,
 * report and export (routes/assessment-files.ts) are mounted beside them.
 */
export function assessmentRoutes(
  deps: AppDeps,
  working: Gate = createGate(1),
  uploads: UploadControl = createUploadControl(deps.env, deps),
) {
  const maxBytes = Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024);
  const storage = storageLimitsOf(deps.env);
  const ws = deps.workspace;
  const uploadContext = {
    db: deps.db,
    files: ws.files,
    enqueue: (id: string) => ws.jobs.enqueue(id),
    maxBytes,
    storage,
  };
  // per user: 60 uploads a minute, 2 in flight; bodies received fairly across users, with a deadline
  const admit = admitUpload(uploads, 60, 'upload.assessments');
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);

  // a record is reachable by the members of its team (the active team, membership checked per request)
  const owned = (c: Context<AppEnv>) => findAssessmentOr404(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
  const limit = bodyLimit({
    maxSize: maxBytes + 256 * 1024,
    onError: () => {
      throw new ApiError('FILE_TOO_LARGE', `The upload is larger than ${deps.env.MAX_UPLOAD_MB} MB.`);
    },
  });

  app.post('/', limit, admit, async (c) => {
    // The photo was received by `admit` (fair slots, deadline); the work — multipart parsing,
    // decoding check, storage — goes through the `working` gate (the one the session lookup of
    // an upload went through), so a burst of uploads is worked off in turn instead of all at once
    // ahead of every other request. A slow connection holds a receiving slot, never a working one.
    const user = requireUser(c);
    const team = requireTeam(c);
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    return working.run(async () => {
      const { fields, file } = parseUploadForm(await readMultipart(c));
      const original = Buffer.from(await file.arrayBuffer());
      const chargePixels = (pixels: number) => chargeDecode(uploads, c, pixels);
      const upload = { userId: user.id, teamId: team.id, fields, original, chargeDecode: chargePixels, key };
      const { assessment, replayed } = await acceptUpload(uploadContext, upload);
      // a repeat of an idempotency key answers 200 with the first upload's assessment (no second one)
      await auditRequest(deps.db, c, replayed ? 'assessment.read' : 'assessment.create', assessment.id);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ assessment }, replayed ? 200 : 202);
    });
  });

  app.get('/', async (c) => {
    const rows = await listAssessments(deps.db, requireTeam(c).id);
    await auditRequest(deps.db, c, 'assessment.list', null);
    return c.json({ assessments: rows.map(toAssessmentJson) });
  });

  app.get('/:id', async (c) => {
    const row = await owned(c);
    await auditRequest(deps.db, c, 'assessment.read', toAssessmentJson(row).id);
    return c.json({ assessment: toAssessmentJson(row) });
  });

  // into the team's trash with its photo (restorable until the purge)
  app.delete('/:id', async (c) => {
    const row = await owned(c);
    requireTeamAdmin(c, 'delete an assessment');
    await trashAssessment(deps.db, row, requireUser(c).id);
    await auditRequest(deps.db, c, 'assessment.delete', toAssessmentJson(row).id);
    return c.body(null, 204);
  });

  // out of the trash (its patient must be live); a live assessment is answered as it is
  app.post('/:id/restore', async (c) => {
    const trashed = await findAssessmentAnyState(deps.db, requireTeam(c).id, c.req.param('id'));
    if (!trashed) throw new ApiError('NOT_FOUND', 'Assessment not found');
    requireTeamAdmin(c, 'restore an assessment');
    if (trashed.deleted_at && trashed.patient_deleted)
      throw new ApiError('PATIENT_IN_TRASH', "This assessment's patient is in the trash: restore the patient.");
    await restoreAssessment(deps.db, trashed, requireUser(c).id);
    await auditRequest(deps.db, c, 'assessment.restore', toAssessmentJson(trashed).id);
    return c.json({ assessment: toAssessmentJson(await owned(c)) });
  });

  // a failed analysis again, on the stored photo, through the same job; any other state is answered as it is
  app.post('/:id/retry', async (c) => {
    const row = await owned(c);
    const reset = row.status === 'failed' ? await resetFailedAssessment(deps.db, row) : null;
    if (reset) await ws.jobs.enqueue(reset.id);
    await auditRequest(deps.db, c, 'assessment.retry', toAssessmentJson(row).id);
    if (!reset) return c.json({ assessment: toAssessmentJson(row) });
    return c.json({ assessment: toUpdatedAssessmentJson({ ...reset, status: 'analyzing', stage: null }, row) }, 202);
  });

  app.patch('/:id', async (c) => {
    const row = await owned(c);
    const { priority } = await readJson(c, assessmentPatchSchema);
    const updated = await setPriority(deps.db, row, priority);
    await auditRequest(deps.db, c, 'assessment.update', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  app.post('/:id/outline', limit, admit, async (c) => {
    const row = await owned(c);
    // re-measuring decodes the photo and the outline again: charged like an upload
    await chargeDecode(uploads, c, row.photo_width * row.photo_height);
    await ensureDiskRoom(ws.files, 0, storage.minFreeBytes);
    const { mask } = await readMultipart(c);
    if (!(mask instanceof File))
      throw new ApiError('VALIDATION_ERROR', 'mask: attach the outline as a PNG in the multipart field "mask"');
    const outline = Buffer.from(await mask.arrayBuffer());
    const ctx = { db: deps.db, files: ws.files, analyzer: ws.outlineAnalyzer, maxBytes, byUserId: requireUser(c).id };
    const updated = await correctOutline(ctx, row, outline).catch((e: unknown) => {
      throw engineApiError(e) ?? e;
    });
    await auditRequest(deps.db, c, 'outline.update', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  return app;
}
