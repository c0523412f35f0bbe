import { Disclosure } from '../components/disclosure.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { sayParts } from '../../../lib/i18n/say-parts.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatDate, formatPercent, formatUsd, formatUsdCompact } from '../shared/format.ts';
import { contracts, preAuthRequests, type PreAuthRequest } from './data.ts';
import { reimburserightCopy as copy } from './reimburseright-copy.ts';
import { contractOptimization, contractSummary, preAuthSummary } from './rules.ts';

export function ContractTab() {
  const s = contractSummary(contracts);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.contracts)} />
      <StatGrid>
        <StatCard label={say(copy.contracts.totalValue)} value={formatUsdCompact(s.totalValue)} tone="slate" />
        <StatCard
          label={say(copy.contracts.averageOptimization)}
          value={formatPercent(s.averageOptimization)}
          note={say(copy.contracts.averageOptimizationNote)}
          tone="green"
        />
        <StatCard label={say(copy.contracts.woundCarePatients)} value={formatCount(s.woundCarePatients)} tone="blue" />
        <StatCard
          label={say(copy.contracts.amount)}
          value={formatUsdCompact(s.totalOptimization)}
          note={say(copy.contracts.amountNote)}
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
              <p className="mt-1 text-sm text-slate-700">{say(copy.contracts.contractType, { type: c.type })}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.contracts.value)}</dt>
                  <dd className="font-semibold">{formatUsd(c.totalValue)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.contracts.potential)}</dt>
                  <dd className="font-semibold">{formatPercent(c.optimizationPotential)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.contracts.woundCarePatients)}</dt>
                  <dd className="font-semibold">{formatCount(c.woundCarePatients)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.contracts.renewal)}</dt>
                  <dd className="font-semibold">{formatDate(c.renewalDate)}</dd>
                </div>
              </dl>
              <Disclosure label={say(copy.contracts.optimize)}>
                <p>
                  {sayParts(copy.contracts.amountText, {
                    value: formatUsd(c.totalValue),
                    potential: formatPercent(c.optimizationPotential),
                    amount: <strong>{formatUsd(contractOptimization(c))}</strong>,
                  })}
                </p>
                <p className="mt-1">
                  {c.type === 'Risk-Based' ? say(copy.contracts.riskBasedAdvice) : say(copy.contracts.feeAdvice)}
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
      <PanelHeading title={say(copy.tabs.preauth)} />
      <StatGrid>
        <StatCard label={say(copy.preauth.requests)} value={formatCount(s.total)} tone="slate" />
        <StatCard
          label={say(copy.preauth.approved)}
          value={formatCount(s.approved)}
          note={say(copy.preauth.pending, { count: s.pending })}
          tone="green"
        />
        <StatCard
          label={say(copy.preauth.turnaround)}
          value={s.averageTurnaround === null ? '—' : say(copy.preauth.days, { days: s.averageTurnaround.toFixed(1) })}
          note={say(copy.preauth.decided)}
          tone="blue"
        />
        <StatCard label={say(copy.preauth.savings)} value={formatUsd(s.savings)} tone="green" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<PreAuthRequest>
          caption={say(copy.preauth.caption)}
          rows={preAuthRequests}
          rowKey={(r) => r.id}
          columns={[
            {
              header: say(copy.preauth.request),
              cell: (r) => (
                <>
                  <span className="font-medium">{r.id}</span>
                  <br />
                  <span className="text-xs text-slate-600">{r.patientId}</span>
                </>
              ),
            },
            { header: say(copy.preauth.service), cell: (r) => r.service },
            {
              header: say(copy.preauth.code),
              cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{labelCode(r.billingCode)}</span>,
            },
            { header: say(copy.preauth.requested), cell: (r) => formatUsd(r.requestedAmount), numeric: true },
            {
              header: say(copy.preauth.approved),
              cell: (r) => (r.approvedAmount === null ? '—' : formatUsd(r.approvedAmount)),
              numeric: true,
            },
            {
              header: say(copy.preauth.status),
              cell: (r) => <Badge tone={r.status === 'Approved' ? 'green' : 'yellow'}>{r.status}</Badge>,
            },
            {
              header: say(copy.preauth.turnaroundColumn),
              cell: (r) => (r.turnaroundDays === null ? '—' : say(copy.preauth.shortDays, { days: r.turnaroundDays })),
              numeric: true,
            },
            { header: say(copy.preauth.savingsColumn), cell: (r) => formatUsd(r.savings), numeric: true },
          ]}
        />
      </div>
    </div>
  );
}
