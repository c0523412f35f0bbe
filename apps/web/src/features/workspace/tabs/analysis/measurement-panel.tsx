import { Link } from 'react-router';
import { Ruler, TriangleAlert } from 'lucide-react';
import { paths } from '../../../../lib/paths.ts';
import type { AnalysisResultJson } from '@woundcare/api-types';
import { formatArea } from '@woundcare/vocabulary';
import { formatCm } from '../../../../lib/analysis/rules.ts';
import { areaComparison } from './measurement.ts';

/**
 * Measured figures. Without the calibration sticker there is no cm² at all — only the way to
 * get one. With it: the traced area, length × width, and the two ruler-method estimates beside it.
 */
export function MeasurementPanel({ result }: { result: AnalysisResultJson }) {
  if (!result.calibrated || result.area_cm2 === null) {
    return (
      <section aria-labelledby="measure-h" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h3 id="measure-h" className="flex items-center gap-2 font-semibold text-amber-900">
          <TriangleAlert className="h-5 w-5" aria-hidden="true" /> Not calibrated — add the calibration sticker
        </h3>
        <p className="mt-1 text-sm text-amber-900">
          No calibration sticker was found in this photo, so no wound area in cm² is reported. Place the sticker beside
          the wound and take a new photo.
        </p>
        <Link
          to={paths.calibrationSticker}
          className="mt-2 inline-block text-sm font-semibold text-amber-950 underline"
        >
          Get the printable calibration sticker
        </Link>
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
        <Ruler className="h-4 w-4" aria-hidden="true" /> Wound area
      </h3>
      <p className="mt-1 text-4xl font-bold text-ink">{formatArea(result.area_cm2, result.area_uncertainty_cm2)}</p>
      <p className="text-sm text-slate-600">
        {result.outline_source === 'clinician' ? 'Clinician-corrected outline' : 'Model-traced outline'}
        {result.area_uncertainty_cm2 === null && ' (no ± reported for this analysis)'}
        {result.length_cm !== null && result.width_cm !== null && (
          <>
            {' '}
            · length {formatCm(result.length_cm)} × width {formatCm(result.width_cm)}
          </>
        )}
        {result.perimeter_cm !== null && <> · perimeter {formatCm(result.perimeter_cm)}</>}
      </p>
      {cmp.length > 0 && (
        <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {cmp.map((c) => (
            <div key={c.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{c.label}</dt>
              <dd className="text-sm font-semibold text-slate-800">
                {formatArea(c.value)} <span className="font-normal text-slate-600">({c.differenceText} vs traced)</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-slate-500">
        Ruler estimates are shown for comparison with paper charts: length × width overestimates the true area by about
        41 % (Rogers et al., 2010), the ellipse formula (π/4 · L · W) much less.
      </p>
    </section>
  );
}
