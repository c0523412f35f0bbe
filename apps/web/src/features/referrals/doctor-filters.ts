import type { ConsultantAvailability, ConsultantJson } from '@woundcare/api-types';

/** The Consultant Services page (docs/spec-notes.md#consultant-page): five states (default California) and four availability filters. */
export const PAGE_STATES = ['California', 'New York', 'Texas', 'Florida', 'Illinois'] as const;
export const DEFAULT_PAGE_STATE = 'California';
export type AvailabilityFilter = 'all' | ConsultantAvailability;
export const AVAILABILITY_FILTERS: { id: AvailabilityFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'available', label: 'Available' },
  { id: 'busy', label: 'Busy' },
  { id: 'offline', label: 'Offline' },
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
  return `${n} ${n === 1 ? 'Doctor' : 'Doctors'} Found`;
}
