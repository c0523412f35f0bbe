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
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../lib/paths.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** A tab: its id, its label (a catalog message, read in the workspace's language when shown) and icon. */
const tab = <Id extends string>(id: Id, label: MessageDescriptor, icon: LucideIcon) => ({
  id,
  get label(): string {
    return say(label);
  },
  icon,
});

/** The eleven workspace tabs in menu order, with their ids and labels (docs/spec-notes.md#workspace-tabs). */
export const workspaceTabs = [
  tab('profile', msg`My Profile`, User),
  tab('dashboard', msg`Dashboard`, LayoutDashboard),
  tab('upload', msg`Upload Images`, Upload),
  tab('analysis', msg`Analysis`, Activity),
  tab('treatment', msg`Treatment Plans`, ClipboardList),
  tab('consultant-services', msg`Consultant Services`, Stethoscope),
  tab('patients', msg`Patient Management`, Users),
  tab('reports', msg`Reports & Analytics`, BarChart3),
  tab('services', msg`VBC Super Agent Tools`, Sparkles),
  tab('about', msg`About`, Info),
  tab('donation', msg`Support Our Mission`, HeartHandshake),
] as const;

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
