import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates prerendered markup (app/mount.tsx), true after and on any page rendered in the
 * browser. A part showing fetched data renders its loading state while false, as the build did: a part that
 * hydrates late (a lazy chunk) would otherwise meet data that arrived meanwhile and not match the markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
