// POST /sellerApi/logout (vendor: /vendorApi/logout) - revokes the session server side
import { SHELL_MSG } from '@app/contract';
import { callApi, pickRoute } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { clearAll, getMemberToken, getVendorToken } from '@app/web-kit/lib/storage';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Forgets every session of this device, then asks the server to revoke the one it held. In that order, a read still
 * on its way that the revocation answers 401 is a stale session's and ends nothing (lib/api-client.ts): without it,
 * the 401 would reload the landing page with "your session ended" over the log-out.
 */
export function logout() {
  const route = pickRoute(routes.logout);
  const token = getMemberToken() || getVendorToken();
  clearAll();
  return callApi(route, { redirectOnUnauthorized: false, token });
}

/**
 * Whatever the server answers, the device has forgotten every session (docs/product.md#accounts): `logout` did that
 * first.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      notifySuccess(SHELL_MSG.logoutDone);
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
