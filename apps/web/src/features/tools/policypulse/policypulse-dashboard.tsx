import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { policypulseCopy as copy } from './policypulse-copy.ts';
import { OverviewTab, PolicyAlertsTab } from './overview-tabs.tsx';
import { ActivePoliciesTab, ImpactAnalysisTab, StateComplianceTab } from './policy-tabs.tsx';

type TabId = 'overview' | 'policies' | 'impact' | 'compliance' | 'alerts';

/** PolicyPulse, policy monitoring (docs/spec-notes.md#tool-tabs): Overview, Active Policies, Impact Analysis, State Compliance, Policy Alerts. */
const TAB_IDS: TabId[] = ['overview', 'policies', 'impact', 'compliance', 'alerts'];

export function PolicyPulseDashboard() {
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
            case 'policies':
              return <ActivePoliciesTab />;
            case 'impact':
              return <ImpactAnalysisTab />;
            case 'compliance':
              return <StateComplianceTab />;
            case 'alerts':
              return <PolicyAlertsTab />;
          }
        }}
      </Tabs>
    </div>
  );
}
