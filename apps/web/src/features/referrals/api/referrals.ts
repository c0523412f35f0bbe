import type {
  ReferralContactJson,
  ReferralListJson,
  ReferralResponseJson,
  ReferralStatus,
  TeamSettingsJson,
} from '@woundcare/api-types';
import type { ReferralContactBody, ReferralCreateBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

const CONTACTS = '/api/referral-contacts';
const contactPath = (id: string) => `${CONTACTS}/${encodeURIComponent(id)}`;

/** The paths of the referral endpoints (the one place the web names them). */
export const referralPaths = {
  contacts: CONTACTS,
  contact: contactPath,
  send: (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/referrals`,
  woundReferrals: (woundId: string) => `/api/wounds/${encodeURIComponent(woundId)}/referrals`,
  referral: (id: string) => `/api/referrals/${encodeURIComponent(id)}`,
};

/** GET /api/wounds/:id/referrals — a wound's referrals, newest first. */
export function useWoundReferrals(woundId: string | null) {
  return useQuery(
    ['wound-referrals', woundId],
    (signal) =>
      apiRequest<ReferralListJson>(referralPaths.woundReferrals(woundId!), { signal }).then((r) => r.referrals),
    { enabled: woundId !== null },
  );
}

/** The writes (owners and admins for contacts and the sample switch; any member sends and updates referrals). */
export const referralsApi = {
  addContact: (body: ReferralContactBody) =>
    apiRequest<{ contact: ReferralContactJson }>(CONTACTS, { method: 'POST', body }).then((r) => r.contact),
  saveContact: (id: string, body: ReferralContactBody) =>
    apiRequest<{ contact: ReferralContactJson }>(contactPath(id), { method: 'PUT', body }).then((r) => r.contact),
  deleteContact: (id: string) => apiRequest<null>(contactPath(id), { method: 'DELETE' }),
  send: (assessmentId: string, body: ReferralCreateBody) =>
    apiRequest<ReferralResponseJson>(referralPaths.send(assessmentId), { method: 'POST', body }).then(
      (r) => r.referral,
    ),
  setStatus: (id: string, status: ReferralStatus) =>
    apiRequest<ReferralResponseJson>(referralPaths.referral(id), { method: 'PATCH', body: { status } }).then(
      (r) => r.referral,
    ),
  setSampleDirectory: (value: boolean) =>
    apiRequest<TeamSettingsJson>('/api/team/settings', { method: 'PUT', body: { sample_directory: value } }),
};
