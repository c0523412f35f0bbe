import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { advocateiqCopy as copy } from './advocateiq-copy.ts';
import { CampaignsTab, OverviewTab } from './campaign-tabs.tsx';
import { ActionItemsTab, AnalyticsTab, CoalitionTab } from './coalition-tabs.tsx';
import type { TabId } from './tab-id.ts';

/** AdvocateIQ (docs/spec-notes.md#tool-tabs): Overview, Campaigns, Coalition Builder, Action Items, Analytics. */
const TAB_IDS: TabId[] = ['overview', 'campaigns', 'coalition', 'actions', 'analytics'];

export function AdvocateIqDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  const tabs: TabDef<TabId>[] = TAB_IDS.map((id) => ({ id, label: say(copy.tabs[id]) }));
  return (
    <div>
      <ToolIntro
        intro={say(copy.intro)}
        action={
          <button
            type="button"
            onClick={() => setTab('campaigns')}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Megaphone className="h-4 w-4" aria-hidden="true" />
            {say(copy.launch)}
          </button>
        }
      />
      <Tabs label={say(copy.sections)} tabs={tabs} selected={tab} onSelect={setTab}>
        {(id) => {
          switch (id) {
            case 'overview':
              return <OverviewTab onNavigate={setTab} />;
            case 'campaigns':
              return <CampaignsTab />;
            case 'coalition':
              return <CoalitionTab />;
            case 'actions':
              return <ActionItemsTab />;
            case 'analytics':
              return <AnalyticsTab />;
          }
        }}
      </Tabs>
    </div>
  );
}
