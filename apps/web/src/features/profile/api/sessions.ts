// GET /sellerApi/sessions and POST /sellerApi/sessionsRevokeOthers (vendor: /vendorApi/...) - where the account is
// signed in, and "Sign out everywhere else"

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemberWrite } from '../../../lib/use-member-write';
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
  return useMemberWrite({
    mutationFn: () => callApi(routes.sessionsRevokeOthers),
    toastGroup: 'sessions',
    refresh: [KEY],
  });
}
