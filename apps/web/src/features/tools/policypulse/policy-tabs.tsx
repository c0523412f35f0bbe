import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { sum } from '../shared/figures.ts';
import { formatDate, formatPercent, formatUsdCompact } from '../shared/format.ts';
import { policies, stateCompliance, type Policy, type PolicyCategory, type StateCompliance } from './data.ts';
import { complianceBand, netEstimatedImpact, type ComplianceBand } from './rules.ts';

const STATUS_TONE: Record<Policy['status'], Tone> = { Active: 'green', Pending: 'yellow', Draft: 'slate' };
const PRIORITY_TONE: Record<Policy['priority'], Tone> = { Critical: 'red', High: 'orange', Medium: 'blue' };
const BAND_TONE: Record<ComplianceBand, Tone> = { Compliant: 'green', 'At Risk': 'yellow', 'Non-Compliant': 'red' };

const signedUsd = (v: number) => (v > 0 ? `+${formatUsdCompact(v)}` : formatUsdCompact(v));

export function ActivePoliciesTab() {
  return (
    <div>
      <PanelHeading title="Active Policies" />
      <ul className="grid gap-4 lg:grid-cols-2">
        {policies.map((p) => (
          <li key={p.id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={STATUS_TONE[p.status]}>{p.status}</Badge>
                <Badge tone={PRIORITY_TONE[p.priority]}>{p.priority} priority</Badge>
                <Badge tone="brand">{p.category}</Badge>
              </div>
              <h4 className="mt-2 font-semibold text-ink">{p.title}</h4>
              <p className="mt-1 text-sm text-slate-700">{p.description}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">Effective</dt>
                  <dd>{formatDate(p.effectiveDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Impact</dt>
                  <dd>
                    {p.impact} ·{' '}
                    <span className={p.estimatedImpact < 0 ? 'text-red-700' : 'text-green-700'}>
                      {signedUsd(p.estimatedImpact)}/yr
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Codes</dt>
                  <dd className="font-mono text-xs">{p.affectedCodes.map(labelCode).join(', ')}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">States</dt>
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
      <PanelHeading title="Impact Analysis" />
      <StatGrid>
        <StatCard
          label="Net yearly impact"
          value={signedUsd(netEstimatedImpact(policies))}
          note="Active and pending policies"
          tone={netEstimatedImpact(policies) < 0 ? 'red' : 'green'}
        />
        <StatCard label="Revenue at risk" value={formatUsdCompact(-losses)} tone="red" />
        <StatCard label="Revenue opportunity" value={formatUsdCompact(gains)} tone="green" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card>
          <BarChart
            title="Estimated yearly impact per policy (red: loss, green: gain)"
            valueHeader="Estimated yearly impact (USD)"
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
            title="Net yearly impact by category (active and pending)"
            valueHeader="Net impact (USD)"
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
      <PanelHeading title="State Compliance" />
      <div className="grid gap-4 lg:grid-cols-2">
        <DataTable<StateCompliance>
          caption="Compliance per state"
          rows={stateCompliance}
          rowKey={(r) => r.state}
          columns={[
            { header: 'State', cell: (r) => <span className="font-medium">{r.state}</span> },
            { header: 'Compliance', cell: (r) => formatPercent(r.compliance, 0), numeric: true },
            {
              header: 'Status',
              cell: (r) => <Badge tone={BAND_TONE[complianceBand(r.compliance)]}>{complianceBand(r.compliance)}</Badge>,
            },
            { header: 'Policies', cell: (r) => r.policies, numeric: true },
            {
              header: 'Last update',
              cell: (r) => <span className="whitespace-nowrap">{formatDate(r.lastUpdate)}</span>,
            },
          ]}
        />
        <Card>
          <BarChart
            title="Compliance per state (≥ 90 % compliant, 80–89 % at risk, < 80 % non-compliant)"
            valueHeader="Compliance (%)"
            max={100}
            bars={stateCompliance.map((r) => {
              const band = complianceBand(r.compliance);
              return {
                label: r.state,
                value: r.compliance,
                display: `${r.compliance}% · ${band}`,
                tone: band === 'Compliant' ? 'green' : band === 'At Risk' ? 'orange' : 'red',
              };
            })}
          />
        </Card>
      </div>
    </div>
  );
}
