import { Check, Loader2 } from 'lucide-react';
import { ANALYSIS_STAGES, analysisStageLabel, type AssessmentJson } from '@woundcare/api-types';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ANALYSIS_COPY as copy, RESULT_COPY } from './copy.ts';

/**
 * The busy overlay's headline in plain words: the stage the server reports ("Measuring the
 * wound…"), not the machinery doing it.
 */
export function overlayText(stage: AssessmentJson['stage']): string {
  return `${analysisStageLabel(stage)}…`;
}

/** The uploaded photo under a busy overlay, and the engine's stages as they happen. */
export function ProgressView({ assessment }: { assessment: AssessmentJson }) {
  const current = ANALYSIS_STAGES.findIndex((s) => s.id === assessment.stage);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <figure className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-900">
        <img
          src={assessment.imageUrl}
          alt={say(RESULT_COPY.photoAlt, { patient: assessment.patientName })}
          className="mx-auto max-h-[28rem] w-full object-contain opacity-60"
        />
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/50 p-4 text-center text-white">
          <Loader2 className="h-10 w-10 animate-spin" aria-hidden="true" />
          <p className="text-lg font-semibold" aria-live="polite">
            {overlayText(assessment.stage)}
          </p>
          {current >= 0 && (
            <p className="text-sm text-slate-200">
              {say(copy.step, { step: current + 1, steps: ANALYSIS_STAGES.length })}
            </p>
          )}
        </div>
      </figure>
      <section aria-labelledby="stages-h" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="stages-h" className="font-semibold text-ink">
          {say(copy.inProgress)}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{say(copy.inProgressText)}</p>
        <ol className="mt-4 space-y-3">
          {ANALYSIS_STAGES.map((s, i) => {
            const done = current > i;
            const active = current === i;
            return (
              <li key={s.id} className="flex items-center gap-3 text-sm" aria-current={active ? 'step' : undefined}>
                <span
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    done
                      ? 'bg-green-600 text-white'
                      : active
                        ? 'bg-brand-700 text-white'
                        : 'bg-slate-100 text-slate-500'
                  }`}
                >
                  {done ? (
                    <Check className="h-3.5 w-3.5" aria-label={say(copy.done)} role="img" />
                  ) : active ? (
                    <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                  ) : (
                    i + 1
                  )}
                </span>
                <span className={active ? 'font-semibold text-ink' : done ? 'text-slate-700' : 'text-slate-500'}>
                  {s.label}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
