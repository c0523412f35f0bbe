/**
 * The infection signs every side names the same way: the engine reports them, the server screens
 * them, the web's checklist asks for them. Sibbald's NERDS and STONEES checklists (Sibbald RG,
 * Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound
 * Manage 2009;55(8):40–48). The screen that reads them is the engine's rule table
 * (wound-vision infection/screen-infection.ts).
 */

export const SIGN_STATES = ['present', 'absent', 'not_assessed'] as const;
export type SignState = (typeof SIGN_STATES)[number];

/** The eleven observations behind the twelve letters (exudate and smell count in both lists). */
export const INFECTION_SIGN_IDS = [
  'non_healing',
  'exudate',
  'red_friable_tissue',
  'debris',
  'smell',
  'size_bigger',
  'temperature',
  'probes_to_bone',
  'new_breakdown',
  'erythema',
  'oedema',
] as const;
export type InfectionSignId = (typeof INFECTION_SIGN_IDS)[number];

export interface SignDefinition {
  id: InfectionSignId;
  label: string;
  /** what a clinician needs to do to assess it, or what limits the photo */
  note: string;
  /** can the engine see it on a photo at all */
  photo: boolean;
}

/** Labels and notes shown on every checklist (upload, result, PDF). */
export const SIGN_DEFINITIONS: readonly SignDefinition[] = [
  { id: 'non_healing', label: 'Non-healing (no progress in 2–4 weeks)', note: 'From the wound history.', photo: false },
  { id: 'exudate', label: 'Increased exudate', note: 'Bedside: amount compared with earlier dressings.', photo: false },
  {
    id: 'red_friable_tissue',
    label: 'Bright-red granulation (friability needs touch)',
    note: 'A photo shows the colour; bleeding on light contact needs touch.',
    photo: true,
  },
  {
    id: 'debris',
    label: 'Debris (slough or necrotic tissue)',
    note: "Bedside, or slough / necrosis in the clinician's tissue entry. The photo's colour share is a hint to confirm, never the sign.",
    photo: true,
  },
  { id: 'smell', label: 'Smell (malodour after cleansing)', note: 'Bedside only.', photo: false },
  {
    id: 'size_bigger',
    label: 'Size bigger than the previous measurement',
    note: 'Needs a previous calibrated measurement.',
    photo: true,
  },
  {
    id: 'temperature',
    label: 'Increased periwound temperature',
    note: 'Bedside: ≥ 3 °F (1.7 °C) warmer than the mirror site by infrared thermometer.',
    photo: false,
  },
  {
    id: 'probes_to_bone',
    label: 'Probes to or exposed bone (Os)',
    note: 'Bedside: sterile blunt probe.',
    photo: false,
  },
  {
    id: 'new_breakdown',
    label: 'New areas of breakdown (satellite lesions)',
    note: 'Bedside or photo review.',
    photo: false,
  },
  {
    id: 'erythema',
    label: 'Periwound erythema (≥ 2 cm)',
    note: 'Measured at the bedside: redness on a photo shows no extent in cm and never counts as this sign. Redness is hard to see on darker skin: a photo that shows none does not rule it out — check warmth, induration and colour at the bedside.',
    photo: true,
  },
  { id: 'oedema', label: 'Oedema (swelling)', note: 'Bedside only.', photo: false },
];

/** The signs a photo can show at all (the others need the bedside). */
export const PHOTO_SIGN_IDS: readonly InfectionSignId[] = SIGN_DEFINITIONS.filter((d) => d.photo).map((d) => d.id);

export type ListName = 'NERDS' | 'STONEES';

/** One row per letter: 5 NERDS + 7 STONEES = 12 (Sibbald 2006; Woo & Sibbald 2009). */
export const SCREEN_LETTERS: readonly {
  list: ListName;
  letter: string;
  name: string;
  signs: readonly InfectionSignId[];
}[] = [
  { list: 'NERDS', letter: 'N', name: 'Non-healing', signs: ['non_healing'] },
  { list: 'NERDS', letter: 'E', name: 'Exudate increased', signs: ['exudate'] },
  { list: 'NERDS', letter: 'R', name: 'Red friable granulation', signs: ['red_friable_tissue'] },
  { list: 'NERDS', letter: 'D', name: 'Debris', signs: ['debris'] },
  { list: 'NERDS', letter: 'S', name: 'Smell', signs: ['smell'] },
  { list: 'STONEES', letter: 'S', name: 'Size bigger', signs: ['size_bigger'] },
  { list: 'STONEES', letter: 'T', name: 'Temperature increased', signs: ['temperature'] },
  { list: 'STONEES', letter: 'O', name: 'Os (probes to bone)', signs: ['probes_to_bone'] },
  { list: 'STONEES', letter: 'N', name: 'New areas of breakdown', signs: ['new_breakdown'] },
  { list: 'STONEES', letter: 'E', name: 'Exudate', signs: ['exudate'] },
  { list: 'STONEES', letter: 'E', name: 'Erythema / oedema', signs: ['erythema', 'oedema'] },
  { list: 'STONEES', letter: 'S', name: 'Smell', signs: ['smell'] },
];

/** Which mnemonic list(s) each sign belongs to, read off the letters (NERDS first). */
export const SIGN_LISTS: Readonly<Record<InfectionSignId, ListName[]>> = Object.fromEntries(
  INFECTION_SIGN_IDS.map((id) => [
    id,
    (['NERDS', 'STONEES'] as const).filter((list) =>
      SCREEN_LETTERS.some((l) => l.list === list && l.signs.includes(id)),
    ),
  ]),
) as Record<InfectionSignId, ListName[]>;

/** The signs only a clinician can assess at the bedside (the analysis-server form fields). */
export const CLINICIAN_SIGNS = [
  'exudate',
  'smell',
  'non_healing',
  'temperature',
  'probes_to_bone',
  'new_breakdown',
  'oedema',
] as const satisfies readonly InfectionSignId[];
export type ClinicianSignId = (typeof CLINICIAN_SIGNS)[number];
