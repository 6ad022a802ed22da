// POST /adminApi/logout - revokes the operator session
import { MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { clearAdminToken, getAdminToken } from '@app/web-kit/lib/storage';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminRoutes } from './admin-routes';
import { ADMIN_KEY } from './query-keys';

export function operatorLogout(token: string | false) {
  return callApi(adminRoutes.operatorLogout, { redirectOnUnauthorized: false, token });
}

/** Whatever the server answers, the browser has forgotten the operator's token (and only it) and shows the sign-in. */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // The token is forgotten before the server revokes it: a console read still on its way is then answered 401
    // for a token this browser no longer holds, which ends nothing (lib/api-client.ts), instead of reloading the
    // page over the log-out's message.
    mutationFn: () => {
      const token = getAdminToken();
      clearAdminToken();
      return operatorLogout(token);
    },
    onSettled: async () => {
      notifySuccess(MSG.logoutDone);
      await navigate('/admin/login', { replace: true });
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
    },
  });
}
