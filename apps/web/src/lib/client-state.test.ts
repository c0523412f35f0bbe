import { describe, expect, it, vi } from 'vitest';
import { clearWorkspaceState, onClientStateCleared } from './client-state.ts';

function memoryStorage(entries: Record<string, string>) {
  const m = new Map(Object.entries(entries));
  return {
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    removeItem: (k: string) => void m.delete(k),
    keys: () => [...m.keys()],
  };
}

describe('clearWorkspaceState (sign-out)', () => {
  it('removes every workspace key from both storages, keeps the rest, and tells the caches', () => {
    const session = memoryStorage({ 'woundly.workspace.tab': 'x', 'woundly.workspace.assessment': 'y', other: 'z' });
    const local = memoryStorage({ 'woundly.workspace.draft': 'd', 'woundly.consent': 'c' });
    const cache = vi.fn();
    const off = onClientStateCleared(cache);
    clearWorkspaceState(() => [session, local]);
    expect(session.keys()).toEqual(['other']);
    expect(local.keys()).toEqual(['woundly.consent']);
    expect(cache).toHaveBeenCalledTimes(1);
    off();
    clearWorkspaceState(() => [null]);
    expect(cache).toHaveBeenCalledTimes(1);
  });
  it('survives a storage that refuses access', () => {
    expect(() =>
      clearWorkspaceState(() => {
        throw new Error('denied');
      }),
    ).not.toThrow();
  });
});
