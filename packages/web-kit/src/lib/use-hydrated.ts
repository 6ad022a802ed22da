import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates prerendered markup (app/mount.tsx), true after and on any page rendered in the
 * browser: a control that does nothing before React holds it (a form's submit) stays off while false, as the
 * prerender rendered it. Fetched data needs no such wait: the page carries the queries it was rendered with
 * (decision 018).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
