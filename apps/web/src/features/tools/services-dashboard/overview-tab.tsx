import { AlertTriangle, Target } from 'lucide-react';
import { BarChart } from '../components/bar-chart.tsx';
import { Banner, PanelHeading, StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { medications } from '../medopti/data.ts';
import { projectedSavings } from '../medopti/rules.ts';
import { alerts, policies } from '../policypulse/data.ts';
import { countByStatus } from '../policypulse/rules.ts';
import { patients } from '../reimburseright/data.ts';
import { totalPotentialOptimization } from '../reimburseright/rules.ts';
import { claims } from '../claims/data.ts';
import { collectionRate } from '../claims/rules.ts';
import { claimsByWoundType, specialistNetwork, successMetrics, successMetricsHeading, vision } from './data.ts';
import { networkSize, woundTypeShares } from './rules.ts';
import { servicesDashboardCopy } from './services-dashboard-copy.ts';

const ALERT_TONE = { Critical: 'red', High: 'orange', Medium: 'yellow' } as const;

const copy = servicesDashboardCopy.overview;

export function OverviewTab() {
  const critical = alerts.find((a) => a.type === 'Critical' && !a.read);
  return (
    <div>
      <PanelHeading title={say(servicesDashboardCopy.tabs.overview)} />
      {critical && (
        <Banner
          tone="red"
          title={say(copy.policyAlert, { title: critical.title })}
          icon={<AlertTriangle className="h-5 w-5" />}
        >
          {critical.message}
        </Banner>
      )}
      <StatGrid>
        <StatCard
          label={say(copy.medicationSavings)}
          value={formatUsd(projectedSavings(medications))}
          note={say(copy.medicationSavingsNote)}
          tone="green"
        />
        <StatCard
          label={say(copy.activePolicies)}
          value={formatCount(countByStatus(policies, 'Active'))}
          note="PolicyPulse"
        />
        <StatCard
          label={say(copy.reimbursement)}
          value={formatUsd(totalPotentialOptimization(patients))}
          note={say(copy.reimbursementNote)}
          tone="blue"
        />
        <StatCard
          label={say(copy.collectionRate)}
          value={formatPercent(collectionRate(claims))}
          note={say(copy.collectionRateNote)}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card title={say(copy.recentAlerts)}>
          <ul className="space-y-3">
            {alerts.slice(0, 3).map((a) => (
              <li key={a.id}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={ALERT_TONE[a.type]}>{a.type}</Badge>
                  <span className="text-sm font-semibold text-ink">{a.title}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{a.message}</p>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <BarChart
            title={say(copy.byWoundType)}
            valueHeader={say(copy.claims)}
            bars={woundTypeShares(claimsByWoundType).map((r) => ({
              label: r.woundType,
              value: r.claims,
              display: `${r.claims} (${formatPercent(r.share)})`,
            }))}
          />
        </Card>
        <Card title={say(copy.network)}>
          <p className="text-3xl font-bold text-brand-800">{formatCount(networkSize(specialistNetwork))}</p>
          <p className="text-sm text-slate-600">{say(copy.networkNote, { count: specialistNetwork.length })}</p>
          <ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
            {specialistNetwork.map((s) => (
              <li key={s.specialty} className="flex justify-between gap-2">
                <span>{s.specialty}</span>
                <span className="font-semibold tabular-nums">{s.specialists}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={say(copy.vision)}>
          <p className="text-sm text-slate-700">{vision}</p>
          <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{successMetricsHeading}</p>
          <ul className="mt-2 space-y-2 text-sm">
            {successMetrics.map((m) => (
              <li key={m.metric} className="flex items-start gap-2">
                <Target className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{m.metric}:</span> {m.target}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
