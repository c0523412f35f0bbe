import { Link } from 'react-router';
import { Ruler, TriangleAlert } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import type { AnalysisResultJson, MeasurementJson } from '@woundcare/api-types';
import {
  CLINICIAN_TRACED_QUALITY,
  formatArea,
  formatOutlineQuality,
  OUTLINE_SOURCE_LABEL,
  plainOutlineReasons,
} from '@woundcare/vocabulary';
import { formatCm } from '../../lib/analysis/rules.ts';
import { areaComparison } from './measurement.ts';
import { MEASUREMENT_COPY as copy, RESULT_COPY } from './copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/**
 * The assessment's measurement. With no area (no sticker, or no wound found) no cm² at all —
 * "not measured" with the reason, and for a missing sticker the way to get one. With an area:
 * the area with its range and the range's stated coverage, length × width with the one label every surface prints beside them, and
 * the engine's two ruler-method estimates for comparison.
 */
export function MeasurementPanel({ m, result }: { m: MeasurementJson; result: AnalysisResultJson }) {
  if (m.areaCm2 === null) {
    return (
      <section aria-labelledby="measure-h" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h3 id="measure-h" className="flex items-center gap-2 font-semibold text-amber-900">
          <TriangleAlert className="h-5 w-5" aria-hidden="true" /> {say(copy.notMeasured)}
        </h3>
        <p className="mt-1 text-sm text-amber-900">{m.text}</p>
        {m.status === 'not_calibrated' && (
          <Link
            to={paths.calibrationSticker}
            className="mt-2 inline-block text-sm font-semibold text-amber-950 underline"
          >
            {say(copy.sticker)}
          </Link>
        )}
      </section>
    );
  }
  const cmp = areaComparison(result);
  return (
    <section aria-labelledby="measure-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3
        id="measure-h"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500"
      >
        <Ruler className="h-4 w-4" aria-hidden="true" /> {say(copy.woundArea)}
      </h3>
      <AreaFigure m={m} />
      <p className="text-sm text-slate-600">
        {OUTLINE_SOURCE_LABEL[m.outlineSource]}
        {m.areaInterval === null && ` ${say(copy.noRange)}`}
        {m.perimeterCm !== null && ` · ${say(copy.perimeter, { perimeter: formatCm(m.perimeterCm) })}`}
      </p>
      {m.lengthCm !== null && m.widthCm !== null && (
        <div className="mt-2 text-sm text-slate-700">
          <p className="font-medium">
            {say(copy.lengthWidth, { length: formatCm(m.lengthCm), width: formatCm(m.widthCm) })}
          </p>
          <p className="text-xs text-slate-600">{m.lengthWidthLabel}</p>
        </div>
      )}
      <p className={`mt-2 text-sm ${m.outlineQuality?.review ? 'font-semibold text-amber-900' : 'text-slate-700'}`}>
        {m.outlineSource === 'clinician'
          ? say(RESULT_COPY.quality, { quality: CLINICIAN_TRACED_QUALITY })
          : (m.outlineQuality?.statement ??
            (m.outlineQuality
              ? say(RESULT_COPY.quality, { quality: formatOutlineQuality(m.outlineQuality) })
              : say(RESULT_COPY.qualityNotMeasured)))}
      </p>
      {/* results stored before the plain statement list their failed checks one by one */}
      {m.outlineSource === 'model' &&
        !result.outline_quality?.statement &&
        plainOutlineReasons(result.outline_quality).length > 0 && (
          <ul aria-label={say(copy.whyCheck)} className="mt-1 list-disc pl-5 text-xs text-amber-900">
            {plainOutlineReasons(result.outline_quality).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      {cmp.length > 0 && (
        <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {cmp.map((c) => (
            <div key={c.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{say(c.label)}</dt>
              <dd className="text-sm font-semibold text-slate-800">
                {formatArea(c.value)}{' '}
                <span className="font-normal text-slate-600">
                  {say(copy.versusTraced, { difference: c.differenceText })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {cmp.length > 0 && <p className="mt-2 text-xs text-slate-500">{say(copy.rulerNote)}</p>}
    </section>
  );
}

/**
 * The area set large with its range beneath, both read from the stored areaText ("4.3 cm², 95 %
 * range 2.5–6.1 cm²": the value never holds ", "); the text (and what a screen reader says) stays
 * the stored one, comma included.
 */
function AreaFigure({ m }: { m: MeasurementJson }) {
  const cut = m.areaText.indexOf(', ');
  if (cut < 0) return <p className="mt-1 text-4xl font-bold text-ink">{m.areaText}</p>;
  return (
    <p className="mt-1 text-ink">
      <span className="block text-4xl font-bold">{m.areaText.slice(0, cut)}</span>
      <span className="sr-only">, </span>
      <span className="block text-lg font-semibold text-slate-700">{m.areaText.slice(cut + 2)}</span>
    </p>
  );
}
