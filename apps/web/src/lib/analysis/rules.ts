import { msg } from '@lingui/core/macro';
import { say } from '../i18n/workspace-i18n.ts';
import type { AnalysisResultJson, Priority, AssessmentJson, AssessmentStatus } from '@woundcare/api-types';

/** Status text of an assessment (the upload tab's texts: docs/spec-notes.md#tab-contents). */
export function assessmentStatusText(status: AssessmentStatus): string {
  switch (status) {
    case 'completed':
      return say(msg`Analysis completed`);
    case 'analyzing':
      return say(msg`Analyzing...`);
    case 'uploaded':
      return say(msg`Ready to analyze`);
    default:
      return say(msg`Failed`);
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

/** Each priority in words (read in the workspace's language when shown). */
export const priorityLabels: Record<Priority, string> = {
  get low() {
    return say(msg`Low priority`);
  },
  get medium() {
    return say(msg`Medium priority`);
  },
  get high() {
    return say(msg`High priority`);
  },
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
  if (!iso) return say(msg`N/A`);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return say(msg`N/A`);
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
