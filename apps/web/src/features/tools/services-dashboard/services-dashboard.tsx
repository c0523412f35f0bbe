import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { SampleDataLabel } from '../components/ui.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { CostTab, PatientRiskTab } from './patient-tabs.tsx';

type TabId = 'overview' | 'risk' | 'costs';

/**
 * The dashboard below the services tab's grid. Its first tab is the services dashboard
 * (docs/spec-notes.md#services-tab); the patient cost/risk tabs follow the spec's overview tab with
 * our own (docs/spec-notes.md#tool-tabs): patient risk by z-score, then cost and reimbursement.
 */
const TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'risk', label: 'Patient Risk' },
  { id: 'costs', label: 'Cost & Reimbursement' },
];

export function ServicesDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <section aria-labelledby="vbc-dashboard-title">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id="vbc-dashboard-title" className="text-xl font-bold text-ink">
          Value-based care dashboard
        </h3>
        <SampleDataLabel />
      </div>
      <Tabs label="Value-based care dashboard sections" tabs={TABS} selected={tab} onSelect={setTab}>
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
