/**
 * The consultant directory migration 0003_workspace inserts: FICTIONAL clinicians, four per state
 * for all 50 states. Names are invented combinations, phones use the 555-01xx range reserved for
 * fiction, e-mails use the example.org domain and addresses name no real building. Deterministic:
 * the same rows on every install (no randomness).
 *
 * A frozen copy, used by that migration only: the live directory (the consultants table) may change, the rows a
 * migration writes may not.
 */

interface UsState {
  name: string;
  code: string;
  capital: string;
  areaCode: string;
}

type Availability = 'available' | 'busy' | 'offline';
type ConsultationType = 'video' | 'chat' | 'phone';

export interface DirectoryEntry {
  key: string;
  state: string;
  state_code: string;
  name: string;
  specialization: string;
  phone: string;
  email: string;
  address: string;
  rating: number;
  availability: Availability;
  consultation_types: ConsultationType[];
  sort_order: number;
}

/** The 50 US states: name, postal code, capital and one area code used there. */
const US_STATES: readonly UsState[] = [
  { name: 'Alabama', code: 'AL', capital: 'Montgomery', areaCode: '334' },
  { name: 'Alaska', code: 'AK', capital: 'Juneau', areaCode: '907' },
  { name: 'Arizona', code: 'AZ', capital: 'Phoenix', areaCode: '602' },
  { name: 'Arkansas', code: 'AR', capital: 'Little Rock', areaCode: '501' },
  { name: 'California', code: 'CA', capital: 'Sacramento', areaCode: '916' },
  { name: 'Colorado', code: 'CO', capital: 'Denver', areaCode: '303' },
  { name: 'Connecticut', code: 'CT', capital: 'Hartford', areaCode: '860' },
  { name: 'Delaware', code: 'DE', capital: 'Dover', areaCode: '302' },
  { name: 'Florida', code: 'FL', capital: 'Tallahassee', areaCode: '850' },
  { name: 'Georgia', code: 'GA', capital: 'Atlanta', areaCode: '404' },
  { name: 'Hawaii', code: 'HI', capital: 'Honolulu', areaCode: '808' },
  { name: 'Idaho', code: 'ID', capital: 'Boise', areaCode: '208' },
  { name: 'Illinois', code: 'IL', capital: 'Springfield', areaCode: '217' },
  { name: 'Indiana', code: 'IN', capital: 'Indianapolis', areaCode: '317' },
  { name: 'Iowa', code: 'IA', capital: 'Des Moines', areaCode: '515' },
  { name: 'Kansas', code: 'KS', capital: 'Topeka', areaCode: '785' },
  { name: 'Kentucky', code: 'KY', capital: 'Frankfort', areaCode: '502' },
  { name: 'Louisiana', code: 'LA', capital: 'Baton Rouge', areaCode: '225' },
  { name: 'Maine', code: 'ME', capital: 'Augusta', areaCode: '207' },
  { name: 'Maryland', code: 'MD', capital: 'Annapolis', areaCode: '410' },
  { name: 'Massachusetts', code: 'MA', capital: 'Boston', areaCode: '617' },
  { name: 'Michigan', code: 'MI', capital: 'Lansing', areaCode: '517' },
  { name: 'Minnesota', code: 'MN', capital: 'Saint Paul', areaCode: '651' },
  { name: 'Mississippi', code: 'MS', capital: 'Jackson', areaCode: '601' },
  { name: 'Missouri', code: 'MO', capital: 'Jefferson City', areaCode: '573' },
  { name: 'Montana', code: 'MT', capital: 'Helena', areaCode: '406' },
  { name: 'Nebraska', code: 'NE', capital: 'Lincoln', areaCode: '402' },
  { name: 'Nevada', code: 'NV', capital: 'Carson City', areaCode: '775' },
  { name: 'New Hampshire', code: 'NH', capital: 'Concord', areaCode: '603' },
  { name: 'New Jersey', code: 'NJ', capital: 'Trenton', areaCode: '609' },
  { name: 'New Mexico', code: 'NM', capital: 'Santa Fe', areaCode: '505' },
  { name: 'New York', code: 'NY', capital: 'Albany', areaCode: '518' },
  { name: 'North Carolina', code: 'NC', capital: 'Raleigh', areaCode: '919' },
  { name: 'North Dakota', code: 'ND', capital: 'Bismarck', areaCode: '701' },
  { name: 'Ohio', code: 'OH', capital: 'Columbus', areaCode: '614' },
  { name: 'Oklahoma', code: 'OK', capital: 'Oklahoma City', areaCode: '405' },
  { name: 'Oregon', code: 'OR', capital: 'Salem', areaCode: '503' },
  { name: 'Pennsylvania', code: 'PA', capital: 'Harrisburg', areaCode: '717' },
  { name: 'Rhode Island', code: 'RI', capital: 'Providence', areaCode: '401' },
  { name: 'South Carolina', code: 'SC', capital: 'Columbia', areaCode: '803' },
  { name: 'South Dakota', code: 'SD', capital: 'Pierre', areaCode: '605' },
  { name: 'Tennessee', code: 'TN', capital: 'Nashville', areaCode: '615' },
  { name: 'Texas', code: 'TX', capital: 'Austin', areaCode: '512' },
  { name: 'Utah', code: 'UT', capital: 'Salt Lake City', areaCode: '801' },
  { name: 'Vermont', code: 'VT', capital: 'Montpelier', areaCode: '802' },
  { name: 'Virginia', code: 'VA', capital: 'Richmond', areaCode: '804' },
  { name: 'Washington', code: 'WA', capital: 'Olympia', areaCode: '360' },
  { name: 'West Virginia', code: 'WV', capital: 'Charleston', areaCode: '304' },
  { name: 'Wisconsin', code: 'WI', capital: 'Madison', areaCode: '608' },
  { name: 'Wyoming', code: 'WY', capital: 'Cheyenne', areaCode: '307' },
];

const PER_STATE = 4;

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
const AVAILABILITY: Availability[] = ['busy', 'offline', 'available'];

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
