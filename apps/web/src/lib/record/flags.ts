import type { PriorityJson, AssessmentJson } from '@woundcare/api-types';

export interface RecordFlags {
  /** the stored priority's words when a wound's latest assessment is high priority (Emergency before Urgent) */
  urgent: PriorityJson['label'] | null;
  /** a wound's latest assessment screened infected */
  infected: boolean;
}

/**
 * The flags a patient or wound card carries: read from the stored assessment of each wound's
 * latest measured exam (by exam date; simulated analyses carry no clinical flag). Nothing is
 * derived here — the priority and the infection result are the server's.
 */
export function recordFlags(
  assessments: AssessmentJson[],
  of: { patientId: string } | { woundId: string },
): RecordFlags {
  const latest = new Map<string, AssessmentJson>();
  for (const t of assessments) {
    if (t.status !== 'completed' || t.simulated || !t.clinical || !t.woundId) continue;
    if ('woundId' in of ? t.woundId !== of.woundId : t.patientId !== of.patientId) continue;
    const seen = latest.get(t.woundId);
    if (!seen || t.examDate > seen.examDate) latest.set(t.woundId, t);
  }
  let urgent: RecordFlags['urgent'] = null;
  let infected = false;
  for (const t of latest.values()) {
    const a = t.clinical!;
    if (a.priority.level === 'high' && urgent !== 'Emergency') urgent = a.priority.label;
    if (a.infection.result === 'infected') infected = true;
  }
  return { urgent, infected };
}
