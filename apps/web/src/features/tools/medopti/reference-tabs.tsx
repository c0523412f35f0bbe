import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatPercent } from '../shared/format.ts';
import {
  antibiotics,
  formulary,
  resources,
  type AntibioticUse,
  type FormularyItem,
  type FormularyTier,
} from './data.ts';
import { medoptiCopy as copy } from './medopti-copy.ts';
import { formularyOptimisation, stewardship } from './rules.ts';

const TIER_TONE: Record<FormularyTier, Tone> = { Preferred: 'green', 'Non-preferred': 'red', 'Under review': 'yellow' };

export function FormularyTab() {
  const preferred = formulary.filter((f) => f.tier === 'Preferred').length;
  return (
    <div>
      <PanelHeading title={say(copy.tabs.formulary)} />
      <StatGrid>
        <StatCard
          label={say(copy.overview.formularyOptimisation)}
          value={formatPercent(formularyOptimisation(formulary), 0)}
          note={say(copy.formulary.itemsPreferred, { preferred, total: formulary.length })}
          tone="blue"
        />
        <StatCard
          label={say(copy.formulary.toSwitch)}
          value={formatCount(formulary.length - preferred)}
          note={say(copy.formulary.toSwitchNote)}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4">
        <DataTable<FormularyItem>
          caption={say(copy.formulary.caption)}
          rows={formulary}
          rowKey={(f) => f.hcpcs}
          columns={[
            {
              header: say(copy.formulary.code),
              cell: (f) => <span className="whitespace-nowrap font-mono text-xs">{labelCode(f.hcpcs)}</span>,
            },
            { header: say(copy.formulary.product), cell: (f) => f.product },
            { header: say(copy.formulary.tier), cell: (f) => <Badge tone={TIER_TONE[f.tier]}>{f.tier}</Badge> },
            { header: say(copy.formulary.alternative), cell: (f) => f.alternative ?? '—' },
          ]}
        />
      </div>
    </div>
  );
}

export function AntibioticsTab() {
  const s = stewardship(antibiotics);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.antibiotics)} />
      <StatGrid>
        <StatCard label={say(copy.antibiotics.courses)} value={formatCount(s.courses)} tone="slate" />
        <StatCard
          label={say(copy.antibiotics.cultureGuided)}
          value={formatPercent(s.cultureGuidedRate)}
          note={say(copy.antibiotics.cultureGuidedNote)}
          tone="green"
        />
        <StatCard
          label={say(copy.antibiotics.overGuideline)}
          value={formatCount(s.overGuideline.length)}
          note={s.overGuideline.join(', ') || say(copy.antibiotics.none)}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<AntibioticUse>
          caption={say(copy.antibiotics.caption)}
          rows={antibiotics}
          rowKey={(a) => a.name}
          columns={[
            {
              header: say(copy.antibiotics.antibiotic),
              cell: (a) => (
                <>
                  <span className="font-medium">{a.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">
                    {a.route} · {a.indication}
                  </span>
                </>
              ),
            },
            { header: say(copy.antibiotics.coursesColumn), cell: (a) => formatCount(a.courses), numeric: true },
            {
              header: say(copy.antibiotics.meanDays),
              cell: (a) => (
                <span className={a.meanDays > a.guidelineDays ? 'font-semibold text-red-700' : ''}>{a.meanDays}</span>
              ),
              numeric: true,
            },
            {
              header: say(copy.antibiotics.guidelineMax),
              cell: (a) => say(copy.antibiotics.days, { days: a.guidelineDays }),
              numeric: true,
            },
          ]}
        />
        <Card>
          <BarChart
            title={say(copy.antibiotics.guidedChart)}
            valueHeader={say(copy.antibiotics.guidedChartValue)}
            max={100}
            bars={s.perDrugGuidedRate.map((r) => ({ label: r.name, value: r.rate, display: formatPercent(r.rate) }))}
          />
        </Card>
      </div>
    </div>
  );
}

export function ResourcesTab() {
  return (
    <div>
      <PanelHeading title={say(copy.tabs.resources)} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {resources.map((r) => (
          <li key={r.title}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-2">
                <h4 className="font-semibold text-ink">{r.title}</h4>
                <Badge tone="brand">{r.kind}</Badge>
              </div>
              <p className="mt-2 text-sm text-slate-600">{r.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
