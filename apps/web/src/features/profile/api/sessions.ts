// GET /sellerApi/sessions and POST /sellerApi/sessionsRevokeOthers (vendor: /vendorApi/...) - where the account is
// signed in, and "Sign out everywhere else"
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';

const KEY = ['sessions'] as const;

export const sessionsQuery = queryOptions({
  queryKey: KEY,
  queryFn: async () => (await callApi(routes.sessions)).data,
});

export function useSessions() {
  const { isSignedIn } = useSession();
  return useQuery({ ...sessionsQuery, enabled: isSignedIn });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.sessionsRevokeOthers),
    onError: apiErrorIn('sessions'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'sessions' });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
