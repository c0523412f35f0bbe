/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), for the
 * crash test and the load benchmark: a free loopback port, a given DATA_DIR, stdout/stderr kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RealServer {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>;
}

export async function startRealServer(opts: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  nodeArgs?: string[];
}): Promise<RealServer> {
  const base = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const until = Date.now() + (opts.timeoutMs ?? 180_000);
  let dead = false;
  void exited.then(() => (dead = true));
  for (;;) {
    if (dead) throw new Error(`the server exited during start:\n${out}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, port: opts.port, output: () => out, exited };
}
