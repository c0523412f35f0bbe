import { createHash } from 'node:crypto';
import type { ClinicianSign, WoundAnalysis } from '@woundcare/wound-vision/analyze';
import { CLINICIAN_SIGNS } from '@woundcare/api-types';
import { createAnalysisPool, type AnalysisPool } from '@woundcare/wound-vision/pool';
import type { EngineUpload } from '@woundcare/api-types/requests';
import type { AppDeps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { engineApiError, engineFailure } from '../../lib/engine-errors.ts';

/** More waiting analyses than this and new ones are turned away with 503 (Retry-After). */
const MAX_QUEUED = 16;
/** Recent results kept per process, so a legacy client's three calls on one photo analyse it once. */
const CACHE_ENTRIES = 4;
/** …for this long (a 12 MP result holds ~15 MB of PNG). */
const CACHE_TTL_MS = 120_000;

let fallbackPool: AnalysisPool | null = null;

/**
 * The engine on one photo outside the assessments (the spec's analysis-server paths): the
 * server's engine pool, a short cache of recent results per user (a legacy client's three calls
 * on one photo analyse it once) and a bound on the waiting analyses (ENGINE_BUSY beyond it).
 */
export function photoAnalysis(deps: Pick<AppDeps, 'engine' | 'env' | 'log'>) {
  const maxBytes = Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024);
  const engine = (): AnalysisPool => deps.engine ?? (fallbackPool ??= createAnalysisPool({ size: 1 }));
  const cache = new Map<string, { job: Promise<WoundAnalysis>; at: number }>();

  return async function analyse(userId: string, u: EngineUpload): Promise<WoundAnalysis> {
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
  };
}
