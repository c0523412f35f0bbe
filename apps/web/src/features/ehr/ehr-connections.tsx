import { useState, type FormEvent } from 'react';
import { Link2, Plus } from 'lucide-react';
import { DEFAULT_EHR_SCOPES, type EhrClientType, type EhrConnectionJson } from '@woundcare/api-types';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Checkbox, FormError, PasswordField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { connectToChart } from './api/connect-to-chart.ts';
import { useEhrConnections } from './api/list-ehr-connections.ts';
import { removeEhrConnection } from './api/remove-ehr-connection.ts';
import { saveEhrConnection } from './api/save-ehr-connection.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { CLIENT_TYPE_OPTIONS, CONNECTIONS_COPY as copy, EHR_COPY } from './ehr-copy.ts';

interface Draft {
  name: string;
  issuer: string;
  clientId: string;
  clientType: EhrClientType;
  secret: string;
  scopes: string;
  sendOnConfirm: boolean;
}

const EMPTY: Draft = {
  name: '',
  issuer: '',
  clientId: '',
  clientType: 'public',
  secret: '',
  scopes: DEFAULT_EHR_SCOPES,
  sendOnConfirm: false,
};
const draftOf = (c: EhrConnectionJson): Draft => ({
  name: c.name,
  issuer: c.issuer,
  clientId: c.clientId,
  clientType: c.clientType,
  secret: '',
  scopes: c.scopes,
  sendOnConfirm: c.sendOnConfirm,
});

const clientTypeLabel = (type: EhrClientType) => {
  const option = CLIENT_TYPE_OPTIONS.find((o) => o.value === type);
  return option ? say(option.label) : undefined;
};

/** The team's EHR connections: every member sees them and connects; owners and admins register and change them. */
export function EhrConnections() {
  const q = useEhrConnections();
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function connect(id: string) {
    setNotice(null);
    try {
      const { authorizeUrl } = await connectToChart(id);
      window.location.assign(authorizeUrl);
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    }
  }

  async function remove(c: EhrConnectionJson) {
    if (!window.confirm(say(copy.confirmRemove, { name: c.name }))) return;
    await removeEhrConnection(c.id);
    q.refetch();
  }

  return (
    <Card title={say(EHR_COPY.connectionsTitle)} aria-label={say(EHR_COPY.connectionsTitle)}>
      <p className="mb-4 text-sm text-slate-600">{say(EHR_COPY.connectionsIntro)}</p>
      {notice && (
        <div className="mb-3">
          <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Notice>
        </div>
      )}
      {q.status === 'loading' && <Spinner label={say(copy.loading)} />}
      {q.status === 'error' && <Notice tone="error">{say(copy.loadFailed)}</Notice>}
      {q.status === 'success' && (
        <>
          {q.data.connections.length === 0 && <p className="text-sm text-slate-600">{say(EHR_COPY.noConnections)}</p>}
          <ul className="space-y-3">
            {q.data.connections.map((c) => (
              <li key={c.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{c.name}</p>
                    <p className="break-all text-xs text-slate-600">{c.issuer}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {say(copy.client)} <span className="break-all font-mono">{c.clientId}</span> ·{' '}
                      {clientTypeLabel(c.clientType)}
                    </p>
                    {c.sendOnConfirm && <p className="mt-1 text-xs text-slate-600">{say(EHR_COPY.sendsOnConfirm)}</p>}
                    {c.fhirUser && (
                      <p className="mt-1 text-xs text-slate-600">{say(copy.youAre, { user: c.fhirUser })}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="primary" size="sm" onClick={() => void connect(c.id)}>
                      <Link2 className="h-4 w-4" aria-hidden="true" /> {say(EHR_COPY.connect)}
                    </Button>
                    {q.data.canManage && (
                      <>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setEditing({ id: c.id, draft: draftOf(c) })}
                        >
                          {say(copy.edit)}
                          <span className="sr-only"> {c.name}</span>
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => void remove(c)}>
                          {say(copy.remove)}
                          <span className="sr-only"> {c.name}</span>
                        </Button>
                      </>
                    )}
                  </div>
                </div>
                {q.data.canManage && (
                  <dl className="mt-2 grid gap-1 text-xs text-slate-600 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
                    <dt className="font-medium">{say(copy.launchUrl)}</dt>
                    <dd className="break-all font-mono">{c.launchUrl}</dd>
                    <dt className="font-medium">{say(copy.redirectUrl)}</dt>
                    <dd className="break-all font-mono">{c.redirectUrl}</dd>
                    <dt className="font-medium">{say(copy.scopes)}</dt>
                    <dd className="break-all font-mono">{c.scopes}</dd>
                  </dl>
                )}
              </li>
            ))}
          </ul>
          {q.data.canManage ? (
            editing ? (
              <ConnectionForm
                key={editing.id ?? 'new'}
                id={editing.id}
                initial={editing.draft}
                onCancel={() => setEditing(null)}
                onSaved={(c) => {
                  setEditing(null);
                  setNotice({ tone: 'success', text: say(copy.saved, { name: c.name }) });
                  q.refetch();
                }}
              />
            ) : (
              <Button className="mt-4" variant="secondary" onClick={() => setEditing({ id: null, draft: EMPTY })}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {say(copy.add)}
              </Button>
            )
          ) : (
            <p className="mt-3 text-xs text-slate-500">{say(EHR_COPY.adminOnly)}</p>
          )}
        </>
      )}
    </Card>
  );
}

function ConnectionForm({
  id,
  initial,
  onCancel,
  onSaved,
}: {
  id: string | null;
  initial: Draft;
  onCancel: () => void;
  onSaved: (c: EhrConnectionJson) => void;
}) {
  const [d, setD] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setD((x) => ({ ...x, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await saveEhrConnection(
        {
          name: d.name,
          issuer: d.issuer,
          client_id: d.clientId,
          client_type: d.clientType,
          scopes: d.scopes,
          send_on_confirm: d.sendOnConfirm,
          ...(d.clientType !== 'public' && d.secret ? { secret: d.secret } : {}),
        },
        id ?? undefined,
      );
      onSaved(saved);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : say(copy.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
    >
      <h5 className="text-sm font-semibold text-ink sm:col-span-2">{id ? say(copy.change) : say(copy.new)}</h5>
      <TextField label={say(copy.name)} required value={d.name} onChange={set('name')} maxLength={100} />
      <TextField
        label={say(copy.issuer)}
        required
        type="url"
        value={d.issuer}
        onChange={set('issuer')}
        placeholder="https://fhir.example-ehr.org/api/FHIR/R4"
        hint={say(copy.issuerHint)}
      />
      <TextField label={say(copy.clientId)} required value={d.clientId} onChange={set('clientId')} maxLength={300} />
      <SelectField
        label={say(copy.clientType)}
        value={d.clientType}
        onChange={(e) => setD((x) => ({ ...x, clientType: e.target.value as EhrClientType }))}
        options={CLIENT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: say(o.label) }))}
      />
      {d.clientType === 'client-secret' && (
        <PasswordField
          label={id ? say(copy.secretKeep) : say(copy.secret)}
          required={!id}
          value={d.secret}
          onChange={set('secret')}
          autoComplete="off"
          className="sm:col-span-2"
        />
      )}
      {d.clientType === 'private-key-jwt' && (
        <TextAreaField
          label={id ? say(copy.keyKeep) : say(copy.key)}
          required={!id}
          value={d.secret}
          onChange={set('secret')}
          rows={4}
          className="sm:col-span-2 font-mono"
        />
      )}
      <TextAreaField
        label={say(copy.scopes)}
        required
        value={d.scopes}
        onChange={set('scopes')}
        rows={2}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Checkbox
          label={
            <>
              {say(EHR_COPY.sendOnConfirmLabel)}
              <span className="mt-0.5 block text-xs text-slate-500">{say(EHR_COPY.sendOnConfirmHint)}</span>
            </>
          }
          checked={d.sendOnConfirm}
          onChange={(e) => setD((x) => ({ ...x, sendOnConfirm: e.target.checked }))}
        />
      </div>
      <div className="sm:col-span-2">
        <FormError message={error} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? say(copy.saving) : say(copy.save)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {say(copy.cancel)}
        </Button>
      </div>
    </form>
  );
}
