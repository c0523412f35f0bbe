/**
 * One writer of the assessment row: services/assessments/ is the only module that inserts,
 * updates or deletes rows of the `assessments` table and of its amendments (`assessment_amendments`)
 * (the migrations aside). Every other module calls a named function there (assessment-store.ts,
 * claims.ts, store.ts, amendments.ts …).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const OWNER = 'services/assessments/';
const MIGRATIONS = 'db/migrations/';

/** Kysely's writers (`.updateTable('assessments')`, `'assessments as a'` …) and raw SQL writes. */
const WRITES = [
  /\b(?:updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(\s*['"`]assessment(?:s|_amendments)(?:\s+as\s+\w+)?['"`]/g,
  /\b(?:update|insert\s+into|delete\s+from|merge\s+into)\s+"?assessment(?:s|_amendments)"?(?=[\s(;`]|$)/gi,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function writesIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return WRITES.flatMap((re) =>
    [...text.matchAll(re)].map((m) => `${text.slice(0, m.index).split('\n').length}: ${m[0]}`),
  );
}

describe('the assessments table and its amendments', () => {
  const files = sourceFiles(SRC).map((path) => ({ path, rel: relative(SRC, path).split(sep).join('/') }));

  it('is written only by services/assessments/', () => {
    const outside = files
      .filter((f) => !f.rel.startsWith(OWNER) && !f.rel.startsWith(MIGRATIONS))
      .flatMap((f) => writesIn(f.path).map((w) => `${f.rel}:${w}`));
    expect(outside, 'move these writes into a named function in services/assessments/').toEqual([]);
  });

  it('is written by services/assessments/ (the scan sees the writers)', () => {
    const owner = files.filter((f) => f.rel.startsWith(OWNER)).flatMap((f) => writesIn(f.path));
    expect(owner.some((w) => w.includes('insertInto'))).toBe(true);
    expect(owner.some((w) => w.includes('updateTable'))).toBe(true);
    expect(owner.some((w) => w.includes('deleteFrom'))).toBe(true);
    expect(owner.some((w) => w.includes("insertInto('assessment_amendments'"))).toBe(true);
  });
});
