import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/harness.ts';
import { MemoryLimitStore, SqlLimitStore, type LimitStore } from './limit-store.ts';
import { BackoffLimiter, RateLimiter } from './rate-limit.ts';
import { createDecodeBudget } from '../security/hardening/upload-admission.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every store keeps the same rules; the table-backed one is checked on this run's database. */
const stores: [string, () => LimitStore][] = [
  ['memory', () => new MemoryLimitStore()],
  ['database table', () => new SqlLimitStore(t.deps.db)],
];

describe.each(stores)('limit store in %s', (kind, make) => {
  // each store kind counts under its own limit names, so the runs do not share rows
  const name = (n: string) => `${kind}:${n}:${Math.random()}`;

  it('a fixed window counts hits per key and starts again when it ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 10_000, () => now, { store: make(), name: name('window') });
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await limiter.hit('ip-a'));
    expect(waits).toEqual([0, 0, 0, 10, 10]);
    expect(await limiter.hit('ip-b')).toBe(0);
    expect(await limiter.peek('ip-a')).toBe(10);
    now += 4_000;
    expect(await limiter.hit('ip-a')).toBe(6);
    now += 6_000;
    expect(await limiter.peek('ip-a')).toBe(0);
    expect(await limiter.hit('ip-a')).toBe(0);
    await limiter.reset('ip-b');
    expect(await limiter.peek('ip-b')).toBe(0);
  });

  it('the back-off grows with each failure past the free ones, a success clears it', async () => {
    let now = 5_000_000;
    const b = new BackoffLimiter(2, 1, 60, () => now, { store: make(), name: name('backoff') });
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await b.fail('acct|ip'));
    expect(waits).toEqual([0, 0, 1, 2, 4, 8]);
    expect(await b.wait('acct|ip')).toBe(8);
    now += 3_000;
    expect(await b.wait('acct|ip')).toBe(5);
    await b.succeed('acct|ip');
    expect(await b.wait('acct|ip')).toBe(0);
    expect(await b.fail('acct|ip')).toBe(0);
    // a key without a failure for twice the cap starts from zero again
    for (let i = 0; i < 3; i++) await b.fail('acct|ip');
    now += 121_000;
    expect(await b.fail('acct|ip')).toBe(0);
  });

  it('a decode budget refills with time and lets one photo through when full', async () => {
    let now = 9_000_000;
    const budget = createDecodeBudget(60, () => now, { store: make(), name: name('decode') });
    expect(await budget.take('u1', 200e6)).toBe(0);
    expect(await budget.take('u1', 12e6)).toBe(92);
    expect(await budget.take('u2', 12e6)).toBe(0);
    now += 92_000;
    expect(await budget.take('u1', 12e6)).toBe(0);
    expect(await budget.take('u1', 1e6)).toBe(1);
  });

  it('hits at the same moment each count once', async () => {
    const limiter = new RateLimiter(10, 60_000, Date.now, { store: make(), name: name('burst') });
    const waits = await Promise.all(Array.from({ length: 16 }, () => limiter.hit('same-key')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0)).toHaveLength(6);
  });

  it('a one-time claim goes to exactly one of many callers at once, and again only once it lapsed', async () => {
    const store = make();
    const limit = name('claim');
    const now = Date.now();
    const won = await Promise.all(Array.from({ length: 8 }, () => store.claim(limit, 'user:123456', 90_000, now)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await store.claim(limit, 'user:654321', 90_000, now)).toBe(true);
    expect(await store.claim(limit, 'user:123456', 90_000, now + 89_000)).toBe(false);
    expect(await store.claim(limit, 'user:123456', 90_000, now + 90_001)).toBe(true);
  });
});

describe('the database table', () => {
  it('two servers (two stores on one database) count one limit together', async () => {
    const limit = `shared:${Math.random()}`;
    const serverA = new RateLimiter(4, 60_000, Date.now, { store: new SqlLimitStore(t.deps.db), name: limit });
    const serverB = new RateLimiter(4, 60_000, Date.now, { store: new SqlLimitStore(t.deps.db), name: limit });
    const waits = [];
    for (let i = 0; i < 3; i++) waits.push(await serverA.hit('10.1.1.1'), await serverB.hit('10.1.1.1'));
    expect(waits.map((w) => w > 0)).toEqual([false, false, false, false, true, true]);
    expect(await serverB.peek('10.1.1.1')).toBeGreaterThan(0);
  });

  it('expired rows are swept after a write', async () => {
    const store = new SqlLimitStore(t.deps.db);
    const limit = `sweep:${Math.random()}`;
    await store.windowHit(limit, 'old', 1_000, 1_000); // ended long ago
    await store.windowHit(limit, 'live', 60_000, Date.now());
    await expect
      .poll(async () =>
        (await t.deps.db.selectFrom('limit_counter').select('key').where('name', '=', limit).execute()).map(
          (r) => r.key,
        ),
      )
      .toEqual(['live']);
  });
});
