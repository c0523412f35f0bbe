/**
 * The wound engine's own paths (POST /segment_wound, /diagnose_infection, /describe_wound,
 * /api/analyze; GET /treatment_plan/:kind; GET /calibration-sticker.svg|.pdf). Part of
 * `@woundcare/api-types/requests` (re-exported there).
 */

import { z } from 'zod';
import { CLINICIAN_SIGNS, type ClinicianSignId } from '@woundcare/vocabulary';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A bedside sign sent as a form field: true/false, 1/0, yes/no, on/off; left out = not assessed. */
const signFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on')
    .optional(),
);

/**
 * The multipart upload of the engine's paths: the photo `file`, optional `conf_thresh` (0–1),
 * `previous_area_cm2`, a `mask` file to measure instead of the network, and the bedside signs
 * (`exudate`, `smell`, … as true/false). The sizes of the files are the route's to check.
 */
export const engineUploadSchema = z.object({
  file: z.instanceof(File, { message: 'attach the photo as the multipart field "file"' }),
  conf_thresh: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'must be a number' }).gt(0, 'must be above 0').lt(1, 'must be below 1').optional(),
  ),
  previous_area_cm2: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'must be a number' }).positive('must be positive').max(10_000).optional(),
  ),
  mask: z.preprocess(blankToUndefined, z.instanceof(File, { message: 'must be a file' }).optional()),
  ...(Object.fromEntries(CLINICIAN_SIGNS.map((s) => [s, signFlag])) as Record<ClinicianSignId, typeof signFlag>),
});
/** What the route reads from an upload, after parsing. */
export type EngineUpload = z.output<typeof engineUploadSchema>;

/** GET /calibration-sticker.svg|.pdf?id= — the sticker's marker id, 0–49 (0 when left out). */
export const stickerIdQuery = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number().int('must be a whole number').min(0).max(49).optional()),
});

/** GET /treatment_plan/:kind — the generic plan for an infected or a not-infected wound. */
export const treatmentPlanParams = z.object({
  kind: z.enum(['infected', 'not_infected'], { message: 'must be infected or not_infected' }),
});
