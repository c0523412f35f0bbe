import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { reimburserightCopy as copy } from './reimburseright-copy.ts';
import { OverviewTab } from './overview-tab.tsx';
import { ZScoreTab } from './z-score-tab.tsx';
import { ContractTab, PreAuthTab } from './contract-tabs.tsx';
import type { TabId } from './tab-id.ts';

/** ReimburseRight (docs/spec-notes.md#tool-tabs): Overview, Z-Score Analytics, Contract Tools, Pre-Authorization. */
const TAB_IDS: TabId[] = ['overview', 'zscore', 'contracts', 'preauth'];

export function ReimburseRightDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  const tabs: TabDef<TabId>[] = TAB_IDS.map((id) => ({ id, label: say(copy.tabs[id]) }));
  return (
    <div>
      <ToolIntro intro={say(copy.intro)} />
      <Tabs label={say(copy.sections)} tabs={tabs} selected={tab} onSelect={setTab}>
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
