import { useState } from 'react';
import { Link } from 'react-router';
import { ImageOff, TrendingUp, Upload, XCircle } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, EmptyState, PageHeading } from '../../components/ui/card.tsx';
import { SimulatedBadge } from '../../components/ui/badge.tsx';
import { formatDateTime, isBusy, isOpenable } from '../../lib/analysis/rules.ts';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { AssessmentCard } from './assessment-card.tsx';
import { AttemptNote, RetryButton } from './retry-button.tsx';
import { ConfirmOutline } from './confirm-outline.tsx';
import { assessmentTitle } from '../../lib/record/labels.ts';
import { ProgressView } from './progress-view.tsx';
import { ResultView } from './result-view.tsx';
import { paths } from '../../lib/paths.ts';
import { RecordNotFound } from '../workspace/components/record-not-found.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ANALYSIS_COPY as copy } from './copy.ts';

/**
 * Analysis Results (docs/spec-notes.md#tab-contents): the assessment cards and the open assessment's progress or result —
 * the one its address names (/demo/assessments/:id), else the newest (/demo/analysis).
 */
export function AnalysisTab() {
  const ws = useWorkspace();
  const current = ws.selectedId ? ws.selected : (ws.assessments[0] ?? null);
  const [editing, setEditing] = useState(false);

  if (ws.selectedId && !current && !ws.loading && !ws.error) {
    return (
      <RecordNotFound
        title={say(copy.notFound)}
        text={say(copy.notFoundText, { id: ws.selectedId })}
        back={{ to: paths.workspace.analysis, label: say(copy.all) }}
      />
    );
  }

  if (!ws.loading && ws.assessments.length === 0) {
    return (
      <div>
        <PageHeading title={say(copy.title)} />
        <EmptyState icon={<ImageOff className="h-6 w-6" aria-hidden="true" />} title={say(copy.noImage)}>
          <p>{say(copy.noImageText)}</p>
          <Button className="mt-4" onClick={() => ws.goTo('upload')}>
            <Upload className="h-4 w-4" aria-hidden="true" /> {say(copy.upload)}
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div>
      <PageHeading title={say(copy.title)} description={say(copy.intro)} />
      {ws.error && <p className="mb-4 text-sm text-red-700">{say(copy.loadFailed, { error: ws.error })}</p>}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-[18rem_minmax(0,1fr)]">
        <section aria-label={say(copy.assessments)}>
          <ul className="flex gap-3 overflow-x-auto p-1 pb-2 2xl:flex-col 2xl:overflow-visible [&>li]:w-72 [&>li]:shrink-0 2xl:[&>li]:w-auto">
            {ws.assessments.map((t) => (
              <AssessmentCard
                key={t.id}
                assessment={t}
                selected={current?.id === t.id}
                to={paths.workspace.assessment(t.id)}
                onPriority={(p) => ws.setPriority(t.id, p)}
                onDelete={async () => {
                  await ws.remove(t.id);
                  if (ws.selectedId === t.id) ws.select(null);
                }}
              />
            ))}
          </ul>
        </section>
        <div className="min-w-0">
          {current && (
            <Card as="section" className="p-4 sm:p-6">
              <div className="mb-4 flex flex-wrap items-center gap-2">
                <h2 className="text-xl font-bold text-ink">{assessmentTitle(current)}</h2>
                {current.simulated && <SimulatedBadge />}
                <span className="text-sm text-slate-500">
                  {say(copy.examLine, { date: formatDateTime(current.examDate), id: current.id })}
                </span>
                {current.woundId && (
                  // one tap from a visit to its wound's area over time
                  <Link
                    to={paths.workspace.wound(current.woundId)}
                    className={buttonClass('secondary', 'sm', 'ml-auto')}
                  >
                    <TrendingUp className="h-4 w-4" aria-hidden="true" /> {say(copy.trend)}
                  </Link>
                )}
              </div>
              {isBusy(current) && <ProgressView assessment={current} />}
              {current.status === 'failed' && (
                <div
                  role="alert"
                  className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
                >
                  <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                  <div>
                    <p className="font-semibold">{say(copy.failed)}</p>
                    <p>{say(copy.failedText, { error: current.error ?? say(copy.notCompleted) })}</p>
                    <div className="mt-2 flex items-center gap-2">
                      <RetryButton assessment={current} size="md" />
                      <AttemptNote assessment={current} />
                    </div>
                  </div>
                </div>
              )}
              {isOpenable(current) && (
                <ResultView
                  key={current.id}
                  assessment={current}
                  result={current.analysisResult}
                  onCorrected={ws.replace}
                  onEditingChange={setEditing}
                  confirm={<ConfirmOutline assessment={current} onConfirmed={ws.replace} editing={editing} />}
                />
              )}
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
