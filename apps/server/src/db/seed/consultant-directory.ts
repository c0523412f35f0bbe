import type { Selectable } from 'kysely';
import type { ConsultantAvailability, ConsultationType } from '@woundcare/api-types';
import type { ConsultantsTable } from '../schema.ts';
import { US_STATES, type UsState } from './us-states.ts';

/**
 * The seeded consultant directory: FICTIONAL clinicians, four per state for all 50 states.
 * Names are invented combinations, phones use the 555-01xx range reserved for fiction, e-mails
 * use the example.org domain and addresses name no real building. Deterministic: the same rows
 * on every install (no randomness).
 */

/** One consultant as seeded: a row of the consultants table but its generated id. */
export type DirectoryEntry = Omit<Selectable<ConsultantsTable>, 'id'>;

export const PER_STATE = 4;

const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Morgan',
  'Riley',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
  'Sage',
  'Reese',
  'Kendall',
  'Dakota',
  'Marlowe',
  'Ellis',
  'Finley',
  'Hollis',
  'Linden',
  'Sutton',
  'Tatum',
  'Wren',
  'Blair',
  'Cameron',
  'Devon',
  'Parker',
];
const LAST_NAMES = [
  'Ashcombe',
  'Brightwater',
  'Calloway',
  'Dunmore',
  'Everhart',
  'Fairbrook',
  'Glenwood',
  'Hollister',
  'Ingleby',
  'Juniper',
  'Kestrel',
  'Larkspur',
  'Merriweather',
  'Northcote',
  'Oakhurst',
  'Pembrook',
  'Quillfeather',
  'Ravenscroft',
  'Stillwell',
  'Thornbury',
  'Underhill',
  'Valemont',
  'Westbrook',
  'Yarrow',
  'Ambleside',
  'Birchfield',
  'Coldstream',
];
const STREETS = [
  'Example Medical Plaza',
  'Sample Health Way',
  'Placeholder Clinic Road',
  'Demo Care Avenue',
  'Fictional Wellness Drive',
];
/** The first two of every state match the specialist types the workspace recommends. */
const SPECIALIZATIONS_FIXED = ['Wound Care Specialist', 'Infectious Disease Specialist'];
const SPECIALIZATIONS_ROTATING = [
  'Vascular Surgeon',
  'Podiatrist',
  'Plastic Surgeon',
  'Dermatologist',
  'Wound Care Specialist',
  'Endocrinologist',
];
const TYPE_SETS: ConsultationType[][] = [
  ['video', 'chat', 'phone'],
  ['video', 'phone'],
  ['chat', 'phone'],
  ['video', 'chat'],
];
const AVAILABILITY: ConsultantAvailability[] = ['busy', 'offline', 'available'];

function entryFor(state: UsState, stateIndex: number, i: number): DirectoryEntry {
  const n = stateIndex * PER_STATE + i; // 0 … 199
  // n ↦ n·115 mod 648 is one-to-one (115 is coprime to 24 × 27 = 648): no name repeats
  const pair = (n * 115) % (FIRST_NAMES.length * LAST_NAMES.length);
  const first = FIRST_NAMES[pair % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(pair / FIRST_NAMES.length)]!;
  const specialization =
    i < 2
      ? SPECIALIZATIONS_FIXED[i]!
      : SPECIALIZATIONS_ROTATING[(stateIndex * 2 + i) % SPECIALIZATIONS_ROTATING.length]!;
  const suffix = String(n % 100).padStart(2, '0');
  return {
    key: `doctor-${state.code.toLowerCase()}-${i + 1}`,
    state: state.name,
    state_code: state.code,
    name: `Dr. ${first} ${last}`,
    specialization,
    phone: `(${state.areaCode}) 555-01${suffix}`,
    email: `${first}.${last}.${state.code}@example.org`.toLowerCase(),
    address: `${100 + ((n * 37) % 900)} ${STREETS[n % STREETS.length]}, Suite ${100 + i * 10}, ${state.capital}, ${state.code}`,
    // 4.5 … 5.0 in steps of 0.1
    rating: Math.round((4.5 + ((n * 13 + 5) % 6) / 10) * 10) / 10,
    // the first clinician of a state is always available; the rest cycle
    availability: i === 0 ? 'available' : AVAILABILITY[(stateIndex + i) % AVAILABILITY.length]!,
    consultation_types: TYPE_SETS[(n + stateIndex) % TYPE_SETS.length]!,
    sort_order: i,
  };
}

/** Every directory entry, state by state. */
export function buildConsultantDirectory(): DirectoryEntry[] {
  return US_STATES.flatMap((s, si) => Array.from({ length: PER_STATE }, (_, i) => entryFor(s, si, i)));
}
