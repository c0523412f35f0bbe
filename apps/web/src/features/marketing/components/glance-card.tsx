import type { ContentIcon } from '../../../content/marketing-types.ts';
import { CheckList } from './cards.tsx';
import { Icon } from './icon.tsx';

/** The hero's side card on solution and service pages: icon, name and what is included. */
export function GlanceCard({
  icon,
  label,
  title,
  items,
}: {
  icon: ContentIcon;
  label: string;
  title: string;
  items: string[];
}) {
  return (
    <div className="mx-auto max-w-sm rounded-3xl bg-white p-8 shadow-xl ring-1 ring-brand-100">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md">
        <Icon icon={icon} className="h-8 w-8" />
      </span>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-bold text-ink">{title}</p>
      <CheckList items={items} className="mt-5" />
    </div>
  );
}
