// GET and POST /sellerApi/notificationPreferences (vendor: /vendorApi/notificationPreferences) - the kinds of
// notification the member does not want by e-mail
import type { OptionalMailKind } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemberWrite } from '../lib/use-member-write';
import { useSession } from '../lib/use-session';

const KEY = ['notification-preferences'] as const;

export const mailPreferencesQuery = queryOptions({
  queryKey: KEY,
  queryFn: async () => (await callApi(routes.notificationPreferences)).data,
});

// Without a session the call could only answer 401 (a log-out from /settings clears the cache while it shows).
export function useMailPreferences() {
  const { isSignedIn } = useSession();
  return useQuery({ ...mailPreferencesQuery, enabled: isSignedIn });
}

export function useSaveMailPreferences() {
  return useMemberWrite({
    mutationFn: (mailOff: OptionalMailKind[]) => callApi(routes.saveNotificationPreferences, { body: { mailOff } }),
    toastGroup: 'mail-preferences',
    stores: KEY,
  });
}
