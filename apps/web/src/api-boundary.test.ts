import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web names the server's endpoints only in API files (a path with an `api/` folder: one file
// per endpoint with its fetcher and hook); a screen calls their hooks. Test files are exempt.

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const isApiFile = (file: string) => file.split(path.sep).includes('api');

/** A string or template literal that starts with /api/ (a comment naming an endpoint is not one). */
const API_LITERAL = /['"`]\/api\//;
/** Importing the query hook (this app's, or a query library's) */
const QUERY_IMPORT =
  /import\s*\{[^}]*\b(useQuery|useMutation)\b[^}]*\}\s*from\s*['"][^'"]*(use-query|react-query)[^'"]*['"]/;

function offences(file: string, text: string): string[] {
  if (isApiFile(file) || file.endsWith(`${path.sep}lib${path.sep}use-query.ts`)) return [];
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (API_LITERAL.test(line)) found.push(`${path.relative(SRC, file)}:${i + 1}: an /api/ path outside an api/ file`);
  });
  if (QUERY_IMPORT.test(text)) found.push(`${path.relative(SRC, file)}: imports useQuery outside an api/ file`);
  return found;
}

describe('the API boundary of the web', () => {
  it('names no /api/ path and imports no query hook outside the api/ folders', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => offences(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('catches a path or a query hook in a screen, and lets an api/ file have both', () => {
    const screen = path.join(SRC, 'features', 'x', 'screen.tsx');
    expect(offences(screen, "const r = apiRequest('/api/patients');")).toHaveLength(1);
    expect(offences(screen, 'const r = apiRequest(`/api/wounds/${id}`);')).toHaveLength(1);
    expect(offences(screen, "import { useQuery } from '../../lib/use-query.ts';")).toHaveLength(1);
    expect(offences(screen, '/** GET /api/patients — in a comment */')).toEqual([]);
    expect(offences(path.join(SRC, 'features', 'x', 'api', 'patients.ts'), "apiRequest('/api/patients')")).toEqual([]);
  });
});
