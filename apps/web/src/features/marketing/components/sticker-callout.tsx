import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { STICKER } from '../../../content/calibration-sticker.ts';
import { ArucoMarker } from './illustrations/aruco-marker.tsx';

/** Points measurement pages to the printable calibration sticker. */
export function StickerCallout() {
  return (
    <aside
      aria-labelledby="sticker-callout-title"
      className="flex flex-col gap-6 rounded-2xl border border-brand-200 bg-brand-50/60 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <svg
        viewBox="0 0 64 64"
        width="64"
        height="64"
        className="h-16 w-16 shrink-0"
        aria-hidden="true"
        focusable="false"
      >
        <ArucoMarker x={10} y={10} size={44} margin={8} radius={4} />
      </svg>
      <div className="flex-1">
        <h2 id="sticker-callout-title" className="text-lg font-semibold text-ink">
          Measurements start with the calibration sticker
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          A printed {STICKER.dictionary} marker with a {STICKER.markerSizeMm.toFixed(1)} mm black square sets the true
          scale of every photo. Without it, Woundly gives no cm² figure.
        </p>
      </div>
      <Link
        to={paths.calibrationSticker}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        Print the calibration sticker
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </aside>
  );
}
