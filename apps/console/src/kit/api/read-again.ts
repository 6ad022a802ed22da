import { type InferDataFromTag, type QueryKey, useQueryClient } from '@tanstack/react-query';

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

/**
 * After a write whose answer is the record as stored: the answer is shown under its query's key without another
 * round trip, and the lists and figures that show the change (`changed`) are read again when next on screen.
 */
export function useStoreAnswer(...changed: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return <Key extends QueryKey>(queryKey: Key, answer: InferDataFromTag<unknown, Key>) => {
    queryClient.setQueryData(queryKey, answer);
    readAgain(...changed);
  };
}
