import { Info } from 'lucide-react';
import { Disclosure } from '../components/disclosure.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount, formatDate, formatPercent } from '../shared/format.ts';
import { actions, campaigns, partners, type Campaign } from './data.ts';
import { actionSummary, campaignSummary, coalitionSummary, supporterShare } from './rules.ts';
import type { TabId } from './tab-id.ts';

const IMPACT_TONE: Record<Campaign['impact'], Tone> = { High: 'red', Medium: 'orange', Low: 'slate' };

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
    </div>
  );
}

export function OverviewTab({ onNavigate }: { onNavigate: (tab: TabId) => void }) {
  const c = campaignSummary(campaigns);
  const k = coalitionSummary(partners);
  const a = actionSummary(actions);
  const next = [...actions].sort((x, y) => x.date.localeCompare(y.date))[0];
  return (
    <div>
      <PanelHeading title="Overview" />
      {next && (
        <Banner tone="blue" title="Next up" icon={<Info className="h-5 w-5" />}>
          {next.action} — {next.target}, {formatDate(next.date)} ({next.status}).
        </Banner>
      )}
      <StatGrid>
        <StatCard label="Active campaigns" value={formatCount(c.active)} note={`${c.planning} in planning`} />
        <StatCard label="Supporters" value={formatCount(c.supporters)} tone="green" />
        <StatCard
          label="Coalition partners"
          value={formatCount(k.partners)}
          note={`${formatCount(k.members)} members`}
          tone="blue"
        />
        <StatCard
          label="Open action items"
          value={formatCount(a.total)}
          note={`${a.highPriority} high priority`}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {campaigns.map((x) => (
          <Card key={x.id} title={x.name}>
            <p className="mb-2 text-sm text-slate-700">
              {x.type} · {x.status}
            </p>
            <ProgressBar value={x.progress} label={`${x.name} progress`} />
            <p className="mt-2 text-sm">
              <strong>{x.progress}%</strong> complete · {formatCount(x.supporters)} of {formatCount(x.target)}{' '}
              supporters
            </p>
          </Card>
        ))}
      </div>
      <QuickActions
        actions={[
          { label: 'Launch Campaign', onClick: () => onNavigate('campaigns') },
          { label: 'Build Coalition', onClick: () => onNavigate('coalition') },
          { label: 'Mobilize Supporters', onClick: () => onNavigate('actions') },
        ]}
      />
    </div>
  );
}

export function CampaignsTab() {
  const s = campaignSummary(campaigns);
  return (
    <div>
      <PanelHeading title="Campaigns" />
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        <StatCard label="Active" value={formatCount(s.active)} note={`${s.planning} in planning`} />
        <StatCard label="Total supporters" value={formatCount(s.supporters)} tone="green" />
        <StatCard label="Average progress" value={formatPercent(s.averageProgress)} tone="blue" />
      </div>
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {campaigns.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <div className="flex flex-wrap gap-2">
                <Badge tone={c.status === 'Active' ? 'green' : 'yellow'}>{c.status}</Badge>
                <Badge tone={IMPACT_TONE[c.impact]}>{c.impact} impact</Badge>
                <Badge tone="brand">{c.type}</Badge>
              </div>
              <h4 className="mt-2 font-semibold text-ink">{c.name}</h4>
              <p className="mt-1 text-sm text-slate-700">{c.description}</p>
              <div className="mt-3">
                <ProgressBar value={c.progress} label={`${c.name} progress`} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">Progress</dt>
                  <dd className="font-semibold">{c.progress}%</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Supporters</dt>
                  <dd className="font-semibold">
                    {formatCount(c.supporters)} / {formatCount(c.target)} ({formatPercent(supporterShare(c), 0)})
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Deadline</dt>
                  <dd className="font-semibold">{formatDate(c.deadline)}</dd>
                </div>
              </dl>
              <Disclosure label="Manage Campaign">
                <p className="font-semibold">Key milestones</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {c.keyMilestones.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
                <p className="mt-2">
                  <span className="font-semibold">Next action:</span> {c.nextAction}
                </p>
              </Disclosure>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
