import { existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { BackupError } from './manifest.ts';

/**
 * The server's local control socket, DATA_DIR/control.sock: how `npm run backup` gets a
 * consistent copy of the embedded database while the server runs (PGlite is one process's
 * database; no other process may open its files). It is a Unix socket inside DATA_DIR (0700,
 * created under umask 077), so only the account that owns DATA_DIR — who can read the database
 * files anyway — can connect; nothing listens on the network.
 *
 * Protocol: the client sends one line, `snapshot`; the server answers one JSON line
 * `{ "ok": true, "bytes": N }` followed by N bytes (the data directory as a gzipped tar), or
 * `{ "ok": false, "message": "…" }`.
 */
export const CONTROL_SOCKET = 'control.sock';
/** sun_path holds 108 bytes on Linux (104 on macOS), with its terminating NUL */
const MAX_SOCKET_PATH = 103;

export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, CONTROL_SOCKET);
}

/** The path to listen on or connect to: absolute, or relative to the working directory when that is short enough. */
function usablePath(file: string): string | null {
  if (Buffer.byteLength(file) <= MAX_SOCKET_PATH) return file;
  const rel = path.relative(process.cwd(), file);
  return Buffer.byteLength(rel) <= MAX_SOCKET_PATH ? rel : null;
}

export interface ControlSocket {
  close(): Promise<void>;
}

/** Whether a process answers on the socket file (a file left by a crashed server does not). */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection(file);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export async function startControlSocket(opts: {
  dataDir: string;
  dump: () => Promise<Uint8Array>;
  log: (line: string) => void;
}): Promise<ControlSocket | null> {
  const file = controlSocketPath(opts.dataDir);
  const where = usablePath(file);
  if (!where) {
    opts.log(
      `[backup] ${file} is too long a socket path: npm run backup cannot reach this server (give DATA_DIR a shorter path)`,
    );
    return null;
  }
  if (existsSync(file)) {
    if (await answers(where)) {
      opts.log(`[backup] another process answers on ${file}; npm run backup will talk to it`);
      return null;
    }
    unlinkSync(file);
  }
  const server: Server = createServer((socket: Socket) => {
    let line = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      line += chunk;
      if (line.length > 64) return socket.destroy();
      if (!line.includes('\n')) return;
      socket.off('data', onData);
      const op = line.split('\n')[0]!.trim();
      if (op !== 'snapshot') {
        socket.end(`${JSON.stringify({ ok: false, message: `unknown request: ${op.slice(0, 32)}` })}\n`);
        return;
      }
      opts.dump().then(
        (tar) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: tar.length })}\n`);
          socket.end(tar);
        },
        (err: unknown) =>
          socket.end(`${JSON.stringify({ ok: false, message: err instanceof Error ? err.message : String(err) })}\n`),
      );
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // listen() removes the file on close; be sure
        if (existsSync(file)) unlinkSync(file);
      }),
  };
}

/**
 * Ask the running server on DATA_DIR for a snapshot of its embedded database. null when no server
 * answers there (then the database may be opened directly).
 */
export async function requestSnapshot(dataDir: string): Promise<Uint8Array | null> {
  const file = controlSocketPath(dataDir);
  const where = usablePath(file);
  // the server cannot listen there either, so whether it runs cannot be told: never open its database beside it
  if (!where)
    throw new BackupError(
      'BACKUP_NO_DATABASE',
      `${file} is too long a path for the control socket (over ${MAX_SOCKET_PATH} bytes): give DATA_DIR a shorter path (a symlink will do) for the server and the backup.`,
    );
  if (!existsSync(file)) return null;
  return new Promise((resolve, reject) => {
    const s = createConnection(where);
    const chunks: Buffer[] = [];
    let connected = false;
    s.once('connect', () => {
      connected = true;
      s.write('snapshot\n');
    });
    s.on('data', (d: Buffer) => chunks.push(d));
    s.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(err);
    });
    s.once('end', () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(0x0a);
      if (nl < 0) return reject(new Error('the server closed the control socket without an answer'));
      const head = JSON.parse(all.subarray(0, nl).toString('utf8')) as {
        ok: boolean;
        bytes?: number;
        message?: string;
      };
      if (!head.ok) return reject(new Error(`the server could not snapshot its database: ${head.message}`));
      const body = all.subarray(nl + 1);
      if (body.length !== head.bytes)
        return reject(new Error(`the snapshot was cut short (${body.length} of ${head.bytes} bytes)`));
      resolve(new Uint8Array(body));
    });
  });
}
