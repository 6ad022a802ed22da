// POST /sellerApi/logout (vendor: /vendorApi/logout) - revokes the session server side
import { MSG } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { clearAll } from '../../../lib/storage';
import { notifySuccess } from '../../../lib/toast';

export function logout() {
  return callApi(routes.logout, { redirectOnUnauthorized: false });
}

/** Whatever the server answers, the device forgets every session (spec /settings). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearAll();
      notifySuccess(MSG.logoutDone);
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
