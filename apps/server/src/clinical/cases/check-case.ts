import type { ActionTag, ClinicalAssessment } from '@woundcare/api-types';
import type { ClinicalCase, Expectation, PriorityLabel } from './case-types.ts';

const RANK: Record<PriorityLabel, number> = { Routine: 0, Soon: 1, Urgent: 2, Emergency: 3 };

/** Every action the assessment takes: advice rows (not their 'avoid-…' tags), plan steps and materials. */
function taken(a: ClinicalAssessment): Set<ActionTag> {
  return new Set(
    [
      ...a.advice.map((r) => r.actions),
      ...a.plan.steps.map((s) => s.actions),
      ...a.plan.materials.map((m) => m.actions),
    ]
      .flat()
      .filter((t) => !t.startsWith('avoid-')),
  );
}

/**
 * What the patient's page reads (services/patient-links/patient-plan-view.ts): the plan's steps'
 * and materials' action tags, and the action tags of the 'avoid' advice rows.
 */
export function patientTags(a: ClinicalAssessment): Set<ActionTag> {
  return new Set([
    ...a.plan.steps.flatMap((s) => s.actions),
    ...a.plan.materials.flatMap((m) => m.actions),
    ...a.advice.filter((r) => r.kind === 'avoid').flatMap((r) => r.actions),
  ]);
}

function planText(a: ClinicalAssessment): string {
  const p = a.plan;
  return [
    ...p.steps.map((s) => s.text),
    ...p.materials.map((m) => m.text),
    ...p.precautions,
    ...p.whenToSeekHelp,
    p.followUp,
  ].join('\n');
}

/** One expectation: null when it holds, else what was found instead. */
function check(e: Expectation, a: ClinicalAssessment): string | null {
  switch (e.kind) {
    case 'priorityAtLeast':
      return RANK[a.priority.label] >= RANK[e.label]
        ? null
        : `priority ${a.priority.label}, expected at least ${e.label}`;
    case 'priorityAtMost':
      return RANK[a.priority.label] <= RANK[e.label]
        ? null
        : `priority ${a.priority.label}, expected at most ${e.label}`;
    case 'requiresAction':
      return a.advice.some((r) => r.actions.includes(e.tag)) ? null : `no advice row takes "${e.tag}"`;
    case 'forbidsAction':
      return taken(a).has(e.tag)
        ? `"${e.tag}" is taken (${
            a.advice
              .filter((r) => r.actions.includes(e.tag))
              .map((r) => r.id)
              .join(', ') || 'plan'
          })`
        : null;
    case 'patientNeverSees':
      return patientTags(a).has(e.tag) ? `the patient's page carries "${e.tag}"` : null;
    case 'patientSees':
      return patientTags(a).has(e.tag) ? null : `the patient's page does not carry "${e.tag}"`;
    case 'infection': {
      const i = a.infection;
      const bad: string[] = [];
      if (e.instrument !== undefined && i.instrument !== e.instrument) bad.push(`instrument ${i.instrument}`);
      if (e.result !== undefined && i.result !== e.result) bad.push(`result ${i.result}`);
      if (e.grade !== undefined && i.grade !== e.grade) bad.push(`grade ${i.grade}`);
      if (e.gradeAtLeast !== undefined && (i.gradeAtLeast ?? 0) < e.gradeAtLeast)
        bad.push(`grade at least ${i.gradeAtLeast}`);
      if (e.gradeAtMost !== undefined && (i.gradeAtLeast ?? 0) > e.gradeAtMost)
        bad.push(`grade at least ${i.gradeAtLeast}`);
      if (e.level !== undefined && i.level !== e.level) bad.push(`level ${i.level}`);
      if (e.osteomyelitis !== undefined && i.osteomyelitisSuspected !== e.osteomyelitis)
        bad.push(`osteomyelitis ${i.osteomyelitisSuspected}`);
      return bad.length ? `infection: ${bad.join(', ')} (${i.label})` : null;
    }
    case 'sign': {
      const row = a.infection.signs.find((s) => s.id === e.id);
      return row?.state === e.state ? null : `sign ${e.id} is ${row?.state ?? 'missing'}`;
    }
    case 'specialist': {
      const hit = a.specialistTypes.some((s) => new RegExp(e.pattern).test(s));
      return hit === e.present ? null : `specialists: ${a.specialistTypes.join('; ')}`;
    }
    case 'reviewWithinDays':
      return a.plan.reviewWithinDays <= e.atMost ? null : `review within ${a.plan.reviewWithinDays} days`;
    case 'adviceRow': {
      const hit = a.advice.some((r) => r.id === e.id);
      return hit === e.present ? null : `advice rows: ${a.advice.map((r) => r.id).join(', ')}`;
    }
    case 'adviceSays': {
      const hit = a.advice.some((r) => new RegExp(e.pattern).test(r.text));
      return hit === e.present ? null : `advice: ${a.advice.map((r) => r.text).join(' | ')}`;
    }
    case 'planSays': {
      const hit = new RegExp(e.pattern).test(planText(a));
      return hit === e.present ? null : `plan ${hit ? 'says' : 'does not say'} /${e.pattern}/`;
    }
    case 'priorityReason':
      return a.priority.reasons.some((r) => new RegExp(e.pattern).test(r.text))
        ? null
        : `reasons: ${a.priority.reasons.map((r) => r.text).join('; ')}`;
    case 'pushTissue':
      return a.push.tissueScore === e.score ? null : `PUSH tissue ${a.push.tissueScore}`;
    case 'perfusion':
      return a.perfusion.status === e.status ? null : `perfusion ${a.perfusion.status}`;
    case 'adviceSourceNot': {
      const row = a.advice.find((r) => r.id === e.id);
      if (!row) return `no advice row ${e.id}`;
      return new RegExp(e.pattern, 'i').test(row.source) ? `source: ${row.source}` : null;
    }
    case 'tissueWorst':
      return a.tissue.worst === e.worst && a.tissue.worstSource === e.source
        ? null
        : `tissue ${a.tissue.worst} from ${a.tissue.worstSource}`;
  }
}

/** The broken expectations of one case, each naming the case id, the expectation and its cite. */
export function checkCase(c: ClinicalCase, a: ClinicalAssessment): string[] {
  const out: string[] = [];
  for (const e of c.expect) {
    const found = check(e, a);
    if (found !== null) {
      const { cite, ...what } = e;
      out.push(`${c.id} (${c.title}): expected ${JSON.stringify(what)} — found ${found}. Cite: ${cite}`);
    }
  }
  return out;
}
