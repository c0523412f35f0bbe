// Setup file of the server project: on PostgreSQL, this worker's test files use the worker's own
// database (made empty for the run by pg-worker-databases-setup.ts). The run's DATABASE_URL is kept
// as PG_ADMIN_URL for files that create databases of their own.
import { workerDatabaseUrl } from './pg-worker-database-url.ts';

const poolId = process.env.VITEST_POOL_ID;
if (process.env.DATABASE_URL && poolId) {
  process.env.PG_ADMIN_URL ??= process.env.DATABASE_URL;
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.PG_ADMIN_URL, poolId);
}
