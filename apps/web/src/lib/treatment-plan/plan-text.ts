import type { TreatmentPlanJson } from '@woundcare/api-types';

/** Steps in numeric order of their keys ("1", "2", … "10"). */
export function orderedSteps(steps: Record<string, string>): { n: string; text: string }[] {
  return Object.entries(steps)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([n, text]) => ({ n, text }));
}

export function planFilename(threadId: string): string {
  return `treatment-plan-${threadId}.txt`;
}

/** The plain-text download of a plan. */
export function planToText(plan: TreatmentPlanJson, threadId: string, patientName?: string): string {
  const list = (items: string[]) => (items.length ? items.map((i) => `- ${i}`).join('\n') : '- None');
  const lines = [
    `TREATMENT PLAN: ${plan.name}`,
    `Analysis: ${threadId}${patientName ? ` (patient: ${patientName})` : ''}`,
    `Severity: ${plan.severity}`,
    `Duration: ${plan.duration}`,
    `Self-Treatable: ${plan.is_self_treatable ? 'Yes' : 'No'}`,
    'Status: Active',
    '',
    plan.description,
    '',
    'MATERIALS',
    list(plan.materials),
    '',
    'STEPS',
    ...orderedSteps(plan.steps).map((s) => `${s.n}. ${s.text}`),
    '',
    'PRECAUTIONS',
    list(plan.precautions),
    '',
    'WHEN TO SEEK MEDICAL HELP',
    list(plan.when_to_seek_help),
    '',
  ];
  return lines.join('\n');
}

/** Step highlight: clicking the highlighted step clears it, another step moves the highlight. */
export function toggleStep(current: string | null, n: string): string | null {
  return current === n ? null : n;
}
