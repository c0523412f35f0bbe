import { ArucoMarker } from './aruco-marker.tsx';

/** Home hero: a phone measuring a wound beside the calibration sticker (no figures shown). */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const titleId = 'hero-illustration-title';
  return (
    <svg viewBox="0 0 480 440" width="480" height="440" className={className} role="img" aria-labelledby={titleId}>
      <title id={titleId}>A phone outlining a wound next to the printed calibration sticker</title>
      <circle cx="250" cy="220" r="200" fill="#f0fdfa" />
      <circle cx="250" cy="220" r="150" fill="#ccfbf1" opacity="0.5" />
      {/* phone */}
      <rect x="145" y="24" width="200" height="392" rx="34" fill="#0f172a" />
      <rect x="155" y="34" width="180" height="372" rx="26" fill="#f8fafc" />
      <rect x="215" y="44" width="60" height="8" rx="4" fill="#0f172a" opacity="0.85" />
      {/* skin area and wound */}
      <rect x="167" y="70" width="156" height="220" rx="16" fill="#f5e6d8" />
      <path d="M204 150c8-26 42-38 66-24 22 13 30 40 18 62-12 22-44 34-70 22-20-9-21-38-14-60z" fill="#d99a94" />
      <path d="M222 158c8-12 26-16 38-7 11 8 12 24 3 34-9 11-28 14-38 5-9-8-8-22-3-32z" fill="#b9615f" />
      <path
        d="M200 148c9-30 47-44 74-27 25 15 33 45 20 70-13 25-49 38-78 24-23-11-24-42-16-67z"
        fill="none"
        stroke="#0d9488"
        strokeWidth="2.5"
        strokeDasharray="6 5"
      />
      {/* sticker with corner dots */}
      <ArucoMarker x={262} y={224} size={42} margin={8} radius={4} />
      {[
        [262, 224],
        [304, 224],
        [304, 266],
        [262, 266],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="#14b8a6" stroke="#fff" strokeWidth="1.5" />
      ))}
      {/* result rows (bars, no numbers) */}
      <rect x="175" y="306" width="140" height="12" rx="6" fill="#e2e8f0" />
      <rect x="175" y="306" width="96" height="12" rx="6" fill="#0f766e" />
      <rect x="175" y="328" width="140" height="12" rx="6" fill="#e2e8f0" />
      <rect x="175" y="328" width="62" height="12" rx="6" fill="#14b8a6" />
      <rect x="175" y="356" width="140" height="32" rx="16" fill="#0f766e" />
      <path
        d="M231 372l6 6 12-12"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* trend card */}
      <g>
        <rect x="18" y="250" width="150" height="112" rx="16" fill="#fff" stroke="#e2e8f0" />
        <rect x="34" y="266" width="70" height="8" rx="4" fill="#94a3b8" />
        {[64, 54, 44, 32, 22].map((h, i) => (
          <rect
            key={h}
            x={36 + i * 24}
            y={346 - h}
            width="14"
            height={h}
            rx="4"
            fill={i === 4 ? '#0f766e' : '#99f6e4'}
          />
        ))}
      </g>
      {/* screening card */}
      <g>
        <rect x="318" y="86" width="150" height="86" rx="16" fill="#fff" stroke="#e2e8f0" />
        <circle cx="344" cy="116" r="14" fill="#ccfbf1" />
        <path d="M344 106l9 4v6c0 6-4 10-9 12-5-2-9-6-9-12v-6z" fill="#0f766e" />
        <rect x="366" y="108" width="84" height="8" rx="4" fill="#94a3b8" />
        <rect x="366" y="122" width="60" height="8" rx="4" fill="#cbd5e1" />
        <rect x="334" y="146" width="118" height="12" rx="6" fill="#f0fdfa" stroke="#99f6e4" />
      </g>
    </svg>
  );
}
