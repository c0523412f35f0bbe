import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pg_dump / pg_restore on a DATABASE_URL: the password goes in PGPASSWORD, not on the command
 * line (where `ps` shows it to every user of the machine).
 */
export function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { url: u.toString(), env };
}

/** The major version of a PostgreSQL client tool on PATH, or null when it is not installed. */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export async function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<{ ok: true } | { ok: false; stderr: string }> {
  const { url, env } = pgConnection(databaseUrl);
  try {
    await run(tool, [...args, '--dbname', url], { env, maxBuffer: 16 * 1024 * 1024 });
    return { ok: true };
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    return { ok: false, stderr: (e.stderr || e.message).trim() };
  }
}
