import type { AppDeps } from '../../context.ts';
import type { Workspace } from '../jobs/start-workspace.ts';

/**
 * The workspace (file store + job queue) started for a set of deps. Kept beside the deps
 * rather than on them, so routes find it without widening AppDeps.
 */
const registry = new WeakMap<AppDeps, Workspace>();

export function attachWorkspace(deps: AppDeps, ws: Workspace) {
  registry.set(deps, ws);
}

export function workspaceOf(deps: AppDeps): Workspace {
  const ws = registry.get(deps);
  if (!ws) throw new Error('The workspace was not started (call startWorkspace in bootstrap).');
  return ws;
}
