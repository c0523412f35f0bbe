import { afterEach, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { PgliteWorkerDialect } from './dialect.ts';
import { PgliteOnWorker } from './remote.ts';

interface T {
  items: { id: number; name: string };
}

let client: PgliteOnWorker | null = null;
let db: Kysely<T> | null = null;

async function open() {
  client = await PgliteOnWorker.open(null);
  db = new Kysely<T>({ dialect: new PgliteWorkerDialect(client) });
  await sql`create table items (id int primary key, name text not null)`.execute(db);
  return db;
}

afterEach(async () => {
  await db?.destroy();
  db = null;
  client = null;
});

describe('embedded database on its worker thread', () => {
  it('keeps queries from outside out of an open transaction (they survive its rollback)', async () => {
    const db = await open();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, name: 'in the transaction' }).execute();
        await held;
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    // give the transaction time to open, then write from outside while it is open
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.insertInto('items').values({ id: 2, name: 'outside' }).execute();
    const seen = db.selectFrom('items').select('id').execute();
    release();
    expect(await tx).toBe('roll back');
    await outside;
    // the read waited for the transaction to end: it never saw the uncommitted row 1
    expect((await seen).map((r) => r.id)).toEqual([2]);
    expect(await db.selectFrom('items').select(['id', 'name']).execute()).toEqual([{ id: 2, name: 'outside' }]);
  });

  it('runs many queries at once in order, with the right results each', async () => {
    const db = await open();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db
          .insertInto('items')
          .values({ id: i, name: `n${i}` })
          .execute(),
      ),
    );
    const rows = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db.selectFrom('items').select('name').where('id', '=', i).executeTakeFirstOrThrow(),
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 200 }, (_, i) => `n${i}`));
    const upd = await db.updateTable('items').set({ name: 'x' }).where('id', '<', 10).executeTakeFirst();
    expect(upd.numUpdatedRows).toBe(10n);
  });

  it('passes PostgreSQL errors through with their code', async () => {
    const db = await open();
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    const err = (await db
      .insertInto('items')
      .values({ id: 1, name: 'b' })
      .execute()
      .catch((e: unknown) => e)) as { code?: string; constraint?: string; message: string };
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('items_pkey');
    // and the database carries on
    expect((await db.selectFrom('items').selectAll().execute()).length).toBe(1);
  });

  it('fails queries with DB_UNAVAILABLE instead of hanging when the database thread is gone', async () => {
    const db = await open();
    const deaths: string[] = [];
    client!.onDeath((why) => deaths.push(why));
    await (client as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const err = (await db
      .selectFrom('items')
      .selectAll()
      .execute()
      .catch((e: unknown) => e)) as { code?: string };
    expect(err.code).toBe('DB_UNAVAILABLE');
    // the owner is told once, so the server can stop and be restarted
    expect(deaths).toHaveLength(1);
    expect(deaths[0]).toMatch(/embedded database stopped/);
  });

  it('does not report a crash when it is closed on purpose', async () => {
    const own = await PgliteOnWorker.open(null);
    const deaths: string[] = [];
    own.onDeath((why) => deaths.push(why));
    await own.close();
    await expect(own.query('select 1')).rejects.toMatchObject({ code: 'DB_UNAVAILABLE' });
    expect(deaths).toEqual([]);
  });
});
