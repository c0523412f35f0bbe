import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createAssessment, fakeAnalyzer, solidPng, type Client } from '../../test/security/support/fixtures.ts';

let t: TestApp;
let photo: Buffer;
const RUN = Math.random().toString(36).slice(2, 8);
const mail = (name: string) => `${name.toLowerCase()}-${RUN}@example.com`;

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fakeAnalyzer() } });
  photo = await solidPng(64, 64);
}, 120_000);
afterAll(() => t?.close());

interface Team {
  id: string;
  name: string;
}
interface FullTeam extends Team {
  members: { id: string; role: string; userId: string; user: { email: string; name: string } }[];
  invitations: { id: string; email: string; role: string; status: string }[];
}

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
const post = (c: Client, path: string, body: unknown) =>
  c.request(`/api/auth/organization/${path}`, { method: 'POST', json: body });
const teams = (c: Client) => json<Team[]>(c.request('/api/auth/organization/list'));
const activeTeam = (c: Client) => json<FullTeam>(c.request('/api/auth/organization/get-full-organization'));
const session = (c: Client) =>
  json<{ user: { id: string }; session: { activeOrganizationId: string | null } }>(c.request('/api/auth/get-session'));

/** The token of the last invitation mailed to `to` (the link in the text). */
const invitationFromMail = (to: string) => t.invitationToken(to);

/** A new account; `verified` opens the confirmation link mailed to it (as every joining user must). */
async function signedUp(
  name: string,
  extra: Record<string, unknown> = {},
  opts: { verified?: boolean } = { verified: true },
): Promise<{ c: Client; email: string }> {
  const c = t.client();
  const email = mail(name);
  const { res } = await c.signUp(email, 'wound-care-42', { first_name: name, ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  if (opts.verified) await c.verifyEmail(email);
  return { c, email };
}

describe('personal teams', () => {
  it('sign-up creates a team named after the organization field, or "<first name>\'s practice", with the user as owner', async () => {
    const { c: withOrg } = await signedUp('Olive', { organization: 'Mercy Wound Clinic' });
    const { c: without } = await signedUp('Piet');
    expect((await teams(withOrg)).map((x) => x.name)).toEqual(['Mercy Wound Clinic']);
    expect((await teams(without)).map((x) => x.name)).toEqual(["Piet's practice"]);
    const full = await activeTeam(without);
    expect(full.name).toBe("Piet's practice");
    expect(full.members.map((m) => m.role)).toEqual(['owner']);
    // the session carries the team it acts in
    expect((await session(without)).session.activeOrganizationId).toBe(full.id);
  });

  it('does not let the browser create or delete teams', async () => {
    const { c } = await signedUp('Quinn');
    for (const path of ['create', 'delete', 'add-member', 'update']) {
      const res = await post(c, path, { name: 'X', slug: 'x', organizationId: 'x', userId: 'x', role: 'owner' });
      expect(res.status, path).toBe(404);
    }
  });
});

describe('invite → accept → shared record → role change → removal → 404', () => {
  it('shares the team records with an invited colleague until they are removed', async () => {
    const { c: owner } = await signedUp('Olga', { organization: 'Harbor Wound Center' });
    const { c: colleague, email: colleagueEmail } = await signedUp('Carl');
    const { c: outsider } = await signedUp('Xavier');
    const harbor = await activeTeam(owner);
    const carlsOwn = (await teams(colleague))[0]!;
    const id = await createAssessment(t, owner, 'Jane Roe', photo);
    const { patientId, woundId } = (
      await json<{ assessment: { patientId: string; woundId: string } }>(owner.request(`/api/assessments/${id}`))
    ).assessment;
    const recordPaths = [
      `/api/patients/${patientId}`,
      `/api/wounds/${woundId}`,
      `/api/wounds/${woundId}/trajectory`,
      `/api/wounds/${woundId}/fhir`,
    ];

    // before joining, the colleague sees nothing of Harbor's
    expect((await colleague.request(`/api/assessments/${id}`)).status).toBe(404);
    for (const path of recordPaths) expect((await colleague.request(path)).status, path).toBe(404);

    // invite by email: the link goes out by mail, valid 7 days
    const invite = await post(owner, 'invite-member', { email: colleagueEmail.toUpperCase(), role: 'clinician' });
    expect(invite.status, await invite.clone().text()).toBe(200);
    const invitation = (await invite.json()) as {
      id: string;
      email: string;
      role: string;
      expiresAt: string;
      organizationId: string;
    };
    expect(invitation).toMatchObject({ email: colleagueEmail, role: 'clinician', organizationId: harbor.id });
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const link = invitationFromMail(colleagueEmail);
    // the link carries a token that only the mail has, not the id every admin reads
    expect(link).not.toBe(invitation.id);
    expect(JSON.stringify(await activeTeam(owner))).not.toContain(link);
    expect((await post(colleague, 'accept-invitation', { invitationId: invitation.id })).status).toBe(400);
    expect((await post(colleague, 'accept-invitation', { token: invitation.id })).status).toBe(400);
    expect((await activeTeam(owner)).invitations.map((i) => [i.email, i.status])).toEqual([
      [colleagueEmail, 'pending'],
    ]);

    // someone else cannot use the link
    expect((await post(outsider, 'accept-invitation', { token: link })).status).toBe(403);

    // accept: the colleague joins and the team becomes active
    const accepted = await post(colleague, 'accept-invitation', { token: link });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await teams(colleague)).map((x) => x.name).sort()).toEqual(["Carl's practice", 'Harbor Wound Center']);
    expect((await activeTeam(colleague)).id).toBe(harbor.id);
    // the link works once
    const again = await post(colleague, 'accept-invitation', { token: link });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVITATION_NOT_FOUND');

    // the shared record: both see and work on the same patient; the acting user is audited
    const seen = await json<{ assessment: { id: string; patientName: string } }>(
      colleague.request(`/api/assessments/${id}`),
    );
    expect(seen.assessment).toMatchObject({ id, patientName: 'Jane Roe' });
    expect(
      (await json<{ assessments: { id: string }[] }>(colleague.request('/api/assessments'))).assessments.map(
        (x) => x.id,
      ),
    ).toEqual([id]);
    expect(
      (await colleague.request(`/api/assessments/${id}`, { method: 'PATCH', json: { priority: 'high' } })).status,
    ).toBe(200);
    expect(
      (await json<{ assessment: { priority: string } }>(owner.request(`/api/assessments/${id}`))).assessment.priority,
    ).toBe('high');
    const carlId = (await session(colleague)).user.id;
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'resource'])
      .where('user_id', '=', carlId)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'assessment.read', resource: id },
        { action: 'assessment.update', resource: id },
        { action: 'team.join', resource: invitation.id },
      ]),
    );
    // the shared patient and wound: the colleague reads them, adds a wound, renames the patient
    for (const path of recordPaths) expect((await colleague.request(path)).status, path).toBe(200);
    expect(
      (await json<{ patients: { id: string }[] }>(colleague.request('/api/patients'))).patients.map((p) => p.id),
    ).toEqual([patientId]);
    const added = await colleague.request(`/api/patients/${patientId}/wounds`, {
      method: 'POST',
      json: { label: 'Right heel', body_site: 'heel_right' },
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const secondWound = ((await added.json()) as { wound: { id: string } }).wound.id;
    expect(
      (await colleague.request(`/api/patients/${patientId}`, { method: 'PATCH', json: { identifier: 'HWC-0042' } }))
        .status,
    ).toBe(200);
    const shared = await json<{ patient: { identifier: string }; wounds: { id: string }[] }>(
      owner.request(`/api/patients/${patientId}`),
    );
    expect(shared.patient.identifier).toBe('HWC-0042');
    expect(shared.wounds.map((w) => w.id).sort()).toEqual([woundId, secondWound].sort());
    const recordAudit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'resource'])
      .where('user_id', '=', carlId)
      .execute();
    expect(recordAudit).toEqual(
      expect.arrayContaining([
        { action: 'patient.read', resource: patientId },
        { action: 'wound.read', resource: woundId },
        { action: 'wound.create', resource: secondWound },
        { action: 'patient.update', resource: patientId },
      ]),
    );
    recordPaths.push(`/api/wounds/${secondWound}`);
    // a record the colleague creates in Harbor is Harbor's (numbered in the team)
    const second = await createAssessment(t, colleague, 'John Doe', photo);
    expect(second).not.toBe(id);
    expect((await owner.request(`/api/assessments/${second}`)).status).toBe(200);

    // a clinician cannot manage the team
    const carlMember = (await activeTeam(owner)).members.find((m) => m.userId === carlId)!;
    expect((await post(colleague, 'invite-member', { email: mail('nobody'), role: 'clinician' })).status).toBe(403);
    const olgaMember = (await activeTeam(owner)).members.find((m) => m.role === 'owner')!;
    const kick = await post(colleague, 'remove-member', { memberIdOrEmail: olgaMember.id });
    expect([400, 403]).toContain(kick.status);
    expect((await activeTeam(owner)).members.map((m) => m.id)).toContain(olgaMember.id);
    expect((await post(colleague, 'update-member-role', { memberId: carlMember.id, role: 'admin' })).status).toBe(403);

    // role change by the owner
    const changed = await post(owner, 'update-member-role', { memberId: carlMember.id, role: 'admin' });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await activeTeam(colleague)).members.find((m) => m.userId === carlId)?.role).toBe('admin');
    // an admin may invite now
    expect((await post(colleague, 'invite-member', { email: mail('nurse'), role: 'clinician' })).status).toBe(200);

    // removal: access ends at once, the session falls back to the colleague's own team
    const removed = await post(owner, 'remove-member', { memberIdOrEmail: carlMember.id });
    expect(removed.status, await removed.clone().text()).toBe(200);
    for (const path of [
      `/api/assessments/${id}`,
      `/api/assessments/${second}`,
      `/api/assessments/${id}/image`,
      `/api/assessments/${id}/report.pdf`,
      ...recordPaths,
    ]) {
      const res = await colleague.request(path);
      expect(res.status, path).toBe(404);
    }
    expect((await json<{ assessments: unknown[] }>(colleague.request('/api/assessments'))).assessments).toEqual([]);
    expect((await json<{ patients: unknown[] }>(colleague.request('/api/patients'))).patients).toEqual([]);
    expect((await activeTeam(colleague)).id).toBe(carlsOwn.id);
    expect((await teams(colleague)).map((x) => x.name)).toEqual(["Carl's practice"]);
    // the removed member cannot switch back to the team
    expect((await post(colleague, 'set-active', { organizationId: harbor.id })).status).toBe(403);
    expect((await colleague.request(`/api/assessments/${id}`)).status).toBe(404);

    // a third user in another team never saw anything
    expect((await outsider.request(`/api/assessments/${id}`)).status).toBe(404);
    for (const path of recordPaths) expect((await outsider.request(path)).status, path).toBe(404);
    expect((await json<{ patients: unknown[] }>(outsider.request('/api/patients'))).patients).toEqual([]);
    expect((await json<{ assessments: unknown[] }>(outsider.request('/api/assessments'))).assessments).toEqual([]);
    // the owner still has both records, and the patient with both wounds
    for (const path of recordPaths) expect((await owner.request(path)).status, path).toBe(200);
    expect(
      (await json<{ assessments: { id: string }[] }>(owner.request('/api/assessments'))).assessments
        .map((x) => x.id)
        .sort(),
    ).toEqual([id, second].sort());
  }, 120_000);

  it('lets an invited person without an account book a demo through the link and land in the team', async () => {
    const { c: owner } = await signedUp('Odile', { organization: 'Lakeside Clinic' });
    const team = await activeTeam(owner);
    const email = mail('newcomer');
    expect((await post(owner, 'invite-member', { email, role: 'admin' })).status).toBe(200);
    const link = invitationFromMail(email);
    const c = t.client();
    const { res } = await c.signUp(email, 'wound-care-42', { first_name: 'Nina', invitation_token: link });
    expect(res.status, await res.clone().text()).toBe(200);
    // no personal team: the invited team is theirs, with the invited role
    expect((await teams(c)).map((x) => x.name)).toEqual(['Lakeside Clinic']);
    const full = await activeTeam(c);
    expect(full.id).toBe(team.id);
    expect(full.members.find((m) => m.user.email === email)?.role).toBe('admin');
    expect(full.invitations.find((i) => i.email === email)?.status).toBe('accepted');
    // the link proved the address: no confirmation mail, the account is confirmed, the join audited
    expect(t.sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Invitation to a care team on Woundly',
    ]);
    const ninaUser = await t.deps.db
      .selectFrom('user')
      .select(['id', 'emailVerified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(ninaUser.emailVerified).toBe(true);
    const joinRows = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'team_id'])
      .where('user_id', '=', ninaUser.id)
      .where('action', '=', 'team.join')
      .execute();
    expect(joinRows).toEqual([{ action: 'team.join', team_id: team.id }]);
    // removed from their only team, they are never left without one: a personal team again
    const nina = full.members.find((m) => m.user.email === email)!;
    expect((await post(owner, 'remove-member', { memberIdOrEmail: nina.id })).status).toBe(200);
    expect((await c.request('/api/assessments')).status).toBe(200);
    expect((await teams(c)).map((x) => x.name)).toEqual(["Nina's practice"]);
    expect((await activeTeam(c)).members.map((m) => [m.user.email, m.role])).toEqual([[email, 'owner']]);
  });

  it('a sign-up with a live invitation for another email is refused (the page locks the invited address)', async () => {
    const { c: owner } = await signedUp('Oscar', { organization: 'Hill Clinic' });
    const invited = mail('invited');
    expect((await post(owner, 'invite-member', { email: invited, role: 'clinician' })).status).toBe(200);
    const link = invitationFromMail(invited);
    const c = t.client();
    const { res } = await c.signUp(mail('intruder'), 'wound-care-42', { first_name: 'Ivan', invitation_token: link });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect((await activeTeam(owner)).invitations.find((i) => i.email === invited)?.status).toBe('pending');
  });

  it('refuses an expired invitation and a cancelled one', async () => {
    const { c: owner } = await signedUp('Orla', { organization: 'Bay Clinic' });
    const { c: late, email: lateEmail } = await signedUp('Lena');
    const { c: cancelled, email: cancelledEmail } = await signedUp('Cora');
    expect((await post(owner, 'invite-member', { email: lateEmail, role: 'clinician' })).status).toBe(200);
    expect((await post(owner, 'invite-member', { email: cancelledEmail, role: 'clinician' })).status).toBe(200);
    const lateId = invitationFromMail(lateEmail);
    const cancelledId = invitationFromMail(cancelledEmail);
    await t.deps.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', lateEmail)
      .execute();
    expect((await post(late, 'accept-invitation', { token: lateId })).status).toBe(400);
    const cancelledInvitation = (await activeTeam(owner)).invitations.find((i) => i.email === cancelledEmail)!;
    expect((await post(owner, 'cancel-invitation', { invitationId: cancelledInvitation.id })).status).toBe(200);
    expect((await post(cancelled, 'accept-invitation', { token: cancelledId })).status).toBe(400);
    expect((await teams(late)).map((x) => x.name)).toEqual(["Lena's practice"]);
  });
});

describe('switching and leaving', () => {
  it('switches the active team, and a member leaves a team but the only owner cannot', async () => {
    const { c: owner } = await signedUp('Omar', { organization: 'North Clinic' });
    const { c: nurse, email } = await signedUp('Nora');
    const north = await activeTeam(owner);
    const own = await activeTeam(nurse);
    expect((await post(owner, 'invite-member', { email, role: 'clinician' })).status).toBe(200);
    expect((await post(nurse, 'accept-invitation', { token: invitationFromMail(email) })).status).toBe(200);
    const northAssessment = await createAssessment(t, owner, 'North Patient', photo);
    expect((await activeTeam(nurse)).id).toBe(north.id);

    const switched = await post(nurse, 'set-active', { organizationId: own.id });
    expect(switched.status).toBe(200);
    expect((await activeTeam(nurse)).id).toBe(own.id);
    // records follow the active team
    expect((await json<{ assessments: unknown[] }>(nurse.request('/api/assessments'))).assessments).toEqual([]);
    expect((await post(nurse, 'set-active', { organizationId: north.id })).status).toBe(200);
    expect((await nurse.request(`/api/assessments/${northAssessment}`)).status).toBe(200);

    expect((await post(owner, 'leave', { organizationId: north.id })).status).toBe(400);
    expect((await post(nurse, 'leave', { organizationId: north.id })).status).toBe(200);
    expect((await nurse.request(`/api/assessments/${northAssessment}`)).status).toBe(404);
    expect((await activeTeam(nurse)).id).toBe(own.id);
  }, 60_000);

  it('validates bodies at the edge with the product error shape', async () => {
    const { c } = await signedUp('Vera');
    const bad = await post(c, 'invite-member', { email: 'not-an-email', role: 'superuser' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    const visitor = await t.client().request('/api/auth/organization/list');
    expect(visitor.status).toBe(401);
    const foreign = await c.request('/api/auth/organization/invite-member', {
      method: 'POST',
      json: { email: mail('x'), role: 'clinician' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
