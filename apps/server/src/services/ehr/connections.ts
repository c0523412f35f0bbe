import { randomUUID } from 'node:crypto';
import type { EhrConnectionJson } from '@woundcare/api-types';
import type { EhrConnectionBody } from '@woundcare/api-types/requests';
import { ehrPaths } from '@woundcare/api-types/site';
import type { Db } from '../../db/database.ts';
import type { EhrConnectionsTable } from '../../db/schema.ts';
import type { KeyRing } from '../../security/storage/photo-crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import { seal, unseal } from './sealed.ts';
import { checkPrivateKey, type SmartClient } from './smart.ts';
import { checkEhrAddress, type EhrNetwork } from './address-guard.ts';

export type EhrConnectionRow = Omit<EhrConnectionsTable, 'created_at' | 'updated_at' | 'send_on_confirm'> & {
  created_at: Date;
  updated_at: Date;
  send_on_confirm: boolean;
};

const secretPlace = (id: string, field: 'client_secret' | 'private_key') => `ehr_connections/${id}/${field}`;

/** A connection as the team sees it: the addresses to register at the EHR, never a secret. */
export function toConnectionJson(row: EhrConnectionRow, origin: string, fhirUser: string | null): EhrConnectionJson {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    clientType: row.client_type,
    hasSecret: !!(row.client_secret ?? row.private_key),
    scopes: row.scopes,
    sendOnConfirm: row.send_on_confirm,
    launchUrl: `${origin}${ehrPaths.launch}`,
    redirectUrl: `${origin}${ehrPaths.callback}`,
    fhirUser,
  };
}

export function listConnections(db: Db, teamId: string): Promise<EhrConnectionRow[]> {
  return db.selectFrom('ehr_connections').selectAll().where('team_id', '=', teamId).orderBy('name').execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The team's connection by id, or null (another team's is indistinguishable from none). */
export async function findConnection(db: Db, teamId: string, id: string): Promise<EhrConnectionRow | null> {
  if (!UUID.test(id)) return null;
  return (
    (await db
      .selectFrom('ehr_connections')
      .selectAll()
      .where('team_id', '=', teamId)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function connectionById(db: Db, id: string): Promise<EhrConnectionRow | null> {
  if (!UUID.test(id)) return null;
  return (await db.selectFrom('ehr_connections').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * The connection a launch naming `iss` may use: one registered by a team the user is a member of
 * (the active team's first). Null: the issuer is on no allow-list of the user's — the caller
 * refuses it before anything is fetched from it.
 */
export async function allowedConnection(
  db: Db,
  userId: string,
  activeTeamId: string | null,
  iss: string,
): Promise<EhrConnectionRow | null> {
  const issuer = iss.trim().replace(/\/+$/, '');
  const rows = await db
    .selectFrom('ehr_connections')
    .innerJoin('member', 'member.organizationId', 'ehr_connections.team_id')
    .selectAll('ehr_connections')
    .where('member.userId', '=', userId)
    .where('ehr_connections.issuer', '=', issuer)
    .orderBy('ehr_connections.created_at')
    .execute();
  return rows.find((r) => r.team_id === activeTeamId) ?? rows[0] ?? null;
}

/** The secret a client type needs, checked and sealed; `undefined`: keep the stored one. */
function sealedSecrets(keys: KeyRing, id: string, body: EhrConnectionBody, had: EhrConnectionRow | null) {
  const type = body.client_type;
  if (type === 'public') return { client_secret: null, private_key: null };
  const field = type === 'client-secret' ? 'client_secret' : 'private_key';
  if (body.secret === undefined) {
    if (had && had.client_type === type && had[field]) return {};
    throw new ApiError(
      'VALIDATION_ERROR',
      type === 'client-secret'
        ? 'A confidential client needs its client secret.'
        : 'A private_key_jwt client needs its private key.',
    );
  }
  if (type === 'private-key-jwt' && !checkPrivateKey(body.secret))
    throw new ApiError('VALIDATION_ERROR', 'The private key must be a PKCS#8 PEM key: RSA (RS384) or P-384 (ES384).');
  const sealed = seal(keys, secretPlace(id, field), body.secret);
  return type === 'client-secret'
    ? { client_secret: sealed, private_key: null }
    : { client_secret: null, private_key: sealed };
}

export async function createConnection(
  db: Db,
  keys: KeyRing,
  p: { teamId: string; userId: string; body: EhrConnectionBody; net: EhrNetwork },
): Promise<EhrConnectionRow> {
  await checkEhrAddress(p.body.issuer, p.net);
  const id = randomUUID();
  const taken = await db
    .selectFrom('ehr_connections')
    .select('id')
    .where('team_id', '=', p.teamId)
    .where('issuer', '=', p.body.issuer)
    .executeTakeFirst();
  if (taken) throw new ApiError('IDENTIFIER_TAKEN', 'The team already has a connection to this EHR.');
  return db
    .insertInto('ehr_connections')
    .values({
      id,
      team_id: p.teamId,
      name: p.body.name,
      issuer: p.body.issuer,
      client_id: p.body.client_id,
      client_type: p.body.client_type,
      scopes: p.body.scopes.split(/\s+/).join(' '),
      send_on_confirm: p.body.send_on_confirm ?? false,
      created_by: p.userId,
      client_secret: null,
      private_key: null,
      ...sealedSecrets(keys, id, p.body, null),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConnection(
  db: Db,
  keys: KeyRing,
  row: EhrConnectionRow,
  body: EhrConnectionBody,
  net: EhrNetwork,
): Promise<EhrConnectionRow> {
  await checkEhrAddress(body.issuer, net);
  return db
    .updateTable('ehr_connections')
    .set({
      name: body.name,
      issuer: body.issuer,
      client_id: body.client_id,
      client_type: body.client_type,
      scopes: body.scopes.split(/\s+/).join(' '),
      // omitted: kept
      ...(body.send_on_confirm === undefined ? {} : { send_on_confirm: body.send_on_confirm }),
      updated_at: new Date(),
      ...sealedSecrets(keys, row.id, body, row),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteConnection(db: Db, row: EhrConnectionRow): Promise<void> {
  await db.deleteFrom('ehr_connections').where('id', '=', row.id).execute();
}

/** The client as the protocol uses it, its secret unsealed. */
export function smartClientOf(keys: KeyRing, row: EhrConnectionRow): SmartClient {
  const field = row.client_type === 'client-secret' ? 'client_secret' : 'private_key';
  const sealed = row.client_type === 'public' ? null : row[field];
  return {
    clientId: row.client_id,
    clientType: row.client_type,
    secret: sealed ? unseal(keys, secretPlace(row.id, field), sealed) : null,
  };
}
