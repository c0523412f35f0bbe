import { formatArea as formatMeasuredArea, formatOutlineQuality } from '@woundcare/api-types';
import type { AnalysisResult, AnalysisStage, InfectionScreenJson, Priority, Severity, Thread, ThreadStatus } from './types.ts';

export { formatMeasuredArea, formatOutlineQuality };

/** Status text of a thread (spec 001 §2 upload tab). */
export function threadStatusText(status: ThreadStatus): string {
  switch (status) {
    case 'completed':
      return 'Analysis completed';
    case 'analyzing':
      return 'Analyzing...';
    case 'uploaded':
      return 'Ready to analyze';
    default:
      return 'Failed';
  }
}

/** Only completed threads that have a result open in analysis, treatment, consultants and reports. */
export function isOpenable(t: Thread): t is Thread & { analysisResult: AnalysisResult } {
  return t.status === 'completed' && t.analysisResult !== null;
}

export function isBusy(t: Thread): boolean {
  return t.status === 'uploaded' || t.status === 'analyzing';
}

/** The engine's stages in order, with what the clinician reads while one runs. */
export const stages: { id: AnalysisStage; label: string }[] = [
  { id: 'decoding', label: 'Reading the photo' },
  { id: 'calibrating', label: 'Finding the calibration sticker' },
  { id: 'outlining', label: 'Tracing the wound outline' },
  { id: 'measuring', label: 'Measuring the wound' },
  { id: 'assessing', label: 'Assessing tissue and infection signs' },
];

export function stageLabel(stage: AnalysisStage | null): string {
  return stages.find((s) => s.id === stage)?.label ?? 'Waiting to start';
}

/** Diagnosis as displayed: underscore shown as a space; anything unrecognised reads 'Unable to determine'. */
export function diagnosisLabel(diagnosis: string | null | undefined): string {
  if (diagnosis === 'infected' || diagnosis === 'not_infected') return diagnosis.replace('_', ' ');
  if (diagnosis === 'indeterminate') return 'indeterminate — bedside assessment needed';
  return 'Unable to determine';
}

/** Specialist types (spec 001 §2 consultant-services). */
export function specialistTypes(r: Pick<AnalysisResult, 'severity' | 'diagnosis'>): string[] {
  const types: string[] = [];
  if (r.severity === 'high') types.push('Wound Care Specialist (Urgent)');
  if (r.diagnosis === 'infected') types.push('Infectious Disease Specialist');
  types.push('General Wound Care Specialist');
  return types;
}

/**
 * Treatment priority messages of the reports tab (spec 001 §2), worded by the server's screen:
 * antibiotics only for deep / spreading infection, antiseptic dressings for local (IWII 2022).
 */
export function priorityMessages(r: Pick<AnalysisResult, 'severity' | 'infection_screen'>): string[] {
  const msgs: string[] = [];
  if (r.severity === 'high') msgs.push('Immediate medical attention required');
  const s = r.infection_screen;
  if (s?.osteomyelitis_flag) msgs.push('Probes to bone: urgent review for osteomyelitis');
  if (s?.result === 'positive') msgs.push(s.level === 'deep' ? 'Same-day review for systemic antibiotics (deep / spreading infection)' : 'Antiseptic / antimicrobial dressing (local infection)');
  if (s?.result === 'indeterminate') msgs.push('Complete the bedside infection screen');
  msgs.push('Regular monitoring advised');
  return msgs;
}

/** Risk level card: High/Medium/Low paired with Critical (high) or Stable (otherwise). */
export function riskLevel(severity: Severity | string): { level: string; status: 'Critical' | 'Stable' } {
  const level = severity === 'high' ? 'High' : severity === 'medium' ? 'Medium' : 'Low';
  return { level, status: severity === 'high' ? 'Critical' : 'Stable' };
}

export function formatArea(cm2: number): string {
  return `${cm2 < 10 ? cm2.toFixed(2) : cm2.toFixed(1)} cm²`;
}

export function formatCm(cm: number): string {
  return `${cm.toFixed(1)} cm`;
}

export function formatSeconds(s: number | null | undefined): string {
  return s === null || s === undefined ? '—' : `${s.toFixed(1)}s`;
}

/** The four metric cards of the reports tab. */
export function reportFigures(r: AnalysisResult) {
  const risk = riskLevel(r.severity);
  return {
    outlineQuality: formatOutlineQuality(r.outline_quality),
    processingTime: `${r.processingTime.toFixed(1)}s`,
    woundArea: r.calibrated && r.area_cm2 !== null ? formatMeasuredArea(r.area_cm2, r.area_uncertainty_cm2) : 'Not calibrated',
    riskLevel: risk.level,
    riskStatus: risk.status,
  };
}

/** The infection screen in words (the server derived it; this only names it). */
export function screenLabel(screen: Pick<InfectionScreenJson, 'result' | 'level'> | null | undefined): string {
  if (!screen) return 'Not screened';
  if (screen.result === 'positive') return `Positive — ${screen.level === 'deep' ? 'deep / surrounding' : 'local'}`;
  if (screen.result === 'negative') return 'Negative';
  return 'Indeterminate — bedside assessment needed';
}

export const priorityLabels: Record<Priority, string> = { low: 'Low priority', medium: 'Medium priority', high: 'High priority' };

export function capitalize(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
