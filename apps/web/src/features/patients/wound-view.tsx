import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CheckCircle2, Download, ImagePlus, PenLine } from 'lucide-react';
import {
  HEALING_POTENTIAL_LABELS,
  type AssessmentJson,
  type WoundJson,
  type WoundTrajectoryJson,
} from '@woundcare/api-types';
import { paths } from '../../lib/paths.ts';
import { confirmAssessment } from './api/confirm-assessment.ts';
import { woundFhirUrl } from './api/get-wound-fhir.ts';
import { setBaseline } from './api/set-baseline.ts';
import { updateWound } from './api/update-wound.ts';
import { fourWeekInfo, fourWeekReading, OUTLINE_STATUS_TEXT, woundSummary } from '../../lib/record/labels.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { TrajectoryChart } from './trajectory-chart.tsx';
import { formatReduction } from './trajectory.ts';
import { WoundForm } from './wound-form.tsx';
import { WoundStatusControl } from './wound-status-control.tsx';
import { WoundFollowUp } from './wound-follow-up.tsx';
import { useWoundTrajectory } from './api/get-wound-trajectory.ts';
import { useWound } from './api/get-wound.ts';
import { errorText, isNotFound } from './api/shared.ts';
import { RecordFlags } from './record-flags.tsx';
import { RecordNotFound } from '../workspace/components/record-not-found.tsx';
import { WoundReferrals } from '../referrals/wound-referrals.tsx';
import { VisitCompare } from './compare/visit-compare.tsx';
import { WoundQueueLine } from '../capture/queue/queue-badge.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { woundCopy as copy } from './wound-copy.ts';

const DAY_MS = 86_400_000;
const addDays = (iso: string, d: number) => new Date(new Date(iso).getTime() + d * DAY_MS).toISOString();

function AssessmentCard({
  a,
  point,
  onChanged,
}: {
  a: AssessmentJson;
  point: WoundTrajectoryJson['points'][number] | undefined;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const done = a.status === 'completed' && a.analysisResult !== null;
  const run = (p: Promise<unknown>) => p.then(onChanged).catch((err: Error) => setError(err.message));
  return (
    <Card as="li" className="w-64 shrink-0 snap-start p-3">
      <Link
        to={paths.workspace.assessment(a.id)}
        aria-label={say(copy.openAssessment, { date: formatDateTime(a.examDate) })}
        className="block rounded-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={a.annotatedUrl ?? a.imageUrl}
          alt=""
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
          loading="lazy"
        />
        <span className="mt-2 block font-semibold text-brand-800 underline-offset-2 hover:underline">
          {formatDateTime(a.examDate)}
        </span>
      </Link>
      <p className="text-xs text-slate-500">
        {a.examDateSource === 'exif'
          ? say(copy.dateExif)
          : a.examDateSource === 'entered'
            ? say(copy.dateEntered)
            : say(copy.dateUpload)}{' '}
        · {a.id}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {a.simulated ? (
          <SimulatedBadge />
        ) : a.clinical ? (
          a.clinical.measurement.areaCm2 !== null ? (
            a.clinical.measurement.areaText
          ) : (
            <span title={a.clinical.measurement.text}>{say(copy.notMeasured)}</span>
          )
        ) : done ? (
          say(copy.notAvailable)
        ) : (
          a.status
        )}
        {point?.reductionFromPreviousPct != null &&
          ` · ${point.changeText ?? formatReduction(point.reductionFromPreviousPct)}`}
      </p>
      {a.clinical?.measurement.areaCm2 === null && (
        <p className="text-xs text-slate-600">{a.clinical.measurement.text}</p>
      )}
      {point?.pushTotal != null && (
        <p className="text-sm text-slate-700">{say(copy.pushTotal, { total: point.pushTotal })}</p>
      )}
      {a.depth_cm !== null && <p className="text-xs text-slate-500">{say(copy.depth, { depth: a.depth_cm })}</p>}
      {done && !a.simulated && (
        <>
          <p className="mt-2 text-xs font-medium text-slate-600">
            {a.outlineStatus === 'confirmed' && a.confirmedBy
              ? say(copy.outlineBy, { status: OUTLINE_STATUS_TEXT[a.outlineStatus], name: a.confirmedBy })
              : OUTLINE_STATUS_TEXT[a.outlineStatus]}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {a.outlineStatus !== 'confirmed' && (
              <Button
                size="sm"
                onClick={() => run(confirmAssessment(a.id))}
                aria-label={say(copy.confirmLabel, { id: a.id })}
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {say(copy.confirm)}
              </Button>
            )}
            <Link
              to={paths.workspace.assessment(a.id)}
              className={buttonClass('secondary', 'sm')}
              aria-label={say(copy.adjustLabel, { id: a.id })}
            >
              <PenLine className="h-4 w-4" aria-hidden="true" /> {say(copy.adjust)}
            </Link>
          </div>
          <div className="mt-2">
            <Checkbox
              label={say(copy.newBaseline)}
              checked={a.newBaseline}
              onChange={(e) => run(setBaseline(a.id, e.target.checked))}
            />
          </div>
        </>
      )}
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </Card>
  );
}

/** ABPI, TBI and healing potential as recorded ("Not measured" / "Not assessed" when empty, never assumed). */
function WoundFacts({ wound }: { wound: WoundJson }) {
  return (
    <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={say(copy.facts)}>
      <div className="flex gap-1">
        <dt className="text-slate-500">{say(copy.abpi)}</dt>
        <dd className="font-medium text-slate-800">{wound.abpi ?? say(copy.notMeasured)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">{say(copy.tbi)}</dt>
        <dd className="font-medium text-slate-800">{wound.tbi ?? say(copy.notMeasured)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">{say(copy.potential)}</dt>
        <dd className="font-medium text-slate-800">
          {wound.healingPotential ? HEALING_POTENTIAL_LABELS[wound.healingPotential] : say(copy.notAssessed)}
        </dd>
      </div>
      {wound.onsetDate && (
        <div className="flex gap-1">
          <dt className="text-slate-500">{say(copy.onset)}</dt>
          <dd className="font-medium text-slate-800">{wound.onsetDate}</dd>
        </div>
      )}
    </dl>
  );
}

const NO_ASSESSMENTS: AssessmentJson[] = [];

/** One wound (/demo/wounds/:id): assessments side by side, the area chart with the 4-week window, confirm / adjust. */
export function WoundView({ id }: { id: string }) {
  const ws = useWorkspace();
  const detail = useWound(id);
  const traj = useWoundTrajectory(id);
  const wound = detail.data?.wound ?? null;
  const patientName = detail.data?.patientName ?? '';
  const assessments = detail.data?.assessments ?? NO_ASSESSMENTS;
  const trajectory = traj.data ?? null;
  const failed = detail.status === 'error' ? detail.error : traj.status === 'error' ? traj.error : null;
  const error = failed === null ? null : errorText(failed);
  const [editing, setEditing] = useState(false);
  const load = () => {
    detail.refetch();
    traj.refetch();
  };

  if (failed !== null && isNotFound(failed))
    return (
      <RecordNotFound
        title={say(copy.notFound)}
        text={say(copy.notFoundText)}
        back={{ to: paths.workspace.patients, label: say(copy.allPatients) }}
      />
    );

  const fw = trajectory ? fourWeekInfo(trajectory.fourWeek) : null;
  const base = trajectory?.fourWeek.baselineDate ?? null;
  const band =
    base && trajectory
      ? {
          from: addDays(base, trajectory.fourWeek.window.from),
          to: addDays(base, trajectory.fourWeek.window.to),
          label: say(copy.window),
        }
      : null;
  const reading = trajectory ? fourWeekReading(trajectory.fourWeek) : null;
  return (
    <div>
      {wound ? (
        <Link to={paths.workspace.patient(wound.patientId)} className={buttonClass('ghost', 'sm', 'mb-2')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {patientName || say(copy.patient)}
        </Link>
      ) : (
        <Link to={paths.workspace.patients} className={buttonClass('ghost', 'sm', 'mb-2')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.allPatients)}
        </Link>
      )}
      <PageHeading
        title={wound ? `${patientName} · ${wound.label}` : say(copy.wound)}
        description={
          wound ? (
            <span className="flex flex-wrap items-center gap-2">
              {woundSummary(wound)}
              <RecordFlags assessments={ws.assessments} woundId={wound.id} />
            </span>
          ) : undefined
        }
        actions={
          <>
            <Link to={paths.workspace.upload(id)} className={buttonClass('primary', 'md')}>
              <ImagePlus className="h-4 w-4" aria-hidden="true" /> {say(copy.addPhoto)}
            </Link>
            {wound && !editing && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <PenLine className="h-4 w-4" aria-hidden="true" /> {say(copy.edit)}
              </Button>
            )}
            <a href={woundFhirUrl(id)} download className={buttonClass('secondary', 'md')}>
              <Download className="h-4 w-4" aria-hidden="true" /> {say(copy.fhir)}
            </a>
          </>
        }
      />
      <WoundQueueLine woundId={id} />
      {error && <Notice tone="error">{say(copy.loadFailed, { message: error })}</Notice>}
      {wound && editing && (
        <Card as="section" className="mb-6">
          <h2 className="text-sm font-semibold text-slate-800">{say(copy.details)}</h2>
          <p className="text-xs text-slate-500">{say(copy.detailsHint)}</p>
          <WoundForm
            initial={wound}
            label={say(copy.edit)}
            submitLabel={say(copy.saveDetails)}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              updateWound(id, body).then(() => {
                setEditing(false);
                load();
                // the server re-derived every assessment of this wound: the open result view and
                // the Treatment Plans tab read the assessments, so read them again
                ws.refresh();
              })
            }
          />
        </Card>
      )}
      {wound && !editing && <WoundStatusControl wound={wound} onChanged={() => (load(), ws.refresh())} />}
      {wound && !editing && detail.data && (
        <WoundFollowUp wound={wound} followUp={detail.data.followUp} onChanged={detail.refetch} />
      )}
      {wound && !editing && <WoundFacts wound={wound} />}
      {trajectory && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card as="section">
            <h2 className="mb-2 text-sm font-semibold text-slate-800">{say(copy.areaTitle)}</h2>
            <TrajectoryChart
              name={wound?.label ?? say(copy.theWound)}
              band={band}
              measurements={trajectory.points.map((p) => ({
                assessmentId: p.assessmentId,
                date: p.examDate,
                area_cm2: p.area_cm2,
                calibrated: p.area_cm2 !== null,
              }))}
            />
            {trajectory.excludedCount > 0 && (
              <p className="mt-1 text-xs text-slate-500">{say(copy.excluded, { count: trajectory.excludedCount })}</p>
            )}
          </Card>
          <Card as="section">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              {say(copy.fourWeek)} {fw && <Badge tone={fw.tone}>{fw.label}</Badge>}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{trajectory.fourWeek.message}</p>
            {reading && <p className="mt-1 text-sm text-slate-700">{reading}</p>}
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">{say(copy.sinceBaseline)}</dt>
                <dd className="font-semibold text-slate-800">{formatReduction(trajectory.reductionFromBaselinePct)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">{say(copy.edgeAdvance)}</dt>
                <dd className="font-semibold text-slate-800">
                  {trajectory.edgeAdvanceCmPerWeek === null
                    ? '—'
                    : say(copy.perWeek, { cm: trajectory.edgeAdvanceCmPerWeek })}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-slate-500">
              <cite className="not-italic">{trajectory.fourWeek.source}</cite>
            </p>
          </Card>
        </div>
      )}
      {detail.status === 'success' && (
        <VisitCompare
          assessments={assessments}
          baselineId={trajectory?.baselineAssessmentId ?? null}
          title={wound ? `${patientName} · ${wound.label}` : say(copy.wound)}
        />
      )}
      <section className="mt-6" aria-label={say(copy.timeline)}>
        <h2 className="mb-2 text-lg font-semibold text-ink">{say(copy.assessments)}</h2>
        {detail.status !== 'success' ? (
          <p className="text-sm text-slate-500">{say(copy.loading)}</p>
        ) : assessments.length === 0 ? (
          <EmptyState title={say(copy.none)}>
            <Link to={paths.workspace.upload(id)} className="font-semibold text-brand-700 hover:underline">
              {say(copy.firstPhoto)}
            </Link>
          </EmptyState>
        ) : (
          <ul className="flex snap-x gap-4 overflow-x-auto pb-3">
            {assessments.map((a) => (
              <AssessmentCard
                key={a.id}
                a={a}
                point={trajectory?.points.find((p) => p.assessmentId === a.id)}
                onChanged={() => {
                  load();
                  ws.refresh();
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <WoundReferrals woundId={id} />
    </div>
  );
}
