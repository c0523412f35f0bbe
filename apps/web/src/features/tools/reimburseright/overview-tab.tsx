import { TrendingUp } from 'lucide-react';
import { DataTable } from '../components/data-table.tsx';
import { Banner, PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { formatCount, formatUsd } from '../shared/format.ts';
import { zBand, zBandCounts } from '../shared/z-score.ts';
import { patients, preAuthRequests, type ZScorePatient } from './data.ts';
import { RiskLevelBadge, ZScoreBadge } from './risk-badges.tsx';
import { preAuthSummary, reimbursementGap, totalPotentialOptimization } from './rules.ts';
import type { TabId } from './tab-id.ts';

export function OverviewTab({ onNavigate }: { onNavigate: (tab: TabId) => void }) {
  const counts = zBandCounts(patients);
  const flagged = patients.filter((p) => zBand(p.zScore) !== 'low');
  return (
    <div>
      <PanelHeading title="Overview" />
      <Banner tone="orange" title="Optimization opportunity" icon={<TrendingUp className="h-5 w-5" />}>
        {formatCount(flagged.length)} patients with a z-score of 1.5 or more could recover{' '}
        {formatUsd(totalPotentialOptimization(flagged))} through risk-adjusted claims and contract terms.
      </Banner>
      <StatGrid>
        <StatCard label="Patients analysed" value={formatCount(patients.length)} tone="slate" />
        <StatCard
          label="High risk (z ≥ 2.5)"
          value={formatCount(counts.high)}
          note={`${counts.medium} medium, ${counts.low} low`}
          tone="red"
        />
        <StatCard label="Potential optimization" value={formatUsd(totalPotentialOptimization(patients))} tone="green" />
        <StatCard label="Pre-auth savings" value={formatUsd(preAuthSummary(preAuthRequests).savings)} tone="blue" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<ZScorePatient>
          caption="Patient z-scores"
          rows={patients}
          rowKey={(p) => p.id}
          columns={[
            {
              header: 'Patient',
              cell: (p) => (
                <>
                  <span className="font-medium">{p.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">
                    {p.patientId} · {p.age} y
                  </span>
                </>
              ),
            },
            { header: 'Wound type', cell: (p) => p.woundType },
            { header: 'Z-score', cell: (p) => <ZScoreBadge z={p.zScore} /> },
            { header: 'Risk level', cell: (p) => <RiskLevelBadge z={p.zScore} /> },
            { header: 'Projected cost', cell: (p) => formatUsd(p.projectedCost), numeric: true },
            { header: 'Gap', cell: (p) => formatUsd(reimbursementGap(p)), numeric: true },
            { header: 'Status', cell: (p) => p.status },
          ]}
        />
      </div>
      <QuickActions
        actions={[
          { label: 'Calculate Z-Score', onClick: () => onNavigate('zscore') },
          { label: 'Optimize Contracts', onClick: () => onNavigate('contracts') },
          { label: 'Pre-Auth Review', onClick: () => onNavigate('preauth') },
        ]}
      />
    </div>
  );
}
