import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { SampleDataLabel } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { servicesDashboardCopy as copy } from './services-dashboard-copy.ts';
import { OverviewTab } from './overview-tab.tsx';
import { CostTab, PatientRiskTab } from './patient-tabs.tsx';

type TabId = 'overview' | 'risk' | 'costs';

/**
 * The dashboard below the services tab's grid. Its first tab is the services dashboard
 * (docs/spec-notes.md#services-tab); the patient cost/risk tabs follow the spec's overview tab with
 * our own (docs/spec-notes.md#tool-tabs): patient risk by z-score, then cost and reimbursement.
 */
const TAB_IDS: TabId[] = ['overview', 'risk', 'costs'];

export function ServicesDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  const tabs: TabDef<TabId>[] = TAB_IDS.map((id) => ({ id, label: say(copy.tabs[id]) }));
  return (
    <section aria-labelledby="vbc-dashboard-title">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id="vbc-dashboard-title" className="text-xl font-bold text-ink">
          {say(copy.title)}
        </h3>
        <SampleDataLabel />
      </div>
      <Tabs label={say(copy.sections)} tabs={tabs} selected={tab} onSelect={setTab}>
        {(id) => {
          switch (id) {
            case 'overview':
              return <OverviewTab />;
            case 'risk':
              return <PatientRiskTab />;
            case 'costs':
              return <CostTab />;
          }
        }}
      </Tabs>
    </section>
  );
}
