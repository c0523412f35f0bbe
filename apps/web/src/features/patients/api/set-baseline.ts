import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/baseline — the assessment starts (or stops starting) a new baseline of its wound. */
export const setBaseline = (assessmentId: string, newBaseline: boolean) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(assessmentId)}/baseline`, {
    body: { new_baseline: newBaseline },
  }).then((r) => r.assessment);
