import type { AssessmentJson } from '@woundcare/api-types';
import type { BedsideExamBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/assessments/:id/bedside-exam — the bedside exam of the visit (undermining, tunnelling,
 * periwound, pain, dressing): stored as given.
 */
export const setBedsideExam = (id: string, exam: BedsideExamBody) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}/bedside-exam`, {
    method: 'PUT',
    body: exam,
  }).then((r) => r.assessment);
