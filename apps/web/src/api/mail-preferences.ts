// GET and POST /sellerApi/notificationPreferences (vendor: /vendorApi/notificationPreferences) - the kinds of
// notification the member does not want by e-mail
import type { OptionalMailKind } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { routes } from '../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../lib/toast';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailOff: OptionalMailKind[]) => callApi(routes.saveNotificationPreferences, { body: { mailOff } }),
    onError: apiErrorIn('mail-preferences'),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer.data);
      notifySuccess(answer.message, { group: 'mail-preferences' });
    },
  });
}
