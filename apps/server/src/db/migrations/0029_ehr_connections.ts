import { sql, type Kysely } from 'kysely';

/**
 * Schema: SMART on FHIR connections to a team's EHRs, and what each carries.
 * - `ehr_connections`: a team's registered EHR (its FHIR base URL is the only `iss` a launch may
 *   name for the team), the client registered there, how it authenticates and the scopes it asks.
 *   The client secret and the private key are sealed (AES-256-GCM envelope under the storage keys).
 * - `ehr_launches`: an authorization in flight, keyed by its `state`: nonce, sealed PKCE verifier,
 *   who started it. Used once; what is left over expires.
 * - `ehr_members`: the EHR user (`fhirUser`) bound to a member, with the member's sealed tokens.
 * - `ehr_patient_links`: our patient ↔ the EHR's Patient, the EHR's id kept with its system.
 * - `ehr_writes`: an assessment sent to a chart: where it stands, attempts, the next try, and the
 *   fingerprint of what the chart holds (a re-derived assessment sends an amendment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ehr_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'bytea')
    .addColumn('private_key', 'bytea')
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ehr_connections_team_issuer', ['team_id', 'issuer'])
    .execute();
  await db.schema
    .createTable('ehr_launches')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull().references('ehr_connections.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('ehr_members')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('ehr_connections.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('fhir_user', 'text', (c) => c.notNull())
    .addColumn('access_token', 'bytea')
    .addColumn('refresh_token', 'bytea')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ehr_members_pk', ['connection_id', 'user_id'])
    .addUniqueConstraint('ehr_members_fhir_user', ['connection_id', 'fhir_user'])
    .execute();
  await db.schema
    .createTable('ehr_patient_links')
    .addColumn('patient_id', 'text', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('connection_id', 'text', (c) => c.notNull().references('ehr_connections.id').onDelete('cascade'))
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ehr_patient_links_pk', ['patient_id', 'connection_id'])
    .addUniqueConstraint('ehr_patient_links_identifier', ['connection_id', 'system', 'value'])
    .execute();
  await db.schema
    .createTable('ehr_writes')
    .addColumn('assessment_id', 'text', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('connection_id', 'text', (c) => c.notNull().references('ehr_connections.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_hash', 'text')
    .addColumn('amended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ehr_writes_pk', ['assessment_id', 'connection_id'])
    .execute();
  await db.schema.createIndex('ehr_writes_due_idx').on('ehr_writes').columns(['status', 'next_attempt_at']).execute();
}
