import { afterAll, beforeAll } from 'vitest';
import sharp from '@woundcare/wound-vision/sharp';
import type {
  Analyzer,
  AnalysisOutcome,
  AnalyzeInput,
  MeasuredFigures,
} from '../../src/services/assessments/analyzer-types.ts';
import { ANALYSIS_STAGES } from '../../src/services/assessments/assessment-types.ts';
import { createTestApp, type TestApp } from './harness.ts';

export async function tinyPng(width = 40, height = 30, colour = { r: 200, g: 60, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function photoJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 210, g: 170, b: 150 } } })
    .jpeg()
    .toBuffer();
}

/** A JPEG full of detail (deterministic noise), so cutting it short leaves a valid header and missing data. */
export async function noisyJpeg(width = 400, height = 300): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = x >> 23;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A 0/255 mask PNG with the given rectangles ([x, y, width, height]) on. */
export async function rectMask(
  width: number,
  height: number,
  rects: [number, number, number, number][],
): Promise<Buffer> {
  const px = Buffer.alloc(width * height);
  for (const [x0, y0, w, h] of rects)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) px[y * width + x] = 255;
  return sharp(px, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

export interface FakeStep {
  area?: number | null;
  diagnosis?: string;
  calibrated?: boolean;
  simulated?: boolean;
  throws?: Error;
  annotated?: boolean;
  /** the photo's infection signs (default: debris present) */
  signs?: MeasuredFigures['infection_signs'];
  tissue?: MeasuredFigures['tissue'];
  /** the engine's quality fields (outline_quality, area_uncertainty_cm2, wound_found, tissue_flags) */
  extra?: Partial<MeasuredFigures>;
  /** the outline mask the engine stores (default: the whole 64 × 48 photo) */
  mask?: Buffer;
}

/** The photo signs a calm engine result reports: debris present, bright-red granulation absent, the rest not judged. */
export const DEFAULT_IMAGE_SIGNS: MeasuredFigures['infection_signs'] = [
  {
    id: 'red_friable_tissue',
    label: 'Bright-red granulation (friability needs touch)',
    source: 'image',
    present: false,
    state: 'absent',
    value: 40,
    evidence: 'median a* 40',
    lists: ['NERDS'],
  },
  {
    id: 'debris',
    label: 'Debris (slough or necrotic tissue)',
    source: 'image',
    present: true,
    state: 'present',
    value: 20,
    evidence: '20 % of the bed',
    lists: ['NERDS'],
  },
];

/**
 * A stand-in for the engine: emits every stage with a short pause, then answers with the next
 * scripted figures (or throws). `hold()` keeps the next analyses waiting until released.
 */
export function createFakeAnalyzer(stageDelayMs = 60) {
  const script: FakeStep[] = [];
  const calls: AnalyzeInput[] = [];
  let gate: Promise<void> | null = null;
  let release: (() => void) | null = null;
  let stepping = false;
  let stepResolve: (() => void) | null = null;
  const analyzer: Analyzer = async (input) => {
    calls.push(input);
    for (const s of ANALYSIS_STAGES) {
      input.onStage(s);
      if (stepping) await new Promise<void>((r) => (stepResolve = r));
      else await new Promise((r) => setTimeout(r, stageDelayMs));
    }
    if (gate) await gate;
    const step = script.shift() ?? {};
    if (step.throws) throw step.throws;
    const diagnosis = step.diagnosis ?? 'not_infected';
    const calibrated = step.calibrated ?? true;
    const area = step.area === undefined ? 3.2 : step.area;
    const figures: MeasuredFigures = {
      calibrated,
      pixels_per_cm: calibrated ? 42.5 : null,
      area_cm2: calibrated ? area : null,
      length_cm: calibrated ? 2.5 : null,
      width_cm: calibrated ? 1.6 : null,
      perimeter_cm: calibrated ? 7.1 : null,
      lw_estimate_cm2: calibrated ? 4 : null,
      ellipse_estimate_cm2: calibrated ? 3.14 : null,
      tissue: step.tissue === undefined ? { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 } : step.tissue,
      periwound_erythema: 4.2,
      infection_signs: step.signs ?? DEFAULT_IMAGE_SIGNS,
      diagnosis,
      description: step.simulated
        ? 'Simulated analysis — test'
        : `Fake measured wound (${input.maskPng ? 'given mask' : 'model'}).`,
      warnings: [],
      outline_source: input.maskPng ? 'clinician' : 'model',
      model_version: 'fake@1',
      image_width: 64,
      image_height: 48,
      ...step.extra,
    };
    const withImages = step.annotated ?? true;
    const outcome: AnalysisOutcome = {
      simulated: step.simulated ?? false,
      figures,
      annotatedPng: withImages ? await tinyPng(64, 48) : null,
      maskPng: withImages ? (step.mask ?? (await tinyPng(64, 48, { r: 255, g: 255, b: 255 }))) : null,
      probabilityPng: withImages && !input.maskPng ? await tinyPng(64, 48, { r: 230, g: 230, b: 230 }) : null,
    };
    return outcome;
  };
  return {
    analyzer,
    script,
    calls,
    /** stage by stage: each stage waits for advance() (the test advances once it has seen it) */
    stepStages(on = true) {
      stepping = on;
    },
    advance() {
      const r = stepResolve;
      stepResolve = null;
      r?.();
    },
    hold() {
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release?.();
      };
    },
  };
}

/**
 * A test file's app with the fake analyzer (stages 1 ms apart) and a small JPEG to upload: set up
 * before the file's tests and closed after them. Read `app()` / `photo()` inside the tests.
 */
export function useFakeAnalysisApp() {
  const fake = createFakeAnalyzer(1);
  let app: TestApp | null = null;
  let photo: Buffer | null = null;
  beforeAll(async () => {
    app = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
    photo = await photoJpeg();
  });
  afterAll(() => app?.close());
  return { fake, app: () => app!, photo: () => photo! };
}
