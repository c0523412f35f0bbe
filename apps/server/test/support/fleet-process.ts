/**
 * One process of the fleet test (test/fleet.test.ts): `server` (the API on PORT, as `npm start`
 * without the site) or `worker` (as `npm run worker`), on DATABASE_URL and the shared storage,
 * with the fake analyzer (FLEET_STAGE_MS per stage) and short job timings, so a killed worker's
 * analysis is taken over in seconds. Each analysis appends `<pid> start <sha256 of the photo>`
 * when it starts and `<pid> done <sha256>` when it has finished, to FLEET_ANALYSES_LOG.
 */
import { appendFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { serve } from '@hono/node-server';
import { bootstrap } from '../../src/bootstrap.ts';
import { createApp } from '../../src/app.ts';
import { runEntry } from '../../src/run-entry.ts';
import type { Analyzer } from '../../src/services/assessments/analyzer-types.ts';
import { createFakeAnalyzer } from './fake-analyzer.ts';

const role = process.argv[2] === 'worker' ? 'worker' : 'server';
const fake = createFakeAnalyzer(Number(process.env.FLEET_STAGE_MS ?? 100));
const log = process.env.FLEET_ANALYSES_LOG;
const analyzer: Analyzer = async (input) => {
  const photo = createHash('sha256').update(input.photo).digest('hex');
  if (log) appendFileSync(log, `${process.pid} start ${photo}\n`);
  const out = await fake.analyzer(input);
  if (log) appendFileSync(log, `${process.pid} done ${photo}\n`);
  return out;
};
const timings = { heartbeatMs: 500, staleMs: 3_000, sweepMs: 1_000, shutdownTimeoutMs: 2_000 };

await runEntry({
  async start(env) {
    const { deps, handle } = await bootstrap(env, { workspace: { role, analyzer, timings } });
    if (role === 'worker') {
      console.log(`fleet worker ${process.pid} ready`);
      return { handle, stop: async () => deps.onShutdown?.(), stopping: 'stopping.' };
    }
    const app = createApp(deps);
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) =>
      console.log(`fleet server ${process.pid} ready on ${info.port}`),
    );
    return { handle, server, stop: async () => deps.onShutdown?.(), stopping: 'stopping.' };
  },
});
