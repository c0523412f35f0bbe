import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PgliteOnWorker } from './remote.ts';

/**
 * Kysely over the embedded database's worker thread.
 *
 * PGlite is one PostgreSQL backend: statements run one after another in the order they reach the
 * worker. Queries outside a transaction are sent at once (the worker queues them), so the database
 * thread works through them back to back instead of waiting for the server's thread between each
 * one. A transaction owns the backend from BEGIN to COMMIT/ROLLBACK: while it is open, every other
 * query waits on this side, so nothing slips into it.
 */
export class PgliteWorkerDialect implements Dialect {
  constructor(private readonly client: PgliteOnWorker) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteWorkerDriver(this.client);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PgliteWorkerDriver implements Driver {
  /** the connection whose transaction is open, if any */
  owner: PgliteWorkerConnection | null = null;
  private waiters: Array<() => void> = [];

  constructor(readonly client: PgliteOnWorker) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteWorkerConnection(this);
  }

  /**
   * Whether another connection's transaction is open; if so, `wait()` resolves when it ends.
   * Callers check and send in the same synchronous step (no await between), so no query can be
   * posted after another connection's BEGIN.
   */
  busyFor(conn: PgliteWorkerConnection): boolean {
    return this.owner !== null && this.owner !== conn;
  }
  wait(): Promise<void> {
    return new Promise<void>((r) => this.waiters.push(r));
  }

  private endTransaction(conn: PgliteWorkerConnection) {
    if (this.owner !== conn) return;
    this.owner = null;
    const ws = this.waiters;
    this.waiters = [];
    for (const w of ws) w();
  }

  async beginTransaction(conn: PgliteWorkerConnection, settings: TransactionSettings): Promise<void> {
    while (this.busyFor(conn)) await this.wait();
    this.owner = conn;
    try {
      await conn.executeQuery(
        CompiledQuery.raw(
          settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin',
        ),
      );
    } catch (err) {
      this.endTransaction(conn);
      throw err;
    }
  }

  async commitTransaction(conn: PgliteWorkerConnection): Promise<void> {
    try {
      await conn.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      this.endTransaction(conn);
    }
  }

  async rollbackTransaction(conn: PgliteWorkerConnection): Promise<void> {
    try {
      await conn.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.endTransaction(conn);
    }
  }

  async releaseConnection(conn: PgliteWorkerConnection): Promise<void> {
    // a transaction left open by a caller that threw before commit/rollback: roll it back so the
    // backend is not stuck inside it
    if (this.owner === conn) await this.rollbackTransaction(conn).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

class PgliteWorkerConnection implements DatabaseConnection {
  constructor(private readonly driver: PgliteWorkerDriver) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    while (this.driver.busyFor(this)) await this.driver.wait();
    // posted to the worker synchronously after the check above
    const r = await this.driver.client.query<R>(q.sql, [...q.parameters]);
    return r.affectedRows != null ? { rows: r.rows, numAffectedRows: BigInt(r.affectedRows) } : { rows: r.rows };
  }

  async *streamQuery<R>(q: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(q);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}
