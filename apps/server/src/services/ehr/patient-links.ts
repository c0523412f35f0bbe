import type { Db } from '../../db/database.ts';
import { findPatient } from '../record/record-store.ts';
import type { EhrConnectionRow } from './connections.ts';

/** Our patient holding the EHR Patient's id (with the EHR's system), live in the connection's team. */
export async function linkedPatient(db: Db, connection: EhrConnectionRow, ehrPatientId: string) {
  const link = await db
    .selectFrom('ehr_patient_links')
    .select('patient_id')
    .where('connection_id', '=', connection.id)
    .where('system', '=', connection.issuer)
    .where('value', '=', ehrPatientId)
    .executeTakeFirst();
  return link ? findPatient(db, connection.team_id, link.patient_id) : null;
}

/** The EHR Patient a patient of ours is linked to (the first connection of the team), or null. */
export async function ehrPatientOf(db: Db, patientId: string) {
  return (
    (await db
      .selectFrom('ehr_patient_links')
      .innerJoin('ehr_connections', 'ehr_connections.id', 'ehr_patient_links.connection_id')
      .select(['ehr_patient_links.connection_id', 'ehr_patient_links.value'])
      .where('ehr_patient_links.patient_id', '=', patientId)
      .orderBy('ehr_patient_links.created_at')
      .executeTakeFirst()) ?? null
  );
}
