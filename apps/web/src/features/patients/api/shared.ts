import type { CreateWoundBody, PatchWoundBody } from '@woundcare/api-types/requests';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** What several of the record's endpoint files and its screens share. */

/** POST /api/patients/:id/wounds and PATCH /api/wounds/:id (the contract's schemas) */
/** A wound's facts as the forms send them; `tbi` (toe-brachial index, 0–2, null = not measured) with them. */
export type WoundInput = CreateWoundBody & PatchWoundBody & { tbi?: number | null };

/** A record the server does not know (or that belongs to another team: the same answer). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** What to show for a failed read. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
