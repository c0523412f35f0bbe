import { CheckCircle2, Ruler } from 'lucide-react';
import { formatArea } from '@woundcare/vocabulary';
import { StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatUsd } from '../shared/format.ts';
import type { PersonalizedVbc } from '../api/personalize-vbc.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { sayParts } from '../../../lib/i18n/say-parts.tsx';
import { personalizeVbcCopy } from './personalize-vbc-copy.ts';

const copy = personalizeVbcCopy.results;

const PLAN_ROWS: Exclude<keyof PersonalizedVbc['personalized_plan'], 'treatment_recommendations'>[] = [
  'risk_stratification',
  'intervention_priority',
  'cost_effectiveness',
  'patient_engagement',
  'outcome_prediction',
  'care_coordination',
];

const TISSUE_LABEL = personalizeVbcCopy.tissue;

export function VbcResults({ result }: { result: PersonalizedVbc }) {
  const { vbc_metrics: v, personalized_plan: plan, measurement: m } = result;
  return (
    <section aria-labelledby="vbc-results" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="vbc-results" className="text-lg font-bold text-ink">
          {say(copy.title)}
        </h3>
        <Badge tone="blue">{say(copy.estimates)}</Badge>
      </div>
      <StatGrid>
        <StatCard
          label={say(copy.quality)}
          value={v.quality_score === null ? '—' : say(copy.outOf100, { score: v.quality_score })}
          note={m.calibrated ? say(copy.qualityCalibrated) : say(copy.qualityTissueOnly)}
        />
        <StatCard
          label={say(copy.savings)}
          value={formatUsd(v.cost_savings_potential)}
          note={say(copy.ofEpisodeCost, { cost: formatUsd(result.basis.expected_episode_cost) })}
          tone="green"
        />
        <StatCard
          label={say(copy.effectiveness)}
          value={say(copy.outOf100, { score: v.intervention_effectiveness })}
          note={say(copy.effectivenessNote)}
          tone="blue"
        />
        <StatCard
          label={say(copy.satisfaction)}
          value={say(copy.outOf100, { score: v.patient_satisfaction_prediction })}
          note={say(copy.satisfactionNote)}
          tone="orange"
        />
      </StatGrid>

      <Card title={say(copy.measured)}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Ruler className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {m.calibrated && m.area_cm2 !== null ? (
            <>
              <Badge tone="green">{say(copy.calibrated)}</Badge>
              <span>
                {m.length_cm !== null && m.width_cm !== null
                  ? sayParts(copy.areaWithSize, {
                      length: m.length_cm.toFixed(1),
                      width: m.width_cm.toFixed(1),
                      area: <strong>{formatArea(m.area_cm2)}</strong>,
                    })
                  : sayParts(copy.area, { area: <strong>{formatArea(m.area_cm2)}</strong> })}
              </span>
            </>
          ) : (
            <>
              <Badge tone="orange">{say(copy.notCalibrated)}</Badge>
              <span>{say(copy.noSticker, { pixels: m.area_px.toLocaleString('en-US') })}</span>
            </>
          )}
          <Badge tone={m.diagnosis === 'infected' ? 'red' : 'slate'}>
            {m.diagnosis === 'infected' ? say(copy.infected) : say(copy.notInfected)}
          </Badge>
        </div>
        {m.tissue && (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(Object.keys(TISSUE_LABEL) as (keyof typeof TISSUE_LABEL)[]).map((k) => (
              <div key={k} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{say(TISSUE_LABEL[k])}</dt>
                <dd className="font-semibold">{m.tissue![k].toFixed(1)}%</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-slate-600">
          {say(copy.subscores, {
            area: m.push_area_score ?? say(copy.areaNotCalibrated),
            tissue: m.push_tissue_score ?? say(copy.notAvailable),
          })}
        </p>
        {m.warnings.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-orange-900">
            {m.warnings.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={say(copy.plan)}>
        <dl className="divide-y divide-slate-100">
          {PLAN_ROWS.map((key) => (
            <div key={key} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-700">{say(personalizeVbcCopy.planRows[key])}</dt>
              <dd className="text-sm text-slate-800">{plan[key]}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={say(copy.treatment)}>
          <p className="mb-2 text-xs text-slate-600">{say(copy.treatmentNote)}</p>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {plan.treatment_recommendations.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </Card>
        <Card title={say(copy.actionable)}>
          <ul className="space-y-2 text-sm">
            {result.recommendations.map((r) => (
              <li key={r} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{r}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card title={say(copy.assumptions)}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {result.basis.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">{say(copy.rules, { version: result.rules_version })}</p>
      </Card>
    </section>
  );
}
