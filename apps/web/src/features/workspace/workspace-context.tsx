import { createContext, useContext } from 'react';
import type { AssessmentJson } from '@woundcare/api-types';
import type { AssessmentsState } from './api/use-assessments.ts';
import type { TabId } from './workspace-tabs.ts';

/**
 * What every screen may use: the assessments, the open assessment, switching screens, server status.
 * Switching goes through the router: each call below navigates to the screen's address.
 */
export interface Workspace extends AssessmentsState {
  /** the open screen's tab (null on the workspace's not-found screen) */
  tab: TabId | null;
  /** go to a tab (carrying the open assessment to the tabs that show one) */
  goTo(tab: TabId): void;
  /** the assessment the address names (null: the screen shows the newest) */
  selectedId: string | null;
  selected: AssessmentJson | null;
  /** show another assessment on the open tab */
  select(id: string | null): void;
  /** Open an assessment on a tab. */
  open(id: string, tab: TabId): void;
  connected: boolean | null;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useWorkspace must be used inside the workspace');
  return ws;
}
