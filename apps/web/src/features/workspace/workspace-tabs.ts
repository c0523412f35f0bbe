import {
  Activity,
  BarChart3,
  ClipboardList,
  HeartHandshake,
  Info,
  LayoutDashboard,
  Sparkles,
  Stethoscope,
  Upload,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../lib/paths.ts';

/**
 * The eleven workspace tabs in menu order, with their ids and the spec's English labels
 * (docs/spec-notes.md#workspace-tabs). The labels are also the route table's page titles, which
 * the public prerender reads outside Vite, so this file holds no catalog message: screens show a
 * tab's name in the workspace's language through `sayTab` (tab-words.ts).
 */
export const workspaceTabs = [
  { id: 'profile', label: 'My Profile', icon: User },
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'upload', label: 'Upload Images', icon: Upload },
  { id: 'analysis', label: 'Analysis', icon: Activity },
  { id: 'treatment', label: 'Treatment Plans', icon: ClipboardList },
  { id: 'consultant-services', label: 'Consultant Services', icon: Stethoscope },
  { id: 'patients', label: 'Patient Management', icon: Users },
  { id: 'reports', label: 'Reports & Analytics', icon: BarChart3 },
  { id: 'services', label: 'VBC Super Agent Tools', icon: Sparkles },
  { id: 'about', label: 'About', icon: Info },
  { id: 'donation', label: 'Support Our Mission', icon: HeartHandshake },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type TabId = (typeof workspaceTabs)[number]['id'];

export function isTabId(v: unknown): v is TabId {
  return typeof v === 'string' && workspaceTabs.some((t) => t.id === v);
}

export function tabLabel(id: TabId): string {
  return workspaceTabs.find((t) => t.id === id)!.label;
}

/**
 * Each tab's address. The three tabs that work on one assessment (Treatment Plans, Consultant
 * Services, Reports & Analytics) and Analysis carry its id when one is open, so the address alone
 * says what is shown: a reload, a new browser tab or a shared link lands on the same screen.
 */
export function tabPath(tab: TabId, assessmentId?: string | null): string {
  const w = paths.workspace;
  switch (tab) {
    case 'analysis':
      return assessmentId ? w.assessment(assessmentId) : w.analysis;
    case 'treatment':
      return w.treatment(assessmentId);
    case 'consultant-services':
      return w.consultants(assessmentId);
    case 'reports':
      return w.reports(assessmentId);
    case 'upload':
      return w.upload();
    default:
      return w[tab];
  }
}
