import type { AssessmentJson } from '@woundcare/api-types';
import { useQuery } from '../../../lib/use-query.ts';
import { loadEditorImages } from '../outline-paint.ts';

/** The photo, the model's mask and probability map the outline editor starts from (the assessment's file URLs). */
export function useEditorImages(assessment: AssessmentJson) {
  return useQuery(
    [
      'outline-editor',
      assessment.id,
      assessment.imageUrl,
      assessment.maskUrl,
      assessment.probabilityUrl,
      assessment.image?.width,
      assessment.image?.height,
    ],
    () => loadEditorImages(assessment),
  );
}
