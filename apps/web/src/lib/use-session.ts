import { useSyncExternalStore } from 'react';
import { getMemberToken, hasSession, subscribeToSession } from './storage';

/** Re-renders on sign-in and sign-out. */
export function useSession() {
  const isSignedIn = useSyncExternalStore(subscribeToSession, hasSession);
  const isMember = useSyncExternalStore(subscribeToSession, () => Boolean(getMemberToken()));
  return { isSignedIn, isMember };
}
