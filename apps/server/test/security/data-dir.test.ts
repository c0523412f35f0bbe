/**
 * DATA_DIR (database, WAL, auth secret, photos, outbox) is owner-only — made
 * so at start, kept so by umask 077, and the server refuses to start when the secret or the
 * database stays readable by others.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/env.ts';
import { secureDataDir } from '../../src/security/storage/secure-data-dir.ts';
import { freePort, startRealServer, type RealServer } from './support/real-server.ts';

const dirs: string[] = [];
function openTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'woundly-perm-'));
  dirs.push(root);
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'pglite', 'base'), { recursive: true, mode: 0o755 });
  mkdirSync(path.join(root, 'uploads', 'u1'), { recursive: true, mode: 0o755 });
  writeFileSync(path.join(root, 'auth-secret'), 'x'.repeat(64), { mode: 0o644 });
  writeFileSync(path.join(root, 'pglite', 'base', '1234'), 'wal', { mode: 0o644 });
  writeFileSync(path.join(root, 'uploads', 'u1', 'photo'), 'jpg', { mode: 0o664 });
  for (const d of [
    path.join(root, 'pglite'),
    path.join(root, 'pglite', 'base'),
    path.join(root, 'uploads'),
    path.join(root, 'uploads', 'u1'),
  ])
    chmodSync(d, 0o755);
  return root;
}
function modes(root: string): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (p: string) => {
    out.set(path.relative(root, p) || '.', statSync(p).mode & 0o777);
    if (statSync(p).isDirectory()) for (const n of readdirSync(p)) walk(path.join(p, n));
  };
  walk(root);
  return out;
}
let server: RealServer | null = null;
afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR permissions', () => {
  it('tightens an existing tree to 0700 folders and 0600 files, and says so', () => {
    const root = openTree();
    const lines: string[] = [];
    secureDataDir(root, (l) => lines.push(l));
    for (const [rel, mode] of modes(root)) expect(mode & 0o077, `${rel} ${mode.toString(8)}`).toBe(0);
    expect(statSync(path.join(root, 'pglite')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toMatch(/8 file\(s\) and folder\(s\) were readable by other users; tightened/);
  });

  it('creates a missing DATA_DIR 0700', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'woundly-perm-'));
    dirs.push(parent);
    secureDataDir(path.join(parent, 'data'), () => {});
    expect(statSync(path.join(parent, 'data')).mode & 0o777).toBe(0o700);
  });

  it('refuses to start when the secret or the database stays readable by others', () => {
    const root = openTree();
    const fs = {
      chmod: () => {
        throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
      },
    };
    expect(() => secureDataDir(root, () => {}, fs)).toThrow(ConfigError);
    expect(() => secureDataDir(root, () => {}, fs)).toThrow(/auth-secret \(EPERM\).*chmod -R go-rwx/);
  });

  it('the real server leaves nothing in DATA_DIR readable by others, files it creates later included', async () => {
    const root = openTree();
    const port = await freePort();
    server = await startRealServer({ dataDir: root, port, env: { ANALYSIS_WORKERS: '1', LOG_LEVEL: 'info' } });
    // a password reset writes to the WAL and to the dev outbox after start
    const email = `perm-${Date.now()}@example.com`;
    const post = (p: string, body: unknown) =>
      fetch(server!.base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.base },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/auth/sign-up/email', { email, password: 'wound-care-42', first_name: 'A', last_name: 'B' }))
        .status,
    ).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    // the sign-up's address confirmation and the reset link
    expect(readdirSync(path.join(root, 'outbox'))).toHaveLength(2);
    const open = [...modes(root)].filter(([, m]) => m & 0o077).map(([rel, m]) => `${rel} ${m.toString(8)}`);
    expect(open).toEqual([]);
    expect(server.output()).toMatch(/tightened to owner-only/);
    expect(server.output()).not.toMatch(/token=/);
  }, 180_000);
});
