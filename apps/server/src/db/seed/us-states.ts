/** The 50 US states: name, postal code, capital and one area code used there. */
export interface UsState {
  name: string;
  code: string;
  capital: string;
  areaCode: string;
}

export const US_STATES: readonly UsState[] = [
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

/** A state by name (any case, extra spaces ignored) or postal code; null when unknown. */
export function findState(input: string): UsState | null {
  const q = input.trim().replace(/\s+/g, ' ').toLowerCase();
  return US_STATES.find((s) => s.name.toLowerCase() === q || s.code.toLowerCase() === q) ?? null;
}
