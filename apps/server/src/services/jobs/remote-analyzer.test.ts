import type { ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { checkRemoteHealth, remoteAnalyzer, type RemoteOptions } from './remote-analyzer.ts';
import { SIMULATED_PREFIX } from './simulated-analysis.ts';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, waitForAssessment } from '../../../test/support/assessment-client.ts';

/** A tiny analysis server on 127.0.0.1 speaking the spec's analysis-server paths; behaviour set per test. */
interface FakeRemote {
  url: string;
  hits: string[];
  bodies: string[];
  mode: 'ok' | 'segment-fails' | 'plan-fails' | 'slow-health' | 'unhealthy';
  server: Server;
}
let remote: FakeRemote;
let annotated: Buffer;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

beforeAll(async () => {
  annotated = await sharp({ create: { width: 10, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const state = { hits: [] as string[], bodies: [] as string[], mode: 'ok' as FakeRemote['mode'] };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    state.hits.push(`${req.method} ${req.url}`);
    state.bodies.push(body);
    const json = (status: number, v: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    if (req.url === '/health') {
      if (state.mode === 'slow-health') return void setTimeout(() => json(200, { status: 'healthy' }), 400);
      return json(200, { status: state.mode === 'unhealthy' ? 'degraded' : 'healthy', model_version: 'remote-seg@1' });
    }
    if (req.url === '/segment_wound') {
      if (state.mode === 'segment-fails') return json(500, { detail: 'boom' });
      return json(200, {
        area_cm2: 6.25,
        annotated_image_base64: annotated.toString('base64'),
        calibrated: true,
        length_cm: 3.2,
        width_cm: 2.5,
      });
    }
    if (req.url === '/diagnose_infection') return json(200, { diagnosis: 'infected' });
    if (req.url === '/describe_wound') return json(200, { description: 'Remote description.' });
    if (req.url?.startsWith('/treatment_plan/')) {
      if (state.mode === 'plan-fails') return json(503, {});
      return json(200, {
        name: 'Remote plan',
        description: 'd',
        severity: 'high',
        materials: ['Antibiotic ointment', 'Gauze'],
        steps: { '1': 'a', '2': 'b', '3': 'c', '4': 'd', '5': 'e' },
        precautions: [],
        when_to_seek_help: [],
        duration: '10 days',
        is_self_treatable: false,
      });
    }
    if (req.url === '/doctor_contact/California')
      return json(200, [
        {
          name: 'Dr. Remote',
          specialization: 'Wound Care Specialist',
          phone: '555-0100',
          email: 'r@example.org',
          address: 'CA',
        },
      ]);
    json(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  remote = Object.assign(state, { url: `http://127.0.0.1:${port}`, server }) as FakeRemote;
});
afterAll(() => new Promise<void>((r) => remote.server.close(() => r())));

function options(baseUrl: string, log: string[] = []): RemoteOptions {
  let i = 0;
  const seq = [0.5, 0.2];
  return {
    baseUrl,
    postTimeoutMs: 2000,
    getTimeoutMs: 300,
    simulation: { waitsMs: [20, 15, 10], random: () => seq[i++ % seq.length]! },
    sampleConsultant: async () => ({ name: 'Sample', state: 'California' }),
    log: (l) => log.push(l),
  };
}

const input = async () => ({
  photo: await photoJpeg(),
  format: 'jpeg',
  confThresh: null,
  previousAreaCm2: null,
  clinicianSigns: {},
  maxBytes: 1e7,
  onStage: () => undefined,
});

describe('remote analysis server (ANALYSIS_URL)', () => {
  it('runs spec calls 2–6 in order and keeps the remote figures', async () => {
    remote.mode = 'ok';
    remote.hits.length = 0;
    remote.bodies.length = 0;
    const out = await remoteAnalyzer(options(remote.url))(await input());
    expect(remote.hits).toEqual([
      'POST /segment_wound',
      'POST /diagnose_infection',
      'POST /describe_wound',
      'GET /treatment_plan/infected',
      'GET /doctor_contact/California',
    ]);
    expect(remote.bodies[0]).toContain('name="conf_thresh"\r\n\r\n0.1');
    expect(remote.bodies[0]).toContain('name="file"; filename="wound_image.jpg"');
    expect(out.simulated).toBe(false);
    expect(out.figures).toMatchObject({
      area_cm2: 6.25,
      calibrated: true,
      diagnosis: 'infected',
      description: 'Remote description.',
      length_cm: 3.2,
    });
    expect(out.annotatedPng!.equals(annotated)).toBe(true);
    expect(out.plan!.name).toBe('Remote plan');
    expect(out.planSource).toBe('remote');
    expect(out.suggestedConsultant).toMatchObject({ name: 'Dr. Remote' });
  });

  it('falls back to the simulated analysis (labelled) when a call fails', async () => {
    remote.mode = 'segment-fails';
    const stages: string[] = [];
    const log: string[] = [];
    const started = performance.now();
    const out = await remoteAnalyzer(options(remote.url, log))({ ...(await input()), onStage: (s) => stages.push(s) });
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    expect(out.simulated).toBe(true);
    expect(out.figures.area_cm2).toBe(7); // 2 + 0.5 × 10
    expect(out.figures.diagnosis).toBe('infected'); // second random 0.2 < 0.5 → infected
    expect(out.planSource).toBe('remote'); // the plan call itself still worked
    expect(out.figures.description.startsWith(SIMULATED_PREFIX)).toBe(true);
    expect(out.figures.description).toContain('Segment endpoint failed: 500');
    expect(out.annotatedPng).toBeNull();
    expect(stages).toEqual(['outlining', 'outlining', 'measuring', 'assessing']);
    expect(log.join('\n')).toContain('using the simulated analysis');
  });

  it('keeps real figures but uses the built-in plan when only the plan call fails', async () => {
    remote.mode = 'plan-fails';
    const out = await remoteAnalyzer(options(remote.url))(await input());
    expect(out.simulated).toBe(false);
    expect(out.planSource).toBe('built-in');
    expect(out.plan!.duration).toBe('7-14 days');
  });

  it('uses the built-in plan and the sample consultant when the server is unreachable', async () => {
    const out = await remoteAnalyzer(options('http://127.0.0.1:9'))(await input());
    expect(out.simulated).toBe(true);
    expect(out.planSource).toBe('built-in');
    expect(['7-14 days', '3-7 days']).toContain(out.plan!.duration);
    expect(out.suggestedConsultant).toEqual({ name: 'Sample', state: 'California' });
    expect(out.figures.area_cm2).toBeGreaterThanOrEqual(2);
    expect(out.figures.area_cm2).toBeLessThanOrEqual(12);
  });

  it('health: healthy only when ok and status is healthy; a time-out is unhealthy', async () => {
    remote.mode = 'ok';
    expect(await checkRemoteHealth(remote.url, 300)).toEqual({ healthy: true, model: 'remote-seg@1' });
    remote.mode = 'unhealthy';
    expect((await checkRemoteHealth(remote.url, 300)).healthy).toBe(false);
    remote.mode = 'slow-health';
    expect((await checkRemoteHealth(remote.url, 100)).healthy).toBe(false);
    expect((await checkRemoteHealth('http://127.0.0.1:9', 300)).healthy).toBe(false);
  });
});

describe('a server with ANALYSIS_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { ANALYSIS_URL: 'http://127.0.0.1:9' },
      {
        workspace: {
          simulation: { waitsMs: [10, 10, 10], random: () => 0.9 },
          remoteTimeoutsMs: { get: 200, post: 500 },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('marks a simulated assessment plainly and reports the remote engine offline', async () => {
    const c = t.client();
    await c.signUp();
    await upload(c, 'Remote Patient', await photoJpeg());
    const { assessment } = await waitForAssessment(c, 'analysis-1');
    expect(assessment).toMatchObject({ status: 'completed', simulated: true });
    expect(assessment.analysisResult!.description.startsWith(SIMULATED_PREFIX)).toBe(true);
    expect(assessment.analysisResult!.area_cm2).toBe(11); // 2 + 0.9 × 10
    expect(assessment.analysisResult!.warnings.map((w) => w.code)).toContain('SIMULATED');
    const status = (await (await c.request('/api/status')).json()) as ServerStatusJson;
    expect(status).toMatchObject({
      analysis: 'degraded',
      engine: { kind: 'remote', model: 'unknown', modelVersion: null },
      database: { status: 'up' },
    });
    expect(status.engine.detail).toMatch(/simulated/);
  });
});
