import type { ChartStateJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import type { EhrWritesTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { KeyRing } from '../../security/storage/photo-crypto.ts';
import { findMemberAssessment, type CompletedAssessment } from '../assessments/assessment-store.ts';
import { toAssessmentJson } from '../assessments/assessment-view.ts';
import { assessmentReportPdf } from '../assessments/assessment-report.ts';
import { exportWoundFhir } from '../reports/record-fhir.ts';
import { connectionById } from './connections.ts';
import { ehrPatientOf } from './patient-links.ts';
import { accessTokenFor, dropAccessToken, type EhrContext } from './members.ts';
import { fhirRequest } from './smart.ts';
import { chartBundle } from './chart-bundle.ts';
import { queueChartWrite } from './chart-queue.ts';

export type ChartContext = EhrContext & { files: FileStore; log: (line: string) => void };

/** The chart writes' context from the app's dependencies (the workspace's file store and storage keys). */
export function chartContextOf(deps: {
  db: Db;
  origin: string;
  workspace: { files: FileStore; keys: KeyRing };
  clock?: () => Date;
  log: (line: string) => void;
  env: { EHR_ALLOW_PRIVATE_ADDRESSES: boolean };
}): ChartContext {
  return {
    db: deps.db,
    keys: deps.workspace.keys,
    origin: deps.origin,
    files: deps.workspace.files,
    now: deps.clock ?? (() => new Date()),
    log: deps.log,
    net: { allowPrivate: deps.env.EHR_ALLOW_PRIVATE_ADDRESSES },
  };
}
type WriteRow = Omit<EhrWritesTable, 'attempts' | 'amended'> & { attempts: number; amended: boolean };

/** Tries before a write stops being retried on its own (the clinician can still retry). */
export const MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed try: 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** A sender holds a write this long; a sender that died lets it go then. */
const HOLD_MS = 5 * 60_000;

/** Why a try failed, and whether trying again later can help. */
class WriteFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

function stateOf(row: WriteRow | undefined, connectionName: string | null): ChartStateJson {
  if (!row)
    return {
      status: 'not_sent',
      connectionName,
      reason: null,
      attempts: 0,
      sentAt: null,
      nextAttemptAt: null,
      amended: false,
    };
  return {
    status: row.status,
    connectionName,
    reason: row.status === 'sent' ? null : row.last_error,
    attempts: row.attempts,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    nextAttemptAt: row.status === 'queued' ? new Date(row.next_attempt_at as unknown as Date).toISOString() : null,
    amended: row.amended,
  };
}

/** Where an assessment stands in the chart of its patient's EHR. */
export async function chartState(db: Db, assessment: CompletedAssessment): Promise<ChartStateJson> {
  const link = assessment.patient_id ? await ehrPatientOf(db, assessment.patient_id) : null;
  if (!link) return stateOf(undefined, null);
  const connection = await connectionById(db, link.connection_id);
  const row = await db
    .selectFrom('ehr_writes')
    .selectAll()
    .where('assessment_id', '=', assessment.id)
    .where('connection_id', '=', link.connection_id)
    .executeTakeFirst();
  return stateOf(row as WriteRow | undefined, connection?.name ?? null);
}

/**
 * "Send to chart": the write queued for the assessment's patient's EHR with the member's
 * authorization, and tried at once; a failure that may pass (the EHR down) stays queued and is
 * retried with back-off by the job system. Sending again is safe: the bundle's conditional creates
 * find what the chart already holds.
 */
export async function sendToChart(
  ctx: ChartContext,
  p: { assessment: CompletedAssessment; userId: string },
): Promise<ChartStateJson> {
  const { assessment } = p;
  if (assessment.simulated)
    throw new ApiError('SIMULATED_NOT_EXPORTABLE', 'A simulated analysis has no measurements to send to a chart.');
  const link = assessment.patient_id ? await ehrPatientOf(ctx.db, assessment.patient_id) : null;
  if (!link)
    throw new ApiError(
      'EHR_NOT_CONNECTED',
      "This patient is not linked to a chart. Open the app from the patient's chart in the EHR (or Connect to the chart) first.",
    );
  await queueChartWrite(ctx.db, {
    assessmentId: assessment.id,
    connectionId: link.connection_id,
    teamId: assessment.team_id,
    userId: p.userId,
    now: ctx.now(),
  });
  await sendOne(ctx, assessment.id, link.connection_id, true);
  return chartState(ctx.db, assessment);
}

/** One try of a queued write, held against other senders; its row records the outcome. */
async function sendOne(ctx: ChartContext, assessmentId: string, connectionId: string, asked = false): Promise<void> {
  const now = ctx.now();
  const held = (await ctx.db
    .updateTable('ehr_writes')
    .set({ locked_until: new Date(now.getTime() + HOLD_MS) })
    .where('assessment_id', '=', assessmentId)
    .where('connection_id', '=', connectionId)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returningAll()
    .executeTakeFirst()) as WriteRow | undefined;
  if (!held) return;
  try {
    const outcome = await write(ctx, held, asked);
    await ctx.db
      .updateTable('ehr_writes')
      .set({
        status: 'sent',
        attempts: held.attempts + 1,
        last_error: null,
        sent_hash: outcome.hash,
        amended: held.amended || outcome.amended,
        sent_at: outcome.wrote ? ctx.now() : held.sent_at,
        locked_until: null,
        updated_at: ctx.now(),
      })
      .where('assessment_id', '=', assessmentId)
      .where('connection_id', '=', connectionId)
      .execute();
    ctx.log(
      `[ehr] assessment ${assessmentId} ${outcome.wrote ? (outcome.amended ? 'amended in' : 'sent to') : 'unchanged in'} chart (connection ${connectionId})`,
    );
  } catch (err) {
    const attempts = held.attempts + 1;
    const failure =
      err instanceof WriteFailure
        ? err
        : err instanceof ApiError
          ? new WriteFailure(err.message, err.code === 'EHR_UNAVAILABLE')
          : new WriteFailure('The chart could not be written (an error on our side).', true);
    const retry = failure.retry && attempts < MAX_ATTEMPTS;
    await ctx.db
      .updateTable('ehr_writes')
      .set({
        status: retry ? 'queued' : 'failed',
        attempts,
        last_error: failure.message.slice(0, 300),
        next_attempt_at: new Date(ctx.now().getTime() + backoffMs(attempts)),
        locked_until: null,
        updated_at: ctx.now(),
      })
      .where('assessment_id', '=', assessmentId)
      .where('connection_id', '=', connectionId)
      .execute();
    ctx.log(`[ehr] assessment ${assessmentId} not written to chart (try ${attempts}, ${retry ? 'queued' : 'failed'})`);
    // the clinician who pressed "Send to chart" learns at once that the chart's sign-in must be renewed
    if (asked && err instanceof ApiError && err.code === 'EHR_TOKEN_EXPIRED') throw err;
  }
}

/**
 * The bundle built and posted; `wrote` false when the chart already holds exactly this and the
 * clinician did not ask (a re-derivation that changed nothing the chart shows).
 */
async function write(
  ctx: ChartContext,
  w: WriteRow,
  asked: boolean,
): Promise<{ hash: string; amended: boolean; wrote: boolean }> {
  const assessment = await findMemberAssessment(ctx.db, w.user_id, w.assessment_id);
  if (!assessment || assessment.status !== 'completed' || !assessment.result || !assessment.clinical)
    throw new WriteFailure('The assessment is no longer available to the member who sent it.', false);
  const completed = assessment as CompletedAssessment;
  const connection = await connectionById(ctx.db, w.connection_id);
  const link = assessment.patient_id ? await ehrPatientOf(ctx.db, assessment.patient_id) : null;
  if (!connection || !link || link.connection_id !== connection.id)
    throw new WriteFailure('The patient is no longer linked to this EHR.', false);
  // the member's authorization first: without it nothing is built
  let token = await accessTokenFor(ctx, connection, w.user_id);
  const exported = await exportWoundFhir(
    { db: ctx.db, files: ctx.files, origin: ctx.origin },
    assessment.team_id,
    assessment.wound_id,
    assessment,
  );
  const id = toAssessmentJson(assessment).id;
  const draft = chartBundle(exported as never, {
    ehrPatientId: link.value,
    pdf: Buffer.alloc(0),
    reportTitle: '',
    reportDate: '',
    amended: false,
  });
  if (w.sent_hash === draft.hash && !asked) return { hash: draft.hash, amended: false, wrote: false };
  // the chart holds an earlier version: it is updated, as amended (and stays amended when sent again)
  const amended = (w.sent_hash !== null && w.sent_hash !== draft.hash) || w.amended;
  const pdf = await assessmentReportPdf({ db: ctx.db, files: ctx.files, origin: ctx.origin }, completed);
  const { bundle, hash } = chartBundle(exported as never, {
    ehrPatientId: link.value,
    pdf,
    reportTitle: `Wound assessment ${id} (${assessment.wound_label}), ${completed.exam_date ?? ''}`.trim(),
    reportDate: new Date(completed.completed_at ?? completed.uploaded_at).toISOString(),
    amended,
  });
  let res = await fhirRequest(connection.issuer, ctx.net, token, 'POST', '', bundle);
  if (res.status === 401) {
    // the EHR no longer takes the access token: renew it once from the refresh token
    await dropAccessToken(ctx.db, connection.id, w.user_id);
    token = await accessTokenFor(ctx, connection, w.user_id);
    res = await fhirRequest(connection.issuer, ctx.net, token, 'POST', '', bundle);
  }
  if (res.status >= 200 && res.status < 300) return { hash, amended, wrote: true };
  const diagnostics = (res.json as { issue?: { diagnostics?: string; details?: { text?: string } }[] } | null)
    ?.issue?.[0];
  const why = (diagnostics?.details?.text ?? diagnostics?.diagnostics ?? '').slice(0, 200);
  if (res.status === 401)
    throw new ApiError('EHR_TOKEN_EXPIRED', 'The chart refused the sign-in. Open the app from the chart again.');
  throw new WriteFailure(
    `The EHR answered ${res.status}${why ? `: ${why}` : ''}`,
    res.status >= 500 || res.status === 429 || res.status === 408,
  );
}

/** Every queued write that is due, tried once (the job system runs this on an interval). */
export async function sendDueChartWrites(ctx: ChartContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('ehr_writes')
    .select(['assessment_id', 'connection_id'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(20)
    .execute();
  for (const d of due) await sendOne(ctx, d.assessment_id, d.connection_id);
  return due.length;
}
