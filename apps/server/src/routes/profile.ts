import { Hono } from 'hono';
import { z } from 'zod';
import type { AuditEntryJson, ProfileJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import { requireUser } from '../lib/session.ts';
import { ApiError } from '../lib/errors.ts';
import { getProfile, updateProfile } from '../services/profile/profile.ts';
import { listAudit } from '../services/audit/record-audit.ts';
import { auditRequest } from '../lib/audit-request.ts';

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const patchSchema = z
  .strictObject({
    first_name: name.optional(),
    last_name: name.optional(),
    title: optional(120),
    organization: optional(160),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' });

export function profileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const profile = await getProfile(deps.db, user.id);
      if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found');
      return c.json({ profile } satisfies { profile: ProfileJson });
    })
    .patch('/', async (c) => {
      const user = requireUser(c);
      const patch = await readJson(c, patchSchema);
      const profile = await updateProfile(deps.db, user.id, patch);
      if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found');
      await auditRequest(deps.db, c, 'profile.update', Object.keys(patch).sort().join(','));
      return c.json({ profile } satisfies { profile: ProfileJson });
    })
    .get('/audit', async (c) => {
      const user = requireUser(c);
      const entries = await listAudit(deps.db, user.id);
      return c.json({ entries } satisfies { entries: AuditEntryJson[] });
    });
}
