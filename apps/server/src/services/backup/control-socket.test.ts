import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlSocketPath, requestSnapshot, startControlSocket } from './control-socket.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(path.join(tmpdir(), 'woundly-ctl-')));

describe('the control socket', () => {
  it('hands the dump to npm run backup, whole, and goes away on close', async () => {
    fresh();
    const dump = new Uint8Array(300_000).map((_, i) => i % 251);
    const ctl = await startControlSocket({ dataDir: dir, dump: async () => dump, log: () => {} });
    expect(ctl).not.toBeNull();
    const got = await requestSnapshot(dir);
    expect(got && Buffer.from(got).equals(Buffer.from(dump))).toBe(true);
    await ctl!.close();
    expect(existsSync(controlSocketPath(dir))).toBe(false);
    expect(await requestSnapshot(dir)).toBeNull();
  });

  it('says why when the database cannot dump, and answers nothing but snapshot', async () => {
    fresh();
    const ctl = await startControlSocket({
      dataDir: dir,
      dump: () => Promise.reject(new Error('The embedded database stopped')),
      log: () => {},
    });
    await expect(requestSnapshot(dir)).rejects.toThrow(
      /could not snapshot its database: The embedded database stopped/,
    );
    const answer = await new Promise<string>((resolve) => {
      const s = createConnection(controlSocketPath(dir));
      let text = '';
      s.on('data', (d: Buffer) => (text += d.toString()));
      s.on('end', () => resolve(text));
      s.write('drop table patients\n');
    });
    expect(JSON.parse(answer)).toMatchObject({ ok: false, message: expect.stringContaining('unknown request') });
    await ctl!.close();
  });

  it('replaces a socket file a crashed server left, and leaves a live one alone', async () => {
    fresh();
    // a socket file nobody listens on: what a server killed with SIGKILL leaves
    const file = controlSocketPath(dir);
    const killed = spawn(
      process.execPath,
      ['-e', "require('net').createServer().listen(process.argv[1], () => console.log('up'))", file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((r) => killed.stdout.once('data', r));
    killed.kill('SIGKILL');
    await new Promise((r) => killed.once('exit', r));
    expect(existsSync(file)).toBe(true);
    const ctl = await startControlSocket({ dataDir: dir, dump: async () => new Uint8Array([1, 2, 3]), log: () => {} });
    expect(ctl).not.toBeNull();
    expect(Array.from((await requestSnapshot(dir))!)).toEqual([1, 2, 3]);
    // a second server on the same DATA_DIR does not take the socket from the first
    const lines: string[] = [];
    const second = await startControlSocket({
      dataDir: dir,
      dump: async () => new Uint8Array([9]),
      log: (l) => lines.push(l),
    });
    expect(second).toBeNull();
    expect(lines.join()).toContain('another process answers');
    expect(Array.from((await requestSnapshot(dir))!)).toEqual([1, 2, 3]);
    await ctl!.close();
  });
});
