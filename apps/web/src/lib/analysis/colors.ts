import { msg } from '@lingui/core/macro';
import type { ConsultantAvailability as Availability } from '@woundcare/api-types';
import { say } from '../i18n/workspace-i18n.ts';

/** Colour rules (docs/spec-notes.md#colours), as tone names (components/ui/badge.tsx paints them). */
export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';

/** Severity: low green, medium yellow, high red, anything else grey. */
export function severityTone(severity: string | null | undefined): Tone {
  if (severity === 'low') return 'green';
  if (severity === 'medium') return 'yellow';
  if (severity === 'high') return 'red';
  return 'grey';
}

/** Doctor availability: available green, busy yellow, offline grey (offline also blocks scheduling). */
export function availabilityTone(a: Availability | string): Tone {
  if (a === 'available') return 'green';
  if (a === 'busy') return 'yellow';
  return 'grey';
}

export function availabilityLabel(a: Availability | string): string {
  if (a === 'available') return say(msg`Available Now`);
  if (a === 'busy') return say(msg`Busy`);
  return say(msg`Offline`);
}

export function canSchedule(a: Availability | string): boolean {
  return a !== 'offline';
}
