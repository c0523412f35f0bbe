import type { Db } from '../../db/database.ts';
import { sharedLimit } from '../../lib/limit-store.ts';
import { BackoffLimiter, RateLimiter } from '../../lib/rate-limit.ts';
import { signedInFrom, userIdByEmail } from './accounts.ts';

/** Wrong passwords from one address for one account before its back-off starts (1 s, 2 s, 4 s … 15 min). */
const SIGN_IN_FREE_FAILURES = 5;
/** Wrong passwords for one account from all addresses in 15 minutes before unknown addresses wait. */
const ACCOUNT_WIDE_FAILURES = 100;
/** An address the account signed in from within this many days is "known". */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Sign-in failures count per account AND address, with a growing back-off: a stranger's wrong
 * passwords slow the stranger down, not the owner elsewhere. A flood from many addresses makes
 * unknown addresses wait; the owner's known addresses and sessions are never held back by it.
 */
export function createSignInGuard(deps: { db: Db; dbKind: 'pglite' | 'postgres' }) {
  const backoff = new BackoffLimiter(
    SIGN_IN_FREE_FAILURES,
    1,
    15 * 60,
    Date.now,
    sharedLimit(deps, 'auth.sign-in-backoff'),
  );
  const accountWide = new RateLimiter(
    ACCOUNT_WIDE_FAILURES,
    15 * 60_000,
    Date.now,
    sharedLimit(deps, 'auth.account-wide'),
  );
  const keyOf = (email: string, ip: string) => `${email}|${ip}`;
  const known = async (userId: string, ip: string, callerId: string | null) => {
    if (callerId === userId) return true;
    return signedInFrom(deps.db, userId, ip, new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000));
  };
  return {
    /**
     * Before a sign-in attempt: the seconds it must wait (0: go on) and the account of the address
     * (null: none). `callerId` is the caller's signed-in user, if any.
     */
    async admit(email: string, ip: string, callerId: string | null): Promise<{ wait: number; userId: string | null }> {
      const wait = await backoff.wait(keyOf(email, ip));
      if (wait > 0) return { wait, userId: null };
      const userId = await userIdByEmail(deps.db, email);
      const isKnown = userId ? await known(userId, ip, callerId) : false;
      return { wait: isKnown ? 0 : await accountWide.peek(email), userId };
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await backoff.succeed(keyOf(email, ip));
    },
    async failed(email: string, ip: string): Promise<void> {
      await backoff.fail(keyOf(email, ip));
      await accountWide.hit(email);
    },
  };
}
