import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, FlaskConical, ImagePlus, Loader2 } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { severityTone } from '../../lib/analysis/colors.ts';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { sayParts } from '../../lib/i18n/say-parts.tsx';
import { simulatorCopy as copy } from './simulator-copy.ts';
import {
  engineBadges,
  productTitle,
  samplePlan,
  sampleResult,
  SIMULATED_DELAY_MS,
  simulatorTabs,
  type SimulatorTab,
} from './data.ts';

function NotYet({ onUpload }: { onUpload: () => void }) {
  return (
    <p className="text-sm text-slate-600">
      {sayParts(copy.notYet, {
        choose: (
          <button type="button" onClick={onUpload} className="font-semibold text-brand-700 hover:underline">
            {say(copy.choose)}
          </button>
        ),
      })}
    </p>
  );
}

/** /{product} (docs/spec-notes.md#simulator): a standalone simulated analysis — fixed sample results, no server call. */
export function SimulatorPage() {
  const { product = '' } = useParams();
  const title = productTitle(product);
  const fileId = useId();
  const [tab, setTab] = useState<SimulatorTab>('upload');
  const [image, setImage] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  function choose(file: File | undefined) {
    window.clearTimeout(timer.current);
    if (!file) return;
    setImage(URL.createObjectURL(file));
    setPhase('running');
    timer.current = window.setTimeout(() => {
      setPhase('done');
      setTab('analysis');
    }, SIMULATED_DELAY_MS);
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Link
          to={paths.demo}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.back)}
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
          <SimulatedBadge label={say(copy.simulated)} />
        </div>
        <p className="mt-1 text-slate-600">{say(copy.intro)}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={say(copy.engineStatus)}>
          {engineBadges.map((b) => (
            <li key={b}>
              <Badge tone="brand">
                <CheckCircle2 className="h-3 w-3" aria-hidden="true" /> {b}
              </Badge>
            </li>
          ))}
        </ul>
        <Card className="mt-6">
          <Tabs tabs={simulatorTabs} selected={tab} onSelect={setTab} label={say(copy.tabsLabel, { title })}>
            {tab === 'upload' && (
              <div className="space-y-4">
                <div>
                  <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
                    {say(copy.image)}
                  </label>
                  <input
                    id={fileId}
                    type="file"
                    accept="image/*"
                    onChange={(e) => choose(e.target.files?.[0])}
                    className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
                  />
                </div>
                {image ? (
                  <img
                    src={image}
                    alt={say(copy.imageAlt)}
                    className="max-h-80 rounded-lg border border-slate-200 object-contain"
                  />
                ) : (
                  <div className="flex flex-col items-center rounded-lg border-2 border-dashed border-slate-300 px-4 py-10 text-sm text-slate-500">
                    <ImagePlus className="mb-2 h-8 w-8 text-slate-400" aria-hidden="true" /> {say(copy.noImage)}
                  </div>
                )}
                {phase === 'running' && (
                  <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-800">
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {say(copy.running)}
                  </p>
                )}
              </div>
            )}
            {tab === 'analysis' &&
              (phase !== 'done' ? (
                <NotYet onUpload={() => setTab('upload')} />
              ) : (
                <div className="space-y-4">
                  <p
                    className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                    role="note"
                  >
                    <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" /> {say(copy.sampleNote)}
                  </p>
                  <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                    <div className="rounded-lg bg-slate-50 p-3">
                      <dt className="text-xs text-slate-500">{say(copy.severity)}</dt>
                      <dd className="mt-1">
                        <Badge tone={severityTone(sampleResult.severity)}>{say(copy.medium)}</Badge>
                      </dd>
                    </div>
                    <div className="rounded-lg bg-slate-50 p-3">
                      <dt className="text-xs text-slate-500">{say(copy.healingStage)}</dt>
                      <dd className="font-semibold text-slate-800">{sampleResult.healingStage}</dd>
                    </div>
                    <div className="rounded-lg bg-slate-50 p-3">
                      <dt className="text-xs text-slate-500">{say(copy.infectionRisk)}</dt>
                      <dd className="font-semibold text-slate-800">{sampleResult.infectionRisk}</dd>
                    </div>
                  </dl>
                  <p className="text-sm text-slate-700">{sampleResult.description}</p>
                  <h2 className="text-sm font-semibold text-slate-800">{say(copy.recommendations)}</h2>
                  <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                    {sampleResult.recommendations.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ol>
                </div>
              ))}
            {tab === 'plan' &&
              (phase !== 'done' ? (
                <NotYet onUpload={() => setTab('upload')} />
              ) : (
                <div className="space-y-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold text-ink">{samplePlan.name}</h2>
                    <SimulatedBadge label={say(copy.simulated)} />
                  </div>
                  <p className="text-sm text-slate-600">{say(copy.duration, { duration: samplePlan.duration })}</p>
                  <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                    <section className="rounded-lg bg-slate-50 p-3">
                      <h3 className="text-sm font-semibold text-slate-800">{say(copy.medications)}</h3>
                      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                        {samplePlan.medications.map((m) => (
                          <li key={m}>{m}</li>
                        ))}
                      </ul>
                    </section>
                    <section className="rounded-lg bg-slate-50 p-3">
                      <h3 className="text-sm font-semibold text-slate-800">{say(copy.procedures)}</h3>
                      <ol className="mt-1 list-decimal pl-5 text-sm text-slate-700">
                        {samplePlan.procedures.map((p) => (
                          <li key={p}>{p}</li>
                        ))}
                      </ol>
                    </section>
                    <section className="rounded-lg bg-slate-50 p-3">
                      <h3 className="text-sm font-semibold text-slate-800">{say(copy.followUp)}</h3>
                      <p className="mt-1 text-sm text-slate-700">{samplePlan.followUp}</p>
                    </section>
                  </div>
                </div>
              ))}
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
