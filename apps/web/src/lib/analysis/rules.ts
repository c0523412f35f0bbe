import type { AnalysisResultJson, Priority, AssessmentJson, AssessmentStatus } from '@woundcare/api-types';

/** Status text of an assessment (the upload tab's texts: docs/spec-notes.md#tab-contents). */
export function assessmentStatusText(status: AssessmentStatus): string {
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

/** Only completed assessments that have a result open in analysis, treatment, consultants and reports. */
export function isOpenable(t: AssessmentJson): t is AssessmentJson & { analysisResult: AnalysisResultJson } {
  return t.status === 'completed' && t.analysisResult !== null;
}

export function isBusy(t: AssessmentJson): boolean {
  return t.status === 'uploaded' || t.status === 'analyzing';
}

export function formatCm(cm: number): string {
  return `${cm.toFixed(1)} cm`;
}

export function formatSeconds(s: number | null | undefined): string {
  return s === null || s === undefined ? '—' : `${s.toFixed(1)}s`;
}

export const priorityLabels: Record<Priority, string> = {
  low: 'Low priority',
  medium: 'Medium priority',
  high: 'High priority',
};

export function capitalize(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
