import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { formatCount, formatPercent } from '../shared/format.ts';
import {
  antibiotics,
  formulary,
  resources,
  type AntibioticUse,
  type FormularyItem,
  type FormularyTier,
} from './data.ts';
import { formularyOptimisation, stewardship } from './rules.ts';

const TIER_TONE: Record<FormularyTier, Tone> = { Preferred: 'green', 'Non-preferred': 'red', 'Under review': 'yellow' };

export function FormularyTab() {
  const preferred = formulary.filter((f) => f.tier === 'Preferred').length;
  return (
    <div>
      <PanelHeading title="Formulary" />
      <StatGrid>
        <StatCard
          label="Formulary optimisation"
          value={formatPercent(formularyOptimisation(formulary), 0)}
          note={`${preferred} of ${formulary.length} items on the preferred tier`}
          tone="blue"
        />
        <StatCard
          label="Items to switch"
          value={formatCount(formulary.length - preferred)}
          note="Non-preferred or under review"
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4">
        <DataTable<FormularyItem>
          caption="Wound-care supply formulary"
          rows={formulary}
          rowKey={(f) => f.hcpcs}
          columns={[
            {
              header: 'Code',
              cell: (f) => <span className="whitespace-nowrap font-mono text-xs">{labelCode(f.hcpcs)}</span>,
            },
            { header: 'Product', cell: (f) => f.product },
            { header: 'Tier', cell: (f) => <Badge tone={TIER_TONE[f.tier]}>{f.tier}</Badge> },
            { header: 'Preferred alternative', cell: (f) => f.alternative ?? '—' },
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
      <PanelHeading title="Antibiotics" />
      <StatGrid>
        <StatCard label="Courses this quarter" value={formatCount(s.courses)} tone="slate" />
        <StatCard
          label="Culture-guided"
          value={formatPercent(s.cultureGuidedRate)}
          note="Courses chosen on a wound culture"
          tone="green"
        />
        <StatCard
          label="Longer than guideline"
          value={formatCount(s.overGuideline.length)}
          note={s.overGuideline.join(', ') || 'None'}
          tone="orange"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<AntibioticUse>
          caption="Antibiotic courses for wound infections"
          rows={antibiotics}
          rowKey={(a) => a.name}
          columns={[
            {
              header: 'Antibiotic',
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
            { header: 'Courses', cell: (a) => formatCount(a.courses), numeric: true },
            {
              header: 'Mean days',
              cell: (a) => (
                <span className={a.meanDays > a.guidelineDays ? 'font-semibold text-red-700' : ''}>{a.meanDays}</span>
              ),
              numeric: true,
            },
            { header: 'Guideline max', cell: (a) => `${a.guidelineDays} d`, numeric: true },
          ]}
        />
        <Card>
          <BarChart
            title="Culture-guided share of courses"
            valueHeader="Culture-guided (%)"
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
      <PanelHeading title="Resources" />
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
