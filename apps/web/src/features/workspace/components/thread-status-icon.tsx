import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import type { ThreadStatus } from '@woundcare/api-types';
import { threadStatusText } from '../../../lib/analysis/rules.ts';

/** Status icon of a thread; the text is announced through the icon's label. */
export function ThreadStatusIcon({ status, className = 'h-5 w-5' }: { status: ThreadStatus; className?: string }) {
  const label = threadStatusText(status);
  if (status === 'completed')
    return <CheckCircle2 className={`${className} shrink-0 text-green-600`} aria-label={label} role="img" />;
  if (status === 'analyzing')
    return <Loader2 className={`${className} shrink-0 animate-spin text-blue-600`} aria-label={label} role="img" />;
  if (status === 'uploaded')
    return <Clock className={`${className} shrink-0 text-slate-500`} aria-label={label} role="img" />;
  return <XCircle className={`${className} shrink-0 text-red-600`} aria-label={label} role="img" />;
}
