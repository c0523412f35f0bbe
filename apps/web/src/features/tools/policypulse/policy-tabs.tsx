import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { sum } from '../shared/figures.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatDate, formatPercent, formatUsdCompact } from '../shared/format.ts';
import { policies, stateCompliance, type Policy, type PolicyCategory, type StateCompliance } from './data.ts';
import { policypulseCopy as copy } from './policypulse-copy.ts';
import { complianceBand, netEstimatedImpact, type ComplianceBand } from './rules.ts';

const STATUS_TONE: Record<Policy['status'], Tone> = { Active: 'green', Pending: 'yellow', Draft: 'slate' };
const PRIORITY_TONE: Record<Policy['priority'], Tone> = { Critical: 'red', High: 'orange', Medium: 'blue' };
const BAND_TONE: Record<ComplianceBand, Tone> = { Compliant: 'green', 'At Risk': 'yellow', 'Non-Compliant': 'red' };

const signedUsd = (v: number) => (v > 0 ? `+${formatUsdCompact(v)}` : formatUsdCompact(v));

export function ActivePoliciesTab() {
  return (
    <div>
      <PanelHeading title={say(copy.tabs.policies)} />
      <ul className="grid gap-4 lg:grid-cols-2">
        {policies.map((p) => (
          <li key={p.id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={STATUS_TONE[p.status]}>{p.status}</Badge>
                <Badge tone={PRIORITY_TONE[p.priority]}>{say(copy.policies.priority, { priority: p.priority })}</Badge>
                <Badge tone="brand">{p.category}</Badge>
              </div>
              <h4 className="mt-2 font-semibold text-ink">{p.title}</h4>
              <p className="mt-1 text-sm text-slate-700">{p.description}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.policies.effective)}</dt>
                  <dd>{formatDate(p.effectiveDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.policies.impact)}</dt>
                  <dd>
                    {p.impact} ·{' '}
                    <span className={p.estimatedImpact < 0 ? 'text-red-700' : 'text-green-700'}>
                      {say(copy.policies.perYear, { amount: signedUsd(p.estimatedImpact) })}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.policies.codes)}</dt>
                  <dd className="font-mono text-xs">{p.affectedCodes.map(labelCode).join(', ')}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.policies.states)}</dt>
                  <dd>{p.states.join(', ')}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CATEGORIES: PolicyCategory[] = ['Coverage', 'Telehealth', 'Clinical'];

export function ImpactAnalysisTab() {
  const inForce = policies.filter((p) => p.status !== 'Draft');
  const gains = sum(inForce.filter((p) => p.estimatedImpact > 0).map((p) => p.estimatedImpact));
  const losses = sum(inForce.filter((p) => p.estimatedImpact < 0).map((p) => p.estimatedImpact));
  return (
    <div>
      <PanelHeading title={say(copy.tabs.impact)} />
      <StatGrid>
        <StatCard
          label={say(copy.impact.net)}
          value={signedUsd(netEstimatedImpact(policies))}
          note={say(copy.impact.netNote)}
          tone={netEstimatedImpact(policies) < 0 ? 'red' : 'green'}
        />
        <StatCard label={say(copy.impact.atRisk)} value={formatUsdCompact(-losses)} tone="red" />
        <StatCard label={say(copy.impact.opportunity)} value={formatUsdCompact(gains)} tone="green" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card>
          <BarChart
            title={say(copy.impact.perPolicy)}
            valueHeader={say(copy.impact.perPolicyValue)}
            bars={inForce.map((p) => ({
              label: p.title,
              value: Math.abs(p.estimatedImpact),
              display: signedUsd(p.estimatedImpact),
              tone: p.estimatedImpact < 0 ? 'red' : 'green',
            }))}
          />
        </Card>
        <Card>
          <BarChart
            title={say(copy.impact.byCategory)}
            valueHeader={say(copy.impact.byCategoryValue)}
            bars={CATEGORIES.map((c) => {
              const v = netEstimatedImpact(policies.filter((p) => p.category === c));
              return { label: c, value: Math.abs(v), display: signedUsd(v), tone: v < 0 ? 'red' : 'green' };
            })}
          />
        </Card>
      </div>
    </div>
  );
}

export function StateComplianceTab() {
  return (
    <div>
      <PanelHeading title={say(copy.tabs.compliance)} />
      <div className="grid gap-4 lg:grid-cols-2">
        <DataTable<StateCompliance>
          caption={say(copy.compliance.caption)}
          rows={stateCompliance}
          rowKey={(r) => r.state}
          columns={[
            { header: say(copy.compliance.state), cell: (r) => <span className="font-medium">{r.state}</span> },
            { header: say(copy.compliance.compliance), cell: (r) => formatPercent(r.compliance, 0), numeric: true },
            {
              header: say(copy.compliance.status),
              cell: (r) => (
                <Badge tone={BAND_TONE[complianceBand(r.compliance)]}>
                  {say(copy.bands[complianceBand(r.compliance)])}
                </Badge>
              ),
            },
            { header: say(copy.compliance.policies), cell: (r) => r.policies, numeric: true },
            {
              header: say(copy.compliance.lastUpdate),
              cell: (r) => <span className="whitespace-nowrap">{formatDate(r.lastUpdate)}</span>,
            },
          ]}
        />
        <Card>
          <BarChart
            title={say(copy.compliance.chart)}
            valueHeader={say(copy.compliance.chartValue)}
            max={100}
            bars={stateCompliance.map((r) => {
              const band = complianceBand(r.compliance);
              return {
                label: r.state,
                value: r.compliance,
                display: `${r.compliance}% · ${say(copy.bands[band])}`,
                tone: band === 'Compliant' ? 'green' : band === 'At Risk' ? 'orange' : 'red',
              };
            })}
          />
        </Card>
      </div>
    </div>
  );
}
