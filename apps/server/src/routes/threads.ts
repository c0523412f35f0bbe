import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  baselineSchema,
  bedsideSignsSchema,
  clinicianTissueSchema,
  consultantStateQuery,
  threadPatchSchema,
  uploadFieldsSchema,
} from '@woundcare/api-types/requests';
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
import { parseWith, readJson } from '../lib/validate.ts';
import { requireTeam, requireTeamAdmin, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { findState } from '../db/seed/us-states.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, PROBABILITY_FILE } from '../services/storage/file-store.ts';
import { BROWSER_FORMATS, displayJpeg, mimeOf, probeUpload } from '../services/threads/probe-upload.ts';
import { stripLocation } from '../services/threads/strip-location.ts';
import { ensureDiskRoom, ensureRoomForPhoto, storageLimitsOf } from '../services/threads/storage-room.ts';
import {
  createThread,
  findThread,
  findMemberThread,
  listThreads,
  listWoundThreads,
  resetFailedThread,
  setPriority,
} from '../services/threads/thread-store.ts';
import { findThreadAnyState, restoreThread, trashThread } from '../services/trash/trash-store.ts';
import { woundTrajectory } from '../services/record/record-view.ts';
import type { AnalysisResult } from '../services/threads/thread-types.ts';
import type { Assessment, ThreadConsultantsJson } from '@woundcare/api-types';
import { toThreadJson, type ThreadRowWithWound } from '../services/threads/thread-view.ts';
import { correctOutline } from '../services/assessments/correct-outline.ts';
import { findWound, woundForPatientName } from '../services/record/record-store.ts';
import { chooseExamDate, readPhotoExifDate } from '../services/record/exam-date.ts';
import {
  confirmOutline,
  readPlan,
  recordChecklist,
  recordTissue,
  setNewBaseline,
} from '../services/assessments/use-cases.ts';
import { consultantsInState, rankForThread } from '../services/consultants/consultant-directory.ts';
import { createReportPdf } from '../services/reports/report-pdf.ts';
import { listContacts } from '../services/referrals/contact-store.ts';
import { rankContacts } from '../services/referrals/rank-contacts.ts';
import { readTeamSettings } from '../services/teams/team-settings.ts';
import { workspacePaths } from '@woundcare/api-types/site';
import { exportWoundFhir } from '../services/reports/record-fhir.ts';

const NOT_COMPLETED = 'Thread not found or analysis not completed';
const uploadSchema = uploadFieldsSchema;
const bedsideSchema = bedsideSignsSchema;
const patchSchema = threadPatchSchema;
const stateQuery = consultantStateQuery;

function imageError(e: unknown): never {
  throw engineApiError(e) ?? e;
}

/** The analysis threads of spec 001 §3, per care team, with their files, plan, consultants and reports. */
export function threadRoutes(
  deps: AppDeps,
  working: Gate = createGate(1),
  uploads: UploadControl = createUploadControl(deps.env, deps),
) {
  const maxBytes = Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024);
  const storage = storageLimitsOf(deps.env);
  // per user: 60 uploads a minute, 2 in flight; bodies received fairly across users, with a deadline
  const admit = admitUpload(uploads, 60, 'upload.threads');
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);

  // a record is reachable by the members of its team (the active team, membership checked per request)
  const owned = async (c: Context<AppEnv>): Promise<ThreadRowWithWound> => {
    const team = requireTeam(c);
    const row = await findThread(deps.db, team.id, c.req.param('id') ?? '');
    if (!row) throw new ApiError('NOT_FOUND', 'Thread not found');
    return row;
  };
  // a completed assessment: its stored result and the assessment derived from it
  type Completed = ThreadRowWithWound & { result: AnalysisResult; assessment: Assessment };
  const completed = async (c: Context<AppEnv>): Promise<Completed> => {
    const team = requireTeam(c);
    const row = await findThread(deps.db, team.id, c.req.param('id') ?? '');
    if (!row || row.status !== 'completed' || !row.result || !row.assessment)
      throw new ApiError('NOT_FOUND', NOT_COMPLETED);
    return row as Completed;
  };
  const withWound = (updated: ThreadRowWithWound, row: ThreadRowWithWound) =>
    toThreadJson({ ...updated, wound_label: row.wound_label, patient_id: row.patient_id });
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
    return working.run(() => acceptUpload(c, user, team.id));
  });

  const acceptUpload = async (c: Context<AppEnv>, user: ReturnType<typeof requireUser>, teamId: string) => {
    const body = await readMultipart(c);
    const fields = parseWith(uploadSchema, {
      patient_name: body.patient_name,
      wound_id: body.wound_id,
      exam_date: body.exam_date,
      depth_cm: body.depth_cm,
      exudate: body.exudate,
      conf_thresh: body.conf_thresh,
      signs: body.signs,
      bedside_signs: body.bedside_signs,
    });
    if (!fields.wound_id && !fields.patient_name)
      throw new ApiError('VALIDATION_ERROR', 'wound_id: choose the wound (or give patient_name for a new patient)');
    const file = body.file;
    if (!(file instanceof File))
      throw new ApiError('VALIDATION_ERROR', 'file: attach the photo as the multipart field "file"');
    const original = Buffer.from(await file.arrayBuffer());
    // the header is checked first; its pixel count is charged to the uploader before any decode
    const probe = await probeUpload(original, maxBytes, (pixels) => chargeDecode(uploads, c, pixels)).catch(imageError);
    // stored without its GPS location (orientation and DateTimeOriginal kept)
    const photo = stripLocation(original);
    // the team's quota and the disk's reserve, before anything is written
    await ensureRoomForPhoto(deps.db, deps.workspace.files, teamId, photo.length, storage);
    // the record: the chosen wound (the active team's, else 404), or the spec's upload by patient name
    let target: { woundId: string; patientName: string; patientId?: string; woundLabel?: string };
    if (fields.wound_id) {
      const wound = await findWound(deps.db, teamId, fields.wound_id);
      if (!wound) throw new ApiError('NOT_FOUND', 'Wound not found');
      target = {
        woundId: wound.id,
        patientName: wound.patient_name,
        patientId: wound.patient_id,
        woundLabel: wound.label,
      };
    } else {
      target = await woundForPatientName(deps.db, teamId, fields.patient_name!);
    }
    const exam = chooseExamDate(await readPhotoExifDate(photo), fields.exam_date ?? null, new Date());
    const ws = deps.workspace;
    const row = await createThread(deps.db, ws.files, {
      userId: user.id,
      teamId,
      patientName: target.patientName,
      photo,
      probe,
      confThresh: fields.conf_thresh ?? null,
      // the older field lists the signs present; the checklist's states win where both are given
      signs: {
        ...Object.fromEntries((fields.signs ?? []).map((s) => [s, 'present' as const])),
        ...(fields.bedside_signs ?? {}),
      },
      woundId: target.woundId,
      examDate: exam.examDate,
      examDateSource: exam.source,
      depthCm: fields.depth_cm ?? null,
      exudate: fields.exudate ?? null,
    });
    await ws.jobs.enqueue(row.id);
    // the answer describes the accepted job: queued for analysis, no stage yet
    const accepted = toThreadJson({
      ...row,
      status: 'analyzing',
      stage: null,
      wound_label: target.woundLabel ?? null,
      patient_id: target.patientId ?? null,
    });
    await auditRequest(deps.db, c, 'thread.create', accepted.id);
    return c.json({ thread: accepted }, 202);
  };

  app.get('/', async (c) => {
    const rows = await listThreads(deps.db, requireTeam(c).id);
    await auditRequest(deps.db, c, 'thread.list', null);
    return c.json({ threads: rows.map(toThreadJson) });
  });

  app.get('/:id', async (c) => {
    const row = await owned(c);
    await auditRequest(deps.db, c, 'thread.read', toThreadJson(row).id);
    return c.json({ thread: toThreadJson(row) });
  });

  // into the team's trash with its photo (restorable until the purge)
  app.delete('/:id', async (c) => {
    const row = await owned(c);
    requireTeamAdmin(c, 'delete an assessment');
    await trashThread(deps.db, row, requireUser(c).id);
    await auditRequest(deps.db, c, 'thread.delete', toThreadJson(row).id);
    return c.body(null, 204);
  });

  // out of the trash (its patient must be live); a live assessment is answered as it is
  app.post('/:id/restore', async (c) => {
    const trashed = await findThreadAnyState(deps.db, requireTeam(c).id, c.req.param('id'));
    if (!trashed) throw new ApiError('NOT_FOUND', 'Thread not found');
    requireTeamAdmin(c, 'restore an assessment');
    if (trashed.deleted_at && trashed.patient_deleted)
      throw new ApiError('PATIENT_IN_TRASH', "This assessment's patient is in the trash: restore the patient.");
    await restoreThread(deps.db, trashed);
    const id = toThreadJson(trashed).id;
    await auditRequest(deps.db, c, 'thread.restore', id);
    return c.json({ thread: toThreadJson((await owned(c)) as ThreadRowWithWound) });
  });

  // a failed analysis again, on the stored photo, through the same job; any other state is answered as it is
  app.post('/:id/retry', async (c) => {
    const row = await owned(c);
    const reset = row.status === 'failed' ? await resetFailedThread(deps.db, row) : null;
    if (reset) await deps.workspace.jobs.enqueue(reset.id);
    const id = toThreadJson(row).id;
    await auditRequest(deps.db, c, 'thread.retry', id);
    if (!reset) return c.json({ thread: toThreadJson(row) });
    return c.json({ thread: withWound({ ...reset, status: 'analyzing', stage: null }, row) }, 202);
  });

  app.patch('/:id', async (c) => {
    const row = await owned(c);
    const { priority } = await readJson(c, patchSchema);
    const updated = await setPriority(deps.db, row, priority);
    await auditRequest(deps.db, c, 'thread.update', toThreadJson(row).id);
    return c.json({ thread: toThreadJson({ ...updated, wound_label: row.wound_label, patient_id: row.patient_id }) });
  });

  // The bedside infection checklist: store it and re-derive the assessment.
  app.put('/:id/infection-signs', async (c) => {
    const row = await completed(c);
    const signs = await readJson(c, bedsideSchema);
    const updated = await recordChecklist(deps.db, row, signs);
    await auditRequest(deps.db, c, 'infection_signs.update', toThreadJson(row).id);
    return c.json({ thread: withWound(updated, row) });
  });

  // The clinician's tissue entry (worst tissue, necrosis): store it and re-derive the assessment.
  app.put('/:id/tissue', async (c) => {
    const row = await completed(c);
    const tissue = await readJson(c, clinicianTissueSchema);
    const updated = await recordTissue(deps.db, row, tissue);
    await auditRequest(deps.db, c, 'tissue.update', toThreadJson(row).id);
    return c.json({ thread: withWound(updated, row) });
  });

  const serveFile = (name: string, which: 'image' | 'annotated' | 'mask' | 'probability') =>
    app.get(`/:id/${which}`, async (c) => {
      // by public id in the active team, or by global id (an exported link) in any team of the caller's
      const row = (await findMemberThread(deps.db, requireUser(c).id, c.req.param('id') ?? '')) ?? (await owned(c));
      let bytes = await deps.workspace.files.read(row.photo_dir, name);
      if (!bytes)
        throw new ApiError('NOT_FOUND', which === 'image' ? 'Photo not found' : `No ${which} image for this thread`);
      let type = which === 'image' ? mimeOf(row.photo_format) : 'image/png';
      // HEIF and TIFF photos are shown as JPEG (browsers cannot draw them); ?original=1 gives the file
      if (which === 'image' && !BROWSER_FORMATS.has(row.photo_format) && c.req.query('original') !== '1') {
        bytes = await displayJpeg(bytes);
        type = 'image/jpeg';
      }
      await auditRequest(deps.db, c, 'photo.read', `${toThreadJson(row).id}/${which}`, row.team_id);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'private, no-store',
        'content-disposition': 'inline',
      });
    });
  serveFile(PHOTO_FILE, 'image');
  serveFile(ANNOTATED_FILE, 'annotated');
  serveFile(MASK_FILE, 'mask');
  // the model's probability map: the outline editor snaps edges to it
  serveFile(PROBABILITY_FILE, 'probability');

  app.post('/:id/outline', limit, admit, async (c) => {
    const row = await owned(c);
    // re-measuring decodes the photo and the outline again: charged like an upload
    await chargeDecode(uploads, c, row.photo_width * row.photo_height);
    await ensureDiskRoom(deps.workspace.files, 0, storage.minFreeBytes);
    const body = await readMultipart(c);
    const mask = body.mask;
    if (!(mask instanceof File))
      throw new ApiError('VALIDATION_ERROR', 'mask: attach the outline as a PNG in the multipart field "mask"');
    const ws = deps.workspace;
    const updated = await correctOutline(
      { db: deps.db, files: ws.files, analyzer: ws.outlineAnalyzer, maxBytes },
      row,
      Buffer.from(await mask.arrayBuffer()),
    ).catch(imageError);
    await auditRequest(deps.db, c, 'outline.update', toThreadJson(row).id);
    return c.json({ thread: toThreadJson({ ...updated, wound_label: row.wound_label, patient_id: row.patient_id }) });
  });

  app.post('/:id/confirm', async (c) => {
    const row = await completed(c);
    const user = requireUser(c);
    const updated = await confirmOutline(deps.db, row, user);
    await auditRequest(deps.db, c, 'outline.confirm', toThreadJson(row).id);
    return c.json({ thread: withWound(updated, row) });
  });

  app.post('/:id/baseline', async (c) => {
    const { new_baseline } = await readJson(c, baselineSchema);
    const row = await completed(c);
    const updated = await setNewBaseline(deps.db, row, new_baseline);
    await auditRequest(deps.db, c, 'assessment.baseline', toThreadJson(row).id);
    return c.json({ thread: withWound(updated, row) });
  });

  app.get('/:id/treatment-plan', async (c) => {
    const row = await completed(c);
    const id = toThreadJson(row).id;
    const body = await readPlan(deps.db, row, id);
    await auditRequest(deps.db, c, 'plan.read', id);
    return c.json(body);
  });

  app.get('/:id/consultants', async (c) => {
    const row = await completed(c);
    const q = parseWith(stateQuery, c.req.query());
    const state = findState(q.state ?? 'California');
    if (!state) throw new ApiError('UNKNOWN_STATE', 'state: not one of the 50 US states');
    const team = requireTeam(c);
    const specialistTypes = row.assessment.specialistTypes;
    const id = toThreadJson(row).id;
    // the team's own contacts first, ranked by the stored assessment's specialist types; the
    // sample directory after them, unless the team switched it off
    const teamContacts = rankContacts(await listContacts(deps.db, team.id), specialistTypes);
    const { sample_directory: sampleDirectory } = await readTeamSettings(deps.db, team);
    const consultants = sampleDirectory
      ? rankForThread(await consultantsInState(deps.db, state.name), id, specialistTypes)
      : [];
    // the ranking reads the assessment's specialist needs: a read of the record, audited
    await auditRequest(deps.db, c, 'consultants.read', id);
    return c.json({
      consultants,
      specialistTypes,
      state: state.name,
      teamContacts,
      sampleDirectory,
    } satisfies ThreadConsultantsJson);
  });

  app.get('/:id/report.pdf', async (c) => {
    const row = await completed(c);
    const annotated = row.has_annotated ? await deps.workspace.files.read(row.photo_dir, ANNOTATED_FILE) : null;
    const photo = annotated ? null : await deps.workspace.files.read(row.photo_dir, PHOTO_FILE);
    const wound = await findWound(deps.db, row.team_id, row.wound_id);
    const timeline = wound
      ? {
          woundTitle: `${wound.patient_name} · ${wound.label}`,
          trajectory: woundTrajectory(wound, await listWoundThreads(deps.db, wound.id)),
        }
      : null;
    const thread = toThreadJson(row);
    const pdf = await createReportPdf({
      thread,
      result: row.result,
      assessment: thread.assessment,
      annotatedPng: annotated,
      photo,
      timeline,
      link: `${deps.origin}${workspacePaths.assessment(thread.id)}`,
    });
    const id = toThreadJson(row).id;
    await auditRequest(deps.db, c, 'report.read', id);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="woundly-report-${id}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  app.get('/:id/fhir', async (c) => {
    const row = await completed(c);
    if (row.simulated)
      throw new ApiError('SIMULATED_NOT_EXPORTABLE', 'A simulated analysis has no measurements to export.');
    const bundle = await exportWoundFhir(
      { db: deps.db, files: deps.workspace.files, origin: deps.origin },
      row.team_id,
      row.wound_id,
      row,
    );
    await auditRequest(deps.db, c, 'export.read', toThreadJson(row).id);
    c.header('cache-control', 'private, no-store');
    return c.json(bundle, 200, { 'content-type': 'application/fhir+json; charset=utf-8' });
  });

  return app;
}
