import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';

/** Contact-form service interests, exactly as spec 000 §4 (the web form offers the same ids). */
export const SERVICE_INTERESTS = [
  'ai-measurement',
  'clinical-support',
  'care-coordination',
  'telehealth',
  'custom-solution',
  'general-inquiry',
] as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const email = z
  .string({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'Email address must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, e.g. name@hospital.org' }))
  .transform((v) => v.toLowerCase());

export const contactSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email,
  phone: optional('Phone number', 40),
  organization: required('Organization', 200),
  title: optional('Job title', 120),
  message: required('Message', 5000),
  serviceInterest: z
    .enum(SERVICE_INTERESTS, { error: 'Choose one of the listed service interests' })
    .default('ai-measurement'),
});

export const subscribeSchema = z.object({ email });

/**
 * Public forms of the marketing site: the contact form (spec 000 §2.6 Contact) and the press
 * subscribe box. Both store what they receive and are limited per client IP.
 */
export function publicFormRoutes(deps: AppDeps) {
  const contactLimiter = new RateLimiter(deps.env.RATE_LIMIT_FORM_MAX, 60_000);
  const subscribeLimiter = new RateLimiter(deps.env.RATE_LIMIT_FORM_MAX, 60_000);
  const limit = (limiter: RateLimiter, c: Context<AppEnv>) => {
    const wait = limiter.hit(c.get('ip'));
    if (wait > 0)
      throw new ApiError(
        'RATE_LIMITED',
        `Too many submissions from your network. Please wait ${wait} seconds and try again.`,
      );
  };

  return new Hono<AppEnv>()
    .post('/api/contact', async (c) => {
      limit(contactLimiter, c);
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
      limit(subscribeLimiter, c);
      const { email: address } = await readJson(c, subscribeSchema);
      const inserted = await deps.db
        .insertInto('subscribers')
        .values({ email: address })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('email')
        .executeTakeFirst();
      return c.json({ ok: true, email: address, alreadySubscribed: !inserted });
    });
}
