import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EngineStatusJson } from '@woundcare/api-types/workspace-status';
import type { ServerStatusView } from '../api/get-server-status.ts';

/** The words of the header's analysis badge and its status panel (workspace catalog messages). */
export const statusCopy = {
  badge: {
    checking: msg`Checking analysis…`,
    ready: msg`Analysis ready`,
    degraded: msg`Analysis degraded — results simulated`,
    unavailable: msg`Analysis unavailable`,
  } satisfies Record<ServerStatusView['state'], MessageDescriptor>,
  title: msg`Analysis status`,
  engine: msg`Engine`,
  remote: msg`Remote analysis server`,
  local: msg`On this server`,
  model: msg`Model`,
  modelState: {
    loaded: msg`Loaded`,
    on_disk: msg`Installed (loads with the first analysis)`,
    missing: msg`Missing`,
    unknown: msg`Unknown (the remote server does not answer)`,
  } satisfies Record<EngineStatusJson['model'], MessageDescriptor>,
  queue: msg`Queue`,
  queueCounts: msg({
    message: '{waiting} waiting · {running} running · {failed} failed in the last hour',
    comment: 'counts of analysis jobs',
  }),
  database: msg`Database`,
  databaseUp: msg({ message: 'Up ({database})', comment: 'database: PostgreSQL or embedded PGlite' }),
  databaseDown: msg({ message: 'Down ({database})', comment: 'database: PostgreSQL or embedded PGlite' }),
  pglite: msg`embedded PGlite`,
  checked: msg`Checked`,
  databaseDownDetail: msg`The database does not answer: uploads cannot be stored or analysed.`,
  asking: msg`Asking the server…`,
  noAnswer: msg`The server did not answer the status check: uploads cannot be analysed until it does.`,
  checkAgain: msg`Check again`,
} as const;
