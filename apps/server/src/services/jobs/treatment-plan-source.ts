import { treatmentPlanFor } from '../../content/treatment-plans.ts';
import type { TreatmentPlanFields } from '../rules/types.ts';

/** The treatment plan for a diagnosis (the plan content module; an unrecognised value reads as not infected). */
export function planForDiagnosis(diagnosis: string): { plan: TreatmentPlanFields; source: 'content' } {
  return { plan: treatmentPlanFor(diagnosis === 'infected' ? 'infected' : 'not_infected'), source: 'content' };
}
