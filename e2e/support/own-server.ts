import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on the loopback address. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * A production server of the spec's own, beside the suite's (its own data directory and
 * settings: an engine that loses its model, reminders at a chosen hour …). Resolves once it
 * answers /health; the first start migrates a fresh database, up to ~5 minutes on a loaded machine.
 */
export async function startOwnServer(o: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  name: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATA_DIR: o.dataDir,
      PUBLIC_ORIGIN: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...o.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const health = `http://127.0.0.1:${o.port}/health`;
  for (let i = 0; i < 560; i++) {
    if (
      await fetch(health).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${o.name} server did not become healthy`);
}
