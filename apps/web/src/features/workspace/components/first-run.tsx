import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { usePatientList } from '../../patients/api/list-patients.ts';
import { paths } from '../../../lib/paths.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useWorkspace } from '../workspace-context.tsx';
import { firstRunSteps } from './first-run-steps.ts';
import { msg } from '@lingui/core/macro';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/**
 * What to do next in an empty workspace: add a patient → add a wound → take or upload a photo.
 * Each step links to where it is done and is ticked once done; the card goes once a photo is in.
 */
export function FirstRun() {
  const ws = useWorkspace();
  const patients = usePatientList();
  if (ws.loading || ws.assessments.length > 0 || patients.status !== 'success') return null;
  const steps = firstRunSteps(patients.data, paths.workspace);
  return (
    <Card as="section" aria-labelledby="first-run-h" className="mb-6 border-brand-200 bg-brand-50/40">
      <h2 id="first-run-h" className="text-lg font-semibold text-ink">
        {say(msg`Get started: your first wound assessment`)}
      </h2>
      <ol className="mt-3 space-y-2">
        {steps.map((s, i) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 text-sm">
            {s.done ? (
              <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Circle className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span className={s.done ? 'text-slate-500 line-through' : 'font-medium text-slate-800'}>
              {i + 1}. {s.label}
              {s.done && <span className="sr-only"> {say(msg`(done)`)}</span>}
            </span>
            {!s.done && s.current && (
              <Link to={s.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {s.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
