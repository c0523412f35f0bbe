import { Link } from 'react-router';
import { Eye, Printer } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { Card, EmptyState } from '../../components/ui/card.tsx';
import { SimulatedBadge } from '../../components/ui/badge.tsx';
import { formatDateTime, isOpenable, assessmentStatusText } from '../../lib/analysis/rules.ts';
import { assessmentTitle } from '../../lib/record/labels.ts';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { AssessmentStatusIcon } from '../workspace/components/assessment-status-icon.tsx';
import { RECENT_ASSESSMENTS_SHOWN } from './upload-rules.ts';
import { guidelines } from './data.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { uploadCopy as copy } from './upload-copy.ts';

/** Beside the upload form: how to take a photo that can be measured, with the sticker to print. */
export function UploadGuidelines() {
  return (
    <Card as="section" className="xl:col-span-2">
      <h2 className="text-lg font-semibold text-ink">{say(copy.guidelinesTitle)}</h2>
      <ul className="mt-4 space-y-4">
        {guidelines.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="flex gap-3">
            <span className="mt-0.5 h-fit shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-800">{say(title)}</p>
              <p className="text-sm text-slate-600">{say(text)}</p>
              {id === 'sticker' && (
                <Link
                  to={paths.calibrationSticker}
                  className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  <Printer className="h-4 w-4" aria-hidden="true" /> {say(copy.printSticker)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Under the upload form: the team's newest assessments, each opening its analysis once it can. */
export function RecentAssessments() {
  const ws = useWorkspace();
  const recent = ws.assessments.slice(0, RECENT_ASSESSMENTS_SHOWN);
  return (
    <Card as="section" className="mt-6">
      <h2 className="text-lg font-semibold text-ink">{say(copy.recentTitle)}</h2>
      {ws.loading ? (
        <p className="mt-4 text-sm text-slate-500">{say(copy.loading)}</p>
      ) : recent.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={say(copy.noRecent)}>{say(copy.noRecentText)}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {recent.map((t) => (
            <li key={t.id} className="flex items-center gap-3 py-3">
              <AssessmentStatusIcon status={t.status} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
                  <span className="truncate">{assessmentTitle(t)}</span>
                  {t.simulated && <SimulatedBadge />}
                </p>
                <p className="text-xs text-slate-500">
                  {say(copy.recentLine, {
                    status: assessmentStatusText(t.status),
                    date: formatDateTime(t.examDate),
                    id: t.id,
                  })}
                </p>
              </div>
              {isOpenable(t) && (
                <Link
                  to={paths.workspace.assessment(t.id)}
                  aria-label={say(copy.view, { patient: t.patientName, date: formatDateTime(t.examDate) })}
                  className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
                >
                  <Eye className="h-5 w-5" aria-hidden="true" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
