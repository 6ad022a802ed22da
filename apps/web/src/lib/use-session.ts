import { useSyncExternalStore } from 'react';
import { getMemberToken, getVendorToken, hasSession, subscribeToSession } from './storage';

/** Re-renders on sign-in and sign-out. */
export function useSession() {
  const isSignedIn = useSyncExternalStore(subscribeToSession, hasSession);
  const isMember = useSyncExternalStore(subscribeToSession, () => Boolean(getMemberToken()));
  // The api client's rule: the vendor paths only when the vendor token is the only session.
  const isVendor = useSyncExternalStore(subscribeToSession, () => !getMemberToken() && Boolean(getVendorToken()));
  return { isSignedIn, isMember, isVendor };
}
