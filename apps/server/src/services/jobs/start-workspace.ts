import { rm } from 'node:fs/promises';
import type { createAnalysisPool } from '@woundcare/wound-vision/pool';
import { modelVersion } from '@woundcare/wound-vision/segment/model-files';
import type { AnalysisReadiness, EngineStatusJson } from '@woundcare/api-types/workspace-status';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../storage/file-store.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import { withDiskGuard } from '../storage/disk-guard.ts';
import { storageLimitsOf } from '../assessments/storage-room.ts';
import type { Analyzer } from '../assessments/analyzer-types.ts';
import { sweepOrphanDirs, sweepOrphanUploads } from '../../security/storage/sweep-orphan-uploads.ts';
import { loadKeyRing, type KeyRing } from '../../security/storage/photo-crypto.ts';
import { engineAnalyzer } from './engine-analyzer.ts';
import { createInProcessJobs, queueModeFor, type JobSystem, type JobTimings } from './job-system.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';
import { checkRemoteHealth, remoteAnalyzer } from './remote-analyzer.ts';
import { SPEC_SIMULATED_WAITS_MS, type SimulationOptions } from './simulated-analysis.ts';
import { sampleConsultant } from '../consultants/consultant-directory.ts';
import { moveLettersToFileStore } from '../referrals/move-letters.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the workspace is started from: the parts of the app's dependencies it uses. */
export interface WorkspaceDeps {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  log: (line: string) => void;
  /** the morning reminder's mailer and link origin (none: no reminders from this process) */
  mailer?: Mailer;
  origin?: string;
  /** the in-process wound engine, when this server runs one */
  engine?: ReturnType<typeof createAnalysisPool>;
}

export interface WorkspaceOptions {
  /** replace the analysis path (tests: a fake engine) */
  analyzer?: Analyzer;
  timings?: Partial<JobTimings>;
  simulation?: Partial<SimulationOptions>;
  remoteTimeoutsMs?: { post?: number; get?: number };
  role?: 'server' | 'worker';
  /** the clock of the trash purge and the morning reminder (tests move it) */
  clock?: () => Date;
  /** free bytes on the storage's disk (tests play a full disk) */
  freeBytes?: (root: string) => Promise<number | null>;
}

/** The engine's side of GET /api/status: checked when asked (the remote engine's health, the model's files). */
export interface EngineCheck {
  /** ready or degraded (remote down: simulated results) or unavailable, before the database is considered */
  readiness: AnalysisReadiness;
  engine: EngineStatusJson;
}

export interface Workspace {
  files: FileStore;
  /** the storage master keys: the file store's, and the sealed EHR secrets and tokens in the database */
  keys: KeyRing;
  jobs: JobSystem;
  engineKind: 'in-process' | 'remote';
  analyzer: Analyzer;
  /** re-measuring a clinician's outline needs the in-process engine (the legacy analysis API takes no mask) */
  outlineAnalyzer: Analyzer | null;
  checkEngine(): Promise<EngineCheck>;
  /** graceful stop: jobs finish or are given back; an in-memory (test) file store is removed */
  stop(): Promise<void>;
}

const REMOTE_UP = 'The remote analysis server answers: uploads are measured there.';
const REMOTE_DOWN =
  'The remote analysis server does not answer: uploads get a simulated analysis, labelled "Simulated", not a measurement.';
const NO_ENGINE = 'No analysis engine runs on this server: uploads cannot be analysed.';
const MODEL_MISSING = 'The segmentation model is missing on this server: uploads cannot be analysed.';
const MODEL_LOADED = 'The wound engine runs on this server and has loaded its model.';
const MODEL_ON_DISK = 'The wound engine runs on this server; it loads its model with the first analysis.';

function unavailable(): Analyzer {
  return async () => {
    const err = new Error('The analysis engine is not available on this server.');
    err.name = 'AnalysisError';
    throw err;
  };
}

/**
 * The clinician workspace's moving parts: the file store, the analysis path (in-process engine,
 * or the remote server of ANALYSIS_URL with the spec's simulated fallback) and the job queue.
 * Recovers interrupted jobs and starts processing; `jobs.stop()` is the graceful-shutdown hook.
 */
export async function startWorkspace(deps: WorkspaceDeps, opts: WorkspaceOptions = {}): Promise<Workspace> {
  const env = deps.env;
  // every write of every writer keeps the disk's last MIN_FREE_DISK_MB free
  const keys = loadKeyRing(env, deps.log);
  const files = withDiskGuard(
    createFileStore(env, { keys, freeBytes: opts.freeBytes }),
    storageLimitsOf(env).minFreeBytes,
  );
  await files.check();
  if (files.kind === 's3') deps.log(`[storage] photos, annotated images and masks in ${files.root}`);
  const engineKind: Workspace['engineKind'] = env.ANALYSIS_URL ? 'remote' : 'in-process';
  const simulation: SimulationOptions = { waitsMs: SPEC_SIMULATED_WAITS_MS, random: Math.random, ...opts.simulation };
  const getTimeoutMs = opts.remoteTimeoutsMs?.get ?? 3000;
  let analyzer: Analyzer;
  if (opts.analyzer) analyzer = opts.analyzer;
  else if (env.ANALYSIS_URL) {
    analyzer = remoteAnalyzer({
      baseUrl: env.ANALYSIS_URL,
      token: env.ANALYSIS_TOKEN,
      postTimeoutMs: opts.remoteTimeoutsMs?.post ?? 120_000,
      getTimeoutMs,
      simulation,
      sampleConsultant: async () => (await sampleConsultant(deps.db)) as Record<string, unknown> | null,
      log: deps.log,
    });
  } else if (deps.engine) analyzer = engineAnalyzer(deps.engine);
  else analyzer = unavailable();

  const mode = queueModeFor(env, deps.dbKind);
  const jobDeps = {
    env,
    db: deps.db,
    dbKind: deps.dbKind,
    files,
    analyzer,
    log: deps.log,
    timings: opts.timings,
    role: opts.role,
    clock: opts.clock,
    mailer: deps.mailer,
    origin: deps.origin,
    keys,
  };
  const jobs = mode === 'pg-boss' ? createPgBossJobs(jobDeps) : createInProcessJobs(jobDeps);
  // a crash's leftovers (photos no assessment knows, unfinished temp files) go before any job runs
  if (env.DATA_DIR !== 'memory://' && opts.role !== 'worker') {
    const sweep = { olderThanMs: deps.dbKind === 'pglite' ? 0 : 3_600_000, log: deps.log };
    if (files.kind === 'disk') await sweepOrphanUploads(deps.db, files.root, sweep);
    else await sweepOrphanDirs(deps.db, files, sweep);
  }
  await jobs.start();
  // hash the model's files once now, so the first status check answers at once
  if (engineKind === 'in-process') modelVersion();

  // referral letters still in the database (sent before the file store kept them) move into it,
  // in the background: until then each is read from its row
  let lettersMoved: Promise<unknown> = Promise.resolve();
  if (env.DATA_DIR !== 'memory://' && opts.role !== 'worker') {
    lettersMoved = moveLettersToFileStore({ db: deps.db, dbKind: deps.dbKind, files, log: deps.log }).catch((err) =>
      deps.log(`[referrals] moving letters stopped: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  // files from before encryption, or under a rotated-out key, are brought to the current key in the background
  if (env.DATA_DIR !== 'memory://' && opts.role !== 'worker') {
    void files.upgradeAll().then(
      (n) => {
        if (n.encrypted || n.rewrapped || n.failed)
          deps.log(
            `[storage] encrypted ${n.encrypted} file(s) stored before encryption, re-wrapped ${n.rewrapped} under the current key; ${n.failed} could not be read`,
          );
      },
      (err) =>
        deps.log(`[storage] upgrading stored files stopped: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  return {
    files,
    keys,
    jobs,
    engineKind,
    analyzer,
    outlineAnalyzer: opts.analyzer ?? (deps.engine ? engineAnalyzer(deps.engine) : null),
    async stop() {
      await jobs.stop();
      await lettersMoved;
      if (files.kind === 'disk' && env.DATA_DIR === 'memory://') await rm(files.root, { recursive: true, force: true });
    },
    async checkEngine() {
      if (engineKind === 'remote') {
        const h = await checkRemoteHealth(env.ANALYSIS_URL!, getTimeoutMs, env.ANALYSIS_TOKEN);
        return h.healthy
          ? {
              readiness: 'ready',
              engine: { kind: 'remote', model: 'loaded', modelVersion: h.model, detail: REMOTE_UP },
            }
          : {
              readiness: 'degraded',
              engine: { kind: 'remote', model: 'unknown', modelVersion: null, detail: REMOTE_DOWN },
            };
      }
      const onDisk = modelVersion();
      if (!(opts.analyzer || deps.engine))
        return {
          readiness: 'unavailable',
          engine: {
            kind: 'in-process',
            model: onDisk ? 'on_disk' : 'missing',
            modelVersion: onDisk,
            detail: NO_ENGINE,
          },
        };
      if (!onDisk)
        return {
          readiness: 'unavailable',
          engine: { kind: 'in-process', model: 'missing', modelVersion: null, detail: MODEL_MISSING },
        };
      const ran = jobs.lastModelVersion;
      return {
        readiness: 'ready',
        engine: {
          kind: 'in-process',
          model: ran ? 'loaded' : 'on_disk',
          modelVersion: ran ?? onDisk,
          detail: ran ? MODEL_LOADED : MODEL_ON_DISK,
        },
      };
    },
  };
}
