/** Messages between the server's thread and the thread that owns the embedded database. */
export type PgliteRequest =
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  | { type: 'close'; id: number }
  /** a consistent copy of the data directory (gzipped tar), taken between two statements */
  | { type: 'dump'; id: number };

/** The fields of a PostgreSQL error that callers look at (code 23505 = unique violation, …). */
export const DB_ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'severity'] as const;

export type WireDbError = { message: string; name?: string } & Partial<
  Record<(typeof DB_ERROR_FIELDS)[number], string>
>;

export type PgliteResponse =
  /** template: the freshly initialised (empty) data directory, when asked for one */
  | { type: 'ready'; template?: Blob }
  | { type: 'open-failed'; error: WireDbError }
  | { type: 'result'; id: number; rows: unknown[]; affectedRows?: number }
  | { type: 'error'; id: number; error: WireDbError }
  | { type: 'closed'; id: number }
  | { type: 'dumped'; id: number; tar: Uint8Array };
