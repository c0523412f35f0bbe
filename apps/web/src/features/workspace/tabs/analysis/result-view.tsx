import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList, FlaskConical, PenLine, Stethoscope, TriangleAlert } from 'lucide-react';
import { paths } from '../../../../lib/paths.ts';
import type { AnalysisResultJson, ThreadJson } from '@woundcare/api-types';
import { severityTone } from '../../../../lib/analysis/colors.ts';
import { capitalize, formatOutlineQuality, formatSeconds } from '../../../../lib/analysis/rules.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { MeasurementPanel } from './measurement-panel.tsx';
import { AdviceList, TissueBar, TissueFlags } from './assessment-parts.tsx';
import { InfectionScreenPanel } from './infection-screen-panel.tsx';
import { RESULT_COPY } from './copy.ts';
import { OutlineEditor } from './outline-editor.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-800 first-letter:uppercase">{value}</dd>
    </div>
  );
}

/** A completed analysis: photo, measurements, assessment, recommendations and next steps. */
export function ResultView({
  thread,
  result,
  onCorrected,
}: {
  thread: ThreadJson;
  result: AnalysisResultJson;
  onCorrected: (t: ThreadJson) => void;
}) {
  // "no wound found" is never a silent zero: the warning says how to retake, and the outline
  // editor opens at once so the clinician can draw the wound by hand
  const noWound = result.wound_found === false && !thread.simulated;
  const [editing, setEditing] = useState(noWound);
  const [version, setVersion] = useState(0);
  const image = thread.annotatedUrl ?? thread.imageUrl;
  const src = version ? `${image}${image.includes('?') ? '&' : '?'}v=${version}` : image;

  return (
    <div className="space-y-6">
      {thread.simulated && (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>Simulated analysis.</strong> The analysis engine was unavailable, so these figures are demo values,
            not a measurement of this photo.
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
        <OutlineEditor
          thread={thread}
          onCancel={() => setEditing(false)}
          onSaved={(t) => {
            onCorrected(t);
            setVersion((v) => v + 1);
            setEditing(false);
          }}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <figure className="self-start overflow-hidden rounded-xl border border-slate-200 bg-slate-900">
            <img
              src={src}
              alt={`${thread.annotatedUrl ? 'Annotated' : 'Uploaded'} photo of ${thread.patientName}’s wound${thread.annotatedUrl ? ' with the traced outline' : ''}`}
              className="mx-auto max-h-[28rem] w-full object-contain"
            />
            <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white px-3 py-2 text-xs text-slate-600">
              <span>
                {thread.annotatedUrl
                  ? result.outline_source === 'clinician'
                    ? RESULT_COPY.outlineCaption.clinician
                    : RESULT_COPY.outlineCaption.annotated
                  : RESULT_COPY.outlineCaption.photo}
              </span>
              {!thread.simulated && (
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <PenLine className="h-4 w-4" aria-hidden="true" /> {noWound ? 'Draw the outline' : 'Adjust outline'}
                </Button>
              )}
            </figcaption>
          </figure>
          <div className="space-y-4">
            <MeasurementPanel result={result} />
            <section aria-labelledby="assess-h" className="rounded-xl border border-slate-200 bg-white p-4">
              <h3
                id="assess-h"
                className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500"
              >
                Assessment
                <Badge tone={severityTone(result.severity)}>{capitalize(result.severity)} severity</Badge>
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {RESULT_COPY.qualityLabel}{' '}
                {result.outline_quality ? formatOutlineQuality(result.outline_quality) : RESULT_COPY.qualityNotMeasured}{' '}
                · processed in {formatSeconds(result.processingTime)}
              </p>
              {result.outline_quality?.review && (
                <ul
                  className="mt-2 space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                  aria-label={RESULT_COPY.review}
                >
                  {result.outline_quality.reasons.map((r) => (
                    <li key={r}>
                      {RESULT_COPY.review}: {r}
                    </li>
                  ))}
                </ul>
              )}
              <dl className="mt-2 divide-y divide-slate-100">
                <Fact label="Infection screen" value={result.screen_label} />
                {result.priority_reasons && result.priority_reasons.length > 0 && (
                  <Fact label="Priority because" value={result.priority_reasons.join('; ')} />
                )}
              </dl>
            </section>
          </div>
        </div>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-4">
          {result.tissue && <TissueBar tissue={result.tissue} />}
          <TissueFlags flags={result.tissue_flags ?? []} />
          <section aria-labelledby="desc-h">
            <h3 id="desc-h" className="text-sm font-semibold text-slate-800">
              {RESULT_COPY.descriptionTitle}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{result.description}</p>
          </section>
        </div>
        <section aria-labelledby="rec-h" className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="rec-h" className="text-sm font-semibold text-slate-800">
            {RESULT_COPY.adviceTitle}
          </h3>
          {result.wound_context?.etiology === 'unknown' && (
            <p className="mt-1 text-xs text-slate-600">{RESULT_COPY.etiologyUnknown}</p>
          )}
          <AdviceList advice={result.advice ?? []} />
          <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
            <Link to={paths.treatmentPlan(thread.id)} className={buttonClass('primary')}>
              <ClipboardList className="h-4 w-4" aria-hidden="true" /> View Treatment Plan
            </Link>
            <Link to={paths.consultantServices(thread.id)} className={buttonClass('secondary')}>
              <Stethoscope className="h-4 w-4" aria-hidden="true" /> Find Consultants
            </Link>
          </div>
        </section>
      </div>
      {result.infection_screen && (
        <InfectionScreenPanel
          thread={thread}
          screen={result.infection_screen}
          label={result.screen_label}
          bedside={result.bedside_signs ?? {}}
          onChanged={onCorrected}
        />
      )}
    </div>
  );
}
