import { useState } from 'react';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { ToolIntro } from '../components/ui.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { medoptiCopy as copy } from './medopti-copy.ts';
import { OverviewTab } from './overview-tab.tsx';
import { SavingsTab } from './savings-tab.tsx';
import { AntibioticsTab, FormularyTab, ResourcesTab } from './reference-tabs.tsx';

type TabId = 'overview' | 'savings' | 'formulary' | 'antibiotics' | 'resources';

/** MedOpti, medication optimisation (docs/spec-notes.md#tool-tabs): tabs overview, savings, formulary, antibiotics, resources. */
const TAB_IDS: TabId[] = ['overview', 'savings', 'formulary', 'antibiotics', 'resources'];

export function MedOptiDashboard() {
  const [tab, setTab] = useState<TabId>('overview');
  const tabs: TabDef<TabId>[] = TAB_IDS.map((id) => ({ id, label: say(copy.tabs[id]) }));
  return (
    <div>
      <ToolIntro intro={say(copy.intro)} />
      <Tabs label={say(copy.sections)} tabs={tabs} selected={tab} onSelect={setTab}>
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
