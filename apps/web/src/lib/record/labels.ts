import {
  ETIOLOGY_LABELS,
  PRESSURE_INJURY_STAGE_LABELS,
  type FourWeekCheck,
  type OutlineStatus,
  type WoundJson,
} from '@woundcare/api-types';

/** How the server's 4-week check reads on screen (the web never re-derives it). */
export function fourWeekInfo(c: FourWeekCheck): { label: string; tone: 'green' | 'red' | 'grey' | 'amber' } {
  switch (c.status) {
    case 'on_track':
      return { label: 'On track', tone: 'green' };
    case 'at_risk':
      return { label: 'At risk', tone: 'red' };
    case 'push_trend':
      return { label: 'Follow PUSH', tone: 'grey' };
    case 'no_prediction':
      return { label: 'No prediction', tone: 'grey' };
    default:
      return { label: 'Insufficient data', tone: 'grey' };
  }
}

/** "Reduction at day 28 (interpolated): 52 %" — what the server read, with how. */
export function fourWeekReading(c: FourWeekCheck): string | null {
  if (c.reductionPct === null || c.day === null) return null;
  const how = c.method === 'interpolated' ? 'interpolated between the visits either side' : `visit on day ${c.day}`;
  return `${c.reductionPct} % area reduction at day 28 (${how})${c.targetPct !== null ? `; cut-off ${c.targetPct} %` : ''}`;
}

export const OUTLINE_STATUS_TEXT: Record<OutlineStatus, string> = {
  model: 'Model outline — not yet confirmed',
  adjusted: 'Adjusted by a clinician — not yet confirmed',
  confirmed: 'Confirmed',
};

/** "Heel, left · Diabetic foot ulcer" / "Sacrum · Pressure injury, Stage 3" / "Site not recorded · Not recorded" */
export function woundSummary(w: Pick<WoundJson, 'bodySiteLabel' | 'etiology' | 'stage'>): string {
  const etiology =
    w.etiology === 'pressure_injury' && w.stage
      ? `${ETIOLOGY_LABELS[w.etiology]}, ${PRESSURE_INJURY_STAGE_LABELS[w.stage]}`
      : ETIOLOGY_LABELS[w.etiology];
  return `${w.bodySiteLabel ?? 'Site not recorded'} · ${w.etiology === 'unknown' ? 'Etiology not recorded' : etiology}`;
}

/** "Maria Lopez · Wound 1" for analysis cards. */
export function assessmentTitle(t: { patientName: string; woundLabel: string | null }): string {
  return t.woundLabel ? `${t.patientName} · ${t.woundLabel}` : t.patientName;
}
