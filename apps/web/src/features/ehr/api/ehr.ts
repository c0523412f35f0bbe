import type {
  ChartStateJson,
  EhrAuthorizeJson,
  EhrConnectionJson,
  EhrConnectionsJson,
  EhrLaunchJson,
} from '@woundcare/api-types';
import type { EhrConnectionBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/ehr/connections — the active team's EHR connections (never a secret). */
export function useEhrConnections() {
  return useQuery(['ehr-connections'], (signal) => apiRequest<EhrConnectionsJson>('/api/ehr/connections', { signal }));
}

/** POST /api/ehr/connections, PUT /api/ehr/connections/:id — owners and admins. */
export function saveEhrConnection(body: EhrConnectionBody, id?: string) {
  return apiRequest<EhrConnectionJson>(id ? `/api/ehr/connections/${encodeURIComponent(id)}` : '/api/ehr/connections', {
    method: id ? 'PUT' : 'POST',
    body: { ...body },
  });
}

/** DELETE /api/ehr/connections/:id */
export function removeEhrConnection(id: string) {
  return apiRequest<null>(`/api/ehr/connections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/ehr/launch — an EHR launch: where to authorize (a refused `iss` answers EHR_ISSUER_NOT_ALLOWED). */
export function startEhrLaunch(iss: string, launch: string) {
  return apiRequest<EhrAuthorizeJson>('/api/ehr/launch', { method: 'POST', body: { iss, launch } });
}

/** POST /api/ehr/connect — a standalone launch ("Connect to the chart"). */
export function connectToChart(connectionId: string) {
  return apiRequest<EhrAuthorizeJson>('/api/ehr/connect', { method: 'POST', body: { connection_id: connectionId } });
}

/** POST /api/ehr/callback — the authorization answer that came back to /launch/callback. */
export function finishEhrLaunch(params: Record<string, string>) {
  return apiRequest<EhrLaunchJson>('/api/ehr/callback', { method: 'POST', body: params });
}

/** POST /api/ehr/patients — our patient from the launched EHR patient, once the clinician confirmed. */
export function createPatientFromEhr(connectionId: string, ehrPatientId: string) {
  return apiRequest<{ patientId: string; created: boolean }>('/api/ehr/patients', {
    method: 'POST',
    body: { connection_id: connectionId, ehr_patient_id: ehrPatientId },
  });
}

/** GET /api/assessments/:id/chart — where the assessment stands in its patient's chart (polled while queued). */
export function useChartState(assessmentId: string, opts: { poll: boolean }) {
  return useQuery(
    ['chart-state', assessmentId],
    (signal) => apiRequest<ChartStateJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/chart`, { signal }),
    opts.poll ? { refetchIntervalMs: 10_000 } : {},
  );
}

/** POST /api/assessments/:id/chart — "Send to chart" (and its retry). */
export function sendToChart(assessmentId: string) {
  return apiRequest<ChartStateJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/chart`, { method: 'POST' });
}
