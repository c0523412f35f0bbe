import { RISK_COLOUR_CLASS, riskColour } from '../shared/z-score.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { reimburserightCopy as copy } from './reimburseright-copy.ts';
import { riskLevel } from './rules.ts';

/** The z-score in its risk colour (≥ 2.5 red, ≥ 1.5 orange, ≥ 0.5 yellow, else green). */
export function ZScoreBadge({ z }: { z: number }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ring-1 ring-inset ${RISK_COLOUR_CLASS[riskColour(z)]}`}
    >
      {say(copy.zBadge, { z: z.toFixed(1) })}
    </span>
  );
}

export function RiskLevelBadge({ z }: { z: number }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${RISK_COLOUR_CLASS[riskColour(z)]}`}
    >
      {say(copy.riskLevels[riskLevel(z)])}
    </span>
  );
}
