import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clearWorkspaceState } from '../client-state.ts';
import { getProfile } from './api/get-profile.ts';
import { getSession } from './api/get-session.ts';
import type { Profile, SessionUser } from './api/shared.ts';
import { signInWithEmail } from './api/sign-in-with-email.ts';
import { signOut as requestSignOut } from './api/sign-out.ts';
import { signUpWithEmail, type SignUpInput } from './api/sign-up-with-email.ts';
import { updateProfile as patchProfile, type ProfilePatch } from './api/update-profile.ts';
import { verifyRecoveryCode } from './api/verify-recovery-code.ts';
import { verifyTotp } from './api/verify-totp.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
export type AuthModalMode = 'signin' | 'signup';

interface AuthSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
  profile: Profile | null;
  modal: AuthModalMode | null;
  /** true once the user signed out here (not a visitor who never signed in) */
  signedOut?: boolean;
}

interface AuthActions {
  /** 'two-factor': the password was right and the account asks for a code next (`completeSignIn`). */
  signIn(email: string, password: string, rememberMe: boolean): Promise<'signed-in' | 'two-factor'>;
  /** The second step: a code from the authenticator app, or a recovery code. */
  completeSignIn(code: string, kind: 'app' | 'recovery'): Promise<void>;
  /** Reads the session again (after two-factor was turned on or off). */
  refreshSession(): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
  updateProfile(patch: ProfilePatch): Promise<void>;
  openAuthModal(mode: AuthModalMode): void;
  closeAuthModal(): void;
}

type AuthState = AuthSnapshot & AuthActions;

/**
 * The session, profile and auth modal as a store outside React, so that the separate React
 * roots of a prerendered page's islands (header, Book a Demo buttons, the modal) share one
 * session and one modal. `start()` asks the server for the session once.
 */
export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  /** The state the HTML was rendered with (hydration must start from it). */
  getInitialSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  start(): void;
  actions: AuthActions;
}

export function createAuthStore(initialStatus: AuthStatus = 'loading'): AuthStore {
  const initial: AuthSnapshot = { status: initialStatus, user: null, profile: null, modal: null };
  let state = initial;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<AuthSnapshot>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  async function loadProfile() {
    try {
      set({ profile: (await getProfile()).profile });
    } catch (err) {
      // Spec: a profile fetch failure is only logged; the account exists.
      console.warn('Profile fetch failed', err);
    }
  }

  return {
    getSnapshot: () => state,
    getInitialSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      getSession()
        .then(async (session) => {
          if (session?.user) {
            set({ user: session.user, status: 'signed-in' });
            await loadProfile();
          } else set({ status: 'signed-out' });
        })
        .catch(() => set({ status: 'signed-out' }));
    },
    actions: {
      openAuthModal: (mode) => set({ modal: mode }),
      closeAuthModal: () => set({ modal: null }),
      async signIn(email, password, rememberMe) {
        const res = await signInWithEmail(email, password, rememberMe);
        if (!('user' in res)) return 'two-factor';
        set({ user: res.user, status: 'signed-in', signedOut: false });
        await loadProfile();
        return 'signed-in';
      },
      async completeSignIn(code, kind) {
        const res = kind === 'app' ? await verifyTotp(code) : await verifyRecoveryCode(code);
        set({ user: res.user, status: 'signed-in' });
        await loadProfile();
      },
      async refreshSession() {
        const session = await getSession();
        if (session?.user) set({ user: session.user, status: 'signed-in' });
        else set({ user: null, profile: null, status: 'signed-out' });
      },
      async signUp(input) {
        const res = await signUpWithEmail(input);
        set({ user: res.user, status: 'signed-in', signedOut: false });
        await loadProfile();
      },
      async signOut() {
        try {
          await requestSignOut();
        } finally {
          // docs/spec-notes.md#sign-out-clears-the-browser: the workspace's stored keys and cached answers go with the session
          clearWorkspaceState();
          set({ user: null, profile: null, status: 'signed-out', signedOut: true });
        }
      },
      refreshProfile: loadProfile,
      async updateProfile(patch) {
        const res = await patchProfile(patch);
        set({ profile: { ...(state.profile ?? res.profile), ...res.profile } });
      },
    },
  };
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides a store: the one given (shared between island roots) or its own. */
export function AuthProvider({
  children,
  initialStatus = 'loading',
  store,
}: {
  children: ReactNode;
  initialStatus?: AuthStatus;
  store?: AuthStore;
}) {
  const [own] = useState(() => store ?? createAuthStore(initialStatus));
  const snapshot = useSyncExternalStore(own.subscribe, own.getSnapshot, own.getInitialSnapshot);
  useEffect(() => own.start(), [own]);
  const value = useMemo<AuthState>(() => ({ ...snapshot, ...own.actions }), [snapshot, own]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
