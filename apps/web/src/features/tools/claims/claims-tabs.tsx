import { AlertTriangle } from 'lucide-react';
import { DataTable } from '../components/data-table.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { claims } from './data.ts';
import {
  averageDaysToPayment,
  collectionRate,
  denialReasons,
  firstPassRate,
  recentClaims,
  statusBreakdown,
} from './rules.ts';
import { ClaimsTable, STATUS_TONE } from './claims-table.tsx';
import type { TabId } from './tab-id.ts';

export function OverviewTab({ onNavigate }: { onNavigate: (tab: TabId) => void }) {
  const denied = statusBreakdown(claims).find((s) => s.status === 'Denied')!;
  const top = denialReasons(claims)[0];
  const days = averageDaysToPayment(claims);
  return (
    <div>
      <PanelHeading title="Overview" />
      {denied.count > 0 && (
        <Banner
          tone="red"
          title={`${denied.count} denied ${denied.count === 1 ? 'claim' : 'claims'} (${formatUsd(denied.submitted)})`}
          icon={<AlertTriangle className="h-5 w-5" />}
        >
          {top ? `Top reason: ${top.reason} (${formatPercent(top.share)} of denials). ` : ''}Review and appeal with the
          supporting documentation.
        </Banner>
      )}
      <StatGrid>
        <StatCard label="Total claims" value={formatCount(claims.length)} tone="slate" />
        <StatCard label="Collection rate" value={formatPercent(collectionRate(claims))} note="Paid ÷ submitted" />
        <StatCard
          label="First-pass rate"
          value={formatPercent(firstPassRate(claims))}
          note="Paid claims ÷ all claims"
          tone="blue"
        />
        <StatCard
          label="Average days to payment"
          value={days === null ? '—' : days.toFixed(1)}
          note="Paid claims"
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4">
        <h4 className="mb-2 text-base font-semibold text-ink">Recent claims</h4>
        <ClaimsTable caption="Recent claims" rows={recentClaims(claims, 5)} />
      </div>
      <QuickActions
        actions={[
          { label: 'Submit Claims', onClick: () => onNavigate('claims') },
          { label: 'Verify Eligibility', onClick: () => onNavigate('eligibility') },
          { label: 'Review Denials', onClick: () => onNavigate('analytics') },
        ]}
      />
    </div>
  );
}

export function ClaimsStatusTab() {
  const breakdown = statusBreakdown(claims);
  return (
    <div>
      <PanelHeading title="Claims Dashboard" />
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        {breakdown.map((s) => (
          <StatCard
            key={s.status}
            label={s.status}
            value={formatCount(s.count)}
            note={`${formatUsd(s.submitted)} submitted · ${formatUsd(s.paid)} paid`}
            tone={s.status === 'Paid' ? 'green' : s.status === 'Pending' ? 'yellow' : 'red'}
          />
        ))}
      </div>
      <div className="mt-4">
        <DataTable
          caption="Claims by status"
          rows={breakdown}
          rowKey={(s) => s.status}
          columns={[
            { header: 'Status', cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{s.status}</Badge> },
            { header: 'Claims', cell: (s) => s.count, numeric: true },
            { header: 'Share', cell: (s) => formatPercent(s.share), numeric: true },
            { header: 'Submitted', cell: (s) => formatUsd(s.submitted), numeric: true },
            { header: 'Paid', cell: (s) => formatUsd(s.paid), numeric: true },
          ]}
        />
      </div>
      <div className="mt-4">
        <h4 className="mb-2 text-base font-semibold text-ink">All claims</h4>
        <ClaimsTable caption="All claims" rows={claims} />
      </div>
    </div>
  );
}
