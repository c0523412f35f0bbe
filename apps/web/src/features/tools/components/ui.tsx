import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** The "Sample data" label every tool screen carries (clinical honesty: these are not real records). */
export function SampleDataLabel({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30 ${className}`}
    >
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      {say(msg`Sample data`)}
    </span>
  );
}

/** Header of one tool: intro line, the Sample data label, optional header action. */
export function ToolIntro({ intro, action, sample = true }: { intro: string; action?: ReactNode; sample?: boolean }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600">{intro}</p>
        {sample && <SampleDataLabel className="mt-2" />}
      </div>
      {action}
    </div>
  );
}

/** A panel's heading row; every tab panel repeats the Sample data label next to its title. */
export function PanelHeading({
  title,
  sample = true,
  children,
}: {
  title: string;
  sample?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {sample && <SampleDataLabel />}
      </div>
    </div>
  );
}

export function StatCard({
  label,
  value,
  note,
  tone = 'brand',
}: {
  label: string;
  value: string;
  note?: string;
  tone?: Tone;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={`mt-1 text-xl font-bold sm:text-2xl ${TONE_TEXT[tone]}`}>{value}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>;
}

export type Tone = 'brand' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'slate';

const TONE_TEXT: Record<Tone, string> = {
  brand: 'text-brand-800',
  red: 'text-red-700',
  orange: 'text-orange-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
  blue: 'text-blue-700',
  slate: 'text-slate-800',
};

/** A coloured banner (alert) with a title and text. */
export function Banner({
  tone,
  title,
  children,
  icon,
}: {
  tone: 'red' | 'orange' | 'blue' | 'green';
  title: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  const cls = {
    red: 'border-red-200 bg-red-50 text-red-900',
    orange: 'border-orange-200 bg-orange-50 text-orange-900',
    blue: 'border-blue-200 bg-blue-50 text-blue-900',
    green: 'border-green-200 bg-green-50 text-green-900',
  }[tone];
  return (
    <div className={`mb-4 flex gap-3 rounded-xl border p-4 ${cls}`}>
      {icon && (
        <span className="mt-0.5 shrink-0" aria-hidden="true">
          {icon}
        </span>
      )}
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm">{children}</div>
      </div>
    </div>
  );
}

/** Quick-action buttons that jump to another tab of the same tool. */
export function QuickActions({ actions }: { actions: { label: string; onClick: () => void }[] }) {
  return (
    <Card title={say(msg`Quick actions`)} className="mt-4">
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            onClick={a.onClick}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {a.label}
          </button>
        ))}
      </div>
    </Card>
  );
}
