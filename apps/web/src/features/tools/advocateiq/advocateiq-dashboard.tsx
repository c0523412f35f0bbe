import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { CampaignsTab, OverviewTab } from './campaign-tabs.tsx';
import { ActionItemsTab, AnalyticsTab, CoalitionTab } from './coalition-tabs.tsx';
import type { TabId } from './tab-id.ts';

/** AdvocateIQ (docs/spec-notes.md#tool-tabs): Overview, Campaigns, Coalition Builder, Action Items, Analytics. */
const TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'coalition', label: 'Coalition Builder' },
  { id: 'actions', label: 'Action Items' },
  { id: 'analytics', label: 'Analytics' },
];

export function AdvocateIqDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <div>
      <ToolIntro
        intro="Advocacy for wound-care coverage and reimbursement: campaigns, the coalition behind them and the actions that move them."
        action={
          <button
            type="button"
            onClick={() => setTab('campaigns')}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Megaphone className="h-4 w-4" aria-hidden="true" />
            Launch Campaign
          </button>
        }
      />
      <Tabs label="AdvocateIQ sections" tabs={TABS} selected={tab} onSelect={setTab}>
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
