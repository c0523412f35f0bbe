import { AlertTriangle } from 'lucide-react';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatPercent } from '../shared/format.ts';
import { alerts, policies, stateCompliance, type PolicyAlert } from './data.ts';
import { policypulseCopy as copy } from './policypulse-copy.ts';
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
      <PanelHeading title={say(copy.tabs.overview)} />
      {critical && (
        <Banner tone="red" title={critical.title} icon={<AlertTriangle className="h-5 w-5" />}>
          {critical.message}
        </Banner>
      )}
      <StatGrid>
        <StatCard
          label={say(copy.overview.activePolicies)}
          value={formatCount(countByStatus(policies, 'Active'))}
          note={say(copy.overview.tracked, { count: policies.length })}
        />
        <StatCard
          label={say(copy.overview.averageCompliance)}
          value={formatPercent(averageCompliance(stateCompliance), 0)}
          note={say(copy.overview.bandCounts, {
            compliant: bands.Compliant,
            atRisk: bands['At Risk'],
            nonCompliant: bands['Non-Compliant'],
          })}
          tone="green"
        />
        <StatCard
          label={say(copy.overview.impactScore)}
          value={score === null ? '—' : `${score.toFixed(1)}/10`}
          note={say(copy.overview.impactScoreNote)}
          tone="orange"
        />
        <StatCard
          label={say(copy.overview.pending)}
          value={formatCount(countByStatus(policies, 'Pending'))}
          note={say(copy.overview.statesMonitored, { count: stateCompliance.length })}
          tone="blue"
        />
      </StatGrid>
      <Card title={say(copy.overview.recentAlerts, { count: unreadCount(alerts) })} className="mt-4">
        <AlertList items={alerts.slice(0, 2)} />
      </Card>
      <QuickActions
        actions={[
          { label: say(copy.overview.reviewPolicies), onClick: () => onNavigate('policies') },
          { label: say(copy.overview.checkCompliance), onClick: () => onNavigate('compliance') },
          { label: say(copy.overview.readAlerts), onClick: () => onNavigate('alerts') },
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
            {!a.read && <Badge tone="blue">{say(copy.alerts.unread)}</Badge>}
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
      <PanelHeading title={say(copy.tabs.alerts)}>
        <Badge tone="blue">{say(copy.alerts.unreadCount, { count: unreadCount(alerts) })}</Badge>
      </PanelHeading>
      <Card>
        <AlertList items={alerts} />
      </Card>
    </div>
  );
}
