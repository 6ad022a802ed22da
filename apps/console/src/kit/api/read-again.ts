import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * After a write: the lists and figures it changed are marked stale, so the screens showing them read them again.
 * Not awaited: a dialog closes on the write's answer, not on the lists coming back.
 */
export function useReadAgain() {
  const queryClient = useQueryClient();
  return (...keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
