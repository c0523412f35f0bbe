import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { SERVICE_INTERESTS } from './public-forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORM_MAX: '3' });
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };

const valid = () => ({
  firstName: 'Grace',
  lastName: 'Okoye',
  email: `Grace.Okoye+${Math.random().toString(36).slice(2, 8)}@Mercy.org`,
  organization: 'Mercy Health',
  message: 'We run three outpatient wound clinics and want to see the measurement workflow.',
});

describe('POST /api/contact', () => {
  it('stores a valid message with the default service interest and answers 201', async () => {
    const body = { ...valid(), phone: ' +1 312 555 0100 ', title: '' };
    const res = await t.client().request('/api/contact', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { ok: boolean; id: number };
    expect(json.ok).toBe(true);
    const row = await t.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Grace',
      last_name: 'Okoye',
      email: body.email.toLowerCase(),
      phone: '+1 312 555 0100',
      title: null,
      organization: 'Mercy Health',
      service_interest: 'ai-measurement',
    });
    expect(row.message).toBe(body.message);
  });

  it('accepts every service interest (docs/spec-notes.md#contact-form) and refuses any other', async () => {
    for (const serviceInterest of SERVICE_INTERESTS) {
      const res = await t.client().request('/api/contact', { method: 'POST', json: { ...valid(), serviceInterest } });
      expect(res.status, serviceInterest).toBe(201);
    }
    expect(SERVICE_INTERESTS).toEqual([
      'ai-measurement',
      'clinical-support',
      'care-coordination',
      'telehealth',
      'custom-solution',
      'general-inquiry',
    ]);
    const bad = await t
      .client()
      .request('/api/contact', { method: 'POST', json: { ...valid(), serviceInterest: 'free-lunch' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.message).toMatch(/service interest/i);
  });

  it.each([
    ['firstName', '   ', /First name is required/],
    ['lastName', undefined, /Last name is required/],
    ['organization', '', /Organization is required/],
    ['message', ' ', /Message is required/],
    ['email', 'not-an-email', /valid email address/],
    ['email', undefined, /Email address is required/],
  ])('refuses %s = %j with a readable message', async (field, value, message) => {
    const body: Record<string, unknown> = valid();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await t.client().request('/api/contact', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    const json = (await res.json()) as ErrorJson;
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toMatch(message);
  });

  it('enforces maximum lengths', async () => {
    const res = await t
      .client()
      .request('/api/contact', { method: 'POST', json: { ...valid(), message: 'x'.repeat(5001) } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(/at most 5000 characters/);
    const phone = await t
      .client()
      .request('/api/contact', { method: 'POST', json: { ...valid(), phone: '1'.repeat(41) } });
    expect(phone.status).toBe(400);
  });

  it('does not store rejected messages', async () => {
    const before = await t.deps.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await t.client().request('/api/contact', { method: 'POST', json: { ...valid(), email: 'nope' } });
    const after = await t.deps.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits submissions per IP with 429 RATE_LIMITED and a readable message', async () => {
    const c = t.client('10.9.9.9');
    for (let i = 0; i < 3; i++)
      expect((await c.request('/api/contact', { method: 'POST', json: valid() })).status).toBe(201);
    const res = await c.request('/api/contact', { method: 'POST', json: valid() });
    expect(res.status).toBe(429);
    const json = (await res.json()) as ErrorJson;
    expect(json.error.code).toBe('RATE_LIMITED');
    expect(json.error.message).toMatch(/wait \d+ seconds/);
    // Another address is not affected.
    expect((await t.client('10.9.9.10').request('/api/contact', { method: 'POST', json: valid() })).status).toBe(201);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.client().request('/api/contact', {
      method: 'POST',
      body: 'firstName=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/subscribe', () => {
  it('stores an email once, however often it is sent', async () => {
    const c = t.client();
    const address = `News.Reader${Date.now()}@Example.com`;
    const first = await c.request('/api/subscribe', { method: 'POST', json: { email: address } });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const again = await c.request('/api/subscribe', { method: 'POST', json: { email: ` ${address.toUpperCase()} ` } });
    expect(again.status).toBe(200);
    // the same answer for an address already on the list: nobody learns who subscribed
    expect(await again.json()).toEqual(firstBody);
    expect(firstBody).toEqual({ ok: true, email: expect.any(String) });
    const rows = await t.deps.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', address.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid email', async () => {
    const res = await t.client().request('/api/subscribe', { method: 'POST', json: { email: 'someone@' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(/valid email address/);
  });

  it('is rate-limited per IP', async () => {
    const c = t.client('10.8.8.8');
    for (let i = 0; i < 3; i++)
      expect(
        (await c.request('/api/subscribe', { method: 'POST', json: { email: `r${i}-${Date.now()}@example.com` } }))
          .status,
      ).toBe(200);
    const res = await c.request('/api/subscribe', { method: 'POST', json: { email: `r9-${Date.now()}@example.com` } });
    expect(res.status).toBe(429);
    expect(((await res.json()) as ErrorJson).error.code).toBe('RATE_LIMITED');
  });
});
