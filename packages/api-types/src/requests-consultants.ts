/**
 * The consultant directory's queries. Part of `@woundcare/api-types/requests` (re-exported there);
 * the directory's shapes are in `directory.ts`.
 */

import { z } from 'zod';
import { CONSULTANT_AVAILABILITIES } from './directory.ts';

const blank = (v: unknown) => (v === '' || v === undefined ? undefined : v);

/** `availability` of GET /api/consultants: one state, or all of them. */
export const CONSULTANT_AVAILABILITY_FILTERS = ['all', ...CONSULTANT_AVAILABILITIES] as const;
export type ConsultantAvailabilityFilter = (typeof CONSULTANT_AVAILABILITY_FILTERS)[number];

/** GET /api/consultants?state=&q=&availability= (all optional: California, no text, all). */
export const consultantSearchQuery = z.object({
  state: z.preprocess(blank, z.string().max(40, 'is too long').optional()),
  q: z.preprocess(blank, z.string().max(100, 'must be at most 100 characters').optional()),
  availability: z.preprocess(
    blank,
    z.enum(CONSULTANT_AVAILABILITY_FILTERS, { message: 'must be all, available, busy or offline' }).optional(),
  ),
});
export type ConsultantSearchQuery = z.input<typeof consultantSearchQuery>;
