import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ZScoreTab } from './z-score-tab.tsx';
import { ContractTab, PreAuthTab } from './contract-tabs.tsx';
import type { TabId } from './tab-id.ts';

/** ReimburseRight (docs/spec-notes.md#tool-tabs): Overview, Z-Score Analytics, Contract Tools, Pre-Authorization. */
const TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'zscore', label: 'Z-Score Analytics' },
  { id: 'contracts', label: 'Contract Tools' },
  { id: 'preauth', label: 'Pre-Authorization' },
];

export function ReimburseRightDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <div>
      <ToolIntro intro="Reimbursement optimisation: find the patients whose projected cost runs far above the cohort (z-score), the contracts with room to improve, and the pre-authorizations in flight." />
      <Tabs label="ReimburseRight sections" tabs={TABS} selected={tab} onSelect={setTab}>
        {(id) => {
          switch (id) {
            case 'overview':
              return <OverviewTab onNavigate={setTab} />;
            case 'zscore':
              return <ZScoreTab />;
            case 'contracts':
              return <ContractTab />;
            case 'preauth':
              return <PreAuthTab />;
          }
        }}
      </Tabs>
    </div>
  );
}
