import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail, MapPin, Phone, Send, Siren, CalendarPlus } from 'lucide-react';
import { paths } from '../../../../lib/paths.ts';
import { analysisApi } from '../../../../lib/analysis/api.ts';
import { useQuery } from '../../../../lib/use-query.ts';
import { Badge, SampleDataBadge, SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { Card, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { NOT_AVAILABLE } from '../../components/assessment-not-available.tsx';
import { priorityTone } from '../../components/assessment-summary.tsx';
import { ThreadPicker, type CompletedThread } from '../../components/thread-picker.tsx';
import { DEFAULT_STATE, QUICK_ACTION_PLACEHOLDER, sampleConsultant } from './data.ts';

/** The 50 states from the server; until they arrive (or if they cannot), the default state alone. */
function useStates(): string[] {
  const states = useQuery(['states'], (signal) => analysisApi.states(signal));
  return states.data && states.data.length > 0 ? states.data : [DEFAULT_STATE];
}

function Recommendations({ thread, state }: { thread: CompletedThread; state: string }) {
  const query = useQuery(['thread-consultants', thread.id, state], (signal) =>
    analysisApi.threadConsultants(thread.id, state, signal),
  );
  if (query.status === 'loading' || query.status === 'idle')
    return (
      <p className="text-sm text-slate-500" role="status">
        Loading consultant services...
      </p>
    );
  // the directory could not be reached: one sample contact, labelled as such
  const data =
    query.status === 'success'
      ? { consultants: query.data.consultants, fallback: false }
      : { consultants: [sampleConsultant(state)], fallback: true };
  return (
    <div>
      {data.fallback && (
        <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-amber-900">
          <SampleDataBadge /> The consultant directory could not be reached; this is a sample contact.
        </div>
      )}
      {data.consultants.length === 0 ? (
        <p className="text-sm text-slate-600">No consultants listed for {state}.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {data.consultants.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-ink">{c.name}</p>
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
                <li className="flex gap-2">
                  <Mail className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <a href={`mailto:${c.email}`} className="min-w-0 hover:underline">
                    <EmailText email={c.email} />
                  </a>
                </li>
              </ul>
              <a
                href={`mailto:${c.email}?subject=${encodeURIComponent(`Wound consultation — ${thread.id}`)}`}
                className={buttonClass('secondary', 'sm', 'mt-3')}
              >
                Get Contact
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Consultant Services tab (spec 001 §2): specialists for one completed analysis in any of the 50 states. */
export function ConsultantsTab() {
  const states = useStates();
  const stateId = useId();
  const [state, setState] = useState(DEFAULT_STATE);
  const [notice, setNotice] = useState<string | null>(null);
  const quick = [
    { label: 'Schedule Consultation', icon: CalendarPlus },
    { label: 'Send Referral', icon: Send },
    { label: 'Emergency Contact', icon: Siren },
  ];
  return (
    <div>
      <PageHeading title="Consultant Services" description="Specialists for a completed analysis, by US state." />
      <ThreadPicker
        emptyTitle="No completed analyses yet"
        emptyText="Consultant recommendations follow from a completed analysis."
      >
        {(t) => {
          const a = t.assessment;
          return (
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
              <Card as="section" className="xl:col-span-1">
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                  Analysis details {t.simulated && <SimulatedBadge />}
                </h2>
                <dl className="mt-3 space-y-2 text-sm">
                  {a ? (
                    <>
                      <div className="flex justify-between gap-2">
                        <dt className="text-slate-600">Priority</dt>
                        <dd>
                          <Badge tone={priorityTone[a.priority.level]}>{a.priority.label}</Badge>
                        </dd>
                      </div>
                      <div className="flex justify-between gap-2">
                        <dt className="text-slate-600">Infection screen</dt>
                        <dd className="text-right font-medium text-slate-800">{a.infection.label}</dd>
                      </div>
                    </>
                  ) : (
                    <div>
                      <dt className="sr-only">Assessment</dt>
                      <dd className="text-slate-600">{NOT_AVAILABLE.title}</dd>
                    </div>
                  )}
                </dl>
                {a && (
                  <>
                    <h3 className="mt-5 text-sm font-semibold text-slate-800">Recommended specialist types</h3>
                    <ul className="mt-2 space-y-1.5">
                      {a.specialistTypes.map((s) => (
                        <li key={s}>
                          <Badge tone={s.includes('Urgent') ? 'red' : s.includes('Infectious') ? 'yellow' : 'brand'}>
                            {s}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <h3 className="mt-5 text-sm font-semibold text-slate-800">Quick actions</h3>
                <div className="mt-2 flex flex-col gap-2">
                  {quick.map(({ label, icon: Icon }) => (
                    <Button
                      key={label}
                      variant="secondary"
                      size="sm"
                      className="justify-start"
                      onClick={() => setNotice(`${label}: ${QUICK_ACTION_PLACEHOLDER}`)}
                    >
                      <Icon className="h-4 w-4" aria-hidden="true" /> {label}
                    </Button>
                  ))}
                </div>
                {notice && (
                  <div className="mt-3">
                    <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>
                  </div>
                )}
              </Card>
              <Card as="section" className="xl:col-span-2">
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <h2 className="text-lg font-semibold text-ink">Recommended consultants</h2>
                  <div>
                    <label htmlFor={stateId} className="mb-1 block text-sm font-medium text-slate-700">
                      State
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
                  <Recommendations thread={t} state={state} />
                </div>
                <Link
                  to={paths.consultantServices(t.id)}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Search the full consultant directory <ExternalLink className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Card>
            </div>
          );
        }}
      </ThreadPicker>
    </div>
  );
}
