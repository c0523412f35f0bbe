import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatDate } from '../shared/format.ts';
import {
  actions,
  campaigns,
  impactMetrics,
  partners,
  type AdvocacyAction,
  type CoalitionPartner,
  type Level,
} from './data.ts';
import { advocateiqCopy as copy } from './advocateiq-copy.ts';
import { actionSummary, coalitionSummary, contributionsSummary, influenceCounts, shortCampaignName } from './rules.ts';

const LEVEL_TONE: Record<Level, Tone> = { High: 'red', Medium: 'orange', Low: 'slate' };
const STATUS_TONE: Record<AdvocacyAction['status'], Tone> = {
  Scheduled: 'blue',
  'In Progress': 'orange',
  Active: 'green',
  Planning: 'yellow',
};

export function CoalitionTab() {
  const s = coalitionSummary(partners);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.coalition)} />
      <StatGrid>
        <StatCard label={say(copy.coalition.partners)} value={formatCount(s.partners)} />
        <StatCard label={say(copy.coalition.totalMembers)} value={formatCount(s.members)} tone="blue" />
        <StatCard label={say(copy.coalition.highInfluence)} value={formatCount(s.highInfluence)} tone="red" />
        <StatCard label={say(copy.coalition.activelyEngaged)} value={formatCount(s.active)} tone="green" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<CoalitionPartner>
          caption={say(copy.coalition.caption)}
          rows={partners}
          rowKey={(p) => p.id}
          columns={[
            {
              header: say(copy.coalition.partner),
              cell: (p) => (
                <>
                  <span className="font-medium">{p.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">{p.type}</span>
                </>
              ),
            },
            { header: say(copy.coalition.members), cell: (p) => formatCount(p.members), numeric: true },
            {
              header: say(copy.coalition.influence),
              cell: (p) => <Badge tone={LEVEL_TONE[p.influence]}>{p.influence}</Badge>,
            },
            { header: say(copy.coalition.engagement), cell: (p) => p.engagement },
            {
              header: say(copy.coalition.contributions),
              cell: (p) => <span title={p.contributions.join(', ')}>{contributionsSummary(p.contributions)}</span>,
            },
          ]}
        />
      </div>
    </div>
  );
}

export function ActionItemsTab() {
  const s = actionSummary(actions);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.actions)} />
      <StatGrid>
        <StatCard label={say(copy.actions.items)} value={formatCount(s.total)} />
        <StatCard label={say(copy.actions.scheduled)} value={formatCount(s.scheduled)} tone="blue" />
        <StatCard
          label={say(copy.actions.underWay)}
          value={formatCount(s.underway)}
          note={say(copy.actions.underWayNote)}
          tone="green"
        />
        <StatCard label={say(copy.actions.highPriority)} value={formatCount(s.highPriority)} tone="red" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<AdvocacyAction>
          caption={say(copy.actions.caption)}
          rows={actions}
          rowKey={(a) => a.id}
          columns={[
            {
              header: say(copy.actions.action),
              cell: (a) => (
                <>
                  <span className="font-medium">{a.action}</span>
                  <br />
                  <span className="text-xs text-slate-600">{a.description}</span>
                </>
              ),
            },
            { header: say(copy.actions.type), cell: (a) => a.type },
            { header: say(copy.actions.target), cell: (a) => a.target },
            {
              header: say(copy.actions.date),
              cell: (a) => <span className="whitespace-nowrap">{formatDate(a.date)}</span>,
            },
            { header: say(copy.actions.status), cell: (a) => <Badge tone={STATUS_TONE[a.status]}>{a.status}</Badge> },
            {
              header: say(copy.actions.priority),
              cell: (a) => <Badge tone={LEVEL_TONE[a.priority]}>{a.priority}</Badge>,
            },
          ]}
        />
      </div>
    </div>
  );
}

export function AnalyticsTab() {
  const strength = influenceCounts(partners);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.analytics)} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <BarChart
            title={say(copy.analytics.performance)}
            valueHeader={say(copy.analytics.performanceValue)}
            max={100}
            bars={campaigns.map((c) => ({
              label: shortCampaignName(c.name),
              fullLabel: c.name,
              value: c.progress,
              display: `${c.progress}%`,
            }))}
          />
        </Card>
        <Card>
          <h4 className="mb-2 text-sm font-semibold text-slate-700">{say(copy.analytics.strength)}</h4>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(Object.keys(strength) as Level[]).map((level) => (
              <div key={level} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs font-medium text-slate-600">{level}</dt>
                <dd className="text-2xl font-bold text-ink">{strength[level]}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <BarChart
            title={say(copy.analytics.impact)}
            valueHeader={say(copy.analytics.impactValue)}
            max={100}
            tone="green"
            bars={impactMetrics.map((m) => ({ label: m.label, value: m.percent, display: `${m.percent}%` }))}
          />
        </Card>
      </div>
    </div>
  );
}
