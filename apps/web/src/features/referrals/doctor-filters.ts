import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConsultantAvailability, ConsultantJson } from '@woundcare/api-types';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { consultantsCopy } from './consultants-copy.ts';

/** The Consultant Services page (docs/spec-notes.md#consultant-page): five states (default California) and four availability filters. */
export const PAGE_STATES = ['California', 'New York', 'Texas', 'Florida', 'Illinois'] as const;
export const DEFAULT_PAGE_STATE = 'California';
export type AvailabilityFilter = 'all' | ConsultantAvailability;
export const AVAILABILITY_FILTERS: { id: AvailabilityFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All` },
  { id: 'available', label: msg`Available` },
  { id: 'busy', label: msg`Busy` },
  { id: 'offline', label: msg`Offline` },
];

/** Search matches name or specialization (case-insensitive); availability 'all' keeps everyone. */
export function filterDoctors(
  list: ConsultantJson[],
  query: string,
  availability: AvailabilityFilter,
): ConsultantJson[] {
  const q = query.trim().toLowerCase();
  return list.filter(
    (d) =>
      (availability === 'all' || d.availability === availability) &&
      (!q || d.name.toLowerCase().includes(q) || d.specialization.toLowerCase().includes(q)),
  );
}

export function doctorsFoundLabel(n: number): string {
  return say(consultantsCopy.found, { count: n });
}
