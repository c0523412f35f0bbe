import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReferralContactJson,
  ReferralJson,
  AssessmentConsultantsJson,
  AssessmentJson,
} from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';
import { extractPdfText } from '../../test/support/pdf-text.ts';

/**
 * The team's referral network and referrals through the API: owners and admins keep the
 * contacts, clinicians read them; contacts rank by the stored assessment's specialist types; a
 * referral letter carries the stored assessment and travels as a PDF attachment; its status moves
 * forward only, audited; another team sees none of it.
 */

const fake = createFakeAnalyzer(1);
let t: TestApp;
type Client = ReturnType<TestApp['client']>;
let owner: Client;
let clinician: Client;
let stranger: Client;
let woundId: string;
let clinicianEmail: string;

const CONTACTS = {
  podiatry: { name: 'Pia Podiatrist', specialty: 'podiatry', email: 'pia@foot.example.org' },
  derm: { name: 'Dara Derm', specialty: 'dermatology', email: 'dara@skin.example.org' },
  tv: { name: 'Tom Tissue', specialty: 'tissue_viability', email: 'tom@tv.example.org' },
  ortho: { name: 'Otto Orthotist', specialty: 'orthotics', email: 'otto@shoes.example.org' },
};

async function addContact(c: Client, body: Record<string, unknown>) {
  const res = await c.request('/api/referral-contacts', { method: 'POST', json: body });
  return { res, contact: res.status === 201 ? ((await res.json()) as { contact: ReferralContactJson }).contact : null };
}

const auditActions = async () =>
  (await t.deps.db.selectFrom('audit_log').select(['action', 'resource']).orderBy('id').execute()).map(
    (r) => `${r.action} ${r.resource ?? ''}`,
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fake.analyzer } });
  owner = t.client();
  const { email: ownerEmail } = await owner.signUp(undefined, 'wound-care-42', {
    first_name: 'Olive',
    last_name: 'Owner',
    title: 'Tissue viability nurse',
  });
  // a confirmed address: the owner invites a clinician below
  await owner.verifyEmail(ownerEmail);
  const { patient } = (await (
    await owner.request('/api/patients', {
      method: 'POST',
      json: { display_name: 'Dora Diabetic', identifier: 'MRN-4711', birth_date: '1951-03-09' },
    })
  ).json()) as { patient: { id: string } };
  const created = await owner.request(`/api/patients/${patient.id}/wounds`, {
    method: 'POST',
    json: { etiology: 'diabetic_foot_ulcer', body_site: 'heel_left', label: 'Left heel ulcer' },
  });
  expect(created.status).toBe(201);
  woundId = ((await created.json()) as { wound: { id: string } }).wound.id;
  const up = await owner.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: woundId }, { data: await photoJpeg() }),
  });
  expect(up.status).toBe(202);
  expect((await waitForAssessment(owner, 'analysis-1')).assessment.status).toBe('completed');

  // a clinician of the owner's team
  clinician = t.client();
  const { email } = await clinician.signUp(undefined, 'wound-care-42', { first_name: 'Cleo', last_name: 'Clinician' });
  clinicianEmail = email;
  await clinician.verifyEmail(email);
  const invite = await owner.request('/api/auth/organization/invite-member', {
    method: 'POST',
    json: { email, role: 'clinician' },
  });
  expect(invite.status).toBe(200);
  const accepted = await clinician.request('/api/auth/organization/accept-invitation', {
    method: 'POST',
    json: { token: t.invitationToken(email) },
  });
  expect(accepted.status).toBe(200);

  stranger = t.client();
  await stranger.signUp(undefined, 'wound-care-42', { first_name: 'Sam', last_name: 'Stranger' });
}, 120_000);
afterAll(() => t?.close());

describe('the referral directory', () => {
  it('owners and admins create, edit and delete contacts; clinicians read them and are refused changes; all audited', async () => {
    const { res, contact } = await addContact(owner, {
      ...CONTACTS.derm,
      organisation: 'Skin Clinic',
      phone: '+1 555 0101',
      address: '2 Side Street',
      notes: 'Mondays',
    });
    expect(res.status).toBe(201);
    expect(contact).toMatchObject({ name: 'Dara Derm', specialty: 'dermatology', specialtyLabel: 'Dermatology' });

    const list = (await (await clinician.request('/api/referral-contacts')).json()) as {
      contacts: ReferralContactJson[];
    };
    expect(list.contacts.map((c) => c.name)).toEqual(['Dara Derm']);

    const edited = await owner.request(`/api/referral-contacts/${contact!.id}`, {
      method: 'PUT',
      json: { ...CONTACTS.derm, organisation: 'City Skin Clinic' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { contact: ReferralContactJson }).contact.organisation).toBe('City Skin Clinic');

    for (const [method, path] of [
      ['POST', '/api/referral-contacts'],
      ['PUT', `/api/referral-contacts/${contact!.id}`],
      ['DELETE', `/api/referral-contacts/${contact!.id}`],
    ] as const) {
      const refused = await clinician.request(path, { method, json: CONTACTS.podiatry });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ADMIN_REQUIRED');
    }

    expect((await owner.request(`/api/referral-contacts/${contact!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(
      ((await (await owner.request('/api/referral-contacts')).json()) as { contacts: unknown[] }).contacts,
    ).toEqual([]);
    const audit = await auditActions();
    for (const action of ['referral_contact.create', 'referral_contact.update', 'referral_contact.delete'])
      expect(audit).toContain(`${action} ${contact!.id}`);
  });

  it('refuses a specialty off the list and an address that is not one', async () => {
    const bad = await owner.request('/api/referral-contacts', {
      method: 'POST',
      json: { ...CONTACTS.podiatry, specialty: 'cardiology' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/specialty/);
    const noMail = await owner.request('/api/referral-contacts', {
      method: 'POST',
      json: { ...CONTACTS.podiatry, email: 'not-an-address' },
    });
    expect(noMail.status).toBe(400);
  });

  it("keeps each team's contacts to itself: another team lists none and gets 404 on them, as for none", async () => {
    const { contact } = await addContact(owner, { name: 'Private Contact', specialty: 'orthotics', email: 'p@x.org' });
    const theirs = (await (await stranger.request('/api/referral-contacts')).json()) as { contacts: unknown[] };
    expect(theirs.contacts).toEqual([]);
    const absent = '00000000-0000-4000-8000-000000000000';
    for (const id of [contact!.id, absent]) {
      const put = await stranger.request(`/api/referral-contacts/${id}`, { method: 'PUT', json: CONTACTS.tv });
      const del = await stranger.request(`/api/referral-contacts/${id}`, { method: 'DELETE' });
      expect([put.status, del.status]).toEqual([404, 404]);
      expect(await put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Referral contact not found' } });
    }
    expect((await owner.request(`/api/referral-contacts/${contact!.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('the consultants of an assessment', () => {
  it("rank the team's contacts by the stored assessment's specialist types, the sample directory after them until switched off", async () => {
    for (const c of Object.values(CONTACTS)) expect((await addContact(owner, c)).res.status).toBe(201);
    const { assessment } = (await (await clinician.request('/api/assessments/analysis-1')).json()) as {
      assessment: AssessmentJson;
    };
    const types = assessment.clinical!.specialistTypes;
    // a diabetic foot ulcer: the diabetic foot team (podiatry) before the general wound-care specialist
    const foot = types.indexOf('Diabetic Foot Team (podiatry)');
    const general = types.indexOf('General Wound Care Specialist');
    expect(foot).toBeGreaterThanOrEqual(0);
    expect(general).toBeGreaterThan(foot);

    const res = await clinician.request('/api/assessments/analysis-1/consultants');
    expect(res.status).toBe(200);
    const body = (await res.json()) as AssessmentConsultantsJson;
    expect(body.specialistTypes).toEqual(types);
    expect(body.teamContacts.map((c) => [c.name, c.matchedSpecialistType])).toEqual([
      ['Otto Orthotist', 'Diabetic Foot Team (podiatry)'],
      ['Pia Podiatrist', 'Diabetic Foot Team (podiatry)'],
      ['Tom Tissue', 'General Wound Care Specialist'],
      ['Dara Derm', null],
    ]);
    expect(body.sampleDirectory).toBe(true);
    expect(body.consultants.length).toBeGreaterThan(0);

    const refused = await clinician.request('/api/team/settings', { method: 'PUT', json: { sample_directory: false } });
    expect(refused.status).toBe(403);
    const off = await owner.request('/api/team/settings', { method: 'PUT', json: { sample_directory: false } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { sample_directory: boolean }).sample_directory).toBe(false);
    const after = (await (
      await clinician.request('/api/assessments/analysis-1/consultants')
    ).json()) as AssessmentConsultantsJson;
    expect(after.sampleDirectory).toBe(false);
    expect(after.consultants).toEqual([]);
    expect(after.teamContacts).toHaveLength(4);
    expect(await auditActions()).toContain(`team.sample_directory ${await teamId(owner)}:off`);
    await owner.request('/api/team/settings', { method: 'PUT', json: { sample_directory: true } });
  });
});

async function teamId(c: Client) {
  return ((await (await c.request('/api/team/settings')).json()) as { team_id: string }).team_id;
}

async function contactNamed(name: string) {
  const { contacts } = (await (await clinician.request('/api/referral-contacts')).json()) as {
    contacts: ReferralContactJson[];
  };
  return contacts.find((c) => c.name === name)!;
}

describe('sending a referral', () => {
  let referral: ReferralJson;
  /** the PDF the contact received */
  let mailed: Buffer;

  it('mails the contact a letter PDF with the patient, the wound, the stored assessment, the trajectory, the reason and the sender', async () => {
    const pia = await contactNamed('Pia Podiatrist');
    const before = t.sent.length;
    const res = await clinician.request('/api/assessments/analysis-1/referrals', {
      method: 'POST',
      json: {
        contact_id: pia.id,
        reason: 'Heel ulcer not healing after four weeks of offloading.',
        urgency: 'urgent',
        delivery: 'email',
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    referral = ((await res.json()) as { referral: ReferralJson }).referral;
    expect(referral).toMatchObject({
      status: 'sent',
      urgency: 'urgent',
      delivery: 'email',
      assessmentId: 'analysis-1',
    });
    expect(referral.contact).toMatchObject({ name: 'Pia Podiatrist', specialty: 'podiatry' });
    expect(referral.sentBy).toBe('Cleo Clinician');

    const mails = t.sent.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe('pia@foot.example.org');
    // the patient is named in the letter only, not in the mail's subject or body
    expect(`${mail.subject}\n${mail.text}`).not.toContain('Dora');
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments![0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('referral-analysis-1.pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    mailed = pdf.content;

    const { assessment } = (await (await owner.request('/api/assessments/analysis-1')).json()) as {
      assessment: AssessmentJson;
    };
    const a = assessment.clinical!;
    const text = await extractPdfText(new Uint8Array(pdf.content));
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Referral letter',
      'Urgency: Urgent',
      'Pia Podiatrist',
      'Podiatry',
      'Dora Diabetic',
      'MRN-4711',
      'March 9, 1951',
      'Left heel ulcer',
      'Heel, left',
      'Diabetic foot ulcer',
      'Heel ulcer not healing after four weeks of offloading.',
      a.measurement.areaText,
      a.priority.label,
      a.infection.label,
      'Wound timeline',
      // the sender: name, contact and team
      'Cleo Clinician',
    ])
      expect(flat, expected).toContain(expected.replace(/\s+/g, ' '));
    expect(flat).toContain(clinicianEmail);
    // the team is the owner's (its name is the owner's team name)
    const team = (await (await clinician.request('/api/team/settings')).json()) as { team_name: string };
    expect(flat).toContain(team.team_name);
    expect(await auditActions()).toContain(`referral.send.email analysis-1/${referral.id}`);
  });

  it('records the referral on the wound and keeps the letter as sent for download, the bytes that were mailed', async () => {
    const list = (await (await owner.request(`/api/wounds/${woundId}/referrals`)).json()) as {
      referrals: ReferralJson[];
    };
    expect(list.referrals.map((r) => [r.id, r.status])).toEqual([[referral.id, 'sent']]);
    const letter = await clinician.request(referral.letterUrl);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    // the letter as sent: the mailed attachment, byte for byte
    expect(Buffer.from(await letter.arrayBuffer()).equals(mailed)).toBe(true);
  });

  it('a download sends no mail', async () => {
    const before = t.sent.length;
    const res = await clinician.request('/api/assessments/analysis-1/referrals', {
      method: 'POST',
      json: {
        contact_id: (await contactNamed('Tom Tissue')).id,
        reason: 'Review',
        urgency: 'routine',
        delivery: 'download',
      },
    });
    expect(res.status).toBe(201);
    expect(t.sent.length).toBe(before);
    const { referral: r } = (await res.json()) as { referral: ReferralJson };
    const text = await extractPdfText(new Uint8Array(await (await clinician.request(r.letterUrl)).arrayBuffer()));
    expect(text).toContain('Urgency: Routine');
  });

  it('moves the status forward (sent → acknowledged → seen), each step audited, never back', async () => {
    const step = (status: string) =>
      clinician.request(`/api/referrals/${referral.id}`, { method: 'PATCH', json: { status } });
    const ack = await step('acknowledged');
    expect(ack.status).toBe(200);
    expect(((await ack.json()) as { referral: ReferralJson }).referral.status).toBe('acknowledged');
    expect(((await (await step('seen')).json()) as { referral: ReferralJson }).referral.status).toBe('seen');
    const back = await step('sent');
    expect(back.status).toBe(409);
    expect(((await back.json()) as { error: { code: string } }).error.code).toBe('REFERRAL_STATUS_ORDER');
    const audit = await auditActions();
    expect(audit).toContain(`referral.status.acknowledged ${referral.id}`);
    expect(audit).toContain(`referral.status.seen ${referral.id}`);
    const list = (await (await owner.request(`/api/wounds/${woundId}/referrals`)).json()) as {
      referrals: ReferralJson[];
    };
    expect(list.referrals.find((r) => r.id === referral.id)!.status).toBe('seen');
  });

  it('refuses a contact of another team, and another team reaches no referral, letter or wound list', async () => {
    const theirs = await stranger.request('/api/assessments/analysis-1/referrals', {
      method: 'POST',
      json: { contact_id: (await contactNamed('Tom Tissue')).id, reason: 'x', urgency: 'routine', delivery: 'email' },
    });
    // the stranger has no analysis-1 of their own: the same 404 as for any missing assessment
    expect(theirs.status).toBe(404);
    for (const [method, path, json] of [
      ['PATCH', `/api/referrals/${referral.id}`, { status: 'seen' }],
      ['GET', referral.letterUrl, undefined],
      ['GET', `/api/wounds/${woundId}/referrals`, undefined],
    ] as const) {
      const res = await stranger.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // a contact id that is not the team's own: 404, no mail
    const before = t.sent.length;
    const foreign = await clinician.request('/api/assessments/analysis-1/referrals', {
      method: 'POST',
      json: { contact_id: '00000000-0000-4000-8000-000000000000', reason: 'x', urgency: 'routine', delivery: 'email' },
    });
    expect(foreign.status).toBe(404);
    expect(t.sent.length).toBe(before);
  });
});
