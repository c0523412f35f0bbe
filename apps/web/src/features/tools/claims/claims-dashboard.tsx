import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { claimsCopy as copy } from './claims-copy.ts';
import { ClaimsStatusTab, OverviewTab } from './claims-tabs.tsx';
import { AnalyticsTab, EligibilityTab } from './analytics-tabs.tsx';
import type { TabId } from './tab-id.ts';

/** CLAIMS (docs/spec-notes.md#tool-tabs): Overview, Claims Dashboard, Eligibility Verification, Analytics & Forecasting. */
const TAB_IDS: TabId[] = ['overview', 'claims', 'eligibility', 'analytics'];

export function ClaimsDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  const tabs: TabDef<TabId>[] = TAB_IDS.map((id) => ({ id, label: say(copy.tabs[id]) }));
  return (
    <div>
      <ToolIntro
        intro={say(copy.intro)}
        action={
          <button
            type="button"
            onClick={() => setTab('claims')}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <FileCheck2 className="h-4 w-4" aria-hidden="true" />
            {say(copy.process)}
          </button>
        }
      />
      <Tabs label={say(copy.sections)} tabs={tabs} selected={tab} onSelect={setTab}>
        {(id) => {
          switch (id) {
            case 'overview':
              return <OverviewTab onNavigate={setTab} />;
            case 'claims':
              return <ClaimsStatusTab />;
            case 'eligibility':
              return <EligibilityTab />;
            case 'analytics':
              return <AnalyticsTab />;
          }
        }}
      </Tabs>
    </div>
  );
}
