import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/assessments — the signed-in user's assessments, newest first (the workspace's list hook polls them). */
export const listAssessments = (signal?: AbortSignal) =>
  apiRequest<{ assessments: AssessmentJson[] }>('/api/assessments', { signal }).then((r) => r.assessments);
