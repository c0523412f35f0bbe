import type { ConsultantJson } from '@woundcare/api-types';

export const DEFAULT_STATE = 'California';

/** When the directory cannot be reached (docs/spec-notes.md#fallbacks), one sample specialist whose address ends with the state. */
export function sampleConsultant(state: string): ConsultantJson {
  return {
    id: 'sample-specialist',
    name: 'Dr. Sample Specialist',
    specialization: 'Wound Care Specialist',
    phone: '(555) 010-0100',
    email: 'wound.care@example.com',
    address: `100 Example Medical Plaza, ${state}`,
    state,
    rating: 4.8,
    availability: 'available',
    consultationTypes: ['video', 'chat', 'phone'],
  };
}
