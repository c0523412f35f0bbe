import {
  PERIWOUND_CONDITIONS,
  tunnelText,
  underminingText,
  type BedsideExam,
  type PeriwoundCondition,
} from '@woundcare/api-types';

type Resource = Record<string, unknown> & { resourceType: string; id: string };

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const SNOMED = 'http://snomed.info/sct';

/**
 * LOINC codes of the HL7 Lower Extremity Skin Wound Assessment IG's profiles (WoundUnderminingLength,
 * WoundUnderminingDirection, WoundTunnelingLength, WoundTunnelingDirection, PeriwoundCondition) and
 * the 0–10 numeric pain rating.
 */
export const BEDSIDE_EXAM_CODES = {
  underminingLength: { code: '72295-9', text: 'Undermining [Length] of Wound' },
  underminingClock: { code: '72294-2', text: 'Undermining clock position of Wound' },
  tunnelLength: { code: '72296-7', text: 'Tunneling [Length] of Wound' },
  tunnelClock: { code: '72297-5', text: 'Tunneling clock position of Wound' },
  periwound: { code: '72301-5', text: 'Description of Periwound' },
  pain: { code: '72514-3', text: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported' },
} as const;

const codeOf = (c: { code: string; text: string }) => ({
  coding: [{ system: LOINC, code: c.code, display: c.text }],
  text: c.text,
});
const cm = (value: number) => ({ value, unit: 'cm', system: UCUM, code: 'cm' });
const notAssessed = (what: string) => ({
  dataAbsentReason: {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
        code: 'not-performed',
        display: 'Not Performed',
      },
    ],
    text: `${what}: not assessed`,
  },
});

/**
 * The visit's bedside exam as Observations for the wound assessment panel's members. "Not assessed"
 * is a dataAbsentReason (never a zero), "none found" is a length of 0 cm; each undermined stretch or
 * tunnel is its own Observation with its clock position as a component. The dressing applied is a
 * panel note (a `text` for the caller), not an Observation.
 */
export function bedsideExamObservations(
  exam: BedsideExam | null,
  common: Record<string, unknown>,
  idOf: (part: string) => string,
): { observations: Resource[]; dressingNote: string | null } {
  if (!exam) return { observations: [], dressingNote: null };
  const obs = (part: string, code: { code: string; text: string }, rest: Record<string, unknown>): Resource => ({
    resourceType: 'Observation',
    id: idOf(part),
    ...common,
    code: codeOf(code),
    ...rest,
  });
  const C = BEDSIDE_EXAM_CODES;
  const out: Resource[] = [];

  if (exam.undermining === null) out.push(obs('undermining', C.underminingLength, notAssessed('Undermining')));
  else if (exam.undermining.length === 0)
    out.push(obs('undermining', C.underminingLength, { valueQuantity: cm(0), note: [{ text: 'None found' }] }));
  else
    exam.undermining.forEach((u, i) =>
      out.push(
        obs(`undermining-${i}`, C.underminingLength, {
          valueQuantity: cm(u.depthCm),
          component: [
            {
              code: codeOf(C.underminingClock),
              valueCodeableConcept: {
                text: u.fromClock === u.toClock ? `${u.fromClock} o'clock` : `${u.fromClock} to ${u.toClock} o'clock`,
              },
            },
          ],
          note: [{ text: underminingText(u) }],
        }),
      ),
    );

  if (exam.tunnelling === null) out.push(obs('tunnel', C.tunnelLength, notAssessed('Tunnelling')));
  else if (exam.tunnelling.length === 0)
    out.push(obs('tunnel', C.tunnelLength, { valueQuantity: cm(0), note: [{ text: 'None found' }] }));
  else
    exam.tunnelling.forEach((t, i) =>
      out.push(
        obs(`tunnel-${i}`, C.tunnelLength, {
          valueQuantity: cm(t.depthCm),
          component: [{ code: codeOf(C.tunnelClock), valueCodeableConcept: { text: `${t.clock} o'clock` } }],
          note: [{ text: tunnelText(t) }],
        }),
      ),
    );

  const periwound = (c: PeriwoundCondition) => {
    const p = PERIWOUND_CONDITIONS[c];
    return { coding: [{ system: SNOMED, code: p.snomed, display: p.display }], text: p.label };
  };
  if (exam.periwound === null) out.push(obs('periwound', C.periwound, notAssessed('Periwound skin')));
  else
    exam.periwound.forEach((c) => out.push(obs(`periwound-${c}`, C.periwound, { valueCodeableConcept: periwound(c) })));

  out.push(
    obs(
      'pain',
      C.pain,
      exam.painScore === null
        ? notAssessed('Pain')
        : { valueInteger: exam.painScore, note: [{ text: `${exam.painScore} / 10` }] },
    ),
  );

  return { observations: out, dressingNote: exam.dressing === null ? null : `Dressing applied: ${exam.dressing}` };
}
