import type { Env } from './env.ts';
import type { Db } from './db/database.ts';
import type { Auth } from './auth.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { createAnalysisPool } from '@woundcare/wound-vision/pool';
import type { ActiveTeam } from './lib/active-team.ts';
import type { Workspace } from './services/jobs/start-workspace.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** signs in with a second factor (better-auth's two-factor plugin) */
  twoFactorEnabled?: boolean;
  /** the analysis service calling with ANALYSIS_TOKEN (a split deployment), not a person */
  service?: true;
}

/** Everything a route may use; built once at start (or per test on a fresh database). */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  origin: string;
  log: (line: string) => void;
  /** Called once on SIGTERM/SIGINT before the database closes (jobs finish or re-queue). */
  onShutdown?: () => Promise<void>;
  /** The wound engine: worker threads running the analysis off the main thread. */
  engine?: ReturnType<typeof createAnalysisPool>;
  /** The clinician workspace: file store, analysis path and job queue (started in bootstrap). */
  workspace: Workspace;
  /** The time now, where a rule depends on it (a patient link's expiry); tests set it. Unset: the system clock. */
  clock?: () => Date;
}

/** What the workspace is started from (everything but the workspace itself). */
export type CoreDeps = Omit<AppDeps, 'workspace' | 'onShutdown'>;

export type AppEnv = {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** the signed-in user's active care team, membership checked on this request */
    team: ActiveTeam | null;
    ip: string;
  };
};
