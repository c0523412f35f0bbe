/**
 * The remote analysis service: ANALYSIS_URL is called without following redirects, with the service token,
 * over https (plain http only on this machine), and what it answers is validated before it is
 * stored; the project's own analysis server accepts the service token on its engine paths, so a
 * split deployment (npm start → npm run analysis-server) works.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { remoteAnalyzer, type RemoteOptions } from '../../src/services/jobs/remote-analyzer.ts';
import { photoJpeg } from '../support/fake-analyzer.ts';
import { createTestApp, ORIGIN, type TestApp } from '../support/harness.ts';

const TOKEN = 'service-token-0123456789abcdef0123456789';
let server: Server;
let base = '';
const seen: { url: string; auth: string | undefined }[] = [];
let mode: 'ok' | 'redirect' | 'bad-shape' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization });
      const json = (v: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (req.url === '/segment_wound' && mode === 'redirect') {
        res.writeHead(307, { location: `${base}/elsewhere` });
        return void res.end();
      }
      if (req.url === '/segment_wound')
        return json(
          mode === 'bad-shape' ? { area_cm2: 'a lot', calibrated: true } : { area_cm2: 4.5, calibrated: true },
        );
      if (req.url === '/elsewhere') return json({ area_cm2: 99, calibrated: true });
      if (req.url === '/diagnose_infection') return json({ diagnosis: 'not_infected' });
      if (req.url === '/describe_wound') return json({ description: 'Remote.' });
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const options = (): RemoteOptions => ({
  baseUrl: base,
  token: TOKEN,
  postTimeoutMs: 2000,
  getTimeoutMs: 300,
  simulation: { waitsMs: [1, 1, 1], random: () => 0.5 },
  sampleConsultant: async () => null,
  log: () => {},
});
const input = async () => ({
  photo: await photoJpeg(),
  format: 'jpeg',
  confThresh: null,
  previousAreaCm2: null,
  clinicianSigns: {},
  maxBytes: 1e7,
  onStage: () => undefined,
});

describe('ANALYSIS_URL client', () => {
  it('sends the service token on every call', async () => {
    mode = 'ok';
    seen.length = 0;
    const out = await remoteAnalyzer(options())(await input());
    expect(out.simulated).toBe(false);
    expect(out.figures.area_cm2).toBe(4.5);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const s of seen) expect(s.auth, s.url).toBe(`Bearer ${TOKEN}`);
  });

  it('does not follow a redirect (the photo goes nowhere else): the analysis falls back to the simulated one', async () => {
    mode = 'redirect';
    seen.length = 0;
    const out = await remoteAnalyzer(options())(await input());
    expect(seen.map((s) => s.url)).not.toContain('/elsewhere');
    expect(out.simulated).toBe(true);
  });

  it('does not store an answer of the wrong shape', async () => {
    mode = 'bad-shape';
    const out = await remoteAnalyzer(options())(await input());
    expect(out.simulated).toBe(true);
    expect(out.figures.description).toContain('unexpected shape');
  });

  it('needs https except on this machine', () => {
    expect(() => parseEnv({ ANALYSIS_URL: 'http://analysis.example.com:8001' })).toThrow(/ANALYSIS_URL: must be https/);
    for (const ok of [
      'https://analysis.example.com',
      'http://127.0.0.1:8001',
      'http://localhost:8001',
      'http://[::1]:8001',
    ]) {
      expect(parseEnv({ ANALYSIS_URL: ok }).ANALYSIS_URL, ok).toBe(ok);
    }
  });
});

describe('the analysis server accepts the service token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ANALYSIS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(() => t?.close());
  const call = (path: string, auth?: string) =>
    t.app.request(path, { headers: { origin: ORIGIN, ...(auth ? { authorization: auth } : {}) } });

  it('on the engine paths, in place of a session; nowhere else, and never a wrong token', async () => {
    expect((await call('/treatment_plan/infected', `Bearer ${TOKEN}`)).status).toBe(200);
    expect((await call('/treatment_plan/infected')).status).toBe(401);
    expect((await call('/treatment_plan/infected', `Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(401);
    expect((await call('/api/assessments', `Bearer ${TOKEN}`)).status).toBe(401);
    expect((await call('/api/profile', `Bearer ${TOKEN}`)).status).toBe(401);
  });
});
