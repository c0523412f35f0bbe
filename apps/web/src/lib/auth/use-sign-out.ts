import { useState } from 'react';
import { paths } from '../paths.ts';
import { useAuth } from './auth-context.tsx';

/**
 * Sign-out as every "Sign Out" control does it: end the session, then go to the home page with
 * the caller's navigation (the router's inside the app, a page load on a public page's island).
 * A failure is logged and leaves the user where they are; `signingOut` is true while it runs.
 */
export function useSignOut(navigate: (to: string) => void) {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAndLeave() {
    setSigningOut(true);
    try {
      await signOut();
      navigate(paths.home);
    } catch (err) {
      console.warn('Failed to log out', err);
    } finally {
      setSigningOut(false);
    }
  }

  return { signingOut, signOut: signOutAndLeave };
}
