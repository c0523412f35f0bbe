import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { sharedLimit, type SharedLimit } from '../../lib/limit-store.ts';

/** How long a used authenticator code is kept: its 30 s step and one either side, as long as it verifies. */
const USED_CODE_MS = 90_000;

/**
 * Authenticator codes already used (to sign in, or to confirm a change), so that a code seen over a
 * shoulder or a phished one works once only (NIST SP 800-63B §5.1.4.2). A use claims `user + code`
 * in one atomic step of the limit store: of several requests with the same code, one wins. On
 * PostgreSQL every server sees the claims; on PGlite the one process shares one store per database.
 */
export class UsedCodes {
  constructor(private readonly shared: SharedLimit) {}
  /** true for the first use of the code by this user while it could verify, false for any other */
  claim(userId: string, code: string): Promise<boolean> {
    return this.shared.store.claim(this.shared.name, `${userId}:${code}`, USED_CODE_MS, Date.now());
  }
}

const usedCodeStores = new WeakMap<Db, UsedCodes>();

/** The used-code store of this database (one for every route that takes a code). */
export function usedCodesOf(deps: { db: Db; dbKind: 'pglite' | 'postgres' }): UsedCodes {
  let used = usedCodeStores.get(deps.db);
  if (!used) usedCodeStores.set(deps.db, (used = new UsedCodes(sharedLimit(deps, '2fa.used-code'))));
  return used;
}

/** The token of the session cookie an answer sets (`<token>.<signature>`), if it sets one. */
export function newSessionToken(res: Response): string | null {
  for (const sc of res.headers.getSetCookie()) {
    const m = /^(?:__Secure-)?woundly\.session_token=([^;]+)/.exec(sc);
    if (m?.[1]) return decodeURIComponent(m[1]).split('.')[0] || null;
  }
  return null;
}

/** The cookies of a `cookie` header in order, duplicates kept, split as better-auth's parser splits them. */
function cookieEntries(header: string): { rawName: string; name: string; value: string }[] {
  const out: { rawName: string; name: string; value: string }[] = [];
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const rawName = header.slice(index, eq);
    out.push({ rawName, name: rawName.trim(), value: header.slice(eq + 1, end).trim() });
    index = end + 1;
  }
  return out;
}

const bareName = (name: string) => name.toLowerCase().replace(/^__(secure|host)-/, '');

/**
 * The two-factor challenge cookie of a request (value `<challenge id>.<signature>`), read only when
 * it is unambiguous: exactly one cookie of that name, spelt exactly as better-auth sets it. A
 * header with two of them, a prefixed or differently cased look-alike, or a space before `=` is
 * refused (400 AMBIGUOUS_TWO_FACTOR_COOKIE): the limits and the audit would otherwise read another
 * cookie than the one better-auth checks. Null when there is none.
 */
export async function challengeCookie(auth: Pick<Auth, '$context'>, cookieHeader: string): Promise<string | null> {
  const expected = (await auth.$context).createAuthCookie('two_factor').name;
  const same = cookieEntries(cookieHeader).filter((e) => bareName(e.name) === bareName(expected));
  if (same.length === 0) return null;
  const [only] = same;
  if (same.length > 1 || !only || only.name !== expected || only.rawName.trimEnd() !== only.rawName) {
    throw new ApiError(
      'AMBIGUOUS_TWO_FACTOR_COOKIE',
      'This sign-in sent more than one two-factor cookie, or one spelt differently. Sign in again with your password.',
    );
  }
  return only.value;
}

/** Whose sign-in a challenge cookie's value stands for, if it is live (to count and audit wrong codes); else null. */
export async function challengeUser(auth: Pick<Auth, '$context'>, cookieValue: string | null): Promise<string | null> {
  if (!cookieValue) return null;
  let id: string;
  try {
    id = decodeURIComponent(cookieValue).split('.')[0] ?? '';
  } catch {
    return null;
  }
  if (!id.startsWith('2fa-') || id.length > 64) return null;
  const ctx = await auth.$context;
  return (await ctx.internalAdapter.findVerificationValue(id))?.value ?? null;
}

/**
 * A change that needs a fresh authenticator code (the team's two-factor rule, turning one's own
 * second factor off, new recovery codes): the signed-in caller's current code, checked by
 * better-auth's two-factor plugin against their session, and not used before (claimed here, so
 * it cannot confirm a second change or a sign-in). Else 403 FRESH_CODE_REQUIRED saying what to do.
 */
export async function confirmFreshCode(
  auth: Pick<Auth, 'api'>,
  used: UsedCodes,
  input: {
    headers: Headers;
    user: { id: string; twoFactorEnabled?: boolean };
    code: string | undefined;
    action: string;
  },
): Promise<void> {
  const { user, code, action } = input;
  if (!user.twoFactorEnabled)
    throw new ApiError('TWO_FACTOR_REQUIRED', `Turn on two-factor sign-in for your own account to ${action}.`);
  if (!code)
    throw new ApiError('FRESH_CODE_REQUIRED', `Enter the current code from your authenticator app to ${action}.`);
  const right = await auth.api
    .verifyTOTP({ headers: input.headers, body: { code } })
    .then(() => true)
    .catch(() => false);
  if (!right || !(await used.claim(user.id, code)))
    throw new ApiError(
      'FRESH_CODE_REQUIRED',
      `That code is not the current one or was already used. Enter the next code from your authenticator app to ${action}.`,
    );
}
