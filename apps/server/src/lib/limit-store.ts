import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One fixed window's state: hits so far and when the window ends (ms since the epoch). */
export interface WindowState {
  count: number;
  resetAt: number;
}

/**
 * Where the counters of rate limits, back-offs and decode budgets live. Every operation is one
 * atomic step, so servers sharing a store count together. `name` is the limit (`auth.ip`,
 * `upload.decode` …), `key` who is counted (an address, an account …); `now` is ms since the epoch.
 */
export interface LimitStore {
  /** count one hit in the key's fixed window (a new window of `windowMs` once the old one ended) */
  windowHit(name: string, key: string, windowMs: number, now: number): Promise<WindowState>;
  /**
   * claim the key for `ttlMs` (a used one-time code): true for the one caller that claims it while
   * no claim is live, false for every other — decided in one atomic step
   */
  claim(name: string, key: string, ttlMs: number, now: number): Promise<boolean>;
  /** the key's live window, if any (counts nothing) */
  windowPeek(name: string, key: string, now: number): Promise<WindowState | null>;
  /** count one failure (the count starts again after `staleMs` without one); returns failures so far */
  failureHit(name: string, key: string, staleMs: number, now: number): Promise<number>;
  /** hold the key closed until `until` (never shortens a hold already there) */
  holdUntil(name: string, key: string, until: number): Promise<void>;
  /** when the key's hold ends (0: none) */
  heldUntil(name: string, key: string): Promise<number>;
  /**
   * take `amount` from a bucket of `capacity` refilled at `perMs` a ms (full when new): granted
   * when it holds `amount`, or is full (a full bucket lets one take through, however large)
   */
  bucketTake(
    name: string,
    key: string,
    capacity: number,
    perMs: number,
    amount: number,
    now: number,
  ): Promise<{ granted: boolean; level: number }>;
  remove(name: string, key: string): Promise<void>;
}

interface Row {
  count: number;
  level: number;
  until: number;
  touched: number;
  expires: number;
}

/** Counters in this process's memory: one server (the embedded PGlite deployment, tests). */
export class MemoryLimitStore implements LimitStore {
  private rows = new Map<string, Row>();

  constructor(private readonly maxRows = 50_000) {}

  private put(id: string, row: Row, now: number) {
    this.rows.set(id, row);
    if (this.rows.size > this.maxRows) for (const [k, v] of this.rows) if (v.expires <= now) this.rows.delete(k);
  }

  async windowHit(name: string, key: string, windowMs: number, now: number): Promise<WindowState> {
    const id = `${name}\0${key}`;
    let r = this.rows.get(id);
    if (!r || r.until <= now) {
      r = { count: 0, level: 0, until: now + windowMs, touched: now, expires: now + windowMs };
      this.put(id, r, now);
    }
    r.count += 1;
    r.touched = now;
    return { count: r.count, resetAt: r.until };
  }

  async claim(name: string, key: string, ttlMs: number, now: number): Promise<boolean> {
    // check and set run without an await between them: atomic in this process
    const id = `${name}\0${key}`;
    const r = this.rows.get(id);
    if (r && r.until > now) return false;
    this.put(id, { count: 1, level: 0, until: now + ttlMs, touched: now, expires: now + ttlMs }, now);
    return true;
  }

  async windowPeek(name: string, key: string, now: number): Promise<WindowState | null> {
    const r = this.rows.get(`${name}\0${key}`);
    return r && r.until > now ? { count: r.count, resetAt: r.until } : null;
  }

  async failureHit(name: string, key: string, staleMs: number, now: number): Promise<number> {
    const id = `${name}\0${key}`;
    let r = this.rows.get(id);
    if (!r || now - r.touched > staleMs) r = { count: 0, level: 0, until: 0, touched: now, expires: 0 };
    r.count += 1;
    r.touched = now;
    r.expires = now + staleMs;
    this.put(id, r, now);
    return r.count;
  }

  async holdUntil(name: string, key: string, until: number): Promise<void> {
    const r = this.rows.get(`${name}\0${key}`);
    if (r) r.until = Math.max(r.until, until);
  }

  async heldUntil(name: string, key: string): Promise<number> {
    return this.rows.get(`${name}\0${key}`)?.until ?? 0;
  }

  async bucketTake(name: string, key: string, capacity: number, perMs: number, amount: number, now: number) {
    const id = `${name}\0${key}`;
    const r = this.rows.get(id);
    const refilled = r ? Math.min(capacity, r.level + (now - r.until) * perMs) : capacity;
    const granted = !(refilled < amount && refilled < capacity);
    const level = granted ? refilled - amount : refilled;
    // a bucket refilled to full needs no row: it expires when it would be full again
    this.put(id, { count: 0, level, until: now, touched: now, expires: now + (capacity - level) / perMs }, now);
    return { granted, level };
  }

  async remove(name: string, key: string): Promise<void> {
    this.rows.delete(`${name}\0${key}`);
  }
}

/** How often (ms) a server sweeps expired rows from the shared table, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the database's `limit_counter` table, one row per (limit, key), each operation one
 * INSERT … ON CONFLICT DO UPDATE (atomic under concurrency): every server on the same PostgreSQL
 * counts together. Expired rows are swept at most once a minute per server, after a write.
 */
export class SqlLimitStore implements LimitStore {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    // best effort: a failed sweep leaves rows for the next one; counting never depends on it
    void this.db
      .deleteFrom('limit_counter')
      .where('expires_at', '<', now)
      .execute()
      .catch(() => undefined);
  }

  async windowHit(name: string, key: string, windowMs: number, now: number): Promise<WindowState> {
    const end = now + windowMs;
    const { rows } = await sql<{ count: number; reset_at: string | number }>`
      insert into limit_counter (name, key, count, reset_at, touched_at, expires_at)
      values (${name}, ${key}, 1, ${end}, ${now}, ${end})
      on conflict (name, key) do update set
        count = case when limit_counter.reset_at <= ${now} then 1 else limit_counter.count + 1 end,
        reset_at = case when limit_counter.reset_at <= ${now} then ${end} else limit_counter.reset_at end,
        expires_at = case when limit_counter.reset_at <= ${now} then ${end} else limit_counter.reset_at end,
        touched_at = ${now}
      returning count, reset_at`.execute(this.db);
    this.sweep(now);
    return { count: Number(rows[0]!.count), resetAt: Number(rows[0]!.reset_at) };
  }

  async claim(name: string, key: string, ttlMs: number, now: number): Promise<boolean> {
    const end = now + ttlMs;
    // a live claim is left alone (no row returned); a new or lapsed one is taken by exactly one caller
    const { rows } = await sql<{ count: number }>`
      insert into limit_counter (name, key, count, reset_at, touched_at, expires_at)
      values (${name}, ${key}, 1, ${end}, ${now}, ${end})
      on conflict (name, key) do update set count = 1, reset_at = ${end}, touched_at = ${now}, expires_at = ${end}
        where limit_counter.reset_at <= ${now}
      returning count`.execute(this.db);
    this.sweep(now);
    return rows.length === 1;
  }

  async windowPeek(name: string, key: string, now: number): Promise<WindowState | null> {
    const row = await this.db
      .selectFrom('limit_counter')
      .select(['count', 'reset_at'])
      .where('name', '=', name)
      .where('key', '=', key)
      .where('reset_at', '>', now)
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null;
  }

  async failureHit(name: string, key: string, staleMs: number, now: number): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      insert into limit_counter (name, key, count, reset_at, touched_at, expires_at)
      values (${name}, ${key}, 1, 0, ${now}, ${now + staleMs})
      on conflict (name, key) do update set
        count = case when ${now}::bigint - limit_counter.touched_at > ${staleMs}::bigint then 1 else limit_counter.count + 1 end,
        reset_at = case when ${now}::bigint - limit_counter.touched_at > ${staleMs}::bigint then 0 else limit_counter.reset_at end,
        touched_at = ${now},
        expires_at = ${now + staleMs}
      returning count`.execute(this.db);
    this.sweep(now);
    return Number(rows[0]!.count);
  }

  async holdUntil(name: string, key: string, until: number): Promise<void> {
    await sql`
      update limit_counter set reset_at = greatest(reset_at, ${until}::bigint)
      where name = ${name} and key = ${key}`.execute(this.db);
  }

  async heldUntil(name: string, key: string): Promise<number> {
    const row = await this.db
      .selectFrom('limit_counter')
      .select('reset_at')
      .where('name', '=', name)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? Number(row.reset_at) : 0;
  }

  async bucketTake(name: string, key: string, capacity: number, perMs: number, amount: number, now: number) {
    // the level refilled since the last take (reset_at), at most the capacity
    const refilled = sql`least(${capacity}::float8, limit_counter.level + (${now}::bigint - limit_counter.reset_at) * ${perMs}::float8)`;
    const refused = sql`(${refilled} < ${amount}::float8 and ${refilled} < ${capacity}::float8)`;
    // the row may go once the bucket would be full again: at most (capacity + amount) / perMs on
    const expires = now + Math.ceil((capacity + amount) / perMs);
    const { rows } = await sql<{ level: number; granted: boolean }>`
      insert into limit_counter (name, key, level, granted, reset_at, touched_at, expires_at)
      values (${name}, ${key}, ${capacity - amount}::float8, true, ${now}, ${now}, ${expires})
      on conflict (name, key) do update set
        level = case when ${refused} then ${refilled} else ${refilled} - ${amount}::float8 end,
        granted = not ${refused},
        reset_at = ${now},
        touched_at = ${now},
        expires_at = ${expires}
      returning level, granted`.execute(this.db);
    this.sweep(now);
    return { granted: rows[0]!.granted, level: Number(rows[0]!.level) };
  }

  async remove(name: string, key: string): Promise<void> {
    await this.db.deleteFrom('limit_counter').where('name', '=', name).where('key', '=', key).execute();
  }
}

/** A limit's name and the store it counts in. */
export interface SharedLimit {
  store: LimitStore;
  name: string;
}

const sqlStores = new WeakMap<Db, SqlLimitStore>();

/**
 * Where the limit `name` of this app counts: on PostgreSQL the shared table, so every server on
 * the database counts together; on the embedded PGlite (one process by construction) this
 * process's memory, which costs nothing per request (docs/decisions/0022-shared-limits.md).
 */
export function sharedLimit(deps: { db: Db; dbKind: 'pglite' | 'postgres' }, name: string): SharedLimit {
  if (deps.dbKind !== 'postgres') return { store: new MemoryLimitStore(), name };
  let store = sqlStores.get(deps.db);
  if (!store) sqlStores.set(deps.db, (store = new SqlLimitStore(deps.db)));
  return { store, name };
}
