import type { AdviceRow, PriorityJson } from '@woundcare/api-types';
import type { Facts } from './facts.ts';
import { SOURCES } from './sources.ts';

/**
 * Priority with its reasons, etiology-aware: every emergency or urgent advice row sets it (an
 * arterial ulcer or an ischaemic limb with an urgent referral is never Routine), then infection,
 * perfusion, the 4-week check and the guideline floors (an active diabetic foot ulcer: NICE NG19
 * 1.3.2; pressure injury stage 3, 4, unstageable: NPIAP/EPUAP/PPPIA 2019). The area alone sets no
 * priority (no guideline gives an area threshold). Colour shares never set it.
 */

interface PriorityRule {
  id: string;
  level: PriorityJson['level'];
  label: PriorityJson['label'];
  /** the citation, or the cited rows' own sources where the reason is a set of advice rows */
  source: string | ((advice: readonly AdviceRow[], f: Facts) => string);
  when: (f: Facts, advice: readonly AdviceRow[]) => boolean;
  text: (f: Facts, advice: readonly AdviceRow[]) => string;
}

const rowsOf = (advice: readonly AdviceRow[], kind: AdviceRow['kind']) => advice.filter((a) => a.kind === kind);
/** "Arterial ulcer: refer for urgent vascular assessment" — each row's first sentence, as the reason a clinician reads */
const headlines = (rows: readonly AdviceRow[]) =>
  rows.map((r) => r.text.split(/(?<=\.)\s/)[0]!.replace(/\.$/, '')).join('; ');
const sourcesOf = (rows: readonly AdviceRow[]) => [...new Set(rows.map((r) => r.source))].join('; ');

export const PRIORITY_RULES: readonly PriorityRule[] = [
  {
    id: 'emergency_advice',
    level: 'high',
    label: 'Emergency',
    source: (a) => sourcesOf(rowsOf(a, 'emergency')),
    when: (_f, a) => rowsOf(a, 'emergency').length > 0,
    text: (_f, a) => headlines(rowsOf(a, 'emergency')),
  },
  {
    id: 'urgent_advice',
    level: 'high',
    label: 'Urgent',
    source: (a) => sourcesOf(rowsOf(a, 'urgent')),
    when: (_f, a) => rowsOf(a, 'urgent').length > 0,
    text: (_f, a) => headlines(rowsOf(a, 'urgent')),
  },
  {
    id: 'infected',
    level: 'medium',
    label: 'Soon',
    source: SOURCES.iwii,
    when: (f) => f.infection.level !== null && f.infection.level !== 'none',
    text: (f) => `infection: ${f.infection.label}`,
  },
  {
    id: 'ischaemia',
    level: 'medium',
    label: 'Soon',
    source: (_a, f) => (f.dfu ? SOURCES.iwgdfPad : SOURCES.padGeneral),
    when: (f) => f.ischaemia === true,
    text: () => 'peripheral artery disease on the wound’s limb',
  },
  {
    id: 'not_healing',
    level: 'medium',
    label: 'Soon',
    source: SOURCES.sheehan,
    when: (f) => f.fourWeek.status === 'at_risk' || f.fourWeek.status === 'no_measurable_change',
    text: () => 'not on track at 4 weeks',
  },
  {
    id: 'dfu_active',
    level: 'medium',
    label: 'Soon',
    source: SOURCES.niceDfu,
    when: (f) => f.dfu,
    text: () => 'active diabetic foot ulcer: multidisciplinary foot care service within 1 working day',
  },
  {
    id: 'pi_specialist',
    level: 'medium',
    label: 'Soon',
    source: SOURCES.pressureSpecialist,
    when: (f) => f.piSpecialist,
    text: (f) =>
      `${f.stage === 'unstageable' ? 'unstageable' : f.stage === 'stage_3' ? 'stage 3' : 'stage 4'} pressure injury: wound / tissue-viability specialist assessment`,
  },
];

const RANK = { low: 0, medium: 1, high: 2 } as const;

export function rankPriority(f: Facts, advice: readonly AdviceRow[]): PriorityJson {
  const hits = PRIORITY_RULES.filter((r) => r.when(f, advice));
  if (hits.length === 0)
    return {
      level: 'low',
      label: 'Routine',
      // neutral: no floor applies; the review interval follows the plan (Wound Bed Preparation 2021)
      reasons: [{ id: 'routine', text: 'no urgent finding in what was assessed', source: SOURCES.wbp }],
    };
  const top = hits.reduce((a, b) => (RANK[b.level] > RANK[a.level] ? b : a));
  return {
    level: top.level,
    label: top.label,
    reasons: hits.map((r) => ({
      id: r.id,
      text: r.text(f, advice),
      source: typeof r.source === 'function' ? r.source(advice, f) : r.source,
    })),
  };
}
