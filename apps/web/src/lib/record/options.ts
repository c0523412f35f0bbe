import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
import { say } from '../i18n/workspace-i18n.ts';

/**
 * Picker options built from the shared code lists (one list for server validation and screens).
 * The "nothing chosen" option's words are a workspace catalog message, read when shown.
 */
const none = (message: MessageDescriptor) => ({
  value: '',
  get label() {
    return say(message);
  },
});

export const BODY_SITE_OPTIONS = [
  none(msg`Not recorded`),
  ...BODY_SITES.map((s) => ({ value: s.code, label: s.label })),
];
export const ETIOLOGY_OPTIONS = ETIOLOGIES.map((e) => ({ value: e, label: ETIOLOGY_LABELS[e] }));
export const STAGE_OPTIONS = [
  none(msg`Not staged`),
  ...PRESSURE_INJURY_STAGES.map((s) => ({ value: s, label: PRESSURE_INJURY_STAGE_LABELS[s] })),
];
export const EXUDATE_OPTIONS = [
  none(msg`Not assessed`),
  ...EXUDATE_LEVELS.map((e) => ({ value: e, label: e[0]!.toUpperCase() + e.slice(1) })),
];
export const HEALING_POTENTIAL_OPTIONS = [
  none(msg`Not assessed`),
  ...HEALING_POTENTIALS.map((h) => ({ value: h, label: HEALING_POTENTIAL_LABELS[h] })),
];
