import type { AssessmentJson, BedsideSignStates } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/assessments/:id/infection-signs — the bedside checklist (NERDS / STONEES and the
 * IWGDF/IDSA items); the server re-derives the assessment.
 */
export const setInfectionSigns = (id: string, signs: BedsideSignStates) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}/infection-signs`, {
    method: 'PUT',
    body: signs,
  }).then((r) => r.assessment);
