import type { AssessmentInputs } from '../inputs.ts';
import { makeInputs } from '../test-inputs.ts';
import type { CaseGiven } from './case-types.ts';

const EXAM = Date.parse('2026-11-02T10:00:00.000Z');
const DAY = 86_400_000;

/**
 * A case's inputs: a calibrated, measured photo (4 cm² unless the case says) with no colour
 * reading unless the case gives one, and exactly what the case records — anything it leaves out
 * is not recorded (no perfusion, no healing potential, no signs).
 */
export function buildInputs(g: CaseGiven): AssessmentInputs {
  const base = makeInputs();
  const area = g.areaCm2 ?? 4;
  const side = Math.sqrt(area);
  return makeInputs({
    measurement: {
      ...base.measurement,
      areaCm2: area,
      lengthCm: Math.round(side * 1.2 * 10) / 10,
      widthCm: Math.round((side / 1.2) * 10) / 10,
      tissue: g.photo?.shares ?? null,
      photoSigns: g.photo?.signs ?? [],
    },
    bedside: g.bedside ?? {},
    clinicianTissue: g.clinicianTissue ?? null,
    exudate: g.exudate ?? null,
    history: (g.history ?? []).map((h) => ({
      examDate: new Date(EXAM - h.daysBefore * DAY).toISOString(),
      areaCm2: h.areaCm2,
      areaUncertaintyCm2: h.areaCm2 === null ? null : 0.3,
      newBaseline: false,
    })),
    wound: {
      etiology: g.etiology,
      stage: g.stage ?? null,
      site: g.site,
      abpi: g.abpi ?? null,
      tbi: g.tbi ?? null,
      healingPotential: g.healingPotential ?? null,
    },
  });
}
