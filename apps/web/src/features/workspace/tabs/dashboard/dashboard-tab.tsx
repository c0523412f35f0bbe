import {
  Activity,
  BarChart3,
  ClipboardList,
  MessageSquare,
  Stethoscope,
  Upload,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Badge, SampleDataBadge } from '../../../../components/ui/badge.tsx';
import { Card, PageHeading } from '../../../../components/ui/card.tsx';
import { statusTone } from '../../../../lib/analysis/colors.ts';
import { capitalize } from '../../../../lib/analysis/rules.ts';
import { useWorkspace } from '../../workspace-context.tsx';
import type { TabId } from '../../workspace-tabs.ts';
import {
  RECENT_PATIENTS_SHOWN,
  sampleConsultations,
  samplePatients,
  sampleStats,
  UPCOMING_CONSULTATIONS_SHOWN,
} from './data.ts';

const statIcons: Record<(typeof sampleStats)[number]['id'], LucideIcon> = {
  patients: Users,
  analyses: Activity,
  consultations: Stethoscope,
  plans: ClipboardList,
};

const quickActions: { label: string; tab: TabId; icon: LucideIcon }[] = [
  { label: 'Upload Image', tab: 'upload', icon: Upload },
  { label: 'New Analysis', tab: 'upload', icon: Activity },
  { label: 'Find Consultants', tab: 'consultant-services', icon: Stethoscope },
  { label: 'View Reports', tab: 'reports', icon: BarChart3 },
];

/** Dashboard (spec 001 §2): fixed sample figures, clearly labelled, and quick actions that switch tabs. */
export function DashboardTab() {
  const { goTo } = useWorkspace();
  return (
    <div>
      <PageHeading
        title="Dashboard"
        description="An overview of a wound-care practice. The figures and lists below are fixed sample data, not your records."
        actions={<SampleDataBadge />}
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sampleStats.map((s) => {
          const Icon = statIcons[s.id];
          return (
            <Card as="li" key={s.id}>
              <div className="flex items-start justify-between">
                <p className="text-sm font-medium text-slate-600">{s.label}</p>
                <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
              </div>
              <p className="mt-2 text-3xl font-bold text-ink">{s.value}</p>
              <p className="mt-1 text-xs text-slate-500">
                {s.note} · <span className="font-medium text-violet-700">Sample data</span>
              </p>
            </Card>
          );
        })}
      </ul>

      <Card as="section" className="mt-6">
        <h2 className="text-lg font-semibold text-ink">Quick actions</h2>
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {quickActions.map(({ label, tab, icon: Icon }) => (
            <button
              key={label}
              type="button"
              onClick={() => goTo(tab)}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 px-3 py-4 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
            >
              <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </Card>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card as="section">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Recent Patients</h2>
            <SampleDataBadge />
          </div>
          <ul className="mt-4 divide-y divide-slate-100">
            {samplePatients.slice(0, RECENT_PATIENTS_SHOWN).map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex items-center gap-3">
                  <span
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
                    aria-hidden="true"
                  >
                    {p.name.charAt(0)}
                  </span>
                  <div>
                    <p className="font-medium text-slate-800">{p.name}</p>
                    <p className="text-xs text-slate-500">Age {p.age}</p>
                  </div>
                </div>
                <Badge tone={statusTone(p.status)}>{capitalize(p.status)}</Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Upcoming Consultations</h2>
            <SampleDataBadge />
          </div>
          <ul className="mt-4 divide-y divide-slate-100">
            {sampleConsultations.slice(0, UPCOMING_CONSULTATIONS_SHOWN).map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex items-center gap-3">
                  <span className="rounded-lg bg-blue-50 p-2 text-blue-700">
                    {c.type === 'video' ? (
                      <Video className="h-4 w-4" aria-label="Video" />
                    ) : (
                      <MessageSquare className="h-4 w-4" aria-label="Chat" />
                    )}
                  </span>
                  <div>
                    <p className="font-medium text-slate-800">{c.specialist}</p>
                    <p className="text-xs text-slate-500">
                      {c.date} · {c.duration}
                    </p>
                  </div>
                </div>
                <Badge tone={statusTone(c.status)}>{capitalize(c.status)}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
