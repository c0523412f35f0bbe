import {
  BODY_SITES,
  ETIOLOGIES,
  ETIOLOGY_LABELS,
  EXUDATE_LEVELS,
  HEALING_POTENTIAL_LABELS,
  HEALING_POTENTIALS,
  PRESSURE_INJURY_STAGES,
  PRESSURE_INJURY_STAGE_LABELS,
} from '@woundcare/api-types';

/** Picker options built from the shared code lists (one list for server validation and screens). */
export const BODY_SITE_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...BODY_SITES.map((s) => ({ value: s.code, label: s.label })),
];
export const ETIOLOGY_OPTIONS = ETIOLOGIES.map((e) => ({ value: e, label: ETIOLOGY_LABELS[e] }));
export const STAGE_OPTIONS = [
  { value: '', label: 'Not staged' },
  ...PRESSURE_INJURY_STAGES.map((s) => ({ value: s, label: PRESSURE_INJURY_STAGE_LABELS[s] })),
];
export const EXUDATE_OPTIONS = [
  { value: '', label: 'Not assessed' },
  ...EXUDATE_LEVELS.map((e) => ({ value: e, label: e[0]!.toUpperCase() + e.slice(1) })),
];
export const HEALING_POTENTIAL_OPTIONS = [
  { value: '', label: 'Not assessed' },
  ...HEALING_POTENTIALS.map((h) => ({ value: h, label: HEALING_POTENTIAL_LABELS[h] })),
];
