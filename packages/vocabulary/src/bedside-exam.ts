/**
 * The bedside exam of one visit: undermining and tunnelling (depth in cm at a clock position),
 * the periwound skin, the patient's pain (0–10) and the dressing applied. What the clinician finds
 * by probing and asking, recorded as documentation of the visit (the screen, the visit note, FHIR).
 *
 * `null` in any field is "not assessed", never "none": an empty list is "none found".
 */

/** Clock positions 1–12 with 12 o'clock towards the patient's head (the usual wound-clock convention). */
export type ClockPosition = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface UnderminingFinding {
  /** the undermined edge runs clockwise from this position … */
  fromClock: ClockPosition;
  /** … to this one (the same position: at one point) */
  toClock: ClockPosition;
  /** deepest extent under the edge, cm */
  depthCm: number;
}

export interface TunnelFinding {
  clock: ClockPosition;
  /** length of the tunnel (sinus tract), cm */
  depthCm: number;
}

/**
 * Periwound skin conditions, each with its SNOMED CT concept as listed in the HL7 Lower Extremity
 * Skin Wound Assessment IG's value set "periwoundConditionVS" (build.fhir.org/ig/HL7/fhir-skin-wound-ig).
 */
export const PERIWOUND_CONDITIONS = {
  intact: { label: 'Intact', snomed: '444884003', display: 'Intact skin' },
  macerated: { label: 'Macerated', snomed: '3644009', display: 'Macerated skin' },
  erythema: { label: 'Red (erythema)', snomed: '239163008', display: 'Wound erythema' },
  induration: { label: 'Hard (induration)', snomed: '449744004', display: 'Induration of wound' },
  oedema: { label: 'Swollen (oedema)', snomed: '95322002', display: 'Edematous skin' },
  callus: { label: 'Callus', snomed: '201040000', display: 'Callosity' },
  dry: { label: 'Dry or scaly', snomed: '16386004', display: 'Dry skin' },
  excoriated: { label: 'Excoriated', snomed: '247444006', display: 'Excoriation of skin' },
  fragile: { label: 'Fragile', snomed: '247427007', display: 'Fragile skin' },
} as const;
export type PeriwoundCondition = keyof typeof PERIWOUND_CONDITIONS;
export const PERIWOUND_CONDITION_IDS = Object.keys(PERIWOUND_CONDITIONS) as PeriwoundCondition[];

export interface BedsideExam {
  /** null: not assessed; []: none found */
  undermining: UnderminingFinding[] | null;
  /** null: not assessed; []: none found */
  tunnelling: TunnelFinding[] | null;
  /** null: not assessed; otherwise at least one condition ('intact' alone, or the abnormal ones) */
  periwound: PeriwoundCondition[] | null;
  /** the patient's pain on a 0–10 numeric rating scale; null: not asked */
  painScore: number | null;
  /** what was put on the wound at this visit, in the clinician's words; null: not recorded */
  dressing: string | null;
}

const cm = (v: number) => `${Number(v.toFixed(1))} cm`;

/** "2 cm from 3 to 6 o'clock" / "1.5 cm at 12 o'clock" */
export const underminingText = (u: UnderminingFinding) =>
  u.fromClock === u.toClock
    ? `${cm(u.depthCm)} at ${u.fromClock} o'clock`
    : `${cm(u.depthCm)} from ${u.fromClock} to ${u.toClock} o'clock`;

export const tunnelText = (t: TunnelFinding) => `${cm(t.depthCm)} at ${t.clock} o'clock`;

/**
 * Each field of the exam in words, the same on the screen and in the visit note: "Not assessed"
 * for null, "None found" for an empty list.
 */
export function bedsideExamRows(exam: BedsideExam | null): { label: string; value: string }[] {
  const e = exam ?? { undermining: null, tunnelling: null, periwound: null, painScore: null, dressing: null };
  const list = <T>(v: T[] | null, text: (x: T) => string) =>
    v === null ? 'Not assessed' : v.length === 0 ? 'None found' : v.map(text).join('; ');
  return [
    { label: 'Undermining', value: list(e.undermining, underminingText) },
    { label: 'Tunnelling', value: list(e.tunnelling, tunnelText) },
    { label: 'Periwound skin', value: list(e.periwound, (c) => PERIWOUND_CONDITIONS[c].label) },
    { label: 'Pain (0–10)', value: e.painScore === null ? 'Not asked' : `${e.painScore} / 10` },
    { label: 'Dressing applied', value: e.dressing ?? 'Not recorded' },
  ];
}
