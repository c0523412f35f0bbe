import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider, createAuthStore, type AuthStore } from './auth-context.tsx';
import { useSignOut } from './use-sign-out.ts';

function storeWith(signOut: () => Promise<void>): AuthStore {
  const store = createAuthStore('signed-in');
  return { ...store, start: () => undefined, actions: { ...store.actions, signOut } };
}

function renderSignOut(signOut: () => Promise<void>) {
  const navigate = vi.fn<(to: string) => void>();
  const store = storeWith(signOut);
  const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;
  return { navigate, ...renderHook(() => useSignOut(navigate), { wrapper }) };
}

afterEach(cleanup);

describe('useSignOut', () => {
  it('ends the session, then goes home, and is busy only while it runs', async () => {
    let finish!: () => void;
    const signOut = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { result, navigate } = renderSignOut(signOut);
    expect(result.current.signingOut).toBe(false);
    let done!: Promise<void>;
    act(() => {
      done = result.current.signOut();
    });
    expect(result.current.signingOut).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await done;
    });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(result.current.signingOut).toBe(false);
  });

  it('logs a failed sign-out and stays on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, navigate } = renderSignOut(() => Promise.reject(new Error('offline')));
    await act(() => result.current.signOut());
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Failed to log out', expect.any(Error));
    expect(result.current.signingOut).toBe(false);
    warn.mockRestore();
  });
});
