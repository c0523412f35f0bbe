import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
  /** With panels on the tabs, every panel is rendered (inactive ones `hidden`): prerendered pages hold all content. */
  panel?: ReactNode;
}

/** Index of the tab a key moves to (arrows wrap, Home/End jump), or null for other keys. */
export function tabIndexForKey(index: number, key: string, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

const looks = {
  /** Underlined tabs of the workspace and the tools. */
  line: {
    list: '-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1',
    tab: (on: boolean) =>
      `-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2.5 text-sm font-semibold transition-colors sm:px-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
        on
          ? 'border-brand-700 text-brand-800'
          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
      }`,
    panel: 'pt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  },
  /** Segmented control of the public pages. */
  pill: {
    list: 'grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex',
    tab: (on: boolean) =>
      `flex-1 whitespace-nowrap rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        on ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-ink'
      }`,
    panel: 'mt-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
  },
};

/**
 * The one WAI-ARIA tabs of the product, automatic activation: ←/→ move (wrapping), Home/End
 * jump; only the selected tab is in the Tab order. Controlled. The panel is `children` (a node,
 * or a function of the selected id), or, when the tabs carry `panel`s, all of them.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  look = 'line',
}: {
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  children?: ReactNode | ((id: T) => ReactNode);
  look?: keyof typeof looks;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;
  const style = looks[look];

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexForKey(index, e.key, tabs.length);
    if (next === null) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  }

  const panel = (id: T, content: ReactNode, hidden = false) => (
    <div
      key={id}
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      tabIndex={0}
      hidden={hidden}
      className={style.panel}
    >
      {content}
    </div>
  );

  return (
    <div>
      <div role="tablist" aria-label={label} className={style.list}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={i === index}
            aria-controls={panelId(t.id)}
            tabIndex={i === index ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(t.id)}
            className={style.tab(i === index)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.some((t) => t.panel !== undefined)
        ? tabs.map((t, i) => panel(t.id, t.panel, i !== index))
        : panel(tabs[index]!.id, typeof children === 'function' ? children(tabs[index]!.id) : children)}
    </div>
  );
}
