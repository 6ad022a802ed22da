// GET /sellerApi/sessions and POST /sellerApi/sessionsRevokeOthers (vendor: /vendorApi/...) - where the account is
// signed in, and "Sign out everywhere else"

import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMemberWrite } from '../../../lib/use-member-write';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

export const sessionsQuery = apiQuery(['sessions'], routes.sessions);

export function useSessions() {
  return useSignedInQuery(sessionsQuery);
}

export function useRevokeOtherSessions() {
  return useMemberWrite({
    mutationFn: () => callApi(routes.sessionsRevokeOthers),
    toastGroup: 'sessions',
    refresh: [sessionsQuery.queryKey],
  });
}
