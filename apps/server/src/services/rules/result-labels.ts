import type { AnalysisResult, InfectionScreenJson, ResultLabelsJson } from '@woundcare/api-types';
import { displayDiagnosis } from './derive-labels.ts';
import { screenLabel } from './infection-screen.ts';
import { deriveSpecialistTypes } from './specialist-types.ts';
import { SOURCES } from './treatment-advice.ts';

type LabelInput = Pick<AnalysisResult, 'severity' | 'diagnosis'> & {
  infection_screen: Pick<InfectionScreenJson, 'result' | 'level' | 'osteomyelitis_flag'>;
};

export interface PriorityMessageRule {
  id: string;
  source: string;
  when: (r: LabelInput) => boolean;
  text: string;
}

/**
 * The reports tab's "Treatment priority" messages (spec 001 §2), worded by the server's screen:
 * antibiotics only for deep / spreading infection, antiseptic dressings for local (IWII 2022).
 * Every row that applies is shown, in this order.
 */
export const PRIORITY_MESSAGE_RULES: readonly PriorityMessageRule[] = [
  {
    id: 'high_priority',
    source: SOURCES.spec,
    when: (r) => r.severity === 'high',
    text: 'Immediate medical attention required',
  },
  {
    id: 'osteomyelitis',
    source: SOURCES.iwgdfInfection,
    when: (r) => r.infection_screen.osteomyelitis_flag,
    text: 'Probes to bone: urgent review for osteomyelitis',
  },
  {
    id: 'infection_deep',
    source: SOURCES.iwii,
    when: (r) => r.infection_screen.result === 'positive' && r.infection_screen.level === 'deep',
    text: 'Same-day review for systemic antibiotics (deep / spreading infection)',
  },
  {
    id: 'infection_local',
    source: SOURCES.iwii,
    when: (r) => r.infection_screen.result === 'positive' && r.infection_screen.level !== 'deep',
    text: 'Antiseptic / antimicrobial dressing (local infection)',
  },
  {
    id: 'screen_indeterminate',
    source: SOURCES.screen,
    when: (r) => r.infection_screen.result === 'indeterminate',
    text: 'Complete the bedside infection screen',
  },
  { id: 'monitoring', source: SOURCES.spec, when: () => true, text: 'Regular monitoring advised' },
];

export function derivePriorityMessages(r: LabelInput): string[] {
  return PRIORITY_MESSAGE_RULES.filter((rule) => rule.when(r)).map((rule) => rule.text);
}

/** The reports tab's "Risk level" card (spec 001 §2): High / Medium / Low, Critical only when high. */
export function deriveRiskLevel(severity: AnalysisResult['severity']): ResultLabelsJson['risk_level'] {
  const level = severity === 'high' ? 'High' : severity === 'medium' ? 'Medium' : 'Low';
  return { level, status: severity === 'high' ? 'Critical' : 'Stable' };
}

/** Everything the web shows of a result in words, derived here so the web never re-derives a rule. */
export function deriveResultLabels(r: LabelInput): ResultLabelsJson {
  return {
    diagnosis_label: displayDiagnosis(r.diagnosis),
    screen_label: screenLabel(r.infection_screen),
    specialist_types: deriveSpecialistTypes(r.severity, r.diagnosis),
    priority_messages: derivePriorityMessages(r),
    risk_level: deriveRiskLevel(r.severity),
  };
}
