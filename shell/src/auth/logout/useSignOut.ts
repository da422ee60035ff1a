import { useState } from 'react';
import { notify } from '@opsdeck/shared';

/**
 * Sign-out for the user menu. The self-service client loads on first use, so the signed-in
 * console does not carry it in its start-up code.
 */
export function useSignOut() {
  const [signingOut, setSigningOut] = useState(false);
  async function run() {
    setSigningOut(true);
    try {
      const { signOut } = await import('./sign-out');
      await signOut();
    } catch (error) {
      notify.apiError(error);
      setSigningOut(false);
    }
  }
  return { signOut: run, signingOut };
}
