import { msg } from '@lingui/core/macro';
import {
  ETIOLOGY_LABELS,
  PRESSURE_INJURY_STAGE_LABELS,
  type FourWeekCheck,
  type OutlineStatus,
  type WoundJson,
} from '@woundcare/api-types';
import { say } from '../i18n/workspace-i18n.ts';

/** How the server's 4-week check reads on screen (the web never re-derives it). */
export function fourWeekInfo(c: FourWeekCheck): { label: string; tone: 'green' | 'red' | 'grey' | 'amber' } {
  switch (c.status) {
    case 'on_track':
      return { label: say(msg`On track`), tone: 'green' };
    case 'at_risk':
      return { label: say(msg`At risk`), tone: 'red' };
    case 'push_trend':
      return { label: say(msg`Follow PUSH`), tone: 'grey' };
    case 'no_prediction':
      return { label: say(msg`No prediction`), tone: 'grey' };
    default:
      return { label: say(msg`Insufficient data`), tone: 'grey' };
  }
}

/** "Reduction at day 28 (interpolated): 52 %" — what the server read, with how. */
export function fourWeekReading(c: FourWeekCheck): string | null {
  if (c.reductionPct === null || c.day === null) return null;
  // one whole sentence per way the server read it, with or without a cut-off
  const values = { reduction: c.reductionPct, day: c.day, cutOff: c.targetPct };
  if (c.method === 'interpolated')
    return c.targetPct !== null
      ? say(
          msg({
            message:
              '{reduction} % area reduction at day 28 (interpolated between the visits either side); cut-off {cutOff} %',
          }),
          values,
        )
      : say(
          msg({ message: '{reduction} % area reduction at day 28 (interpolated between the visits either side)' }),
          values,
        );
  return c.targetPct !== null
    ? say(msg({ message: '{reduction} % area reduction at day 28 (visit on day {day}); cut-off {cutOff} %' }), values)
    : say(msg({ message: '{reduction} % area reduction at day 28 (visit on day {day})' }), values);
}

/** Each outline status in words (read in the workspace's language when shown). */
export const OUTLINE_STATUS_TEXT: Record<OutlineStatus, string> = {
  get model() {
    return say(msg`Model outline — not yet confirmed`);
  },
  get adjusted() {
    return say(msg`Adjusted by a clinician — not yet confirmed`);
  },
  get confirmed() {
    return say(msg`Confirmed`);
  },
};

/** "Heel, left · Diabetic foot ulcer" / "Sacrum · Pressure injury, Stage 3" / "Site not recorded · Not recorded" */
export function woundSummary(w: Pick<WoundJson, 'bodySiteLabel' | 'etiology' | 'stage'>): string {
  const etiology =
    w.etiology === 'pressure_injury' && w.stage
      ? `${ETIOLOGY_LABELS[w.etiology]}, ${PRESSURE_INJURY_STAGE_LABELS[w.stage]}`
      : ETIOLOGY_LABELS[w.etiology];
  const site = w.bodySiteLabel ?? say(msg`Site not recorded`);
  return `${site} · ${w.etiology === 'unknown' ? say(msg`Etiology not recorded`) : etiology}`;
}

/** "Maria Lopez · Wound 1" for analysis cards. */
export function assessmentTitle(t: { patientName: string; woundLabel: string | null }): string {
  return t.woundLabel ? `${t.patientName} · ${t.woundLabel}` : t.patientName;
}
