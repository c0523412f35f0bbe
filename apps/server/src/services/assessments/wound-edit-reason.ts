import {
  ETIOLOGY_LABELS,
  HEALING_POTENTIAL_LABELS,
  PRESSURE_INJURY_STAGE_LABELS,
  bodySiteOf,
  type Etiology,
  type HealingPotential,
  type PressureInjuryStage,
} from '@woundcare/api-types';
import type { WoundRow } from '../record/record-store.ts';

type Fact = { name: string; words: (w: WoundRow) => string };

const orNot = (v: string | null | undefined) => v ?? 'not recorded';
const index = (v: number | null) => (v === null ? 'not measured' : String(v));

/** The wound facts an amendment's reason names when they change, in the clinician's words. */
const FACTS: Fact[] = [
  { name: 'cause', words: (w) => orNot(ETIOLOGY_LABELS[w.etiology as Etiology]) },
  { name: 'stage', words: (w) => orNot(w.stage ? PRESSURE_INJURY_STAGE_LABELS[w.stage as PressureInjuryStage] : null) },
  { name: 'site', words: (w) => orNot(bodySiteOf(w.body_site)?.label ?? w.body_site) },
  { name: 'ABPI', words: (w) => index(w.abpi) },
  { name: 'TBI', words: (w) => index(w.tbi) },
  {
    name: 'healing potential',
    words: (w) => orNot(w.healing_potential ? HEALING_POTENTIAL_LABELS[w.healing_potential as HealingPotential] : null),
  },
  { name: 'status', words: (w) => w.status },
];

/** "Wound edited: ABPI 0.95 → 0.45" — why an earlier visit was amended by a wound edit. */
export function woundEditReason(before: WoundRow, after: WoundRow): string {
  const changes = FACTS.flatMap((f) => {
    const [was, now] = [f.words(before), f.words(after)];
    return was === now ? [] : [`${f.name} ${was} → ${now}`];
  });
  return changes.length ? `Wound edited: ${changes.join(', ')}` : 'Wound edited';
}
