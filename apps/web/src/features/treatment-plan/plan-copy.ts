import { msg } from '@lingui/core/macro';

/**
 * The words around a treatment plan on the plan page and the Treatment Plans tab (workspace
 * catalog messages); the plan itself (its name, materials, steps, follow-up) is the server's.
 */
export const planCopy = {
  none: msg`None.`,
  back: msg`Back to workspace`,
  loading: msg`Loading treatment plan...`,
  notFound: msg`Treatment plan not found`,
  notFoundText: msg`The treatment plan for this analysis is not available.`,
  notAvailable: msg`Assessment not available yet`,
  notAvailableText: msg`This analysis has no stored assessment yet, so it has no plan.`,
  /** {message} */
  downloadFailed: msg({ message: 'Could not download the plan: {message}' }),
  /** {patient} */
  eyebrow: msg({ message: 'Treatment plan · {patient}', comment: 'patient: the patient’s name' }),
  print: msg`Print`,
  preparing: msg`Preparing PDF…`,
  downloadPdf: msg`Download PDF`,
  selfTreatableYes: msg`Self-treatable: Yes`,
  selfTreatableNo: msg`Self-treatable: No`,
  materials: msg`Materials`,
  steps: msg`Steps`,
  stepsHint: msg`Select a step to highlight it while you work.`,
  precautions: msg`Precautions`,
  seekHelp: msg`When to seek medical help`,
  nextSteps: msg`Next steps`,
  // the Treatment Plans tab
  tabTitle: msg`Treatment Plans`,
  tabDescription: msg`The plan built from a completed analysis’s advice. Open the full plan for printing and sharing.`,
  tabEmpty: msg`No completed analyses yet`,
  tabEmptyText: msg`A treatment plan is derived from a completed analysis.`,
  /** {assessment} */
  planFor: msg({ message: 'Plan for {assessment}', comment: 'assessment: the patient, wound and exam date' }),
  tabSelfTreatableYes: msg`Self-treatable: yes`,
  tabSelfTreatableNo: msg`Self-treatable: no`,
  followUp: msg`Follow-up`,
  adviceTitle: msg`Advice the plan is built from`,
} as const;
