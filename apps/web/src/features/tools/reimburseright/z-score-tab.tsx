import { Disclosure } from '../components/disclosure.tsx';
import { PanelHeading } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatPercent, formatUsd } from '../shared/format.ts';
import { RISK_COLOUR_CLASS, Z_BAND_LABEL, Z_BANDS, zBand, type ZBand } from '../shared/z-score.ts';
import { patients } from './data.ts';
import { RiskLevelBadge, ZScoreBadge } from './risk-badges.tsx';
import { reimburserightCopy } from './reimburseright-copy.ts';
import { recoveryShare, reimbursementGap } from './rules.ts';

const BAND_COLOUR: Record<ZBand, 'red' | 'orange' | 'green'> = { high: 'red', medium: 'orange', low: 'green' };

const copy = reimburserightCopy.zscore;

export function ZScoreTab() {
  return (
    <div>
      <PanelHeading title={say(reimburserightCopy.tabs.zscore)} />
      <div className="grid gap-3 sm:grid-cols-3">
        {Z_BANDS.map((band) => {
          const inBand = patients.filter((p) => zBand(p.zScore) === band);
          return (
            <div key={band} className={`rounded-xl p-4 ring-1 ring-inset ${RISK_COLOUR_CLASS[BAND_COLOUR[band]]}`}>
              <p className="text-sm font-semibold">{say(Z_BAND_LABEL[band])}</p>
              <p className="mt-1 text-3xl font-bold">{inBand.length}</p>
              <p className="mt-1 text-xs">{inBand.map((p) => p.name).join(', ') || say(copy.noPatients)}</p>
            </div>
          );
        })}
      </div>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {patients.map((p) => (
          <li key={p.id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-ink">
                  {p.name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    {say(copy.patientAge, { id: p.patientId, age: p.age })}
                  </span>
                </h4>
                <div className="flex gap-2">
                  <ZScoreBadge z={p.zScore} />
                  <RiskLevelBadge z={p.zScore} />
                </div>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {p.woundType} · {say(copy.complexity, { complexity: p.complexity })} · {p.status}
              </p>
              <dl className="mt-3 grid grid-cols-1 gap-2 text-sm min-[400px]:grid-cols-3">
                <div>
                  <dt className="text-xs text-slate-600">{say(reimburserightCopy.overview.projectedCost)}</dt>
                  <dd className="font-semibold">{formatUsd(p.projectedCost)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.reimbursement)}</dt>
                  <dd className="font-semibold">{formatUsd(p.currentReimbursement)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(reimburserightCopy.overview.potential)}</dt>
                  <dd className="font-semibold text-green-700">{formatUsd(p.potentialOptimization)}</dd>
                </div>
              </dl>
              <Disclosure label={say(copy.viewPlan)}>
                <p>
                  {say(copy.planText, {
                    gap: formatUsd(reimbursementGap(p)),
                    recovers: formatUsd(p.potentialOptimization),
                    share: formatPercent(recoveryShare(p)),
                  })}
                </p>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {p.plan.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Disclosure>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
