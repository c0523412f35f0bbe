import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { EhrLaunchJson } from '@woundcare/api-types';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { createPatientFromEhr } from './api/create-patient-from-ehr.ts';
import { finishEhrLaunch } from './api/finish-ehr-launch.ts';
import { startEhrLaunch } from './api/start-ehr-launch.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { EHR_COPY, LAUNCH_COPY, LAUNCH_ERROR_HINTS } from './ehr-copy.ts';

function LaunchShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink">{say(LAUNCH_COPY.title)}</h1>
      {children}
    </div>
  );
}

function LaunchError({ error }: { error: unknown }) {
  const code = error instanceof ApiRequestError ? error.code : null;
  const hint = code ? LAUNCH_ERROR_HINTS[code] : undefined;
  return (
    <div className="space-y-4">
      <Notice tone="error">
        <p>{error instanceof Error ? error.message : say(LAUNCH_COPY.failed)}</p>
        {hint && <p className="mt-1">{say(hint)}</p>}
        {code && <p className="mt-1 font-mono text-xs">{code}</p>}
      </Notice>
      <Link to={paths.workspace.worklist} className={buttonClass('secondary')}>
        {say(LAUNCH_COPY.toWorkspace)}
      </Link>
    </div>
  );
}

/** /launch?iss=…&launch=… — the EHR opens the app: the EHR is checked against the team's and the browser goes to authorize. */
export function EhrLaunchPage() {
  const [search] = useSearchParams();
  const iss = search.get('iss') ?? '';
  const launch = search.get('launch') ?? '';
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !iss || !launch) return;
    started.current = true;
    startEhrLaunch(iss, launch).then(
      ({ authorizeUrl }) => window.location.assign(authorizeUrl),
      (err: unknown) => setError(err),
    );
  }, [iss, launch]);
  return (
    <LaunchShell>
      {!iss || !launch ? (
        <Notice tone="error">{say(LAUNCH_COPY.needsParams)}</Notice>
      ) : error ? (
        <LaunchError error={error} />
      ) : (
        <Spinner label={say(EHR_COPY.opening)} />
      )}
    </LaunchShell>
  );
}

/** /launch/callback — the EHR's answer: the launch finished, then the patient opened (or confirmed and created first). */
export function EhrLaunchCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [launch, setLaunch] = useState<EhrLaunchJson | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // the answer's state is good once: a second request (a re-render in development) would be refused
    if (started.current) return;
    started.current = true;
    const params = Object.fromEntries(
      ['state', 'code', 'error', 'error_description', 'iss'].flatMap((k) => {
        const v = search.get(k);
        return v ? [[k, v]] : [];
      }),
    );
    finishEhrLaunch(params).then(
      (l) => {
        if (l.patientId) void navigate(paths.workspace.patient(l.patientId), { replace: true });
        else if (!l.candidate) void navigate(paths.workspace.patients, { replace: true });
        else setLaunch(l);
      },
      (err: unknown) => setError(err),
    );
  }, [search, navigate]);

  async function create(l: EhrLaunchJson) {
    setBusy(true);
    try {
      const { patientId } = await createPatientFromEhr(l.connectionId, l.ehrPatientId!);
      void navigate(paths.workspace.patient(patientId), { replace: true });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  const c = launch?.candidate;
  return (
    <LaunchShell>
      {error ? (
        <LaunchError error={error} />
      ) : launch && c ? (
        <Card title={say(EHR_COPY.confirmTitle)} aria-label={say(EHR_COPY.confirmTitle)}>
          <p className="text-sm text-slate-600">
            {say(EHR_COPY.confirmIntro)} <span className="font-medium">{launch.connectionName}</span>
          </p>
          <dl className="my-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-600">{say(LAUNCH_COPY.name)}</dt>
            <dd className="break-words text-ink">{c.name}</dd>
            <dt className="font-medium text-slate-600">{say(LAUNCH_COPY.born)}</dt>
            <dd className="text-ink">{c.birthDate ?? say(LAUNCH_COPY.notGiven)}</dd>
            <dt className="font-medium text-slate-600">{say(LAUNCH_COPY.mrn)}</dt>
            <dd className="break-all text-ink">{c.mrn ?? say(LAUNCH_COPY.notGiven)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void create(launch)} disabled={busy}>
              {busy ? say(EHR_COPY.creating) : say(EHR_COPY.createPatient)}
            </Button>
            <Link to={paths.workspace.patients} className={buttonClass('ghost')}>
              {say(EHR_COPY.cancel)}
            </Link>
          </div>
        </Card>
      ) : (
        <Spinner label={say(EHR_COPY.opening)} />
      )}
    </LaunchShell>
  );
}
