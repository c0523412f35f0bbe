import { Info } from 'lucide-react';
import { Disclosure } from '../components/disclosure.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { sayParts } from '../../../lib/i18n/say-parts.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatDate, formatPercent } from '../shared/format.ts';
import { actions, campaigns, partners, type Campaign } from './data.ts';
import { advocateiqCopy as copy } from './advocateiq-copy.ts';
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
      <PanelHeading title={say(copy.tabs.overview)} />
      {next && (
        <Banner tone="blue" title={say(copy.overview.nextUp)} icon={<Info className="h-5 w-5" />}>
          {say(copy.overview.nextUpText, {
            action: next.action,
            target: next.target,
            date: formatDate(next.date),
            status: next.status,
          })}
        </Banner>
      )}
      <StatGrid>
        <StatCard
          label={say(copy.overview.activeCampaigns)}
          value={formatCount(c.active)}
          note={say(copy.inPlanning, { count: c.planning })}
        />
        <StatCard label={say(copy.overview.supporters)} value={formatCount(c.supporters)} tone="green" />
        <StatCard
          label={say(copy.overview.partners)}
          value={formatCount(k.partners)}
          note={say(copy.overview.members, { count: formatCount(k.members) })}
          tone="blue"
        />
        <StatCard
          label={say(copy.overview.openActions)}
          value={formatCount(a.total)}
          note={say(copy.overview.highPriority, { count: a.highPriority })}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {campaigns.map((x) => (
          <Card key={x.id} title={x.name}>
            <p className="mb-2 text-sm text-slate-700">
              {x.type} · {x.status}
            </p>
            <ProgressBar value={x.progress} label={say(copy.progressOf, { name: x.name })} />
            <p className="mt-2 text-sm">
              {sayParts(copy.overview.progressText, {
                supporters: formatCount(x.supporters),
                target: formatCount(x.target),
                progress: <strong>{x.progress}%</strong>,
              })}
            </p>
          </Card>
        ))}
      </div>
      <QuickActions
        actions={[
          { label: say(copy.launch), onClick: () => onNavigate('campaigns') },
          { label: say(copy.overview.build), onClick: () => onNavigate('coalition') },
          { label: say(copy.overview.mobilize), onClick: () => onNavigate('actions') },
        ]}
      />
    </div>
  );
}

export function CampaignsTab() {
  const s = campaignSummary(campaigns);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.campaigns)} />
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        <StatCard
          label={say(copy.campaigns.active)}
          value={formatCount(s.active)}
          note={say(copy.inPlanning, { count: s.planning })}
        />
        <StatCard label={say(copy.campaigns.totalSupporters)} value={formatCount(s.supporters)} tone="green" />
        <StatCard label={say(copy.campaigns.averageProgress)} value={formatPercent(s.averageProgress)} tone="blue" />
      </div>
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {campaigns.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <div className="flex flex-wrap gap-2">
                <Badge tone={c.status === 'Active' ? 'green' : 'yellow'}>{c.status}</Badge>
                <Badge tone={IMPACT_TONE[c.impact]}>{say(copy.campaigns.impact, { impact: c.impact })}</Badge>
                <Badge tone="brand">{c.type}</Badge>
              </div>
              <h4 className="mt-2 font-semibold text-ink">{c.name}</h4>
              <p className="mt-1 text-sm text-slate-700">{c.description}</p>
              <div className="mt-3">
                <ProgressBar value={c.progress} label={say(copy.progressOf, { name: c.name })} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.campaigns.progress)}</dt>
                  <dd className="font-semibold">{c.progress}%</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.campaigns.supporters)}</dt>
                  <dd className="font-semibold">
                    {formatCount(c.supporters)} / {formatCount(c.target)} ({formatPercent(supporterShare(c), 0)})
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{say(copy.campaigns.deadline)}</dt>
                  <dd className="font-semibold">{formatDate(c.deadline)}</dd>
                </div>
              </dl>
              <Disclosure label={say(copy.campaigns.manage)}>
                <p className="font-semibold">{say(copy.campaigns.milestones)}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {c.keyMilestones.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
                <p className="mt-2">
                  <span className="font-semibold">{say(copy.campaigns.nextAction)}</span> {c.nextAction}
                </p>
              </Disclosure>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
