import type { ConsultantJson } from '@woundcare/api-types';

export const DEFAULT_STATE = 'California';

/** Spec 001 §8: when the directory cannot be reached, one sample specialist whose address ends with the state. */
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

export const QUICK_ACTION_PLACEHOLDER =
  'This action is not connected in the demo: nothing was sent. Contact the consultant directly by phone or email.';
