import { Hono, type Context } from 'hono';
import { contactSchema, subscribeSchema } from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';

export { SERVICE_INTERESTS } from '@woundcare/api-types/requests';

/**
 * Public forms of the marketing site: the contact form (docs/spec-notes.md#contact-form) and the press
 * subscribe box. Both store what they receive and are limited per client IP.
 */
export function publicFormRoutes(deps: AppDeps) {
  const contactLimiter = new RateLimiter(
    deps.env.RATE_LIMIT_FORM_MAX,
    60_000,
    Date.now,
    sharedLimit(deps, 'form.contact'),
  );
  const subscribeLimiter = new RateLimiter(
    deps.env.RATE_LIMIT_FORM_MAX,
    60_000,
    Date.now,
    sharedLimit(deps, 'form.subscribe'),
  );
  const limit = async (limiter: RateLimiter, c: Context<AppEnv>) => {
    const wait = await limiter.hit(c.get('ip'));
    if (wait > 0)
      throw new ApiError(
        'RATE_LIMITED',
        `Too many submissions from your network. Please wait ${wait} seconds and try again.`,
      );
  };

  return new Hono<AppEnv>()
    .post('/api/contact', async (c) => {
      await limit(contactLimiter, c);
      const input = await readJson(c, contactSchema);
      const row = await deps.db
        .insertInto('contact_messages')
        .values({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
          organization: input.organization,
          title: input.title,
          message: input.message,
          service_interest: input.serviceInterest,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return c.json({ ok: true, id: row.id, receivedAt: new Date(row.created_at).toISOString() }, 201);
    })
    .post('/api/subscribe', async (c) => {
      await limit(subscribeLimiter, c);
      const { email: address } = await readJson(c, subscribeSchema);
      await deps.db
        .insertInto('subscribers')
        .values({ email: address })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      // the same answer whether or not the address was already on the list: it tells no one who is
      return c.json({ ok: true, email: address });
    });
}
