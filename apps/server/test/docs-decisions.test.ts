import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions: every record states when it was decided and whether it still holds, and the
 * index (README.md) lists every record with the same date and status. A record the index leaves
 * out, or one without a date or status, fails here.
 */

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions');
const STATUSES = ['proposed', 'accepted', 'superseded'] as const;

interface RecordHead {
  file: string;
  number: string;
  title: string;
  date: string | null;
  status: string | null;
  supersededBy: string | null;
}

/** The lines `Key: value` of a record's head (before its first `##` section). */
function readRecord(file: string): RecordHead {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const head = text.split(/^## /m)[0]!;
  const field = (key: string) => head.match(new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*$`, 'm'))?.[1] ?? null;
  const title = text.match(/^# (\d{4}) — (.+)$/m);
  return {
    file,
    number: title?.[1] ?? '',
    title: title?.[2] ?? '',
    date: field('Date'),
    status: field('Status'),
    supersededBy: field('Superseded-by'),
  };
}

const files = readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f) && !f.startsWith('0000-'))
  .sort();
const records = files.map(readRecord);

/** The index's rows: | number | [title](file) | date | status | superseded by | */
function readIndex() {
  const rows = new Map<string, { file: string; date: string; status: string; supersededBy: string }>();
  for (const line of readFileSync(path.join(dir, 'README.md'), 'utf8').split('\n')) {
    const m = line.match(
      /^\|\s*(\d{4})\s*\|\s*\[.*\]\(([^)]+)\)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|\s*$/,
    );
    if (m) rows.set(m[1]!, { file: m[2]!, date: m[3]!, status: m[4]!, supersededBy: m[5]! });
  }
  return rows;
}

describe('decision records (docs/decisions)', () => {
  it('finds the records and the template', () => {
    expect(records.length).toBeGreaterThanOrEqual(24);
    expect(readdirSync(dir)).toContain('0000-template.md');
  });

  it.each(records.map((r) => [r.file, r] as const))('%s has a title, a date and a status', (file, r) => {
    expect(r.number, `${file}: the first line is "# NNNN — title"`).toBe(file.slice(0, 4));
    expect(r.title).not.toBe('');
    expect(r.date, `${file}: a "Date: YYYY-MM-DD" line`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(r.date!)), `${file}: a real date`).toBe(false);
    expect(STATUSES, `${file}: "Status: proposed | accepted | superseded"`).toContain(r.status);
  });

  it('a superseded record names a later record that exists; only a superseded one names one', () => {
    const numbers = new Set(records.map((r) => r.number));
    for (const r of records) {
      if (r.status === 'superseded') {
        expect(r.supersededBy, `${r.file}: "Superseded-by: NNNN"`).toMatch(/^\d{4}$/);
        expect(numbers.has(r.supersededBy!), `${r.file}: ${r.supersededBy} is a record`).toBe(true);
        expect(r.supersededBy! > r.number, `${r.file}: superseded by a later record`).toBe(true);
      } else {
        expect(r.supersededBy, `${r.file}: Superseded-by without Status: superseded`).toBeNull();
      }
    }
  });

  it('the index lists every record, with its file, date, status and successor', () => {
    const index = readIndex();
    for (const r of records) {
      const row = index.get(r.number);
      expect(row, `README.md has no row for ${r.file}`).toBeDefined();
      expect(row).toEqual({
        file: r.file,
        date: r.date,
        status: r.status,
        supersededBy: r.supersededBy ?? '—',
      });
    }
    // and nothing else: every row is a record
    expect([...index.keys()].sort()).toEqual(records.map((r) => r.number));
  });

  it('numbers are unique and follow one another', () => {
    expect(records.map((r) => Number(r.number))).toEqual(records.map((_, i) => i + 1));
  });
});
