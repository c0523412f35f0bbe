import { describe, expect, it } from 'vitest';
import {
  CLINICIAN_SIGNS,
  INFECTION_SIGN_IDS,
  PHOTO_SIGN_IDS,
  SIGN_DEFINITIONS,
  SIGN_LISTS,
} from './infection-signs.ts';

describe('infection signs', () => {
  it('reads each sign’s lists off the NERDS / STONEES letters (Sibbald 2006)', () => {
    expect(SIGN_LISTS).toEqual({
      non_healing: ['NERDS'],
      exudate: ['NERDS', 'STONEES'],
      red_friable_tissue: ['NERDS'],
      debris: ['NERDS'],
      smell: ['NERDS', 'STONEES'],
      size_bigger: ['STONEES'],
      temperature: ['STONEES'],
      probes_to_bone: ['STONEES'],
      new_breakdown: ['STONEES'],
      erythema: ['STONEES'],
      oedema: ['STONEES'],
    });
  });

  it('defines every sign once; the photo shows four, the clinician reports the others', () => {
    expect(SIGN_DEFINITIONS.map((d) => d.id)).toEqual([...INFECTION_SIGN_IDS]);
    expect(PHOTO_SIGN_IDS).toEqual(['red_friable_tissue', 'debris', 'size_bigger', 'erythema']);
    expect(new Set([...PHOTO_SIGN_IDS, ...CLINICIAN_SIGNS])).toEqual(new Set(INFECTION_SIGN_IDS));
  });
});
