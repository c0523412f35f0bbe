import type { BedsideSignStates, Etiology } from '@woundcare/api-types';
import { acceptsSignKey, signKeysFor } from '@woundcare/vocabulary';
import { ApiError } from '../../lib/errors.ts';

/**
 * A bedside finding is recorded once and counts for every instrument that names it (the
 * vocabulary's sign table). A key the wound's instrument does not read at all — neither its own
 * item nor an equivalent of one — is refused, never stored and silently dropped.
 */
export function refuseUnreadSignKeys(etiology: Etiology, signs: BedsideSignStates): void {
  const unread = Object.keys(signs).filter((key) => !acceptsSignKey(etiology, key));
  if (unread.length === 0) return;
  const { instrument } = signKeysFor(etiology);
  throw new ApiError(
    'VALIDATION_ERROR',
    `${unread.join(', ')}: not read by the ${instrument} checklist this wound is assessed with; record the finding under one of its items`,
  );
}
