/**
 * Every key the signed-in workspace keeps in the browser's storage starts with this; sign-out
 * removes them all (nothing of the session is left behind for the next person: docs/spec-notes.md#sign-out-clears-the-browser).
 */
export const WORKSPACE_STORAGE_PREFIX = 'woundly.workspace.';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function clearPrefixed(storage: KeyedStorage | null | undefined) {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(WORKSPACE_STORAGE_PREFIX)) keys.push(k);
  }
  for (const k of keys) storage.removeItem(k);
}

const listeners = new Set<() => void>();

/**
 * Registers what must be forgotten at sign-out beyond storage (a data cache, say); returns the
 * unregister function.
 */
export function onClientStateCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes the workspace's storage keys (session and local) and tells every registered cache to forget. */
export function clearWorkspaceState(
  storages: () => (KeyedStorage | null)[] = () => [window.sessionStorage, window.localStorage],
) {
  try {
    for (const s of storages()) clearPrefixed(s);
  } catch {
    /* storage denied: nothing was stored either */
  }
  for (const l of listeners) l();
}
