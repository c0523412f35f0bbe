/**
 * How every surface (result, Reports, PDF, FHIR) names who traced the outline, and the outline
 * checks' review reasons in plain words. A clinician's outline is "clinician-traced": the model's
 * quality score judged the model's outline, so it is never shown for a clinician's (no
 * "quality 100 %" after an edit).
 */

export type OutlineSource = 'model' | 'clinician';

export const OUTLINE_SOURCE_LABEL: Record<OutlineSource, string> = {
  model: 'Model-traced outline',
  clinician: 'Clinician-traced outline',
};

/** In the quality slot of a clinician-traced outline, instead of a score. */
export const CLINICIAN_TRACED_QUALITY = 'Clinician-traced (the model’s quality score does not apply)';

/** The slice of an outline check the reasons are written from. */
export interface OutlineCheckLike {
  id: string;
  ok: boolean;
  value: number | null;
  message: string;
}

const round = (v: number, d = 0) => Number(v.toFixed(d)).toString();

/** A failed check in plain words ("the edge is blurred"); unknown checks keep the engine's own message. */
export function plainOutlineReason(c: OutlineCheckLike): string {
  const v = c.value;
  switch (c.id) {
    case 'model_certainty':
      return 'the model is unsure this is wound';
    case 'boundary_certainty':
      return 'the edge is blurred';
    case 'sticker_size':
      return 'the sticker is too small in the photo: come closer';
    case 'camera_tilt':
      return v === null ? 'the photo is tilted' : `the photo is tilted ${round(v)}°`;
    case 'sticker_distance':
      return 'the sticker is far from the wound';
    case 'sharpness':
      return 'the photo is blurred';
    case 'glare':
      return v === null ? 'glare on the wound' : `glare covers ${round(v)} % of the wound`;
    case 'edge_touch':
      return 'the wound runs off the edge of the photo';
    default:
      return c.message;
  }
}

/** The reasons to check a model-traced outline, in plain words, each once. */
export function plainOutlineReasons(
  q: { review: boolean; checks: OutlineCheckLike[]; reasons: string[] } | null | undefined,
): string[] {
  if (!q || !q.review) return [];
  const failed = q.checks.filter((c) => !c.ok);
  // reasons without a check behind them (e.g. "no wound was found") stay as the engine wrote them
  const checked = new Set(failed.map((c) => c.message));
  const words = [...failed.map(plainOutlineReason), ...q.reasons.filter((r) => !checked.has(r))];
  return [...new Set(words)];
}
