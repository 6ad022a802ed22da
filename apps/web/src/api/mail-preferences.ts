// GET and POST /sellerApi/notificationPreferences (vendor: /vendorApi/notificationPreferences) - the kinds of
// notification the member does not want by e-mail
import type { OptionalMailKind } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMemberWrite } from '../lib/use-member-write';
import { useSignedInQuery } from '../lib/use-signed-in-query';

export const mailPreferencesQuery = apiQuery(['notification-preferences'], routes.notificationPreferences);

export function useMailPreferences() {
  return useSignedInQuery(mailPreferencesQuery);
}

export function useSaveMailPreferences() {
  return useMemberWrite({
    mutationFn: (mailOff: OptionalMailKind[]) => callApi(routes.saveNotificationPreferences, { body: { mailOff } }),
    toastGroup: 'mail-preferences',
    stores: mailPreferencesQuery.queryKey,
  });
}
