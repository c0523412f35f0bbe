import { builtInPlanFor } from '../rules/derive-treatment-plan.ts';
import type { TreatmentPlanFields } from '../rules/types.ts';
import type { Analyzer, AnalyzeInput, MeasuredFigures } from '../assessments/analyzer-types.ts';
import { simulateAnalysis, type SimulationOptions } from './simulated-analysis.ts';
import { mimeOf } from '../assessments/probe-upload.ts';
import { z } from 'zod';

export interface RemoteOptions {
  baseUrl: string;
  /** ANALYSIS_TOKEN, sent as a bearer token (the analysis server accepts it instead of a session) */
  token?: string;
  /** per POST call (segment, diagnose, describe) */
  postTimeoutMs: number;
  /** per GET call (plan, doctor, health) — the spec's health check uses 3 s */
  getTimeoutMs: number;
  simulation: SimulationOptions;
  /** the spec's sample consultant when call 6 fails */
  sampleConsultant: () => Promise<Record<string, unknown> | null>;
  log: (line: string) => void;
}

/** Every call: no redirects (a redirect could send the photo elsewhere), the service token when set. */
function init(o: { token?: string }, timeoutMs: number, extra: RequestInit = {}): RequestInit {
  return {
    ...extra,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
    headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
  };
}

const finite = z.number().finite();
const maybeNum = finite.nullable().optional();
const warningsSchema = z.array(z.object({ code: z.string().max(80), message: z.string().max(500) })).max(50);
/** What the spec's analysis-server paths may answer; anything else is not stored (the analysis falls back to the simulated one). */
const segmentSchema = z.looseObject({
  calibrated: z.boolean().optional(),
  pixels_per_cm: maybeNum,
  area_cm2: finite.min(0).nullable().optional(),
  length_cm: maybeNum,
  width_cm: maybeNum,
  perimeter_cm: maybeNum,
  lw_estimate_cm2: maybeNum,
  ellipse_estimate_cm2: maybeNum,
  tissue: z.object({ granulation: finite, slough: finite, necrotic: finite, epithelial: finite }).nullable().optional(),
  periwound_erythema: maybeNum,
  warnings: warningsSchema.optional(),
  model_version: z.string().max(120).nullable().optional(),
  image_width: maybeNum,
  image_height: maybeNum,
  annotated_image_base64: z
    .string()
    .max(64 * 1024 * 1024)
    .optional(),
});
const diagnoseSchema = z.looseObject({
  diagnosis: z.string().max(40).optional(),
  infection_signs: z.array(z.looseObject({})).max(50).optional(),
});
const describeSchema = z.looseObject({ description: z.string().max(5000).optional() });
const planSchema = z.looseObject({
  materials: z.array(z.string().max(300)).max(50),
  steps: z.record(z.string(), z.string().max(2000)),
  duration: z.string().max(200),
});
const doctorSchema = z.array(z.looseObject({ name: z.string().max(200) })).min(1);

async function readValid<S extends z.ZodType>(res: Response, schema: S, label: string): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`${label} endpoint answered an unexpected shape`);
  return parsed.data;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function url(base: string, p: string) {
  return `${base.replace(/\/+$/, '')}${p}`;
}

async function postFile<S extends z.ZodType>(
  o: RemoteOptions,
  path: string,
  input: AnalyzeInput,
  extra: Record<string, string>,
  label: string,
  schema: S,
): Promise<z.infer<S>> {
  const form = new FormData();
  form.set(
    'file',
    new Blob([new Uint8Array(input.photo)], { type: mimeOf(input.format) }),
    `wound_image.${input.format === 'jpeg' ? 'jpg' : input.format}`,
  );
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await fetch(url(o.baseUrl, path), init(o, o.postTimeoutMs, { method: 'POST', body: form }));
  if (!res.ok) throw new Error(`${label} endpoint failed: ${res.status}`);
  return readValid(res, schema, label);
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function isPlan(v: unknown): v is TreatmentPlanFields {
  const p = v as TreatmentPlanFields;
  return (
    !!p &&
    typeof p === 'object' &&
    Array.isArray(p.materials) &&
    !!p.steps &&
    typeof p.steps === 'object' &&
    typeof p.duration === 'string'
  );
}

/** GET /health with the spec's 3 s time-out: healthy only if ok and status === 'healthy'. */
export async function checkRemoteHealth(
  baseUrl: string,
  timeoutMs = 3000,
  token?: string,
): Promise<{ healthy: boolean; model: string | null }> {
  try {
    const res = await fetch(url(baseUrl, '/health'), init({ token }, timeoutMs));
    if (!res.ok) return { healthy: false, model: null };
    const body = (await res.json()) as { status?: unknown; model?: unknown; model_version?: unknown };
    const model =
      typeof body.model_version === 'string' ? body.model_version : typeof body.model === 'string' ? body.model : null;
    return { healthy: body.status === 'healthy', model };
  } catch {
    return { healthy: false, model: null };
  }
}

/**
 * A remote analysis server speaking the analysis-server paths (docs/spec-notes.md#analysis-server-paths):
 * segment_wound, diagnose_infection, describe_wound in that order, then treatment_plan and doctor_contact.
 * If any of the first three fails, the simulated analysis is used and marked simulated; the plan
 * call failing → the built-in plan; the doctor call failing → a sample consultant from our directory.
 */
export function remoteAnalyzer(o: RemoteOptions): Analyzer {
  return async (input) => {
    let figures: MeasuredFigures;
    let annotatedPng: Buffer | null = null;
    try {
      input.onStage('outlining');
      const seg = await postFile(
        o,
        '/segment_wound',
        input,
        { conf_thresh: String(input.confThresh ?? 0.1) },
        'Segment',
        segmentSchema,
      );
      input.onStage('assessing');
      const dx = await postFile(o, '/diagnose_infection', input, {}, 'Diagnose', diagnoseSchema);
      const desc = await postFile(o, '/describe_wound', input, {}, 'Describe', describeSchema);
      if (typeof seg.annotated_image_base64 === 'string') {
        const png = Buffer.from(seg.annotated_image_base64, 'base64');
        if (png.subarray(0, 8).equals(PNG_SIGNATURE)) annotatedPng = png;
      }
      const warnings = Array.isArray(seg.warnings) ? (seg.warnings as MeasuredFigures['warnings']) : [];
      const calibratedKnown = typeof seg.calibrated === 'boolean';
      const calibrated = calibratedKnown ? (seg.calibrated as boolean) : num(seg.area_cm2) !== null;
      if (!calibratedKnown && calibrated) {
        warnings.push({
          code: 'REMOTE_CALIBRATION_UNKNOWN',
          message: 'The analysis server did not say how this area was calibrated.',
        });
      }
      figures = {
        calibrated,
        pixels_per_cm: num(seg.pixels_per_cm),
        area_cm2: calibrated ? num(seg.area_cm2) : null,
        length_cm: num(seg.length_cm),
        width_cm: num(seg.width_cm),
        perimeter_cm: num(seg.perimeter_cm),
        lw_estimate_cm2: num(seg.lw_estimate_cm2),
        ellipse_estimate_cm2: num(seg.ellipse_estimate_cm2),
        tissue: (seg.tissue as MeasuredFigures['tissue']) ?? null,
        periwound_erythema: num(seg.periwound_erythema),
        infection_signs: Array.isArray(dx.infection_signs)
          ? (dx.infection_signs as unknown as MeasuredFigures['infection_signs'])
          : [],
        diagnosis: typeof dx.diagnosis === 'string' ? dx.diagnosis : 'unknown',
        description: typeof desc.description === 'string' ? desc.description : '',
        warnings,
        outline_source: 'model',
        model_version: typeof seg.model_version === 'string' ? seg.model_version : null,
        image_width: num(seg.image_width),
        image_height: num(seg.image_height),
      };
    } catch (err) {
      const reason = err instanceof Error ? (err.name === 'TimeoutError' ? 'time-out' : err.message) : String(err);
      o.log(`[analysis] remote analysis failed (${reason}); using the simulated analysis`);
      const sim = await simulateAnalysis(input, o.simulation, reason.replace(/https?:\/\/\S+/g, 'server'));
      const plan = await fetchPlan(o, sim.figures.diagnosis);
      return {
        ...sim,
        plan: plan ?? sim.plan,
        planSource: plan ? 'remote' : 'built-in',
        suggestedConsultant: await fetchDoctor(o),
      };
    }
    const plan = await fetchPlan(o, figures.diagnosis);
    return {
      simulated: false,
      figures,
      annotatedPng,
      maskPng: null,
      plan: plan ?? builtInPlanFor(figures.diagnosis),
      planSource: plan ? 'remote' : 'built-in',
      suggestedConsultant: await fetchDoctor(o),
    };
  };
}

async function fetchPlan(o: RemoteOptions, diagnosis: string): Promise<TreatmentPlanFields | null> {
  const kind = diagnosis === 'infected' ? 'infected' : 'not_infected';
  try {
    const res = await fetch(url(o.baseUrl, `/treatment_plan/${kind}`), init(o, o.getTimeoutMs));
    if (!res.ok) throw new Error(`Treatment plan endpoint failed: ${res.status}`);
    const body = (await readValid(res, planSchema, 'Treatment plan')) as unknown;
    return isPlan(body) ? body : null;
  } catch (err) {
    o.log(`[analysis] ${(err as Error).message}; using the built-in plan`);
    return null;
  }
}

async function fetchDoctor(o: RemoteOptions): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url(o.baseUrl, '/doctor_contact/California'), init(o, o.getTimeoutMs));
    if (!res.ok) throw new Error(`Doctor endpoint failed: ${res.status}`);
    const body = (await readValid(res, doctorSchema, 'Doctor')) as unknown;
    const first = Array.isArray(body) ? body[0] : null;
    if (first && typeof first === 'object') return first as Record<string, unknown>;
    throw new Error('Doctor endpoint gave no consultant');
  } catch {
    return o.sampleConsultant();
  }
}
