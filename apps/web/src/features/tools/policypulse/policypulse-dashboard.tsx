import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { OverviewTab, PolicyAlertsTab } from './overview-tabs.tsx';
import { ActivePoliciesTab, ImpactAnalysisTab, StateComplianceTab } from './policy-tabs.tsx';

type TabId = 'overview' | 'policies' | 'impact' | 'compliance' | 'alerts';

/** PolicyPulse, policy monitoring (docs/spec-notes.md#tool-tabs): Overview, Active Policies, Impact Analysis, State Compliance, Policy Alerts. */
const TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'policies', label: 'Active Policies' },
  { id: 'impact', label: 'Impact Analysis' },
  { id: 'compliance', label: 'State Compliance' },
  { id: 'alerts', label: 'Policy Alerts' },
];

export function PolicyPulseDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <div>
      <ToolIntro intro="Policy monitoring for wound care: coverage, telehealth and clinical policies, what they change for revenue, state compliance and alerts." />
      <Tabs label="PolicyPulse sections" tabs={TABS} selected={tab} onSelect={setTab}>
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
