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

/** The eleven workspace tabs of spec 001 §2, in menu order, with the spec's ids and labels. */
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
export const DEFAULT_TAB: TabId = 'profile';

export function isTabId(v: unknown): v is TabId {
  return typeof v === 'string' && workspaceTabs.some((t) => t.id === v);
}

export function tabLabel(id: TabId): string {
  return workspaceTabs.find((t) => t.id === id)!.label;
}

/**
 * The spec gives tabs no URL; we keep the open tab (and the open analysis) in sessionStorage so
 * a reload returns to it, while a new browser tab starts on the default, profile.
 */
export const TAB_STORAGE_KEY = 'woundly.workspace.tab';
export const THREAD_STORAGE_KEY = 'woundly.workspace.thread';

export function readStoredTab(storage: Pick<Storage, 'getItem'> | null): TabId {
  try {
    const v = storage?.getItem(TAB_STORAGE_KEY);
    return isTabId(v) ? v : DEFAULT_TAB;
  } catch {
    return DEFAULT_TAB;
  }
}

export function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
