import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SavingsTab } from './savings-tab.tsx';
import { AntibioticsTab, FormularyTab, ResourcesTab } from './reference-tabs.tsx';

type TabId = 'overview' | 'savings' | 'formulary' | 'antibiotics' | 'resources';

/** MedOpti, medication optimisation (docs/spec-notes.md#tool-tabs): tabs overview, savings, formulary, antibiotics, resources. */
const TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'savings', label: 'Savings' },
  { id: 'formulary', label: 'Formulary' },
  { id: 'antibiotics', label: 'Antibiotics' },
  { id: 'resources', label: 'Resources' },
];

export function MedOptiDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <div>
      <ToolIntro intro="Medication and supply cost optimisation for wound care: negotiated prices, the patient impact of the savings, formulary position and antibiotic stewardship." />
      <Tabs label="MedOpti sections" tabs={TABS} selected={tab} onSelect={setTab}>
        {(id) => {
          switch (id) {
            case 'overview':
              return <OverviewTab onOpenCalculator={() => setTab('savings')} />;
            case 'savings':
              return <SavingsTab />;
            case 'formulary':
              return <FormularyTab />;
            case 'antibiotics':
              return <AntibioticsTab />;
            case 'resources':
              return <ResourcesTab />;
          }
        }}
      </Tabs>
    </div>
  );
}
