import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/outline — the clinician's corrected mask; the server measures it again. */
export function submitOutline(id: string, mask: Blob) {
  const form = new FormData();
  form.set('mask', mask, 'mask.png');
  return apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}/outline`, {
    body: form,
  }).then((r) => r.assessment);
}
