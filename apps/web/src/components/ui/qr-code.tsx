import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code of `value` as an inline SVG (black modules on white, a quiet zone of 4), labelled for screen readers. */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, width: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-md border border-slate-200 bg-white"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
