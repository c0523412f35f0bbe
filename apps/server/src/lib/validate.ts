import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

function describe(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  const path = first.path.join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/** The path of the first string holding a NUL character (PostgreSQL cannot store one in text), else null. */
function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = findNul(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parse unknown input with a schema; a failure becomes a 400 VALIDATION_ERROR. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = findNul(input);
  if (nul) {
    const where = nul.join('.');
    const message = 'must not contain NUL characters';
    throw new ApiError('VALIDATION_ERROR', where ? `${where}: ${message}` : message, [{ path: where, message }]);
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(
      'VALIDATION_ERROR',
      describe(result.error),
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}

/** Read and validate a JSON body. Malformed JSON is a 400 INVALID_JSON. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  return parseWith(schema, body);
}
