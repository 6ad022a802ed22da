import { apiErrorIn, notifySuccess } from '@app/web-kit/lib/toast';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** Asks again for what a write changed, without waiting for it: the screen moves on and the figures follow. */
export function refreshQueries(queryClient: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
}

interface MemberWriteOptions<Variables, Answer> {
  mutationFn: (variables: Variables) => Promise<Answer>;
  /** The screen's toasts: the answer's message, or the refusal's, replaces the last one of the group. */
  toastGroup: string;
  /** A query the answer's data now is. */
  stores?: QueryKey;
  /** Queries the write changed. */
  refresh?: readonly QueryKey[];
}

/**
 * A member's write that says how it went in a toast of its screen, refusal or success, and brings the screen's
 * queries up to date with it.
 */
export function useMemberWrite<Variables, Answer extends { message: string; data?: unknown }>({
  mutationFn,
  toastGroup,
  stores,
  refresh = [],
}: MemberWriteOptions<Variables, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: apiErrorIn(toastGroup),
    onSuccess: (answer) => {
      if (stores) queryClient.setQueryData(stores, answer.data);
      notifySuccess(answer.message, { group: toastGroup });
      refreshQueries(queryClient, refresh);
    },
  });
}
