import { describe, expect, it } from 'vitest';
import type { ReferralSpecialty } from '@woundcare/api-types';
import { rankContacts, specialtiesFor } from './rank-contacts.ts';
import type { ReferralContactRow } from './contact-store.ts';

const row = (id: string, name: string, specialty: ReferralSpecialty): ReferralContactRow => ({
  id,
  team_id: 't',
  name,
  specialty,
  organisation: '',
  phone: '',
  email: `${id}@example.org`,
  address: '',
  notes: '',
  created_at: new Date('2026-01-01'),
  updated_at: new Date('2026-01-01'),
});

describe('rankContacts', () => {
  const rows = [
    row('a', 'Ann Derm', 'dermatology'),
    row('b', 'Ben Vascular', 'vascular_surgery'),
    row('c', 'Cat Infection', 'infectious_disease'),
    row('d', 'Dan Viability', 'tissue_viability'),
    row('e', 'Eve Vascular', 'vascular_surgery'),
  ];

  it("puts contacts answering the assessment's types first, in the order the types are listed, then the rest by name", () => {
    const ranked = rankContacts(rows, [
      'Wound Care Specialist (Urgent)',
      'Infectious Disease Specialist',
      'Vascular Surgeon',
      'General Wound Care Specialist',
    ]);
    expect(ranked.map((c) => [c.name, c.matchedSpecialistType])).toEqual([
      ['Dan Viability', 'Wound Care Specialist (Urgent)'],
      ['Cat Infection', 'Infectious Disease Specialist'],
      ['Ben Vascular', 'Vascular Surgeon'],
      ['Eve Vascular', 'Vascular Surgeon'],
      ['Ann Derm', null],
    ]);
  });

  it('with no recommended types keeps every contact, by name, none marked', () => {
    expect(rankContacts(rows, []).map((c) => [c.name, c.matchedSpecialistType])).toEqual([
      ['Ann Derm', null],
      ['Ben Vascular', null],
      ['Cat Infection', null],
      ['Dan Viability', null],
      ['Eve Vascular', null],
    ]);
  });

  it('maps every specialist type the clinical core names to a specialty of the list', () => {
    for (const type of [
      'Wound Care Specialist (Urgent)',
      'Infectious Disease Specialist',
      'Vascular Surgeon',
      'Diabetic Foot Team (podiatry)',
      'General Wound Care Specialist',
    ])
      expect(specialtiesFor(type).length, type).toBeGreaterThan(0);
    expect(specialtiesFor('Diabetic Foot Team (podiatry)')).toEqual(['podiatry', 'orthotics']);
  });
});
