import { TrendingUp } from 'lucide-react';
import { DataTable } from '../components/data-table.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatUsd } from '../shared/format.ts';
import { zBand, zBandCounts } from '../shared/z-score.ts';
import { patients, preAuthRequests, type ZScorePatient } from './data.ts';
import { RiskLevelBadge, ZScoreBadge } from './risk-badges.tsx';
import { reimburserightCopy } from './reimburseright-copy.ts';
import { preAuthSummary, reimbursementGap, totalPotentialOptimization } from './rules.ts';
import type { TabId } from './tab-id.ts';

const copy = reimburserightCopy.overview;

export function OverviewTab({ onNavigate }: { onNavigate: (tab: TabId) => void }) {
  const counts = zBandCounts(patients);
  const flagged = patients.filter((p) => zBand(p.zScore) !== 'low');
  return (
    <div>
      <PanelHeading title={say(reimburserightCopy.tabs.overview)} />
      <Banner tone="orange" title={say(copy.opportunity)} icon={<TrendingUp className="h-5 w-5" />}>
        {say(copy.opportunityText, {
          count: formatCount(flagged.length),
          amount: formatUsd(totalPotentialOptimization(flagged)),
        })}
      </Banner>
      <StatGrid>
        <StatCard label={say(copy.analysed)} value={formatCount(patients.length)} tone="slate" />
        <StatCard
          label={say(copy.highRisk)}
          value={formatCount(counts.high)}
          note={say(copy.otherBands, { medium: counts.medium, low: counts.low })}
          tone="red"
        />
        <StatCard label={say(copy.potential)} value={formatUsd(totalPotentialOptimization(patients))} tone="green" />
        <StatCard
          label={say(copy.preAuthSavings)}
          value={formatUsd(preAuthSummary(preAuthRequests).savings)}
          tone="blue"
        />
      </StatGrid>
      <div className="mt-4">
        <DataTable<ZScorePatient>
          caption={say(copy.caption)}
          rows={patients}
          rowKey={(p) => p.id}
          columns={[
            {
              header: say(copy.patient),
              cell: (p) => (
                <>
                  <span className="font-medium">{p.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">
                    {p.patientId} · {say(reimburserightCopy.age, { age: p.age })}
                  </span>
                </>
              ),
            },
            { header: say(copy.woundType), cell: (p) => p.woundType },
            { header: say(copy.zScore), cell: (p) => <ZScoreBadge z={p.zScore} /> },
            { header: say(copy.riskLevel), cell: (p) => <RiskLevelBadge z={p.zScore} /> },
            { header: say(copy.projectedCost), cell: (p) => formatUsd(p.projectedCost), numeric: true },
            { header: say(copy.gap), cell: (p) => formatUsd(reimbursementGap(p)), numeric: true },
            { header: say(copy.status), cell: (p) => p.status },
          ]}
        />
      </div>
      <QuickActions
        actions={[
          { label: say(copy.calculate), onClick: () => onNavigate('zscore') },
          { label: say(copy.optimize), onClick: () => onNavigate('contracts') },
          { label: say(copy.review), onClick: () => onNavigate('preauth') },
        ]}
      />
    </div>
  );
}
