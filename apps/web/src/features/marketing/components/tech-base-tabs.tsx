import { useState, type ReactNode } from 'react';
import { DEFAULT_TECH_TAB, TECH_TABS, techBasePage, type TechTab } from '../../../content/tech-base.ts';
import { CheckList, FeatureGrid } from './cards.tsx';
import { IconTile } from './icon.tsx';
import { Tabs, type TabDef } from '../../../components/ui/tabs.tsx';

const t = techBasePage;

function PanelHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {lead && <p className="mt-2 leading-7 text-slate-600">{lead}</p>}
    </div>
  );
}

const statusClass = {
  Completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  'In Progress': 'bg-amber-50 text-amber-900 ring-amber-200',
  Planned: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

const panels: Record<TechTab, ReactNode> = {
  overview: (
    <>
      <PanelHeader title={t.overview.title} lead={t.overview.lead} />
      <div className="mt-8">
        <FeatureGrid items={t.overview.components} />
      </div>
    </>
  ),
  architecture: (
    <>
      <PanelHeader title={t.architecture.title} lead={t.architecture.lead} />
      <ol className="mt-8 grid gap-6 md:grid-cols-2">
        {t.architecture.layers.map((layer, i) => (
          <li key={layer.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700">Layer {i + 1}</p>
            <h3 className="mt-1 text-xl font-bold text-ink">{layer.name}</h3>
            <p className="mt-3 inline-block rounded-lg bg-slate-900 px-3 py-1.5 font-mono text-sm text-brand-200">
              {layer.formula}
            </p>
            <p className="mt-4 leading-7 text-slate-600">{layer.description}</p>
            <CheckList items={layer.points} className="mt-4" />
          </li>
        ))}
      </ol>
    </>
  ),
  technology: (
    <>
      <PanelHeader title={t.technology.title} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {t.technology.groups.map((g) => (
          <div key={g.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <IconTile icon={g.icon} />
              <h3 className="text-xl font-bold text-ink">{g.title}</h3>
            </div>
            <dl className="mt-6 space-y-4">
              {g.items.map((item) => (
                <div key={item.name}>
                  <dt className="font-semibold text-slate-800">{item.name}</dt>
                  <dd className="mt-1 text-sm leading-6 text-slate-600">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </>
  ),
  roadmap: (
    <>
      <PanelHeader title={t.roadmap.title} lead={t.roadmap.lead} />
      <ol className="mt-8 space-y-6 border-l-2 border-brand-200 pl-6">
        {t.roadmap.phases.map((p) => (
          <li key={p.phase} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              className="absolute -left-[2.1rem] top-7 h-4 w-4 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
              aria-hidden="true"
            />
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm font-semibold text-brand-700">Phase {p.phase}</p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusClass[p.status]}`}
              >
                {p.status}
              </span>
              <p className="text-sm text-slate-500">{p.date}</p>
            </div>
            <h3 className="mt-2 text-xl font-bold text-ink">{p.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{p.description}</p>
          </li>
        ))}
      </ol>
    </>
  ),
};

const tabs: TabDef<TechTab>[] = TECH_TABS.map((id) => ({ id, label: t.tabLabels[id], panel: panels[id] }));

/** The Tech Base page's tabbed sections (an island: hydrated on the prerendered page). */
export function TechBaseTabs() {
  const [tab, setTab] = useState<TechTab>(DEFAULT_TECH_TAB);
  return <Tabs tabs={tabs} selected={tab} onSelect={setTab} label="Tech Base sections" look="pill" />;
}
