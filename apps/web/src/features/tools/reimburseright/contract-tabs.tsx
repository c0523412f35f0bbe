import { Disclosure } from '../components/disclosure.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { formatCount, formatDate, formatPercent, formatUsd, formatUsdCompact } from '../shared/format.ts';
import { contracts, preAuthRequests, type PreAuthRequest } from './data.ts';
import { contractOptimization, contractSummary, preAuthSummary } from './rules.ts';

export function ContractTab() {
  const s = contractSummary(contracts);
  return (
    <div>
      <PanelHeading title="Contract Tools" />
      <StatGrid>
        <StatCard label="Total contract value" value={formatUsdCompact(s.totalValue)} tone="slate" />
        <StatCard
          label="Average optimization"
          value={formatPercent(s.averageOptimization)}
          note="Mean of the contracts' potentials"
          tone="green"
        />
        <StatCard label="Wound care patients" value={formatCount(s.woundCarePatients)} tone="blue" />
        <StatCard
          label="Optimization amount"
          value={formatUsdCompact(s.totalOptimization)}
          note="Σ value × potential / 100"
          tone="green"
        />
      </StatGrid>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {contracts.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-ink">{c.contractName}</h4>
                <Badge tone={c.status === 'Active' ? 'green' : 'orange'}>{c.status}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-700">{c.type} contract</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">Total value</dt>
                  <dd className="font-semibold">{formatUsd(c.totalValue)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Optimization potential</dt>
                  <dd className="font-semibold">{formatPercent(c.optimizationPotential)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Wound care patients</dt>
                  <dd className="font-semibold">{formatCount(c.woundCarePatients)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Renewal</dt>
                  <dd className="font-semibold">{formatDate(c.renewalDate)}</dd>
                </div>
              </dl>
              <Disclosure label="Optimize Contract">
                <p>
                  Optimization amount: {formatUsd(c.totalValue)} × {formatPercent(c.optimizationPotential)} ={' '}
                  <strong>{formatUsd(contractOptimization(c))}</strong>.
                </p>
                <p className="mt-1">
                  {c.type === 'Risk-Based'
                    ? 'Negotiate risk adjustment for high z-score patients and shared savings on healed-wound outcomes before renewal.'
                    : 'Propose a bundled episode rate for chronic wounds to replace per-visit fees at renewal.'}
                </p>
              </Disclosure>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PreAuthTab() {
  const s = preAuthSummary(preAuthRequests);
  return (
    <div>
      <PanelHeading title="Pre-Authorization" />
      <StatGrid>
        <StatCard label="Requests" value={formatCount(s.total)} tone="slate" />
        <StatCard label="Approved" value={formatCount(s.approved)} note={`${s.pending} pending`} tone="green" />
        <StatCard
          label="Average turnaround"
          value={s.averageTurnaround === null ? '—' : `${s.averageTurnaround.toFixed(1)} days`}
          note="Decided requests"
          tone="blue"
        />
        <StatCard label="Pre-auth savings" value={formatUsd(s.savings)} tone="green" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<PreAuthRequest>
          caption="Pre-authorization requests"
          rows={preAuthRequests}
          rowKey={(r) => r.id}
          columns={[
            {
              header: 'Request',
              cell: (r) => (
                <>
                  <span className="font-medium">{r.id}</span>
                  <br />
                  <span className="text-xs text-slate-600">{r.patientId}</span>
                </>
              ),
            },
            { header: 'Service', cell: (r) => r.service },
            {
              header: 'Code',
              cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{labelCode(r.billingCode)}</span>,
            },
            { header: 'Requested', cell: (r) => formatUsd(r.requestedAmount), numeric: true },
            {
              header: 'Approved',
              cell: (r) => (r.approvedAmount === null ? '—' : formatUsd(r.approvedAmount)),
              numeric: true,
            },
            {
              header: 'Status',
              cell: (r) => <Badge tone={r.status === 'Approved' ? 'green' : 'yellow'}>{r.status}</Badge>,
            },
            {
              header: 'Turnaround',
              cell: (r) => (r.turnaroundDays === null ? '—' : `${r.turnaroundDays} d`),
              numeric: true,
            },
            { header: 'Savings', cell: (r) => formatUsd(r.savings), numeric: true },
          ]}
        />
      </div>
    </div>
  );
}
