// Gives the PostgreSQL test run a clean schema, so migrations run from zero like on a new server.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; CREATE SCHEMA public;');
await client.end();
console.log(`reset ${url.replace(/\/\/[^@]*@/, '//')}`);
