import { useId } from 'react';
import { STICKER } from '../../../../content/calibration-sticker.ts';
import { ArucoMarker } from './aruco-marker.tsx';

/** The sticker with its dimensions: 20.0 mm black square, ≥ 4 mm white margin (not to scale). */
export function StickerDiagram({ className = '' }: { className?: string }) {
  // 1 mm = 8 units; the margin is drawn at 5 mm.
  const mm = 8;
  const size = STICKER.markerSizeMm * mm;
  const margin = 5 * mm;
  const x = 50;
  const y = 50;
  const titleId = useId();
  return (
    <svg viewBox="0 0 330 310" width="330" height="310" className={className} role="img" aria-labelledby={titleId}>
      <title
        id={titleId}
      >{`Calibration sticker: ${STICKER.markerSizeMm.toFixed(1)} mm black square with at least ${STICKER.minMarginMm} mm white margin`}</title>
      <rect
        x={x - margin}
        y={y - margin}
        width={size + 2 * margin}
        height={size + 2 * margin}
        rx="10"
        fill="#fff"
        stroke="#94a3b8"
        strokeDasharray="5 4"
      />
      <ArucoMarker x={x} y={y} size={size} />
      {/* width dimension */}
      <path d={`M${x} ${y + size + margin + 22}h${size}`} stroke="#0f766e" strokeWidth="2" />
      <path
        d={`M${x} ${y + size + margin + 14}v16M${x + size} ${y + size + margin + 14}v16`}
        stroke="#0f766e"
        strokeWidth="2"
      />
      <text
        x={x + size / 2}
        y={y + size + margin + 44}
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        fill="#115e59"
      >
        {`${STICKER.markerSizeMm.toFixed(1)} mm`}
      </text>
      {/* margin dimension */}
      <path d={`M${x + size} ${y + size / 2}h${margin}`} stroke="#b45309" strokeWidth="2" />
      <path
        d={`M${x + size} ${y + size / 2 - 7}v14M${x + size + margin} ${y + size / 2 - 7}v14`}
        stroke="#b45309"
        strokeWidth="2"
      />
      <text x={x + size + margin + 8} y={y + size / 2 + 5} fontSize="14" fontWeight="700" fill="#92400e">
        {`≥ ${STICKER.minMarginMm} mm`}
      </text>
    </svg>
  );
}
