import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  REFERRAL_STATUSES,
  REFERRAL_URGENCY_LABEL,
  type ClinicalAssessment,
  type ReferralJson,
  type ReferralStatus,
} from '@woundcare/api-types';
import type { ReferralCreateBody } from '@woundcare/api-types/requests';
import { workspacePaths } from '@woundcare/api-types/site';
import type { Db } from '../../db/database.ts';
import type { ReferralsTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getProfile } from '../profile/profile.ts';
import { findWound } from '../record/record-store.ts';
import { woundTrajectory } from '../record/record-view.ts';
import type { ActiveTeam } from '../teams/team-store.ts';
import { ANNOTATED_FILE, PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import { listWoundAssessments } from '../assessments/assessment-store.ts';
import { publicAssessmentId, toAssessmentJson, type AssessmentRowWithWound } from '../assessments/assessment-view.ts';
import type { AnalysisResult } from '../assessments/assessment-types.ts';
import { ensureStorageRoom, type StorageLimits } from '../assessments/storage-room.ts';
import { findContact } from './contact-store.ts';
import { letterFileOf } from './letter-file.ts';
import { createReferralLetterPdf } from './referral-letter.ts';

type ReferralRow = Omit<Selectable<ReferralsTable>, 'letter_pdf' | 'letter_file' | 'letter_bytes'> & { seq: number };

const REFERRAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = 'Referral not found';
const iso = (d: Date | string) => new Date(d).toISOString();

export const referralLetterPath = (id: string) => `/api/referrals/${id}/letter.pdf`;

export function toReferralJson(r: ReferralRow): ReferralJson {
  return {
    id: r.id,
    assessmentId: publicAssessmentId(r.seq),
    woundId: r.wound_id,
    contact: {
      id: r.contact_id,
      name: r.contact_name,
      specialty: r.contact_specialty,
      organisation: r.contact_organisation,
      email: r.contact_email,
    },
    reason: r.reason,
    urgency: r.urgency,
    delivery: r.delivery,
    status: r.status,
    sentAt: iso(r.created_at),
    sentBy: r.sender_name,
    statusUpdatedAt: iso(r.status_updated_at),
    letterUrl: referralLetterPath(r.id),
  };
}

/** The team's referrals (without their letters), with the public id of the assessment each was sent from. */
function referralsOf(db: Db, teamId: string) {
  return (
    db
      .selectFrom('referrals')
      .innerJoin('assessments', 'assessments.id', 'referrals.assessment_id')
      .select([
        'referrals.id',
        'referrals.team_id',
        'referrals.assessment_id',
        'referrals.wound_id',
        'referrals.contact_id',
        'referrals.contact_name',
        'referrals.contact_specialty',
        'referrals.contact_organisation',
        'referrals.contact_email',
        'referrals.reason',
        'referrals.urgency',
        'referrals.delivery',
        'referrals.status',
        'referrals.sent_by',
        'referrals.sender_name',
        'referrals.created_at',
        'referrals.status_updated_at',
        'referrals.status_updated_by',
        'assessments.seq',
      ])
      .where('referrals.team_id', '=', teamId)
      // a referral of an assessment in the trash is hidden with it
      .where('assessments.deleted_at', 'is', null)
  );
}

async function findReferral(db: Db, teamId: string, id: string): Promise<ReferralRow | null> {
  if (!REFERRAL_ID.test(id)) return null;
  return (await referralsOf(db, teamId).where('referrals.id', '=', id).executeTakeFirst()) ?? null;
}

/** A wound's referrals, newest first (the wound's timeline). */
export async function listWoundReferrals(db: Db, teamId: string, woundId: string): Promise<ReferralJson[]> {
  const rows = await referralsOf(db, teamId)
    .where('referrals.wound_id', '=', woundId)
    .orderBy('referrals.created_at', 'desc')
    .orderBy('referrals.id')
    .execute();
  return rows.map(toReferralJson);
}

export interface SendReferralDeps {
  db: Db;
  files: FileStore;
  mailer: Mailer;
  origin: string;
  /** the team's storage quota and the disk's reserve: a letter is stored like a photo */
  storage: StorageLimits;
}

export type CompletedAssessment = AssessmentRowWithWound & { result: AnalysisResult; clinical: ClinicalAssessment };

/**
 * Writes the referral letter from the stored assessment, e-mails it to the contact as a PDF
 * attachment (or keeps it for download), and records the referral on the wound as sent.
 */
export async function sendReferral(
  deps: SendReferralDeps,
  input: {
    team: ActiveTeam;
    user: { id: string; email: string; name: string };
    assessment: CompletedAssessment;
    body: Required<ReferralCreateBody>;
  },
): Promise<ReferralJson> {
  const { db } = deps;
  const { team, user, assessment: row, body } = input;
  const contact = await findContact(db, team.id, body.contact_id);
  if (!contact) throw new ApiError('NOT_FOUND', 'Referral contact not found');
  const wound = await findWound(db, team.id, row.wound_id);
  if (!wound) throw new ApiError('NOT_FOUND', 'Wound not found');
  const patient = await db
    .selectFrom('patients')
    .select(['display_name', 'identifier', 'birth_date'])
    .where('id', '=', wound.patient_id)
    .executeTakeFirstOrThrow();
  const profile = await getProfile(db, user.id);
  const senderName = profile ? `${profile.first_name} ${profile.last_name}`.trim() || user.name : user.name;
  const annotated = row.has_annotated ? await deps.files.read(row.photo_dir, ANNOTATED_FILE) : null;
  const photo = annotated ? null : await deps.files.read(row.photo_dir, PHOTO_FILE);
  const assessment = toAssessmentJson(row);
  const sentAt = new Date();
  const pdf = await createReferralLetterPdf({
    assessment,
    clinical: row.clinical,
    patient: { name: patient.display_name, identifier: patient.identifier, birthDate: patient.birth_date },
    wound: { label: wound.label, bodySite: wound.body_site, etiology: wound.etiology },
    contact,
    sender: { name: senderName, email: user.email, title: profile?.title ?? null, team: team.name },
    reason: body.reason,
    urgency: body.urgency,
    annotatedPng: annotated,
    photo,
    timeline: {
      woundTitle: `${wound.patient_name} · ${wound.label}`,
      trajectory: woundTrajectory(wound, await listWoundAssessments(db, wound.id)),
    },
    link: `${deps.origin}${workspacePaths.assessment(assessment.id)}`,
    sentAt,
  });
  const id = randomUUID();
  const letterFile = letterFileOf(id);
  // kept encrypted beside the assessment's photo before it is mailed or recorded, within the
  // team's quota and the disk's reserve: a letter that cannot be stored is not sent
  await ensureStorageRoom(db, deps.files, team.id, pdf.length, deps.storage, 'referral letter');
  const letterBytes = await deps.files.write(row.photo_dir, letterFile, pdf);
  try {
    if (body.delivery === 'email') {
      await deps.mailer.send({
        to: contact.email,
        subject: `Referral (${REFERRAL_URGENCY_LABEL[body.urgency].toLowerCase()}) from ${team.name}`,
        text: [
          `Dear ${contact.name},`,
          '',
          `${senderName} of ${team.name} refers a patient to you (urgency: ${REFERRAL_URGENCY_LABEL[body.urgency].toLowerCase()}).`,
          'The referral letter, with the latest wound assessment and its photo, is attached as a PDF.',
          '',
          `Reply to ${user.email}.`,
        ].join('\n'),
        attachments: [{ filename: `referral-${assessment.id}.pdf`, contentType: 'application/pdf', content: pdf }],
      });
    }
    await db
      .insertInto('referrals')
      .values({
        id,
        team_id: team.id,
        assessment_id: row.id,
        wound_id: wound.id,
        contact_id: contact.id,
        contact_name: contact.name,
        contact_specialty: contact.specialty,
        contact_organisation: contact.organisation,
        contact_email: contact.email,
        reason: body.reason,
        urgency: body.urgency,
        delivery: body.delivery,
        status: 'sent',
        letter_file: letterFile,
        letter_bytes: letterBytes,
        sent_by: user.id,
        sender_name: senderName,
        created_at: sentAt,
        status_updated_at: sentAt,
        status_updated_by: user.id,
      })
      .execute();
  } catch (err) {
    // not recorded: no row names the stored letter, so it goes again
    await deps.files.remove(row.photo_dir, letterFile).catch(() => undefined);
    throw err;
  }
  return toReferralJson((await findReferral(db, team.id, id))!);
}

/** Moves a referral forward (sent → acknowledged → seen); back is a 409, the same status is answered as it is. */
export async function advanceReferral(
  db: Db,
  input: { teamId: string; userId: string; id: string; status: ReferralStatus },
): Promise<ReferralJson> {
  const row = await findReferral(db, input.teamId, input.id);
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  const from = REFERRAL_STATUSES.indexOf(row.status);
  const to = REFERRAL_STATUSES.indexOf(input.status);
  if (to < from)
    throw new ApiError(
      'REFERRAL_STATUS_ORDER',
      `This referral is already ${row.status}; its status moves forward only.`,
    );
  if (to === from) return toReferralJson(row);
  await db
    .updateTable('referrals')
    .set({ status: input.status, status_updated_at: new Date(), status_updated_by: input.userId })
    .where('team_id', '=', input.teamId)
    .where('id', '=', input.id)
    .execute();
  return toReferralJson((await findReferral(db, input.teamId, input.id))!);
}

/**
 * The letter as it was sent (PDF bytes, read back from the file store, or from the row for a letter
 * not moved there yet) and the assessment's public id, or a 404.
 */
export async function readReferralLetter(
  db: Db,
  files: FileStore,
  teamId: string,
  id: string,
): Promise<{ pdf: Uint8Array; assessmentId: string }> {
  if (!REFERRAL_ID.test(id)) throw new ApiError('NOT_FOUND', NOT_FOUND);
  const row = await db
    .selectFrom('referrals')
    .innerJoin('assessments', 'assessments.id', 'referrals.assessment_id')
    .select(['referrals.letter_file', 'referrals.letter_pdf', 'assessments.photo_dir', 'assessments.seq'])
    .where('referrals.team_id', '=', teamId)
    .where('referrals.id', '=', id)
    .where('assessments.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  const pdf = row.letter_file ? await files.read(row.photo_dir, row.letter_file) : row.letter_pdf;
  if (!pdf) throw new ApiError('NOT_FOUND', 'The referral letter is missing from storage.');
  return { pdf, assessmentId: publicAssessmentId(row.seq) };
}
