import { useCallback, useEffect, useState } from 'react';
import { ArrowLeft, CheckCircle2, Download, PenLine } from 'lucide-react';
import {
  HEALING_POTENTIAL_LABELS,
  type ThreadJson,
  type WoundJson,
  type WoundTrajectoryJson,
} from '@woundcare/api-types';
import { recordApi, recordFiles } from '../../../../lib/record/api.ts';
import { fourWeekInfo, fourWeekReading, OUTLINE_STATUS_TEXT, woundSummary } from '../../../../lib/record/labels.ts';
import { formatDateTime } from '../../../../lib/analysis/rules.ts';
import { Badge, SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/field.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { useWorkspace } from '../../workspace-context.tsx';
import { TrajectoryChart } from './trajectory-chart.tsx';
import { formatReduction } from './trajectory.ts';
import { WoundForm } from './wound-form.tsx';
import { WoundStatusControl } from './wound-status-control.tsx';

const DAY_MS = 86_400_000;
const addDays = (iso: string, d: number) => new Date(new Date(iso).getTime() + d * DAY_MS).toISOString();

function AssessmentCard({
  a,
  point,
  onChanged,
}: {
  a: ThreadJson;
  point: WoundTrajectoryJson['points'][number] | undefined;
  onChanged: () => void;
}) {
  const ws = useWorkspace();
  const [error, setError] = useState<string | null>(null);
  const done = a.status === 'completed' && a.analysisResult !== null;
  const run = (p: Promise<unknown>) => p.then(onChanged).catch((err: Error) => setError(err.message));
  return (
    <Card as="li" className="w-64 shrink-0 snap-start p-3">
      <img
        src={a.annotatedUrl ?? a.imageUrl}
        alt={`Wound photo, exam ${formatDateTime(a.examDate)}`}
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        loading="lazy"
      />
      <p className="mt-2 font-semibold text-ink">{formatDateTime(a.examDate)}</p>
      <p className="text-xs text-slate-500">
        {a.examDateSource === 'exif'
          ? 'Date from the photo (EXIF)'
          : a.examDateSource === 'entered'
            ? 'Date entered'
            : 'Upload time'}{' '}
        · {a.id}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {a.simulated ? (
          <SimulatedBadge />
        ) : a.assessment ? (
          a.assessment.measurement.areaCm2 !== null ? (
            a.assessment.measurement.areaText
          ) : (
            <span title={a.assessment.measurement.text}>Not measured</span>
          )
        ) : done ? (
          'Assessment not available yet'
        ) : (
          a.status
        )}
        {point?.reductionFromPreviousPct != null && ` · ${formatReduction(point.reductionFromPreviousPct)}`}
      </p>
      {a.assessment?.measurement.areaCm2 === null && (
        <p className="text-xs text-slate-600">{a.assessment.measurement.text}</p>
      )}
      {point?.pushTotal != null && <p className="text-sm text-slate-700">PUSH total {point.pushTotal} / 17</p>}
      {a.depth_cm !== null && <p className="text-xs text-slate-500">Depth {a.depth_cm} cm (entered)</p>}
      {done && !a.simulated && (
        <>
          <p className="mt-2 text-xs font-medium text-slate-600">
            {OUTLINE_STATUS_TEXT[a.outlineStatus]}
            {a.outlineStatus === 'confirmed' && a.confirmedBy && ` by ${a.confirmedBy}`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {a.outlineStatus !== 'confirmed' && (
              <Button
                size="sm"
                onClick={() => run(recordApi.confirm(a.id))}
                aria-label={`Confirm the outline of ${a.id}`}
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Confirm
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => ws.open(a.id, 'analysis')}
              aria-label={`Adjust the outline of ${a.id}`}
            >
              <PenLine className="h-4 w-4" aria-hidden="true" /> Adjust
            </Button>
          </div>
          <div className="mt-2">
            <Checkbox
              label="New baseline (e.g. after debridement)"
              checked={a.newBaseline}
              onChange={(e) => run(recordApi.setBaseline(a.id, e.target.checked))}
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
    <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Wound facts">
      <div className="flex gap-1">
        <dt className="text-slate-500">ABPI</dt>
        <dd className="font-medium text-slate-800">{wound.abpi ?? 'Not measured'}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">TBI</dt>
        <dd className="font-medium text-slate-800">{wound.tbi ?? 'Not measured'}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">Healing potential</dt>
        <dd className="font-medium text-slate-800">
          {wound.healingPotential ? HEALING_POTENTIAL_LABELS[wound.healingPotential] : 'Not assessed'}
        </dd>
      </div>
      {wound.onsetDate && (
        <div className="flex gap-1">
          <dt className="text-slate-500">Onset</dt>
          <dd className="font-medium text-slate-800">{wound.onsetDate}</dd>
        </div>
      )}
    </dl>
  );
}

/** One wound: assessments side by side, the area chart with the 4-week window, confirm / adjust. */
export function WoundView({ id, onBack }: { id: string; onBack: () => void }) {
  const ws = useWorkspace();
  const [wound, setWound] = useState<WoundJson | null>(null);
  const [patientName, setPatientName] = useState('');
  const [assessments, setAssessments] = useState<ThreadJson[]>([]);
  const [trajectory, setTrajectory] = useState<WoundTrajectoryJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const load = useCallback(() => {
    Promise.all([recordApi.wound(id), recordApi.trajectory(id)])
      .then(([w, t]) => {
        setWound(w.wound);
        setPatientName(w.patientName);
        setAssessments(w.assessments);
        setTrajectory(t);
        setError(null);
      })
      .catch((err: Error) => setError(err.message));
  }, [id]);
  useEffect(load, [load]);

  const fw = trajectory ? fourWeekInfo(trajectory.fourWeek) : null;
  const base = trajectory?.fourWeek.baselineDate ?? null;
  const band =
    base && trajectory
      ? {
          from: addDays(base, trajectory.fourWeek.window.from),
          to: addDays(base, trajectory.fourWeek.window.to),
          label: 'Day 21–35',
        }
      : null;
  const reading = trajectory ? fourWeekReading(trajectory.fourWeek) : null;
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {patientName || 'Patient'}
      </Button>
      <PageHeading
        title={wound ? `${patientName} · ${wound.label}` : 'Wound'}
        description={wound ? woundSummary(wound) : undefined}
        actions={
          <>
            {wound && !editing && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <PenLine className="h-4 w-4" aria-hidden="true" /> Edit wound details
              </Button>
            )}
            <a href={recordFiles.woundFhir(id)} download className={buttonClass('secondary', 'md')}>
              <Download className="h-4 w-4" aria-hidden="true" /> FHIR export (all assessments)
            </a>
          </>
        }
      />
      {error && <Notice tone="error">Could not load the wound: {error}</Notice>}
      {wound && editing && (
        <Card as="section" className="mb-6">
          <h2 className="text-sm font-semibold text-slate-800">Wound details</h2>
          <p className="text-xs text-slate-500">
            The treatment advice of every assessment of this wound is derived again from these facts.
          </p>
          <WoundForm
            initial={wound}
            label="Edit wound details"
            submitLabel="Save details"
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              recordApi.updateWound(id, body).then(() => {
                setEditing(false);
                load();
                // the server re-derived every assessment of this wound: the open result view and
                // the Treatment Plans tab read the threads, so read them again
                ws.refresh();
              })
            }
          />
        </Card>
      )}
      {wound && !editing && <WoundStatusControl wound={wound} onChanged={(w) => (setWound(w), ws.refresh())} />}
      {wound && !editing && <WoundFacts wound={wound} />}
      {trajectory && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card as="section">
            <h2 className="mb-2 text-sm font-semibold text-slate-800">Wound area by exam date</h2>
            <TrajectoryChart
              name={wound?.label ?? 'the wound'}
              band={band}
              measurements={trajectory.points.map((p) => ({
                threadId: p.threadId,
                date: p.examDate,
                area_cm2: p.area_cm2,
                calibrated: p.area_cm2 !== null,
              }))}
            />
            {trajectory.excludedCount > 0 && (
              <p className="mt-1 text-xs text-slate-500">
                {trajectory.excludedCount} assessment(s) with no measured area are not charted (not measured, never 0).
              </p>
            )}
          </Card>
          <Card as="section">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              4-week check {fw && <Badge tone={fw.tone}>{fw.label}</Badge>}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{trajectory.fourWeek.message}</p>
            {reading && <p className="mt-1 text-sm text-slate-700">{reading}</p>}
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">Since baseline</dt>
                <dd className="font-semibold text-slate-800">{formatReduction(trajectory.reductionFromBaselinePct)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">Edge advance (Gilman)</dt>
                <dd className="font-semibold text-slate-800">
                  {trajectory.edgeAdvanceCmPerWeek === null ? '—' : `${trajectory.edgeAdvanceCmPerWeek} cm/week`}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-slate-500">
              <cite className="not-italic">{trajectory.fourWeek.source}</cite>
            </p>
          </Card>
        </div>
      )}
      <section className="mt-6" aria-label="Assessment timeline">
        <h2 className="mb-2 text-lg font-semibold text-ink">Assessments</h2>
        {assessments.length === 0 ? (
          <EmptyState title="No assessments yet">Upload a photo of this wound from the Upload tab.</EmptyState>
        ) : (
          <ul className="flex snap-x gap-4 overflow-x-auto pb-3">
            {assessments.map((a) => (
              <AssessmentCard
                key={a.id}
                a={a}
                point={trajectory?.points.find((p) => p.threadId === a.id)}
                onChanged={() => {
                  load();
                  ws.refresh();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
