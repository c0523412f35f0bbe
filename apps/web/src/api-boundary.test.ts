import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web names the server's endpoints only in API files (a path with an `api/` folder: one file
// per endpoint with its fetcher and hook); a screen calls their hooks. Test files are exempt.
// An API file names at most one endpoint, so a folder's file list is the map of its endpoints.

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

/**
 * The path template of each /api/ literal in a file: `${…}` right after a slash is a parameter
 * (`:param`); a query string, or an interpolation that does not follow a slash (a query string
 * built elsewhere), ends the path. So `/api/patients` and `/api/patients${query}` are one path.
 */
function pathTemplates(text: string): Set<string> {
  const paths = new Set<string>();
  for (const m of text.matchAll(/['"`]\/api\//g)) {
    const quote = m[0][0]!;
    let path = '';
    let i = m.index + 1;
    while (i < text.length && text[i] !== quote && text[i] !== '?') {
      if (quote === '`' && text.startsWith('${', i)) {
        if (!path.endsWith('/')) break;
        // skip to the interpolation's closing brace (its expression may hold braces of its own)
        let depth = 0;
        for (i += 1; i < text.length; i++) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}' && --depth === 0) break;
        }
        path += ':param';
      } else path += text[i];
      i++;
    }
    paths.add(path);
  }
  return paths;
}

/** The HTTP methods a file names (`method: 'PUT'`; an unnamed one is GET, or POST with a body). */
const methods = (text: string) => new Set([...text.matchAll(/'(GET|POST|PUT|PATCH|DELETE)'/g)].map((m) => m[1]));

function endpointOffences(file: string, text: string): string[] {
  if (!isApiFile(file)) return [];
  const paths = pathTemplates(text);
  const named = methods(text);
  if (paths.size <= 1 && named.size <= 1) return [];
  const what = [...paths, ...named].join(', ');
  return [`${path.relative(SRC, file)}: names more than one endpoint (${what}); give each its own file`];
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

  it('has one endpoint per api/ file', () => {
    expect(sources(SRC).flatMap((f) => endpointOffences(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('catches an api/ file with two endpoints, and lets one endpoint be named with and without a query', () => {
    const api = path.join(SRC, 'features', 'x', 'api', 'get-patient.ts');
    expect(endpointOffences(api, "apiRequest('/api/patients');\napiRequest(`/api/wounds/${id}`);")).toHaveLength(1);
    expect(
      endpointOffences(api, 'apiRequest(`/api/wounds/${id}`);\napiRequest(`/api/wounds/${id}/fhir`);'),
    ).toHaveLength(1);
    const put = "apiRequest(`/api/wounds/${id}`, { method: 'PUT' });";
    expect(endpointOffences(api, `${put}\napiRequest(\`/api/wounds/\${id}\`, { method: 'DELETE' });`)).toHaveLength(1);
    expect(
      endpointOffences(api, "apiRequest('/api/patients');\napiRequest(`/api/patients${q ? `?${q}` : ''}`);"),
    ).toEqual([]);
    const tz = 'apiRequest(`/api/wounds/${encodeURIComponent(id)}?${new URLSearchParams({ tz })}`);';
    expect(endpointOffences(api, `${tz}\napiRequest(\`/api/wounds/\${id}\`);`)).toEqual([]);
    expect(endpointOffences(api, '/** GET /api/patients, GET /api/wounds/:id — in a comment */')).toEqual([]);
    expect(endpointOffences(path.join(SRC, 'features', 'x', 'screen.tsx'), "'/api/a'; '/api/b'")).toEqual([]);
  });
});
