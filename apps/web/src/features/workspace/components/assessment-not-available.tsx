import { msg } from '@lingui/core/macro';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

const words = {
  title: msg`Assessment not available yet`,
  detail: msg`This analysis has no stored assessment yet, so no measurement, screen, priority, advice or plan is shown.`,
} as const;

/**
 * What every screen shows for an analysis without a stored assessment (nothing is derived in its
 * place), in the workspace's language (read when shown).
 */
export const NOT_AVAILABLE = {
  get title() {
    return say(words.title);
  },
  get detail() {
    return say(words.detail);
  },
};

export function AssessmentNotAvailable() {
  return (
    <section aria-labelledby="no-assess-h" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="no-assess-h" className="font-semibold text-slate-800">
        {NOT_AVAILABLE.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{NOT_AVAILABLE.detail}</p>
    </section>
  );
}
