/** The database of test worker `poolId` next to the run's DATABASE_URL: `test` → `test_w1`, `test_w2`, … */
export function workerDatabaseUrl(base: string, poolId: string): string {
  const url = new URL(base);
  url.pathname = `/${url.pathname.slice(1) || 'postgres'}_w${poolId}`;
  return url.toString();
}
