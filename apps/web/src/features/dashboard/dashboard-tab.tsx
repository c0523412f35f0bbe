import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router';
import {
  Activity,
  Bandage,
  BarChart3,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  PenTool,
  Stethoscope,
  Target,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardAssessmentJson, DashboardJson } from '@woundcare/api-types/workspace-status';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Card, EmptyState, PageHeading } from '../../components/ui/card.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { severityTone } from '../../lib/analysis/colors.ts';
import { formatDate, assessmentStatusText } from '../../lib/analysis/rules.ts';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import type { TabId } from '../workspace/workspace-tabs.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { sayParts } from '../../lib/i18n/say-parts.tsx';
import { weekLabel } from './week-label.ts';
import { dashboardCopy as copy } from './dashboard-copy.ts';

const quickActions: { label: MessageDescriptor; tab: TabId; icon: LucideIcon }[] = [
  { label: copy.quickActions.upload, tab: 'upload', icon: Upload },
  { label: copy.quickActions.analysis, tab: 'upload', icon: Activity },
  { label: copy.quickActions.consultants, tab: 'consultant-services', icon: Stethoscope },
  { label: copy.quickActions.reports, tab: 'reports', icon: BarChart3 },
];

function Stat({ label, value, note, icon: Icon }: { label: string; value: string; note: ReactNode; icon: LucideIcon }) {
  return (
    <Card as="li">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-700 sm:block">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-ink">{value}</p>
      <p className="mt-1 text-xs text-slate-500">{note}</p>
    </Card>
  );
}

function fourWeekNote(f: DashboardJson['fourWeek']): string {
  if (f.checked === 0) return say(copy.stats.noFourWeekCheck);
  return say(copy.stats.fourWeekNote, { onTrack: f.onTrack, checked: f.checked });
}

function Stats({ d }: { d: DashboardJson }) {
  return (
    <ul aria-label={say(copy.stats.label)} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <Stat
        label={say(copy.stats.openWounds)}
        value={String(d.openWounds)}
        note={say(copy.stats.openWoundsNote)}
        icon={Bandage}
      />
      <Stat
        label={say(copy.stats.patientsSeen)}
        value={String(d.patientsSeenThisWeek)}
        note={say(copy.stats.patientsSeenNote)}
        icon={Users}
      />
      <Stat
        label={say(copy.stats.assessments)}
        value={String(d.assessmentsThisWeek)}
        note={say(copy.stats.assessmentsNote)}
        icon={ClipboardList}
      />
      <Stat
        label={say(copy.stats.onTrack)}
        value={d.fourWeek.onTrackPct === null ? '—' : `${d.fourWeek.onTrackPct} %`}
        note={fourWeekNote(d.fourWeek)}
        icon={Target}
      />
      <Stat
        label={say(copy.stats.outlines)}
        value={String(d.outlinesAwaitingConfirmation)}
        note={say(copy.stats.outlinesNote)}
        icon={PenTool}
      />
    </ul>
  );
}

/** The follow-up card: open wounds overdue or due today (the server's count, the viewer's time zone), and the worklist. */
function FollowUpCard({ f }: { f: DashboardJson['followUps'] }) {
  return (
    <Card as="section" aria-labelledby="dashboard-follow-ups" className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="dashboard-follow-ups" className="text-lg font-semibold text-ink">
            {say(copy.followUps.title)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {sayParts(copy.followUps.counts, {
              overdue: <span className="font-semibold text-red-800">{f.overdue}</span>,
              dueToday: <span className="font-semibold text-amber-900">{f.dueToday}</span>,
            })}
          </p>
        </div>
        <Link to={paths.workspace.worklist} className={buttonClass('secondary', 'sm')}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {say(copy.followUps.worklist)}
        </Link>
      </div>
    </Card>
  );
}

function RecentItem({ a }: { a: DashboardAssessmentJson }) {
  return (
    <li className="py-3">
      <Link
        to={paths.workspace.assessment(a.id)}
        className="group flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="min-w-0">
          <span className="block font-medium text-brand-800 group-hover:underline">
            {a.patientName} · {a.woundLabel}
          </span>
          <span className="block text-xs text-slate-500">
            {say(copy.recent.examined, { date: formatDate(a.examDate) })}
            {a.measurementText ? ` · ${a.measurementText}` : ''}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {a.simulated && <SimulatedBadge />}
          {a.priority ? (
            <Badge tone={severityTone(a.priority.level)}>{a.priority.label}</Badge>
          ) : (
            <Badge tone={a.status === 'failed' ? 'red' : 'grey'}>{assessmentStatusText(a.status)}</Badge>
          )}
        </span>
      </Link>
    </li>
  );
}

/** Dashboard (docs/spec-notes.md#tab-contents): the active team's own figures, counted by GET /api/dashboard, and quick actions. */
export function DashboardTab() {
  const { goTo } = useWorkspace();
  const q = useDashboard();
  return (
    <div>
      <PageHeading
        title={say(copy.title)}
        description={
          q.status === 'success' ? (
            <>
              {say(copy.records)} <CalendarDays className="inline h-4 w-4 align-[-2px]" aria-hidden="true" />{' '}
              {sayParts(copy.thisWeek, {
                week: <span className="font-medium text-slate-800">{weekLabel(q.data.week)}</span>,
              })}
            </>
          ) : (
            say(copy.records)
          )
        }
      />
      {q.status === 'error' ? (
        <Card className="border-red-200 bg-red-50">
          <p className="text-sm text-red-800" role="alert">
            {say(copy.loadFailed, { message: (q.error as Error).message })}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={q.refetch}>
            {say(copy.tryAgain)}
          </Button>
        </Card>
      ) : q.status !== 'success' ? (
        <Spinner label={say(copy.loading)} />
      ) : (
        <>
          <Stats d={q.data} />
          <FollowUpCard f={q.data.followUps} />
        </>
      )}

      <Card as="section" className="mt-6">
        <h2 className="text-lg font-semibold text-ink">{say(copy.quickActions.title)}</h2>
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {quickActions.map(({ label, tab, icon: Icon }) => (
            <button
              key={label.id}
              type="button"
              onClick={() => goTo(tab)}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 px-3 py-4 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
            >
              <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              {say(label)}
            </button>
          ))}
        </div>
      </Card>

      {q.status === 'success' && (
        <Card as="section" className="mt-6">
          <h2 className="text-lg font-semibold text-ink">{say(copy.recent.title)}</h2>
          {q.data.recent.length === 0 ? (
            <div className="mt-4">
              <EmptyState title={say(copy.recent.empty)}>{say(copy.recent.emptyText)}</EmptyState>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {q.data.recent.map((a) => (
                <RecentItem key={a.id} a={a} />
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
