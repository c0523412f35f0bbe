import type { Point } from '@woundcare/wound-vision/image';

/** The detected sticker's outline over the preview (same cover-fit as the video). */
export function StickerOutline({
  frame,
  corners,
  ok,
}: {
  frame: { width: number; height: number };
  corners: readonly Point[];
  ok: boolean;
}) {
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 h-full w-full"
      aria-hidden="true"
      data-testid="sticker-outline"
    >
      <polygon
        points={corners.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={ok ? '#34d399' : '#fbbf24'}
        strokeWidth={Math.max(2, frame.width / 200)}
        strokeLinejoin="round"
      />
    </svg>
  );
}
