import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import type { AssessmentStatus } from '@woundcare/api-types';
import { assessmentStatusText } from '../../../lib/analysis/rules.ts';

/** Status icon of an assessment; the text is announced through the icon's label. */
export function AssessmentStatusIcon({
  status,
  className = 'h-5 w-5',
}: {
  status: AssessmentStatus;
  className?: string;
}) {
  const label = assessmentStatusText(status);
  if (status === 'completed')
    return <CheckCircle2 className={`${className} shrink-0 text-green-600`} aria-label={label} role="img" />;
  if (status === 'analyzing')
    return <Loader2 className={`${className} shrink-0 animate-spin text-blue-600`} aria-label={label} role="img" />;
  if (status === 'uploaded')
    return <Clock className={`${className} shrink-0 text-slate-500`} aria-label={label} role="img" />;
  return <XCircle className={`${className} shrink-0 text-red-600`} aria-label={label} role="img" />;
}
