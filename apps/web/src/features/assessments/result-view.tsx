import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClipboardList, FlaskConical, PenLine, TriangleAlert } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import type { AnalysisResultJson, AssessmentJson } from '@woundcare/api-types';
import { formatSeconds } from '../../lib/analysis/rules.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { MeasurementPanel } from './measurement-panel.tsx';
import { AssessmentFlags, TissueBar } from './assessment-parts.tsx';
import { AdviceList, AmendmentList, PriorityBlock } from '../workspace/components/assessment-summary.tsx';
import { InfectionScreenPanel } from './infection-screen-panel.tsx';
import { BedsideExamPanel } from './bedside-exam-panel.tsx';
import { RESULT_COPY } from './copy.ts';
import { OUTLINE_SOURCE_LABEL } from '@woundcare/vocabulary';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { OutlineEditor } from './outline-editor.tsx';
import { AssessmentNotAvailable } from '../workspace/components/assessment-not-available.tsx';
import { SendReferralButton } from '../referrals/send-referral-button.tsx';
import { ChartStatus } from '../ehr/chart-status.tsx';

/**
 * A completed analysis: the photo and outline from the engine; measurement, priority, flags,
 * advice and the infection screen all from the stored assessment (none derived here).
 */
export function ResultView({
  assessment,
  result,
  onCorrected,
  onEditingChange,
  confirm,
}: {
  assessment: AssessmentJson;
  result: AnalysisResultJson;
  onCorrected: (t: AssessmentJson) => void;
  /** told whenever the outline editor opens or closes (the confirmation waits while it is open) */
  onEditingChange?: (editing: boolean) => void;
  /** the outline confirmation, placed after the photo, the area and the priority's reasons it confirms */
  confirm?: ReactNode;
}) {
  // "no wound found" is never a silent zero: the warning says how to retake, and the outline
  // editor opens at once so the clinician can draw the wound by hand
  const a = assessment.clinical;
  const noWound = result.wound_found === false && !assessment.simulated;
  const [editing, setEditing] = useState(noWound);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    onEditingChange?.(editing);
    return () => onEditingChange?.(false);
  }, [editing, onEditingChange]);
  const image = assessment.annotatedUrl ?? assessment.imageUrl;
  const src = version ? `${image}${image.includes('?') ? '&' : '?'}v=${version}` : image;
  const tissueCard = a ? (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-4">
      <TissueBar tissue={a.tissue} />
      <section aria-labelledby="push-h">
        <h3 id="push-h" className="text-sm font-semibold text-slate-800">
          PUSH {a.push.total === null ? '—' : `${a.push.total} / 17`}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{a.push.note}</p>
      </section>
    </div>
  ) : null;

  return (
    <div className="space-y-6">
      {assessment.simulated && (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{say(RESULT_COPY.simulatedTitle)}</strong> {say(RESULT_COPY.simulatedText)}
          </p>
        </div>
      )}
      {result.warnings.length > 0 && (
        <ul className="space-y-2">
          {result.warnings.map((w) => (
            <li
              key={w.code}
              className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {w.message}
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <>
          <OutlineEditor
            assessment={assessment}
            onCancel={() => setEditing(false)}
            onSaved={(t) => {
              onCorrected(t);
              setVersion((v) => v + 1);
              setEditing(false);
            }}
          />
          {tissueCard}
        </>
      ) : (
        // phone: photo, area and priority, then tissue; desktop: tissue under the photo, beside the taller assessment
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <figure className="self-start overflow-hidden rounded-xl border border-slate-200 bg-slate-900 lg:col-start-1 lg:row-start-1">
            <img
              src={src}
              alt={say(assessment.annotatedUrl ? RESULT_COPY.annotatedAlt : RESULT_COPY.photoAlt, {
                patient: assessment.patientName,
              })}
              className="mx-auto max-h-[28rem] w-full object-contain"
            />
            <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white px-3 py-2 text-xs text-slate-600">
              <span>
                {assessment.annotatedUrl
                  ? result.outline_source === 'clinician'
                    ? OUTLINE_SOURCE_LABEL.clinician
                    : OUTLINE_SOURCE_LABEL.model
                  : say(RESULT_COPY.uploadedPhoto)}
              </span>
              {!assessment.simulated && (
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <PenLine className="h-4 w-4" aria-hidden="true" />{' '}
                  {say(noWound ? RESULT_COPY.drawOutline : RESULT_COPY.adjustOutline)}
                </Button>
              )}
            </figcaption>
          </figure>
          <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {a ? (
              <>
                <MeasurementPanel m={a.measurement} result={result} />
                {a.healing.sinceLastVisit?.text && (
                  <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
                    <span className="font-semibold">{say(RESULT_COPY.sinceLastVisit)} </span>
                    {a.healing.sinceLastVisit.text}
                  </p>
                )}
                <section
                  aria-labelledby="assess-h"
                  className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <h3 id="assess-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                    {say(RESULT_COPY.assessment)}
                  </h3>
                  <PriorityBlock priority={a.priority} />
                  <AmendmentList amendments={assessment.amendments} />
                  <AssessmentFlags flags={a.flags} />
                  <p className="text-sm text-slate-700">{a.perfusion.text}</p>
                  <p className="text-xs text-slate-500">
                    {say(RESULT_COPY.processedIn, { time: formatSeconds(result.processingTime) })}
                  </p>
                </section>
                {!assessment.simulated && (
                  <div className="flex flex-wrap gap-2">
                    <SendReferralButton assessmentId={assessment.id} />
                    <ChartStatus assessmentId={assessment.id} revision={assessment} />
                  </div>
                )}
              </>
            ) : (
              <AssessmentNotAvailable />
            )}
          </div>
          {tissueCard && <div className="self-start lg:col-start-1 lg:row-start-2">{tissueCard}</div>}
        </div>
      )}

      {confirm}

      {a && (
        <>
          <section aria-labelledby="rec-h" className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 id="rec-h" className="text-sm font-semibold text-slate-800">
              {say(RESULT_COPY.adviceTitle)}
            </h3>
            {a.etiology === 'unknown' && (
              <p className="mt-1 text-xs text-slate-600">{say(RESULT_COPY.etiologyUnknown)}</p>
            )}
            <AdviceList advice={a.advice} />
            <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
              <Link to={paths.treatmentPlan(assessment.id)} className={buttonClass('primary')}>
                <ClipboardList className="h-4 w-4" aria-hidden="true" /> {say(RESULT_COPY.viewPlan)}
              </Link>
            </div>
          </section>
          <InfectionScreenPanel
            assessment={assessment}
            infection={a.infection}
            etiology={a.etiology}
            onChanged={onCorrected}
          />
          <BedsideExamPanel assessment={assessment} onChanged={onCorrected} />
        </>
      )}
    </div>
  );
}
