import { getMemberToken, getVendorToken, hasSession, subscribeToSession } from '@app/web-kit/lib/storage';
import { useSyncExternalStore } from 'react';

// Prerendered pages are a visitor's (app/prerender.tsx): hydration starts signed out, then shows the session.
const signedOut = () => false;

/** Re-renders on sign-in and sign-out. */
export function useSession() {
  const isSignedIn = useSyncExternalStore(subscribeToSession, hasSession, signedOut);
  const isMember = useSyncExternalStore(subscribeToSession, () => Boolean(getMemberToken()), signedOut);
  // The api client's rule: the vendor paths only when the vendor token is the only session.
  const isVendor = useSyncExternalStore(
    subscribeToSession,
    () => !getMemberToken() && Boolean(getVendorToken()),
    signedOut,
  );
  return { isSignedIn, isMember, isVendor };
}
