import type { HowItWorksStep } from '../../../../content/home.ts';
import { ArucoMarker } from './aruco-marker.tsx';

const skin = '#f5e6d8';
const wound = '#d99a94';
const woundCore = '#b9615f';
const teal = '#0f766e';
const tealLight = '#99f6e4';

function Capture() {
  return (
    <>
      <rect x="30" y="40" width="170" height="130" rx="18" fill={skin} />
      <path d="M78 100c6-20 32-28 50-17 16 10 20 30 10 45-10 16-34 22-52 12-14-8-13-26-8-40z" fill={wound} />
      <path d="M92 104c6-9 19-11 27-5 8 6 8 17 2 24-7 7-20 9-27 3-6-6-6-15-2-22z" fill={woundCore} />
      <ArucoMarker x={150} y={118} size={30} margin={6} radius={3} />
      <rect x="200" y="24" width="92" height="160" rx="18" fill="#0f172a" />
      <rect x="207" y="32" width="78" height="144" rx="13" fill="#f8fafc" />
      <rect x="214" y="52" width="64" height="76" rx="8" fill={skin} />
      <circle cx="242" cy="90" r="14" fill={wound} />
      <rect x="258" y="104" width="14" height="14" fill="#0f172a" />
      <circle cx="246" cy="154" r="10" fill={teal} />
      <path
        d="M190 86l-14 0M190 86l-6-5M190 86l-6 5"
        stroke="#94a3b8"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Analyze() {
  return (
    <>
      <path d="M40 40l200 -8 44 140 -236 8z" fill={skin} stroke="#cbd5e1" />
      {[1, 2, 3, 4].map((i) => (
        <path
          key={`v${i}`}
          d={`M${40 + i * 48} ${40 - i * 1.6}L${48 + i * 47} ${180 - i * 1.6}`}
          stroke={tealLight}
          strokeWidth="1"
        />
      ))}
      {[1, 2].map((i) => (
        <path
          key={`h${i}`}
          d={`M${40 + i * 3} ${40 + i * 46}L${240 + i * 15} ${32 + i * 46}`}
          stroke={tealLight}
          strokeWidth="1"
        />
      ))}
      <path d="M96 96c8-24 40-34 62-20 20 12 24 36 12 54-12 19-42 27-64 14-17-10-16-31-10-48z" fill={wound} />
      <path
        d="M92 94c9-28 46-40 72-23 23 14 28 42 14 63-14 22-49 31-74 16-20-12-19-37-12-56z"
        fill="none"
        stroke={teal}
        strokeWidth="2.5"
        strokeDasharray="6 4"
      />
      <ArucoMarker x={200} y={124} size={32} margin={6} radius={3} />
      {[
        [200, 124],
        [232, 124],
        [232, 156],
        [200, 156],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="#14b8a6" stroke="#fff" strokeWidth="1.5" />
      ))}
      <path d="M90 160h96" stroke={teal} strokeWidth="2" />
      <path d="M90 155v10M186 155v10" stroke={teal} strokeWidth="2" />
    </>
  );
}

function Recommend() {
  return (
    <>
      <rect x="28" y="30" width="150" height="140" rx="16" fill="#fff" stroke="#e2e8f0" />
      <path
        d="M48 140l26-22 26 8 26-30 30-18"
        fill="none"
        stroke={teal}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M48 140l26-22 26 8 26-30 30-18V150H48z" fill={tealLight} opacity="0.35" />
      <rect x="48" y="46" width="70" height="8" rx="4" fill="#94a3b8" />
      <rect x="194" y="30" width="100" height="140" rx="16" fill="#fff" stroke="#e2e8f0" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx="214" cy={64 + i * 36} r="9" fill={i < 2 ? teal : '#e2e8f0'} />
          {i < 2 && (
            <path
              d={`M209 ${64 + i * 36}l3.5 3.5 6-7`}
              fill="none"
              stroke="#fff"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect x="230" y={60 + i * 36} width={i === 2 ? 40 : 52} height="8" rx="4" fill="#cbd5e1" />
        </g>
      ))}
    </>
  );
}

function Coordinate() {
  const nodes = [
    [160, 100, 26],
    [60, 52, 18],
    [260, 52, 18],
    [60, 152, 18],
    [260, 152, 18],
  ] as const;
  return (
    <>
      {nodes.slice(1).map(([x, y]) => (
        <path key={`l${x}-${y}`} d={`M160 100L${x} ${y}`} stroke={tealLight} strokeWidth="3" />
      ))}
      {nodes.map(([x, y, r], i) => (
        <g key={`n${x}-${y}`}>
          <circle
            cx={x}
            cy={y}
            r={r}
            fill={i === 0 ? teal : '#fff'}
            stroke={i === 0 ? teal : '#99f6e4'}
            strokeWidth="3"
          />
          <circle cx={x} cy={y - r * 0.25} r={r * 0.3} fill={i === 0 ? '#fff' : '#0f766e'} />
          <path
            d={`M${x - r * 0.5} ${y + r * 0.5}c0-${r * 0.4} ${r * 1} -${r * 0.4} ${r} 0`}
            fill={i === 0 ? '#fff' : '#0f766e'}
          />
        </g>
      ))}
    </>
  );
}

const scenes = { capture: Capture, analyze: Analyze, recommend: Recommend, coordinate: Coordinate } as const;

/** A small, decorative scene for one how-it-works step. */
export function StepIllustration({
  kind,
  className = '',
}: {
  kind: HowItWorksStep['illustration'];
  className?: string;
}) {
  const Scene = scenes[kind];
  return (
    <svg viewBox="0 0 320 200" width="320" height="200" className={className} aria-hidden="true" focusable="false">
      <rect width="320" height="200" rx="20" fill="#f0fdfa" />
      <Scene />
    </svg>
  );
}
