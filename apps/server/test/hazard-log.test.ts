import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../src/clinical/cases/index.ts';

/**
 * The hazard log (docs/clinical-safety/hazard-log.md) names, for every hazard, the cases and tests
 * that prove its controls. This keeps it honest: a hazard with no proof, a case id that is not in
 * the library, or a test that was renamed or removed fails here.
 */
const ROOT = new URL('../../../', import.meta.url);
const log = readFileSync(new URL('docs/clinical-safety/hazard-log.md', ROOT), 'utf8');
const rows = log
  .split('\n')
  .filter((l) => /^\| HZ-\d+ /.test(l))
  .map((l) => {
    const cells = l.split(' | ');
    return { id: cells[0]!.replace('| ', ''), proof: cells.at(-1)!.replace(/ \|$/, '') };
  });
const refs = (proof: string) => [...proof.matchAll(/`(case|test):([^`]+)`/g)].map((m) => ({ kind: m[1]!, ref: m[2]! }));
const caseIds = new Set(ALL_CASES.map((c) => c.id));

describe('the hazard log', () => {
  it('lists hazards, each with at least one case or test that proves its controls', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) expect(refs(r.proof).length, r.id).toBeGreaterThan(0);
  });

  it('names only cases that are in the case library', () => {
    for (const r of rows)
      for (const { kind, ref } of refs(r.proof))
        if (kind === 'case') expect(caseIds.has(ref), `${r.id}: case ${ref}`).toBe(true);
  });

  it('names only tests that exist, by file and the start of their title', () => {
    for (const r of rows)
      for (const { kind, ref } of refs(r.proof)) {
        if (kind !== 'test') continue;
        const [file, title] = ref.split(' › ');
        const url = new URL(file!, ROOT);
        expect(existsSync(url), `${r.id}: ${file}`).toBe(true);
        const source = readFileSync(url, 'utf8');
        expect(source.includes(`('${title}`) || source.includes(`(\`${title}`), `${r.id}: "${title}" in ${file}`).toBe(
          true,
        );
      }
  });
});
