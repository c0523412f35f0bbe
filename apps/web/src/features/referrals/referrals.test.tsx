import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankedReferralContactJson, ReferralJson } from '@woundcare/api-types';
import { makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace, stubDialog } from '../../../test/workspace.tsx';
import { ConsultantsTab } from './consultants-tab.tsx';
import { ContactFormDialog } from './contact-form-dialog.tsx';
import { WoundReferrals } from './wound-referrals.tsx';
import { SendReferralButton } from './send-referral-button.tsx';

const contact = (over: Partial<RankedReferralContactJson>): RankedReferralContactJson => ({
  id: 'c1',
  name: 'Pia Podiatrist',
  specialty: 'podiatry',
  specialtyLabel: 'Podiatry',
  organisation: 'Foot Clinic',
  phone: '+1 555 0101',
  email: 'pia@foot.example.org',
  address: '',
  notes: '',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  matchedSpecialistType: null,
  ...over,
});

const referral = (over: Partial<ReferralJson> = {}): ReferralJson => ({
  id: 'r1',
  assessmentId: 'analysis-1',
  woundId: 'w1',
  contact: { id: 'c1', name: 'Pia Podiatrist', specialty: 'podiatry', organisation: 'Foot Clinic', email: 'pia@x.org' },
  reason: 'Not healing',
  urgency: 'urgent',
  delivery: 'email',
  status: 'sent',
  sentAt: '2026-11-20T10:00:00Z',
  sentBy: 'Cleo Clinician',
  statusUpdatedAt: '2026-11-20T10:00:00Z',
  letterUrl: '/api/referrals/r1/letter.pdf',
  ...over,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch stub answering by "METHOD path" (the query string dropped), recording every call. */
function stubApi(routes: Record<string, (body: unknown) => Response>, role = 'clinician') {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(u).split('?')[0]!;
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/auth/get-session') return json({ user: { id: 'me' } });
      if (path === '/api/auth/organization/get-full-organization') return json({ members: [{ userId: 'me', role }] });
      if (path === '/api/states') return json({ states: ['California'] });
      const answer = routes[`${method} ${path}`];
      return answer
        ? answer(body)
        : json({ error: { code: 'NOT_FOUND', message: `no stub for ${method} ${path}` } }, 404);
    }),
  );
  return calls;
}

const consultantsAnswer =
  (teamContacts: RankedReferralContactJson[], sampleDirectory = true) =>
  () =>
    json({
      consultants: sampleDirectory
        ? [
            {
              id: 'd1',
              name: 'Dr. Sample One',
              specialization: 'Wound Care',
              phone: '+1 555 0100',
              email: 'dr@example.com',
              address: '1 Main St, California',
              state: 'California',
              rating: 4.5,
              availability: 'available',
              consultationTypes: ['video'],
            },
          ]
        : [],
      specialistTypes: ['Diabetic Foot Team (podiatry)'],
      state: 'California',
      teamContacts,
      sampleDirectory,
    });

beforeEach(stubDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the consultants tab with the referral network', { timeout: 20_000 }, () => {
  it("lists the team's contacts as the server ranked them, marked with the type they match, before the labelled sample directory", async () => {
    stubApi({
      'GET /api/assessments/analysis-1/consultants': consultantsAnswer([
        contact({ id: 'c1', name: 'Pia Podiatrist', matchedSpecialistType: 'Diabetic Foot Team (podiatry)' }),
        contact({ id: 'c2', name: 'Dara Derm', specialty: 'dermatology', specialtyLabel: 'Dermatology' }),
      ]),
    });
    const t = makeAssessment();
    renderInWorkspace(<ConsultantsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const network = await screen.findByRole('list', { name: 'Your referral network' });
    const items = within(network)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === network);
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['Pia Podiatrist', 'Dara Derm']);
    expect(within(items[0]!).getByText('Matches: Diabetic Foot Team (podiatry)')).toBeTruthy();
    expect(within(items[1]!).queryByText(/Matches/)).toBeNull();
    // a clinician refers but does not manage the network
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Pia Podiatrist' })).toBeNull();
    const sample = screen.getByRole('list', { name: 'Sample directory' });
    expect(within(sample).getByText('Dr. Sample One')).toBeTruthy();
    expect(within(sample).getAllByText('Sample directory').length).toBeGreaterThan(0);
  });

  it('says when the team switched the sample directory off, and offers the switch to admins only', async () => {
    stubApi({ 'GET /api/assessments/analysis-1/consultants': consultantsAnswer([], false) }, 'admin');
    const t = makeAssessment();
    renderInWorkspace(<ConsultantsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(await screen.findByText('The sample directory is switched off for your team.')).toBeTruthy();
    expect(screen.queryByText('Dr. Sample One')).toBeNull();
    const toggle = await screen.findByLabelText('Show the sample directory');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByRole('button', { name: 'Add contact' })).toBeTruthy();
  });

  it('sends a referral to the chosen contact with the reason, urgency and delivery, and says where it went', async () => {
    const calls = stubApi({
      'GET /api/assessments/analysis-1/consultants': consultantsAnswer([
        contact({ id: 'c1', matchedSpecialistType: 'Diabetic Foot Team (podiatry)' }),
        contact({
          id: 'c2',
          name: 'Dara Derm',
          specialty: 'dermatology',
          specialtyLabel: 'Dermatology',
          email: 'd@x.org',
        }),
      ]),
      'POST /api/assessments/analysis-1/referrals': () =>
        json({ referral: referral({ contact: { ...referral().contact, id: 'c2' } }) }, 201),
    });
    const t = makeAssessment();
    renderInWorkspace(<ConsultantsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send referral to Dara Derm' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a referral' });
    expect((within(dialog).getByLabelText(/Refer to/) as HTMLSelectElement).value).toBe('c2');
    // the reason is required: nothing is sent without it
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send referral' }));
    expect(within(dialog).getByText('Give the reason for the referral')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason for referral/), 'Rash around the wound');
    await userEvent.selectOptions(within(dialog).getByLabelText('Urgency'), 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send referral' }));
    await screen.findByText('Referral sent to Dara Derm (d@x.org) with the letter attached.');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/assessments/analysis-1/referrals',
      body: { contact_id: 'c2', reason: 'Rash around the wound', urgency: 'soon', delivery: 'email' },
    });
  });
});

describe('ContactFormDialog', () => {
  it('checks the fields with the server schema before sending, then adds the contact', async () => {
    const calls = stubApi({
      'POST /api/referral-contacts': (body) => json({ contact: contact({ ...(body as object), id: 'new' }) }, 201),
    });
    const onSaved = vi.fn();
    renderInWorkspace(<ContactFormDialog open contact={null} onClose={() => {}} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a referral contact' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Vera Vascular');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText(/Enter a valid email address/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/E-mail/));
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'vera@vascular.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Vera Vascular',
      specialty: 'vascular_surgery',
      email: 'vera@vascular.example.org',
    });
  });
});

describe('WoundReferrals', () => {
  it("shows the wound's referrals with their status and moves one forward", async () => {
    const calls = stubApi({
      'GET /api/wounds/w1/referrals': () => json({ referrals: [referral()] }),
      'PATCH /api/referrals/r1': (body) =>
        json({ referral: referral({ status: (body as { status: 'acknowledged' }).status }) }),
    });
    renderInWorkspace(<WoundReferrals woundId="w1" />);
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.getByText(/E-mailed to pia@x.org by Cleo Clinician/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark acknowledged' }));
    expect(await screen.findByText('Acknowledged')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark seen' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ status: 'acknowledged' });
  });
});

describe('SendReferralButton', () => {
  it("opens the referral dialog with the team's contacts ranked for the assessment, asking nothing before the click", async () => {
    const calls = stubApi({
      'GET /api/assessments/analysis-7/consultants': consultantsAnswer([
        contact({
          id: 'c9',
          name: 'Vera Vascular',
          specialty: 'vascular_surgery',
          specialtyLabel: 'Vascular surgery',
          matchedSpecialistType: 'Vascular Surgeon',
        }),
      ]),
    });
    renderInWorkspace(<SendReferralButton assessmentId="analysis-7" />);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a referral' });
    const picker = within(dialog).getByLabelText(/Refer to/) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Vera Vascular — Vascular surgery (matches Vascular Surgeon)',
    ]);
  });

  it('leads an owner or admin from a first referral without contacts to where contacts are added; tells a member whom to ask', async () => {
    stubApi({ 'GET /api/assessments/analysis-7/consultants': consultantsAnswer([]) }, 'owner');
    const owner = renderInWorkspace(<SendReferralButton assessmentId="analysis-7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send a referral' });
    const add = await within(dialog).findByRole('link', { name: 'Add referral contacts' });
    expect(add.getAttribute('href')).toBe('/demo/consultants/analysis-7#referral-network');
    owner.unmount();
    cleanup();
    vi.unstubAllGlobals();

    stubApi({ 'GET /api/assessments/analysis-7/consultants': consultantsAnswer([]) }, 'member');
    renderInWorkspace(<SendReferralButton assessmentId="analysis-7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    dialog = await screen.findByRole('dialog', { name: 'Send a referral' });
    await within(dialog).findByText(/Ask one of your team’s owners or admins|Ask one of your team's owners or admins/);
    expect(within(dialog).queryByRole('link', { name: 'Add referral contacts' })).toBeNull();
  });
});
