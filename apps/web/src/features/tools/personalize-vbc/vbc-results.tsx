import { CheckCircle2, Ruler } from 'lucide-react';
import { formatArea } from '@woundcare/vocabulary';
import { StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatUsd } from '../shared/format.ts';
import type { PersonalizedVbc } from '../api/personalize-vbc.ts';

const PLAN_ROWS: {
  key: Exclude<keyof PersonalizedVbc['personalized_plan'], 'treatment_recommendations'>;
  label: string;
}[] = [
  { key: 'risk_stratification', label: 'Risk stratification' },
  { key: 'intervention_priority', label: 'Intervention priority' },
  { key: 'cost_effectiveness', label: 'Cost effectiveness' },
  { key: 'patient_engagement', label: 'Patient engagement' },
  { key: 'outcome_prediction', label: 'Outcome prediction' },
  { key: 'care_coordination', label: 'Care coordination' },
];

const TISSUE_LABEL = {
  granulation: 'Granulation',
  slough: 'Slough',
  necrotic: 'Necrotic',
  epithelial: 'Epithelial',
} as const;

export function VbcResults({ result }: { result: PersonalizedVbc }) {
  const { vbc_metrics: v, personalized_plan: plan, measurement: m } = result;
  return (
    <section aria-labelledby="vbc-results" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="vbc-results" className="text-lg font-bold text-ink">
          VBC performance metrics
        </h3>
        <Badge tone="blue">Planning estimates</Badge>
      </div>
      <StatGrid>
        <StatCard
          label="Quality score"
          value={v.quality_score === null ? '—' : `${v.quality_score}/100`}
          note={m.calibrated ? 'PUSH area + tissue' : 'Tissue only — not calibrated'}
        />
        <StatCard
          label="Cost savings potential"
          value={formatUsd(v.cost_savings_potential)}
          note={`of ${formatUsd(result.basis.expected_episode_cost)} expected episode cost`}
          tone="green"
        />
        <StatCard
          label="Intervention effectiveness"
          value={`${v.intervention_effectiveness}/100`}
          note="Planning score, not a healing probability"
          tone="blue"
        />
        <StatCard
          label="Patient satisfaction prediction"
          value={`${v.patient_satisfaction_prediction}/100`}
          note="Heuristic for outreach planning"
          tone="orange"
        />
      </StatGrid>

      <Card title="What the engine measured">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Ruler className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {m.calibrated && m.area_cm2 !== null ? (
            <>
              <Badge tone="green">Calibrated</Badge>
              <span>
                Area <strong>{formatArea(m.area_cm2)}</strong>
                {m.length_cm !== null && m.width_cm !== null && (
                  <>
                    {' '}
                    · {m.length_cm.toFixed(1)} × {m.width_cm.toFixed(1)} cm
                  </>
                )}
              </span>
            </>
          ) : (
            <>
              <Badge tone="orange">Not calibrated</Badge>
              <span>
                No calibration sticker found — no area in cm² ({m.area_px.toLocaleString('en-US')} px² outlined).
              </span>
            </>
          )}
          <Badge tone={m.diagnosis === 'infected' ? 'red' : 'slate'}>
            {m.diagnosis === 'infected' ? 'Infection signs on the photo' : 'No infection signs on the photo'}
          </Badge>
        </div>
        {m.tissue && (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(Object.keys(TISSUE_LABEL) as (keyof typeof TISSUE_LABEL)[]).map((k) => (
              <div key={k} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{TISSUE_LABEL[k]}</dt>
                <dd className="font-semibold">{m.tissue![k].toFixed(1)}%</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-slate-600">
          PUSH area subscore {m.push_area_score ?? 'n/a (not calibrated)'} · tissue subscore{' '}
          {m.push_tissue_score ?? 'n/a'} · exudate not assessed from a photo.
        </p>
        {m.warnings.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-orange-900">
            {m.warnings.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Personalized care plan">
        <dl className="divide-y divide-slate-100">
          {PLAN_ROWS.map((r) => (
            <div key={r.key} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-700">{r.label}</dt>
              <dd className="text-sm text-slate-800">{plan[r.key]}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Treatment recommendations">
          <p className="mb-2 text-xs text-slate-600">Derived by rule from the measured photo and the wound type.</p>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {plan.treatment_recommendations.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </Card>
        <Card title="Actionable recommendations">
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

      <Card title="Assumptions">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {result.basis.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">Rules {result.rules_version}.</p>
      </Card>
    </section>
  );
}
