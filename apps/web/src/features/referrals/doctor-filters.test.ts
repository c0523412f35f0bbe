import { describe, expect, it } from 'vitest';
import type { ConsultantJson } from '@woundcare/api-types';
import { DEFAULT_PAGE_STATE, doctorsFoundLabel, filterDoctors, PAGE_STATES } from './doctor-filters.ts';

const doc = (name: string, specialization: string, availability: ConsultantJson['availability']): ConsultantJson => ({
  id: name,
  name,
  specialization,
  availability,
  phone: '',
  email: '',
  address: '',
  state: 'California',
  rating: 4.7,
  consultationTypes: ['video'],
});
const list = [
  doc('Dr. Ana Ruiz', 'Wound Care', 'available'),
  doc('Dr. Ben Cole', 'Infectious Disease', 'busy'),
  doc('Dr. Cy Lee', 'Vascular Surgery', 'offline'),
];

describe('consultant page filters', () => {
  it('offers five states, California first and default', () => {
    expect(PAGE_STATES).toEqual(['California', 'New York', 'Texas', 'Florida', 'Illinois']);
    expect(DEFAULT_PAGE_STATE).toBe('California');
  });
  it('searches name or specialization, case-insensitively', () => {
    expect(filterDoctors(list, 'ruiz', 'all').map((d) => d.name)).toEqual(['Dr. Ana Ruiz']);
    expect(filterDoctors(list, 'INFECTIOUS', 'all').map((d) => d.name)).toEqual(['Dr. Ben Cole']);
    expect(filterDoctors(list, '  ', 'all')).toHaveLength(3);
    expect(filterDoctors(list, 'dermatology', 'all')).toHaveLength(0);
  });
  it('filters by availability', () => {
    expect(filterDoctors(list, '', 'offline').map((d) => d.name)).toEqual(['Dr. Cy Lee']);
    expect(filterDoctors(list, 'dr', 'busy').map((d) => d.name)).toEqual(['Dr. Ben Cole']);
  });
  it('counts doctors found', () => {
    expect(doctorsFoundLabel(1)).toBe('1 Doctor Found');
    expect(doctorsFoundLabel(0)).toBe('0 Doctors Found');
  });
});
