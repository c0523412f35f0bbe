import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authApi, type Profile, type ProfilePatch, type SessionUser, type SignUpInput } from './auth-api.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
export type AuthModalMode = 'signin' | 'signup';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  profile: Profile | null;
  signIn(email: string, password: string, rememberMe: boolean): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
  updateProfile(patch: ProfilePatch): Promise<void>;
  modal: AuthModalMode | null;
  openAuthModal(mode: AuthModalMode): void;
  closeAuthModal(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children, initialStatus = 'loading' }: { children: ReactNode; initialStatus?: AuthStatus }) {
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [modal, setModal] = useState<AuthModalMode | null>(null);

  const loadProfile = useCallback(async () => {
    try {
      setProfile((await authApi.getProfile()).profile);
    } catch (err) {
      // Spec: a profile fetch failure is only logged; the account exists.
      console.warn('Profile fetch failed', err);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    authApi
      .getSession()
      .then(async (session) => {
        if (cancelled) return;
        if (session?.user) {
          setUser(session.user);
          setStatus('signed-in');
          await loadProfile();
        } else setStatus('signed-out');
      })
      .catch(() => !cancelled && setStatus('signed-out'));
    return () => {
      cancelled = true;
    };
  }, [loadProfile]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      profile,
      modal,
      openAuthModal: (mode) => setModal(mode),
      closeAuthModal: () => setModal(null),
      async signIn(email, password, rememberMe) {
        const res = await authApi.signIn(email, password, rememberMe);
        setUser(res.user);
        setStatus('signed-in');
        await loadProfile();
      },
      async signUp(input) {
        const res = await authApi.signUp(input);
        setUser(res.user);
        setStatus('signed-in');
        await loadProfile();
      },
      async signOut() {
        try {
          await authApi.signOut();
        } finally {
          setUser(null);
          setProfile(null);
          setStatus('signed-out');
        }
      },
      refreshProfile: loadProfile,
      async updateProfile(patch) {
        const res = await authApi.updateProfile(patch);
        setProfile((prev) => ({ ...(prev ?? res.profile), ...res.profile }));
      },
    }),
    [status, user, profile, modal, loadProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
