import { MARKER_ID0_BITS } from '../../../../content/calibration-sticker.ts';

/**
 * An ArUco DICT_4X4_50 marker (id 0) drawn as 6 × 6 cells: a black border ring around the 4 × 4
 * bits. `x`, `y`, `size` place the black square; `margin` adds the white sticker around it.
 */
export function ArucoMarker({
  x,
  y,
  size,
  margin = 0,
  radius = 0,
}: {
  x: number;
  y: number;
  size: number;
  margin?: number;
  radius?: number;
}) {
  const cell = size / 6;
  return (
    <g>
      {margin > 0 && (
        <rect
          x={x - margin}
          y={y - margin}
          width={size + 2 * margin}
          height={size + 2 * margin}
          rx={radius}
          fill="#fff"
          stroke="#cbd5e1"
          strokeWidth="1"
        />
      )}
      <rect x={x} y={y} width={size} height={size} fill="#0f172a" />
      {MARKER_ID0_BITS.flatMap((row, r) =>
        row.map((bit, c) =>
          bit ? (
            <rect
              key={`${r}-${c}`}
              x={x + (c + 1) * cell}
              y={y + (r + 1) * cell}
              width={cell + 0.02}
              height={cell + 0.02}
              fill="#fff"
            />
          ) : null,
        ),
      )}
    </g>
  );
}
