import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
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
      <PanelHeading title="Coalition Builder" />
      <StatGrid>
        <StatCard label="Partners" value={formatCount(s.partners)} />
        <StatCard label="Total members" value={formatCount(s.members)} tone="blue" />
        <StatCard label="High influence" value={formatCount(s.highInfluence)} tone="red" />
        <StatCard label="Actively engaged" value={formatCount(s.active)} tone="green" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<CoalitionPartner>
          caption="Coalition partners"
          rows={partners}
          rowKey={(p) => p.id}
          columns={[
            {
              header: 'Partner',
              cell: (p) => (
                <>
                  <span className="font-medium">{p.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">{p.type}</span>
                </>
              ),
            },
            { header: 'Members', cell: (p) => formatCount(p.members), numeric: true },
            { header: 'Influence', cell: (p) => <Badge tone={LEVEL_TONE[p.influence]}>{p.influence}</Badge> },
            { header: 'Engagement', cell: (p) => p.engagement },
            {
              header: 'Contributions',
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
      <PanelHeading title="Action Items" />
      <StatGrid>
        <StatCard label="Action items" value={formatCount(s.total)} />
        <StatCard label="Scheduled" value={formatCount(s.scheduled)} tone="blue" />
        <StatCard label="Under way" value={formatCount(s.underway)} note="In progress or active" tone="green" />
        <StatCard label="High priority" value={formatCount(s.highPriority)} tone="red" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<AdvocacyAction>
          caption="Advocacy action items"
          rows={actions}
          rowKey={(a) => a.id}
          columns={[
            {
              header: 'Action',
              cell: (a) => (
                <>
                  <span className="font-medium">{a.action}</span>
                  <br />
                  <span className="text-xs text-slate-600">{a.description}</span>
                </>
              ),
            },
            { header: 'Type', cell: (a) => a.type },
            { header: 'Target', cell: (a) => a.target },
            { header: 'Date', cell: (a) => <span className="whitespace-nowrap">{formatDate(a.date)}</span> },
            { header: 'Status', cell: (a) => <Badge tone={STATUS_TONE[a.status]}>{a.status}</Badge> },
            { header: 'Priority', cell: (a) => <Badge tone={LEVEL_TONE[a.priority]}>{a.priority}</Badge> },
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
      <PanelHeading title="Analytics" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <BarChart
            title="Campaign performance (progress)"
            valueHeader="Progress (%)"
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
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Coalition strength (partners by influence)</h4>
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
            title="Advocacy impact"
            valueHeader="Percent"
            max={100}
            tone="green"
            bars={impactMetrics.map((m) => ({ label: m.label, value: m.percent, display: `${m.percent}%` }))}
          />
        </Card>
      </div>
    </div>
  );
}
