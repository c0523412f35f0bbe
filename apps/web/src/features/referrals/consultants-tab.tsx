import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail, MapPin, Phone, Send } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { useAssessmentConsultants } from './api/list-assessment-consultants.ts';
import { useStates as useStatesQuery } from './api/list-states.ts';
import type { ConsultantJson, RankedReferralContactJson } from '@woundcare/api-types';
import { Badge, SampleDataBadge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Card, Notice, PageHeading } from '../../components/ui/card.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';
import { NOT_AVAILABLE } from '../workspace/components/assessment-not-available.tsx';
import { priorityTone } from '../workspace/components/assessment-summary.tsx';
import { AssessmentPicker, type CompletedAssessment } from '../workspace/components/assessment-picker.tsx';
import { DEFAULT_STATE, sampleConsultant } from './data.ts';
import { ContactFormDialog } from './contact-form-dialog.tsx';
import { ReferralNetworkPanel } from './referral-network-panel.tsx';
import { deleteReferralContact } from './api/delete-referral-contact.ts';
import { setSampleDirectory } from '../profile/api/update-team-settings.ts';
import { REFERRAL_COPY } from './referral-copy.ts';
import { SendReferralDialog } from './send-referral-dialog.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { consultantsCopy as copy } from './consultants-copy.ts';

/** The 50 states from the server; until they arrive (or if they cannot), the default state alone. */
function useStates(): string[] {
  const states = useStatesQuery();
  return states.data && states.data.length > 0 ? states.data : [DEFAULT_STATE];
}

type ConsultantsQuery = ReturnType<typeof useAssessmentConsultants>;

function SampleDirectory({ query, state, isAdmin }: { query: ConsultantsQuery; state: string; isAdmin: boolean }) {
  const [switching, setSwitching] = useState(false);
  if (query.status === 'loading' || query.status === 'idle')
    return (
      <p className="text-sm text-slate-500" role="status">
        {say(copy.loading)}
      </p>
    );
  // the directory could not be reached: one sample contact, labelled as such
  const data =
    query.status === 'success'
      ? { consultants: query.data.consultants, fallback: false, on: query.data.sampleDirectory }
      : { consultants: [sampleConsultant(state)], fallback: true, on: true };
  const toggle = async (value: boolean) => {
    setSwitching(true);
    try {
      await setSampleDirectory(value);
      query.refetch();
    } finally {
      setSwitching(false);
    }
  };
  return (
    <section aria-labelledby="sample-directory-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="sample-directory-title" className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
        {say(REFERRAL_COPY.sampleTitle)}
      </h3>
      {isAdmin && !data.fallback && (
        <div className="mt-2">
          <Checkbox
            label={say(REFERRAL_COPY.sampleSwitch)}
            checked={data.on}
            disabled={switching}
            onChange={(e) => void toggle(e.target.checked)}
          />
        </div>
      )}
      {!data.on ? (
        <p className="mt-2 text-sm text-slate-600">{say(REFERRAL_COPY.sampleOff)}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{say(REFERRAL_COPY.sampleText)}</p>
          {data.fallback && (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-900">
              <SampleDataBadge /> {say(copy.unreachable)}
            </div>
          )}
          {data.consultants.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{say(copy.noneInState, { state })}</p>
          ) : (
            <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={say(REFERRAL_COPY.sampleTitle)}>
              {data.consultants.map((c) => (
                <SampleConsultantCard key={c.id} c={c} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function SampleConsultantCard({ c }: { c: ConsultantJson }) {
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        {c.name} <SampleDataBadge label={say(REFERRAL_COPY.sampleTitle)} />
      </p>
      <p className="text-sm text-brand-800">{c.specialization}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          {c.address}
        </li>
        <li className="flex gap-2">
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
            {c.phone}
          </a>
        </li>
        <li className="flex min-w-0 gap-2">
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <a href={`mailto:${c.email}`} className="min-w-0 hover:underline">
            <EmailText email={c.email} />
          </a>
        </li>
      </ul>
    </li>
  );
}

/** The consultants of one completed assessment: the team's network ranked for it, referrals, the sample directory. */
function AssessmentConsultants({ assessment: t, states }: { assessment: CompletedAssessment; states: string[] }) {
  const stateId = useId();
  const [state, setState] = useState(DEFAULT_STATE);
  const [notice, setNotice] = useState<string | null>(null);
  const [referTo, setReferTo] = useState<{ contactId?: string } | null>(null);
  const [editing, setEditing] = useState<{ contact: RankedReferralContactJson | null } | null>(null);
  const isAdmin = useIsTeamAdmin();
  const query = useAssessmentConsultants(t.id, state);
  const teamContacts = query.status === 'success' ? query.data.teamContacts : [];
  const a = t.clinical;
  const remove = async (c: RankedReferralContactJson) => {
    if (!window.confirm(say(REFERRAL_COPY.confirmDelete, { name: c.name }))) return;
    try {
      await deleteReferralContact(c.id);
      query.refetch();
    } catch (err) {
      setNotice((err as Error).message);
    }
  };
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
      <Card as="section" className="min-w-0 xl:col-span-1">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
          {say(copy.details)} {t.simulated && <SimulatedBadge />}
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          {a ? (
            <>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{say(copy.priority)}</dt>
                <dd>
                  <Badge tone={priorityTone[a.priority.level]}>{a.priority.label}</Badge>
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{say(copy.infection)}</dt>
                <dd className="text-right font-medium text-slate-800">{a.infection.label}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt className="sr-only">{say(copy.assessment)}</dt>
              <dd className="text-slate-600">{NOT_AVAILABLE.title}</dd>
            </div>
          )}
        </dl>
        {a && (
          <>
            <h3 className="mt-5 text-sm font-semibold text-slate-800">{say(copy.specialistTypes)}</h3>
            <ul className="mt-2 space-y-1.5">
              {a.specialistTypes.map((s) => (
                <li key={s}>
                  <Badge tone={s.includes('Urgent') ? 'red' : s.includes('Infectious') ? 'yellow' : 'brand'}>{s}</Badge>
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 className="mt-5 text-sm font-semibold text-slate-800">{say(copy.quickActions)}</h3>
        <div className="mt-2 flex flex-col gap-2">
          <Button size="sm" className="justify-start" onClick={() => setReferTo({})}>
            <Send className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.sendReferral)}
          </Button>
        </div>
        {notice && (
          <div className="mt-3" role="status">
            <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>
          </div>
        )}
      </Card>
      <Card as="section" className="min-w-0 xl:col-span-2">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">{say(copy.recommended)}</h2>
          <div>
            <label htmlFor={stateId} className="mb-1 block text-sm font-medium text-slate-700">
              {say(copy.state)}
            </label>
            <select
              id={stateId}
              value={state}
              onChange={(e) => setState(e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4">
          {query.status === 'success' && (
            <ReferralNetworkPanel
              contacts={teamContacts}
              isAdmin={isAdmin}
              onRefer={(c) => setReferTo({ contactId: c.id })}
              onAdd={() => setEditing({ contact: null })}
              onEdit={(c) => setEditing({ contact: c })}
              onDelete={(c) => void remove(c)}
            />
          )}
          <SampleDirectory query={query} state={state} isAdmin={isAdmin} />
        </div>
        <Link
          to={paths.consultantServices(t.id)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {say(copy.fullDirectory)} <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Card>
      <SendReferralDialog
        open={referTo !== null}
        assessmentId={t.id}
        contacts={teamContacts}
        initialContactId={referTo?.contactId}
        onClose={() => setReferTo(null)}
        onSent={(_referral, message) => {
          setReferTo(null);
          setNotice(message);
        }}
      />
      <ContactFormDialog
        open={editing !== null}
        contact={editing?.contact ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          query.refetch();
        }}
      />
    </div>
  );
}

/** Consultant Services tab (docs/spec-notes.md#tab-contents): the team's referral network and specialists for a completed analysis. */
export function ConsultantsTab() {
  const states = useStates();
  return (
    <div>
      <PageHeading title={say(copy.title)} description={say(copy.description)} />
      <AssessmentPicker emptyTitle={say(copy.empty)} emptyText={say(copy.emptyText)}>
        {(t) => <AssessmentConsultants assessment={t} states={states} />}
      </AssessmentPicker>
    </div>
  );
}
