import { AlertTriangle } from 'lucide-react';
import { DataTable } from '../components/data-table.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
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
import { claimsCopy as copy } from './claims-copy.ts';
import type { TabId } from './tab-id.ts';

export function OverviewTab({ onNavigate }: { onNavigate: (tab: TabId) => void }) {
  const denied = statusBreakdown(claims).find((s) => s.status === 'Denied')!;
  const top = denialReasons(claims)[0];
  const days = averageDaysToPayment(claims);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.overview)} />
      {denied.count > 0 && (
        <Banner
          tone="red"
          title={say(copy.overview.denied, { count: denied.count, amount: formatUsd(denied.submitted) })}
          icon={<AlertTriangle className="h-5 w-5" />}
        >
          {top
            ? say(copy.overview.deniedWithReason, { reason: top.reason, share: formatPercent(top.share) })
            : say(copy.overview.deniedNoReason)}
        </Banner>
      )}
      <StatGrid>
        <StatCard label={say(copy.overview.total)} value={formatCount(claims.length)} tone="slate" />
        <StatCard
          label={say(copy.overview.collectionRate)}
          value={formatPercent(collectionRate(claims))}
          note={say(copy.overview.collectionRateNote)}
        />
        <StatCard
          label={say(copy.overview.firstPass)}
          value={formatPercent(firstPassRate(claims))}
          note={say(copy.overview.firstPassNote)}
          tone="blue"
        />
        <StatCard
          label={say(copy.overview.averageDays)}
          value={days === null ? '—' : days.toFixed(1)}
          note={say(copy.overview.averageDaysNote)}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4">
        <h4 className="mb-2 text-base font-semibold text-ink">{say(copy.overview.recent)}</h4>
        <ClaimsTable caption={say(copy.overview.recent)} rows={recentClaims(claims, 5)} />
      </div>
      <QuickActions
        actions={[
          { label: say(copy.overview.submit), onClick: () => onNavigate('claims') },
          { label: say(copy.overview.verify), onClick: () => onNavigate('eligibility') },
          { label: say(copy.overview.reviewDenials), onClick: () => onNavigate('analytics') },
        ]}
      />
    </div>
  );
}

export function ClaimsStatusTab() {
  const breakdown = statusBreakdown(claims);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.claims)} />
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        {breakdown.map((s) => (
          <StatCard
            key={s.status}
            label={s.status}
            value={formatCount(s.count)}
            note={say(copy.status.amounts, { submitted: formatUsd(s.submitted), paid: formatUsd(s.paid) })}
            tone={s.status === 'Paid' ? 'green' : s.status === 'Pending' ? 'yellow' : 'red'}
          />
        ))}
      </div>
      <div className="mt-4">
        <DataTable
          caption={say(copy.status.caption)}
          rows={breakdown}
          rowKey={(s) => s.status}
          columns={[
            { header: say(copy.table.status), cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{s.status}</Badge> },
            { header: say(copy.status.claims), cell: (s) => s.count, numeric: true },
            { header: say(copy.status.share), cell: (s) => formatPercent(s.share), numeric: true },
            { header: say(copy.table.submitted), cell: (s) => formatUsd(s.submitted), numeric: true },
            { header: say(copy.table.paid), cell: (s) => formatUsd(s.paid), numeric: true },
          ]}
        />
      </div>
      <div className="mt-4">
        <h4 className="mb-2 text-base font-semibold text-ink">{say(copy.status.all)}</h4>
        <ClaimsTable caption={say(copy.status.all)} rows={claims} />
      </div>
    </div>
  );
}
