import { createContext, useContext } from 'react';
import type { ThreadJson } from '@woundcare/api-types';
import type { ThreadsState } from './use-threads.ts';
import type { TabId } from './workspace-tabs.ts';

/** What every tab panel may use: the threads, the open analysis, tab switching, server status. */
export interface Workspace extends ThreadsState {
  tab: TabId;
  goTo(tab: TabId): void;
  selectedId: string | null;
  selected: ThreadJson | null;
  select(id: string | null): void;
  /** Open a thread in a tab (selects it and switches). */
  open(id: string, tab: TabId): void;
  connected: boolean | null;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useWorkspace must be used inside the workspace');
  return ws;
}
