import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildConsultantDirectory } from './migrations/0003_workspace.consultants.ts';
import { migrations } from './migrations/index.ts';

/**
 * The migrations folder keeps its rules: the keys databases have recorded never change, the index
 * lists every migration file in order, and every migration is frozen — it imports nothing of the
 * live application, only kysely, node built-ins and a sibling file of its own.
 */

const DIR = new URL('./migrations/', import.meta.url);
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.ts'))
  .sort();
const KEYS = Object.keys(migrations);

/** Keys of migrations that have shipped: databases record them as applied. */
const SHIPPED = [
  '0001_profiles_outbox',
  '0002_contact_subscribers_audit',
  '0003_workspace',
  '0004_audit_log_no_truncate',
  '0005_clinical_record',
  '0006_care_teams',
  '0007_wound_abpi',
  '0008_wound_healing_potential',
  '0009_stored_assessment',
  '0010_invitation_tokens_audit_team',
];

const MIGRATION = /^(\d{4}_[a-z0-9_]+)\.ts$/;
const SIBLING = /^(\d{4}_[a-z0-9_]+)\.[a-z0-9-]+\.ts$/;

/** Every module a file names: static, type-only, re-exported, side-effect and dynamic imports, require(). */
const importsOf = (file: string) =>
  ts.preProcessFile(readFileSync(new URL(file, DIR), 'utf8'), true, true).importedFiles.map((f) => f.fileName);
const isPlatform = (spec: string) => spec === 'kysely' || spec.startsWith('node:') || builtinModules.includes(spec);

describe('db/migrations/', () => {
  it('keeps the shipped keys, and lists every migration file, numbered one after another, in key order', () => {
    expect(KEYS.slice(0, SHIPPED.length)).toEqual(SHIPPED);
    const files = FILES.flatMap((f) => MIGRATION.exec(f)?.[1] ?? []);
    expect(KEYS).toEqual(files);
    expect(KEYS.map((k) => Number(k.slice(0, 4)))).toEqual(KEYS.map((_, i) => i + 1));
    for (const key of KEYS) expect(typeof migrations[key]!.up, key).toBe('function');
  });

  it('holds only migrations, the index, and siblings that belong to a migration', () => {
    const strays = FILES.filter(
      (f) => f !== 'index.ts' && !MIGRATION.test(f) && !KEYS.includes(SIBLING.exec(f)?.[1] ?? ''),
    );
    expect(strays).toEqual([]);
  });

  it('freezes every migration and sibling: kysely, node built-ins and its own siblings only', () => {
    const offending: string[] = [];
    for (const file of FILES.filter((f) => f !== 'index.ts')) {
      const key = (MIGRATION.exec(file) ?? SIBLING.exec(file))![1]!;
      for (const spec of importsOf(file)) {
        const ownSibling = spec.startsWith(`./${key}.`) && SIBLING.test(spec.slice(2)) && FILES.includes(spec.slice(2));
        if (!isPlatform(spec) && !ownSibling) offending.push(`${file} imports ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('has an index that imports kysely and the migration files only', () => {
    const imports = importsOf('index.ts');
    expect(imports.filter((s) => s !== 'kysely')).toEqual(KEYS.map((k) => `./${k}.ts`));
  });

  it('inserts the consultant directory 0003 shipped with: 200 rows, the same bytes', () => {
    const rows = buildConsultantDirectory();
    expect(rows).toHaveLength(200);
    expect(createHash('sha256').update(JSON.stringify(rows)).digest('hex')).toBe(
      '39209e2d4f6b86591ab36bed4e65e61a6bd00631fc207cc1dbbd8efd672991a3',
    );
  });
});
