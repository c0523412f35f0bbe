import { createContext, useContext } from 'react';
import type { ThreadJson } from '@woundcare/api-types';
import type { ThreadsState } from './use-threads.ts';
import type { TabId } from './workspace-tabs.ts';

/**
 * What every screen may use: the threads, the open assessment, switching screens, server status.
 * Switching goes through the router: each call below navigates to the screen's address.
 */
export interface Workspace extends ThreadsState {
  /** the open screen's tab (null on the workspace's not-found screen) */
  tab: TabId | null;
  /** go to a tab (carrying the open assessment to the tabs that show one) */
  goTo(tab: TabId): void;
  /** the assessment the address names (null: the screen shows the newest) */
  selectedId: string | null;
  selected: ThreadJson | null;
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
