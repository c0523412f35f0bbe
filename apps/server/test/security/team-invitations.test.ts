/**
 * Team membership that holds: an invitation joins only whoever controls the invited mailbox (the
 * link's token, a confirmed address), a removed, departed or demoted member's invitations stop
 * working, the mails quote user-typed names in a neutral text with no way into a header, and two
 * owners demoting each other at once leave the team an owner (on PGlite and on PostgreSQL).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../support/harness.ts';
import { createAssessment, fakeAnalyzer, solidPng, type Client } from './support/fixtures.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { invitationMail } from '../../src/services/teams/invitation-mail.ts';

let t: TestApp;
let photo: Buffer;
const RUN = Math.random().toString(36).slice(2, 8);
let n = 0;
const address = (name: string) => `${name}-${RUN}-${++n}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fakeAnalyzer() } });
  photo = await solidPng(64, 64);
}, 120_000);
afterAll(() => t?.close());

interface FullTeam {
  id: string;
  name: string;
  members: { id: string; role: string; userId: string; user: { email: string } }[];
  invitations: { id: string; email: string; status: string; inviterId: string }[];
}
const post = (c: Client, p: string, body: unknown) =>
  c.request(`/api/auth/organization/${p}`, { method: 'POST', json: body });
const activeTeam = async (c: Client) =>
  (await (await c.request('/api/auth/organization/get-full-organization')).json()) as FullTeam;
const teamIds = async (c: Client) =>
  ((await (await c.request('/api/auth/organization/list')).json()) as { id: string }[]).map((x) => x.id);
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function account(name: string, opts: { verified?: boolean; organization?: string } = {}) {
  const c = t.client();
  const email = address(name);
  const extra = opts.organization ? { organization: opts.organization } : {};
  const { res } = await c.signUp(email, 'wound-care-42', { first_name: name, ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  if (opts.verified !== false) await c.verifyEmail(email);
  return { c, email };
}

/** `member` joins `owner`'s active team with `role` through the mailed link. */
async function join(owner: Client, member: { c: Client; email: string }, role: string) {
  expect((await post(owner, 'invite-member', { email: member.email, role })).status).toBe(200);
  const res = await post(member.c, 'accept-invitation', { token: t.invitationToken(member.email) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await activeTeam(owner)).members.find((m) => m.user.email === member.email)!;
}

/** A team with an owner, one patient record, and an admin who joined it. */
async function teamWithAdmin() {
  const owner = await account('owner', { organization: 'Harbor Clinic' });
  const team = await activeTeam(owner.c);
  const assessment = await createAssessment(t, owner.c, 'Jane Roe', photo);
  const patientId = (
    (await (await owner.c.request(`/api/assessments/${assessment}`)).json()) as { assessment: { patientId: string } }
  ).assessment.patientId;
  const admin = await account('admin');
  const adminMember = await join(owner.c, admin, 'admin');
  return { owner, team, patientId, admin, adminMember };
}

/** What a stranger gets by signing up an invited address with the invitation id and with the mailed token. */
async function signUpThrough(email: string, extra: Record<string, unknown>) {
  const c = t.client();
  const { res } = await c.signUp(email, 'wound-care-42', { first_name: 'Mallory', ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  return c;
}

describe('a removed or demoted admin does not get back in', () => {
  it('removing an admin cancels the invitations they sent: neither the id nor the mailed link joins afterwards', async () => {
    const { owner, team, patientId, admin, adminMember } = await teamWithAdmin();
    // while admin: invite a made-up address; the answer carries the invitation id
    const madeUp = address('made-up');
    const invite = await post(admin.c, 'invite-member', { email: madeUp, role: 'admin' });
    expect(invite.status).toBe(200);
    const { id } = (await invite.json()) as { id: string };
    const token = t.invitationToken(madeUp);

    expect((await post(owner.c, 'remove-member', { memberIdOrEmail: adminMember.id })).status).toBe(200);
    expect((await activeTeam(owner.c)).invitations.find((i) => i.id === id)?.status).toBe('canceled');

    // the old route in: sign up that address with the invitation id — a personal team only
    const byId = await signUpThrough(madeUp, { invitation_id: id });
    expect(await teamIds(byId)).not.toContain(team.id);
    expect((await byId.request(`/api/patients/${patientId}`)).status).toBe(404);
    // nor does the mailed link, once cancelled, for a second address or the same one
    expect((await post(byId, 'accept-invitation', { token })).status).toBe(400);
    expect((await activeTeam(owner.c)).members.map((m) => m.user.email)).toEqual([owner.email]);
  });

  it('an invitation id alone never joins, even while its inviter is still an admin', async () => {
    const { owner, team, patientId, admin } = await teamWithAdmin();
    const colleague = address('colleague');
    const invite = await post(admin.c, 'invite-member', { email: colleague, role: 'clinician' });
    const { id } = (await invite.json()) as { id: string };
    // an admin opens an account under a colleague's address with the id they can read
    const c = await signUpThrough(colleague, { invitation_id: id });
    expect(await teamIds(c)).not.toContain(team.id);
    expect((await c.request(`/api/patients/${patientId}`)).status).toBe(404);
    // the account is unconfirmed: the id does not work as a token, and the token would need the mailbox
    expect((await post(c, 'accept-invitation', { token: id })).status).toBe(400);
    const withMail = await post(c, 'accept-invitation', { token: t.invitationToken(colleague) });
    expect(withMail.status).toBe(403);
    expect(await codeOf(withMail)).toBe('EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION');
    expect((await activeTeam(owner.c)).invitations.find((i) => i.id === id)?.status).toBe('pending');
  });

  it('demoting an admin cancels their invitations; the demoted clinician cannot invite', async () => {
    const { owner, team, admin, adminMember } = await teamWithAdmin();
    const invited = address('invited');
    expect((await post(admin.c, 'invite-member', { email: invited, role: 'admin' })).status).toBe(200);
    const token = t.invitationToken(invited);
    const demoted = await post(owner.c, 'update-member-role', { memberId: adminMember.id, role: 'clinician' });
    expect(demoted.status, await demoted.clone().text()).toBe(200);
    expect((await activeTeam(owner.c)).invitations.find((i) => i.email === invited)?.status).toBe('canceled');
    const c = await signUpThrough(invited, { invitation_token: token });
    expect(await teamIds(c)).not.toContain(team.id);
    expect((await post(admin.c, 'invite-member', { email: address('again'), role: 'admin' })).status).toBe(403);
  });

  it('an admin who leaves takes their pending invitations along; a promotion keeps them', async () => {
    const { owner, admin, adminMember } = await teamWithAdmin();
    const kept = address('kept');
    expect((await post(admin.c, 'invite-member', { email: kept, role: 'clinician' })).status).toBe(200);
    expect((await post(owner.c, 'update-member-role', { memberId: adminMember.id, role: 'owner' })).status).toBe(200);
    expect((await activeTeam(owner.c)).invitations.find((i) => i.email === kept)?.status).toBe('pending');
    expect((await post(owner.c, 'update-member-role', { memberId: adminMember.id, role: 'admin' })).status).toBe(200);
    const again = address('again');
    expect((await post(admin.c, 'invite-member', { email: again, role: 'clinician' })).status).toBe(200);
    const team = await activeTeam(admin.c);
    expect((await post(admin.c, 'leave', { organizationId: team.id })).status).toBe(200);
    expect((await activeTeam(owner.c)).invitations.find((i) => i.email === again)?.status).toBe('canceled');
  });
});

describe('e-mail confirmation', () => {
  it('an unconfirmed account signs in and works in its own team, but cannot be invited until it confirms', async () => {
    const owner = await account('owner');
    const newcomer = await account('newcomer', { verified: false });
    const signedIn = await t.client().signIn(newcomer.email, 'wound-care-42');
    expect(signedIn.status).toBe(200);
    const session = (await (await newcomer.c.request('/api/auth/get-session')).json()) as {
      user: { emailVerified: boolean };
    };
    expect(session.user.emailVerified).toBe(false);
    expect((await newcomer.c.request('/api/patients')).status).toBe(200);

    const refused = await post(owner.c, 'invite-member', { email: newcomer.email, role: 'clinician' });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('INVITEE_EMAIL_NOT_VERIFIED');
    expect(t.sent.some((m) => m.to === newcomer.email && /accept-invitation/.test(m.text))).toBe(false);

    // a new confirmation mail on request; its link confirms and opens the workspace
    const resend = await newcomer.c.request('/api/auth/send-verification-email', { method: 'POST' });
    expect(resend.status, await resend.clone().text()).toBe(200);
    const link = t.verificationPath(newcomer.email);
    const opened = await t.client().request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/demo?email=confirmed');
    // (the link does not sign anyone in)
    expect(opened.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await newcomer.c.request('/api/auth/send-verification-email', { method: 'POST' })).status).toBe(400);

    await join(owner.c, newcomer, 'clinician');
    expect((await teamIds(newcomer.c)).length).toBe(2);
  });

  /** What a refused invitation could have left behind for `invited`: stored rows, mail, audit. */
  const tracesOf = async (invited: string, inviterId: string) => ({
    invitations: (await t.deps.db.selectFrom('invitation').select('status').where('email', '=', invited).execute()).map(
      (r) => r.status,
    ),
    mails: t.sent.filter((m) => m.to === invited).length,
    audited: (
      await t.deps.db
        .selectFrom('audit_log')
        .select('resource')
        .where('user_id', '=', inviterId)
        .where('action', '=', 'team.invite')
        .execute()
    ).map((r) => r.resource),
  });
  const userIdOf = async (email: string) =>
    (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('an unconfirmed account cannot invite: refused with the code and what to do, nothing stored, mailed or logged; once confirmed the same request goes through', async () => {
    const inviter = await account('inviter', { verified: false });
    const inviterId = await userIdOf(inviter.email);
    const team = await activeTeam(inviter.c);
    const invited = address('invited');
    const request = { email: invited, role: 'clinician' };

    const refused = await post(inviter.c, 'invite-member', request);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(error.message).toContain(`open the link we sent to ${inviter.email}`);
    expect(error.message).toContain('Send the link again');
    expect(await tracesOf(invited, inviterId)).toEqual({ invitations: [], mails: 0, audited: [] });
    // the inviter's own address comes first, whoever is invited
    const unconfirmed = await account('unconfirmed', { verified: false });
    const first = await post(inviter.c, 'invite-member', { email: unconfirmed.email, role: 'clinician' });
    expect({ status: first.status, code: await codeOf(first) }).toEqual({ status: 403, code: 'EMAIL_NOT_VERIFIED' });

    await inviter.c.verifyEmail(inviter.email);
    const sent = await post(inviter.c, 'invite-member', request);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await tracesOf(invited, inviterId)).toEqual({
      invitations: ['pending'],
      mails: 1,
      audited: [`${team.id}/${invited}`],
    });
  });

  it("better-auth's own invite endpoint refuses an unconfirmed inviter too, storing and mailing nothing", async () => {
    const inviter = await account('direct', { verified: false });
    const team = await activeTeam(inviter.c);
    const invited = address('invited');
    // past the product's route, straight into the plugin (as any other way into it would)
    const direct = () =>
      t.deps.auth.handler(
        new Request(`${ORIGIN}/api/auth/organization/invite-member`, {
          method: 'POST',
          headers: { cookie: inviter.c.cookie, origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: invited, role: 'clinician', organizationId: team.id }),
        }),
      );
    const refused = await direct();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    expect(await tracesOf(invited, await userIdOf(inviter.email))).toEqual({ invitations: [], mails: 0, audited: [] });

    await inviter.c.verifyEmail(inviter.email);
    expect((await direct()).status).toBe(200);
    expect((await tracesOf(invited, await userIdOf(inviter.email))).invitations).toEqual(['pending']);
  });

  it('a forged or expired link confirms nothing and says why', async () => {
    const opened = await t.client().request('/api/auth/verify-email?token=e30.e30.forged-signature');
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/demo?email=confirmed&error=INVALID_TOKEN');
    expect((await t.client().request('/api/auth/verify-email?token=not-a-token')).status).toBe(400);
    expect((await t.client().request('/api/auth/verify-email')).status).toBe(400);
    expect((await t.client().request('/api/auth/send-verification-email', { method: 'POST' })).status).toBe(401);
  });

  it('a password reset, whose link went to the address, confirms it too', async () => {
    const { email } = await account('forgetful', { verified: false });
    await t.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
    const mail = [...t.sent].reverse().find((m) => m.to === email && /reset-password/.test(m.text))!;
    const token = decodeURIComponent(mail.text.match(/token=([^\s&]+)/)![1]!);
    const res = await t
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'another-secret-7' } });
    expect(res.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(true);
  });
});

describe('the invitation mail', () => {
  it('refuses names with line breaks, control characters or web addresses at sign-up and in the profile', async () => {
    const bad = [
      { organization: 'Acme\r\nBcc: everyone@example.com' },
      { organization: 'Your account is locked, log in at http://evil.example' },
      { organization: 'Visit evil.example now' },
      { organization: 'www.evil' },
      // an address glued to a word by / or - is still an address
      { organization: 'Clinic/evil.example' },
      { organization: 'Wound-Care-evil.example' },
      { first_name: 'Ada\nSubject: urgent' },
      { last_name: 'Nurse\u0007' },
      { first_name: 'Ada <b>' },
    ];
    for (const extra of bad) {
      const { res } = await t.client().signUp(address('bad'), 'wound-care-42', extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const ok = await t.client().signUp(address('ok'), 'wound-care-42', {
      first_name: 'Zoë-Anne',
      last_name: "O'Brien",
      organization: 'St. Mary’s Wound Care (Unit 3/4) & Co.',
    });
    expect(ok.res.status, await ok.res.clone().text()).toBe(200);
    const { c } = await account('profile');
    expect(
      (await c.request('/api/profile', { method: 'PATCH', json: { organization: 'see evil.example' } })).status,
    ).toBe(400);
  });

  it('has a fixed subject and quotes the names in a neutral text, even names stored before the rule', async () => {
    const owner = await account('owner');
    const team = await activeTeam(owner.c);
    const ownerId = team.members[0]!.userId;
    // names as an older version may have stored them
    await t.deps.db
      .updateTable('organization')
      .set({ name: 'Acme\r\nBcc: victim@example.com "your account is locked" http://evil.example/login' })
      .where('id', '=', team.id)
      .execute();
    await t.deps.db
      .updateTable('user')
      .set({ name: 'IT Desk\nReply-To: evil@evil.example' })
      .where('id', '=', ownerId)
      .execute();
    const invited = address('invited');
    expect((await post(owner.c, 'invite-member', { email: invited, role: 'clinician' })).status).toBe(200);
    const mail = [...t.sent].reverse().find((m) => m.to === invited)!;
    expect(mail.subject).toBe('Invitation to a care team on Woundly');
    expect(mail.text).toContain(`Team: "Acme Bcc: [address removed] 'your account is locked' [address removed]"`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('Invited by: "IT Desk Reply-To: [address removed]"');
    expect(mail.text.split('\n').filter((l) => /^(Bcc|Reply-To|Subject):/i.test(l))).toEqual([]);
    // the only link in the mail is ours
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3999\/accept-invitation\?token=/),
    ]);
  });

  it('the mailer writes every header on one line, whatever the subject holds', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({
        from: 'Woundly <no-reply@example.com>',
        db: t.deps.db,
        log: () => {},
        outboxDir: dir,
      });
      const forged = invitationMail({
        baseURL: 'http://x',
        to: 'a@example.com',
        token: 't',
        teamName: 'T',
        inviterName: 'I',
        role: 'admin',
      });
      await mailer.send({
        ...forged,
        to: 'a@example.com\r\nBcc: b@example.com',
        subject: 'Hello\r\nBcc: c@example.com\u2028X-Evil: 1',
      });
      const file = readFileSync(path.join(dir, readdirSync(dir)[0]!), 'utf8');
      const headers = file.split('\n\n')[0]!.split('\n');
      expect(headers).toEqual(['To: a@example.com Bcc: b@example.com', 'Subject: Hello Bcc: c@example.com X-Evil: 1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('two owners demoting each other at once', () => {
  it('leave the team with an owner (the last-owner check and the change take turns)', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await account('owner-a');
      const b = await account('owner-b');
      const bMember = await join(a.c, b, 'owner');
      const aMember = (await activeTeam(a.c)).members.find((m) => m.user.email === a.email)!;
      const [ab, ba] = await Promise.all([
        post(a.c, 'update-member-role', { memberId: bMember.id, role: 'admin' }),
        post(b.c, 'update-member-role', { memberId: aMember.id, role: 'admin' }),
      ]);
      expect([ab.status, ba.status].sort(), `round ${round}`).toEqual([200, 403]);
      const owners = (await activeTeam(a.c)).members.filter((m) => m.role === 'owner');
      expect(owners.length, `round ${round}`).toBe(1);
    }
  }, 120_000);

  // two servers sharing one PostgreSQL database: the row lock makes them take turns too
  it.runIf(!!process.env.DATABASE_URL)(
    'on two servers sharing the database',
    async () => {
      // the same secret, as servers sharing a database have, so a session works on both
      const secret = (t.deps.auth.options as { secret: string }).secret;
      const other = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', AUTH_SECRET: secret });
      try {
        for (let round = 0; round < 3; round++) {
          const a = await account('owner-a');
          const b = await account('owner-b');
          const bMember = await join(a.c, b, 'owner');
          const aMember = (await activeTeam(a.c)).members.find((m) => m.user.email === a.email)!;
          const bElsewhere = other.client();
          bElsewhere.cookie = b.c.cookie;
          const [ab, ba] = await Promise.all([
            post(a.c, 'update-member-role', { memberId: bMember.id, role: 'admin' }),
            post(bElsewhere, 'update-member-role', { memberId: aMember.id, role: 'admin' }),
          ]);
          expect([ab.status, ba.status].sort(), `round ${round}`).toEqual([200, 403]);
          expect((await activeTeam(a.c)).members.filter((m) => m.role === 'owner').length).toBe(1);
        }
      } finally {
        await other.close();
      }
    },
    120_000,
  );

  it('or removing each other at once', async () => {
    const a = await account('owner-a');
    const b = await account('owner-b');
    const bMember = await join(a.c, b, 'owner');
    const aMember = (await activeTeam(a.c)).members.find((m) => m.user.email === a.email)!;
    const teamId = (await activeTeam(a.c)).id;
    const both = await Promise.all([
      post(a.c, 'remove-member', { memberIdOrEmail: bMember.id }),
      post(b.c, 'remove-member', { memberIdOrEmail: aMember.id }),
    ]);
    expect(both.filter((r) => r.status === 200).length).toBe(1);
    const owners = await t.deps.db
      .selectFrom('member')
      .select('id')
      .where('organizationId', '=', teamId)
      .where('role', '=', 'owner')
      .execute();
    expect(owners.length).toBe(1);
  }, 60_000);
});
