/** Where the wound is: coded body sites with side and SNOMED CT body structure (record, pickers, FHIR). */

export type Laterality = 'left' | 'right' | null;

/** SNOMED CT laterality qualifiers (attribute 272741003 |Laterality|). */
export const SNOMED_LATERALITY = {
  left: { code: '7771000', display: 'Left' },
  right: { code: '24028007', display: 'Right' },
} as const;

interface SiteDef {
  /** where on the body, without side */
  region: string;
  /** SNOMED CT body structure (the site itself, or the nearest broader structure: see `exact`) */
  snomed: { code: string; display: string };
  /** false when the SNOMED concept is a broader region than the site's name (the text keeps the detail) */
  exact: boolean;
  sided: boolean;
}

/**
 * The coded sites. SNOMED CT codes: the "Skin of …" concepts as listed in DICOM PS3.16 CID 4029
 * (Dermatology Anatomic Site) and the region concepts of CID 4 (Anatomic Region); great toe,
 * toe, coccyx, sacrum, hip region and "Body structure" from the SNOMED CT International Edition
 * body-structure hierarchy.
 */
const SITE_DEFS = {
  heel: { region: 'Heel', snomed: { code: '84607009', display: 'Skin of heel' }, exact: true, sided: true },
  plantar_forefoot: {
    region: 'Plantar forefoot',
    snomed: { code: '60496002', display: 'Skin of foot' },
    exact: false,
    sided: true,
  },
  plantar_midfoot: {
    region: 'Plantar midfoot',
    snomed: { code: '60496002', display: 'Skin of foot' },
    exact: false,
    sided: true,
  },
  hallux: {
    region: 'Hallux (great toe)',
    snomed: { code: '78883009', display: 'Great toe structure' },
    exact: true,
    sided: true,
  },
  toes: { region: 'Toes (2nd–5th)', snomed: { code: '52034004', display: 'Skin of toe' }, exact: true, sided: true },
  dorsal_foot: {
    region: 'Dorsal foot',
    snomed: { code: '60496002', display: 'Skin of foot' },
    exact: false,
    sided: true,
  },
  medial_malleolus: {
    region: 'Medial malleolus',
    snomed: { code: '181563003', display: 'Skin of medial aspect of ankle' },
    exact: true,
    sided: true,
  },
  lateral_malleolus: {
    region: 'Lateral malleolus',
    snomed: { code: '181564009', display: 'Skin of lateral aspect of ankle' },
    exact: true,
    sided: true,
  },
  lower_leg_anterior: {
    region: 'Lower leg, anterior',
    snomed: { code: '25763004', display: 'Skin of anterior surface of lower leg' },
    exact: true,
    sided: true,
  },
  lower_leg_posterior: {
    region: 'Lower leg, posterior',
    snomed: { code: '47224004', display: 'Skin of posterior surface of lower leg' },
    exact: true,
    sided: true,
  },
  ischial_tuberosity: {
    region: 'Ischial tuberosity',
    snomed: { code: '46862004', display: 'Buttock structure' },
    exact: false,
    sided: true,
  },
  greater_trochanter: {
    region: 'Greater trochanter',
    snomed: { code: '29836001', display: 'Hip region structure' },
    exact: false,
    sided: true,
  },
  buttock: { region: 'Buttock', snomed: { code: '46862004', display: 'Buttock structure' }, exact: true, sided: true },
  elbow: {
    region: 'Elbow',
    snomed: { code: '181536004', display: 'Skin of posterior surface of elbow' },
    exact: true,
    sided: true,
  },
  sacrum: { region: 'Sacrum', snomed: { code: '54735007', display: 'Sacrum structure' }, exact: true, sided: false },
  coccyx: { region: 'Coccyx', snomed: { code: '64688005', display: 'Coccyx structure' }, exact: true, sided: false },
  occiput: {
    region: 'Occiput',
    snomed: { code: '79951008', display: 'Skin of occipital region' },
    exact: true,
    sided: false,
  },
  abdomen: { region: 'Abdomen', snomed: { code: '818983003', display: 'Abdomen' }, exact: true, sided: false },
  other: { region: 'Other site', snomed: { code: '123037004', display: 'Body structure' }, exact: false, sided: false },
} as const satisfies Record<string, SiteDef>;

/** Where on the body, without side, as a code (the patient page words it in the patient's language). */
export type BodyRegion = keyof typeof SITE_DEFS;

type SidedRegion = {
  [K in keyof typeof SITE_DEFS]: (typeof SITE_DEFS)[K]['sided'] extends true ? K : never;
}[keyof typeof SITE_DEFS];
type MidlineRegion = Exclude<keyof typeof SITE_DEFS, SidedRegion>;
export type BodySiteCode = `${SidedRegion}_${'left' | 'right'}` | MidlineRegion;

export interface BodySite {
  code: BodySiteCode;
  /** e.g. "Heel, left" */
  label: string;
  region: string;
  regionCode: BodyRegion;
  laterality: Laterality;
  snomed: { code: string; display: string };
  exact: boolean;
}

export const BODY_SITES: readonly BodySite[] = Object.entries(SITE_DEFS).flatMap(([key, d]): BodySite[] =>
  d.sided
    ? (['left', 'right'] as const).map((side) => ({
        code: `${key}_${side}` as BodySiteCode,
        label: `${d.region}, ${side}`,
        region: d.region,
        regionCode: key as BodyRegion,
        laterality: side,
        snomed: d.snomed,
        exact: d.exact,
      }))
    : [
        {
          code: key as BodySiteCode,
          label: d.region,
          region: d.region,
          regionCode: key as BodyRegion,
          laterality: null,
          snomed: d.snomed,
          exact: d.exact,
        },
      ],
);

export const BODY_SITE_CODES = BODY_SITES.map((s) => s.code) as [BodySiteCode, ...BodySiteCode[]];

export function bodySiteOf(code: string | null | undefined): BodySite | null {
  return BODY_SITES.find((s) => s.code === code) ?? null;
}
