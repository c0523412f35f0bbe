import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';
import type { AppDeps, CoreDeps } from './context.ts';
import { secureDataDir } from './security/storage/secure-data-dir.ts';
import { escapeLogLine } from './lib/log-line.ts';
import { openDatabase, type DbHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAuth, migrateAuth, type AuthDeps } from './auth.ts';
import { createMailer, outboxDirOf, type Mailer } from './services/mail/mailer.ts';
import { createAnalysisPool } from '@woundcare/wound-vision/pool';
import { upgradeAssessments } from './services/assessments/rederive.ts';
import { startWorkspace, type WorkspaceOptions } from './services/jobs/start-workspace.ts';
import { allowedOrigins } from './origins.ts';

/** A secret from AUTH_SECRET, else one generated once and kept in DATA_DIR. */
function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATA_DIR === 'memory://') return randomBytes(32).toString('hex');
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface Started {
  deps: AppDeps;
  handle: DbHandle;
}

export async function bootstrap(
  env: Env,
  opts: { log?: (line: string) => void; mailer?: Mailer; workspace?: WorkspaceOptions } = {},
): Promise<Started> {
  const sink = opts.log ?? ((line: string) => console.log(line));
  // every line the server logs is escaped: paths, user text and error messages cannot forge lines
  const log = (line: string) => sink(escapeLogLine(line));
  if (env.DATA_DIR !== 'memory://') secureDataDir(env.DATA_DIR, log);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db: handle.db,
      log,
      outboxDir: env.DATA_DIR === 'memory://' ? null : outboxDirOf(env.DATA_DIR),
    });
  const authDeps: AuthDeps = {
    db: handle.db,
    secret: resolveSecret(env),
    baseURL: origin,
    mailer,
    trustedOrigins: allowedOrigins(env),
    mailInBackground: !!env.SMTP_URL,
    log,
  };
  await migrateToLatest(handle.db, (conn) => migrateAuth({ ...authDeps, db: conn }));
  // assessments stored by an older rules version are re-derived once, before anything reads them
  await upgradeAssessments(handle.db, log);
  const auth = createAuth(authDeps);
  // worker threads for the wound engine; they start on the first analysis and idle ones do not hold the process
  const engine = createAnalysisPool({ size: Math.max(1, env.ANALYSIS_WORKERS) });
  const core: CoreDeps = { env, db: handle.db, dbKind: handle.kind, auth, mailer, origin, log, engine };
  // assessments: file store + job queue; interrupted jobs are re-queued here
  const workspace = await startWorkspace(core, opts.workspace);
  const deps: AppDeps = { ...core, workspace };
  deps.onShutdown = async () => {
    await workspace.stop();
    await engine.close();
  };
  return { deps, handle };
}
