import type { Db } from '../../db/database.ts';
import type { KeyRing } from '../../security/storage/photo-crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import { smartClientOf, type EhrConnectionRow } from './connections.ts';
import { seal, unseal } from './sealed.ts';
import { discover, refreshTokens, type SmartTokens } from './smart.ts';
import type { EhrNetwork } from './address-guard.ts';

/** What the EHR services work with. */
export interface EhrContext {
  db: Db;
  keys: KeyRing;
  origin: string;
  now: () => Date;
  /** which addresses an EHR may have (EHR_ALLOW_PRIVATE_ADDRESSES) */
  net: EhrNetwork;
}

const place = (connectionId: string, userId: string, field: 'access_token' | 'refresh_token') =>
  `ehr_members/${connectionId}:${userId}/${field}`;

/** An access token this close to its expiry is renewed before use. */
const RENEW_BEFORE_MS = 60_000;

export async function memberOf(db: Db, connectionId: string, userId: string) {
  return db
    .selectFrom('ehr_members')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's tokens, sealed; a refresh token the answer did not replace is kept. */
export async function storeTokens(
  ctx: EhrContext,
  p: { connectionId: string; userId: string; fhirUser: string; tokens: SmartTokens },
): Promise<void> {
  const { connectionId, userId, tokens } = p;
  const values = {
    fhir_user: p.fhirUser,
    access_token: seal(ctx.keys, place(connectionId, userId, 'access_token'), tokens.accessToken),
    ...(tokens.refreshToken
      ? { refresh_token: seal(ctx.keys, place(connectionId, userId, 'refresh_token'), tokens.refreshToken) }
      : {}),
    expires_at: tokens.expiresAt,
    scope: tokens.scope,
    updated_at: ctx.now(),
  };
  await ctx.db
    .insertInto('ehr_members')
    .values({ connection_id: connectionId, user_id: userId, refresh_token: null, ...values })
    .onConflict((oc) => oc.columns(['connection_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/**
 * A live access token of the member at the connection's EHR: the stored one, or — when it has
 * expired or is about to — a new one from the refresh token, whose successor replaces it (rotation).
 * EHR_NOT_CONNECTED when the member never launched from this EHR; EHR_TOKEN_EXPIRED when the
 * authorization cannot be renewed (the member launches from the chart again).
 */
export async function accessTokenFor(ctx: EhrContext, connection: EhrConnectionRow, userId: string): Promise<string> {
  const m = await memberOf(ctx.db, connection.id, userId);
  if (!m?.access_token)
    throw new ApiError('EHR_NOT_CONNECTED', `Connect to ${connection.name} first: open the app from the chart.`);
  const live = !m.expires_at || new Date(m.expires_at).getTime() - RENEW_BEFORE_MS > ctx.now().getTime();
  if (live) return unseal(ctx.keys, place(connection.id, userId, 'access_token'), m.access_token);
  if (!m.refresh_token)
    throw new ApiError(
      'EHR_TOKEN_EXPIRED',
      `The sign-in to ${connection.name} has expired. Open the app from the chart again.`,
    );
  // one renewal at a time per member and EHR in this process: a refresh token is good once, so a
  // second renewal with the same token (a retry beside the clinician's own send) would be refused
  const key = `${connection.id}:${userId}`;
  let renewal = renewals.get(key);
  if (!renewal) {
    const refresh = unseal(ctx.keys, place(connection.id, userId, 'refresh_token'), m.refresh_token);
    renewal = (async () => {
      const server = await discover(connection.issuer, ctx.net);
      const tokens = await refreshTokens(server, smartClientOf(ctx.keys, connection), refresh, ctx.now());
      await storeTokens(ctx, { connectionId: connection.id, userId, fhirUser: m.fhir_user, tokens });
      return tokens.accessToken;
    })().finally(() => renewals.delete(key));
    renewals.set(key, renewal);
  }
  return renewal;
}

const renewals = new Map<string, Promise<string>>();

/** The member's access token forgotten (the EHR refused it): the next use renews it. */
export async function dropAccessToken(db: Db, connectionId: string, userId: string): Promise<void> {
  await db
    .updateTable('ehr_members')
    .set({ expires_at: new Date(0) })
    .where('connection_id', '=', connectionId)
    .where('user_id', '=', userId)
    .execute();
}
