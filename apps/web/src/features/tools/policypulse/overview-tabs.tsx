import { AlertTriangle } from 'lucide-react';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount, formatPercent } from '../shared/format.ts';
import { alerts, policies, stateCompliance, type PolicyAlert } from './data.ts';
import { averageCompliance, complianceBandCounts, countByStatus, impactScore, unreadCount } from './rules.ts';

const ALERT_TONE: Record<PolicyAlert['type'], Tone> = { Critical: 'red', High: 'orange', Medium: 'yellow' };

function formatTime(iso: string) {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

export function OverviewTab({ onNavigate }: { onNavigate: (tab: 'policies' | 'compliance' | 'alerts') => void }) {
  const score = impactScore(policies);
  const bands = complianceBandCounts(stateCompliance);
  const critical = alerts.find((a) => a.type === 'Critical' && !a.read);
  return (
    <div>
      <PanelHeading title="Overview" />
      {critical && (
        <Banner tone="red" title={critical.title} icon={<AlertTriangle className="h-5 w-5" />}>
          {critical.message}
        </Banner>
      )}
      <StatGrid>
        <StatCard
          label="Active policies"
          value={formatCount(countByStatus(policies, 'Active'))}
          note={`${policies.length} policies tracked`}
        />
        <StatCard
          label="Average compliance"
          value={formatPercent(averageCompliance(stateCompliance), 0)}
          note={`${bands.Compliant} compliant, ${bands['At Risk']} at risk, ${bands['Non-Compliant']} non-compliant`}
          tone="green"
        />
        <StatCard
          label="Impact score"
          value={score === null ? '—' : `${score.toFixed(1)}/10`}
          note="Mean impact of active and pending policies"
          tone="orange"
        />
        <StatCard
          label="Pending changes"
          value={formatCount(countByStatus(policies, 'Pending'))}
          note={`${stateCompliance.length} states monitored in this sample`}
          tone="blue"
        />
      </StatGrid>
      <Card title={`Recent alerts (${unreadCount(alerts)} unread)`} className="mt-4">
        <AlertList items={alerts.slice(0, 2)} />
      </Card>
      <QuickActions
        actions={[
          { label: 'Review active policies', onClick: () => onNavigate('policies') },
          { label: 'Check state compliance', onClick: () => onNavigate('compliance') },
          { label: 'Read all alerts', onClick: () => onNavigate('alerts') },
        ]}
      />
    </div>
  );
}

function AlertList({ items }: { items: readonly PolicyAlert[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((a) => (
        <li key={a.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={ALERT_TONE[a.type]}>{a.type}</Badge>
            <span className="font-semibold text-ink">{a.title}</span>
            {!a.read && <Badge tone="blue">Unread</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-700">{a.message}</p>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={a.time}>{formatTime(a.time)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function PolicyAlertsTab() {
  return (
    <div>
      <PanelHeading title="Policy Alerts">
        <Badge tone="blue">{unreadCount(alerts)} unread</Badge>
      </PanelHeading>
      <Card>
        <AlertList items={alerts} />
      </Card>
    </div>
  );
}
