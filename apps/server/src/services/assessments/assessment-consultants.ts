import type { AssessmentConsultantsJson, ClinicalAssessment } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { findState } from '../../db/seed/us-states.ts';
import { ApiError } from '../../lib/errors.ts';
import type { ActiveTeam } from '../../lib/active-team.ts';
import { consultantsInState, rankForAssessment } from '../consultants/consultant-directory.ts';
import { listContacts } from '../referrals/contact-store.ts';
import { rankContacts } from '../referrals/rank-contacts.ts';
import { readTeamSettings } from '../teams/team-settings.ts';

/**
 * GET /api/assessments/:id/consultants: the team's own contacts first, ranked by the stored
 * assessment's specialist types; the sample directory's consultants in the state after them,
 * unless the team switched it off. `state`: a US state's name or code (unset: California).
 */
export async function assessmentConsultants(
  db: Db,
  team: ActiveTeam,
  assessment: { publicId: string; clinical: ClinicalAssessment },
  stateQuery: string | undefined,
): Promise<AssessmentConsultantsJson> {
  const state = findState(stateQuery ?? 'California');
  if (!state) throw new ApiError('UNKNOWN_STATE', 'state: not one of the 50 US states');
  const specialistTypes = assessment.clinical.specialistTypes;
  const teamContacts = rankContacts(await listContacts(db, team.id), specialistTypes);
  const { sample_directory: sampleDirectory } = await readTeamSettings(db, team);
  const consultants = sampleDirectory
    ? rankForAssessment(await consultantsInState(db, state.name), assessment.publicId, specialistTypes)
    : [];
  return { consultants, specialistTypes, state: state.name, teamContacts, sampleDirectory };
}
