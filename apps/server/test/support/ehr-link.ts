import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';

/**
 * Every live patient of the user's teams linked to a stand-in EHR (a public client at an address
 * that is never fetched): "Send to chart" then answers with the chart state — failed, "connect to
 * the EHR first", as for a member who never launched from it — instead of 409 EHR_NOT_CONNECTED.
 * For the suites that send every route a well-formed request; the real EHR flows are in ehr.test.ts.
 */
export async function linkPatientsToStandInEhr(db: Db, userId: string): Promise<void> {
  const teams = await db.selectFrom('member').select('organizationId').where('userId', '=', userId).execute();
  for (const { organizationId: teamId } of teams) {
    const id = randomUUID();
    const issuer = `https://ehr-${id.slice(0, 8)}.invalid/fhir`;
    await db
      .insertInto('ehr_connections')
      .values({
        id,
        team_id: teamId,
        name: 'Stand-in EHR',
        issuer,
        client_id: 'test',
        client_type: 'public',
        scopes: 'openid fhirUser',
        client_secret: null,
        private_key: null,
        created_by: userId,
      })
      .execute();
    const patients = await db.selectFrom('patients').select('id').where('owner_id', '=', teamId).execute();
    for (const p of patients)
      await db
        .insertInto('ehr_patient_links')
        .values({ patient_id: p.id, connection_id: id, system: issuer, value: `ehr-${p.id}` })
        .execute();
  }
}
