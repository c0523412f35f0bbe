import { useState } from 'react';
import { Download, ScrollText } from 'lucide-react';
import { usePatientList } from '../patients/api/list-patients.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Card } from '../../components/ui/card.tsx';
import { teamAuditExportUrl } from './api/export-team-audit.ts';
import { useTeamAudit } from './api/list-team-audit.ts';
import type { TeamAuditFilter } from './api/shared.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ACTION_WORDS, auditCopy as copy } from './team-copy.ts';

const EMPTY: TeamAuditFilter = { person: '', patient: '', action: '', from: '', to: '', page: 1 };

/**
 * The team audit (owners and admins): who opened or changed which patient's record, and when,
 * in the team's time zone; filtered by person, patient, kind of action and days; exported as CSV
 * with the same filter.
 */
export function TeamAudit() {
  const [filter, setFilter] = useState<TeamAuditFilter>(EMPTY);
  const audit = useTeamAudit(filter);
  const patients = usePatientList();
  const page = audit.data ?? null;
  const error =
    audit.status === 'error' ? (audit.error instanceof Error ? audit.error.message : String(audit.error)) : null;
  const set = (k: Exclude<keyof TeamAuditFilter, 'page'>) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [k]: e.target.value, page: 1 }));
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;

  return (
    <Card as="section" className="min-w-0">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ScrollText className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(copy.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {page ? say(copy.introZone, { timeZone: page.time_zone }) : say(copy.intro)}
      </p>
      <form
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={say(copy.filterLabel)}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label={say(copy.person)}
          value={filter.person}
          onChange={set('person')}
          options={[
            { value: '', label: say(copy.everyone) },
            ...(page?.people ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <SelectField
          label={say(copy.patient)}
          value={filter.patient}
          onChange={set('patient')}
          options={[
            { value: '', label: say(copy.allPatients) },
            ...(patients.data ?? []).map((p) => ({ value: p.id, label: p.displayName })),
          ]}
        />
        <SelectField
          label={say(copy.action)}
          value={filter.action}
          onChange={set('action')}
          options={[
            { value: '', label: say(copy.everyAction) },
            ...Object.entries(ACTION_WORDS).map(([value, label]) => ({ value, label: say(label) })),
          ]}
        />
        <TextField
          label={say(copy.from)}
          type="date"
          value={filter.from}
          onChange={set('from')}
          max={filter.to || undefined}
        />
        <TextField
          label={say(copy.to)}
          type="date"
          value={filter.to}
          onChange={set('to')}
          min={filter.from || undefined}
        />
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a className={buttonClass('secondary', 'md', 'min-h-11')} href={teamAuditExportUrl(filter)} download>
          <Download className="h-4 w-4" aria-hidden="true" /> {say(copy.export)}
        </a>
        {JSON.stringify(filter) !== JSON.stringify(EMPTY) && (
          <Button variant="ghost" className="min-h-11" onClick={() => setFilter(EMPTY)}>
            {say(copy.clear)}
          </Button>
        )}
        {page && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {say(copy.entries, { count: page.total })}
          </p>
        )}
      </div>

      {error && <p className="mt-4 text-sm text-red-700">{say(copy.loadFailed, { message: error })}</p>}
      {!error && !page && <p className="mt-4 text-sm text-slate-500">{say(copy.loading)}</p>}
      {page && page.entries.length === 0 && <p className="mt-4 text-sm text-slate-500">{say(copy.empty)}</p>}
      {page && page.entries.length > 0 && (
        <ol className="mt-4 divide-y divide-slate-100" aria-label={say(copy.entriesLabel)}>
          {page.entries.map((e) => (
            <li
              key={e.id}
              className="grid grid-cols-1 gap-x-4 gap-y-0.5 py-2 text-sm md:grid-cols-[10rem_10rem_12rem_minmax(0,1fr)]"
            >
              <span className="text-slate-600">
                <time dateTime={e.at}>{e.when}</time>
              </span>
              <span className="font-medium text-slate-800">{e.person}</span>
              <span className={e.patient ? 'break-words text-slate-800' : 'text-slate-400'}>
                {e.patient ?? <span className="md:not-sr-only sr-only">—</span>}
              </span>
              <span className="break-words text-slate-700">{e.what}</span>
            </li>
          ))}
        </ol>
      )}
      {page && pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={say(copy.pagesLabel)}>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={filter.page <= 1}
            onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
          >
            {say(copy.newer)}
          </Button>
          <span className="text-sm text-slate-600">{say(copy.pageOf, { page: page.page, pages })}</span>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={filter.page >= pages}
            onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
          >
            {say(copy.older)}
          </Button>
        </nav>
      )}
    </Card>
  );
}
