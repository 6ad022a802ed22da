// POST /adminApi/logout - revokes the operator session
import { MSG } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { clearAdminToken } from '../../../lib/storage';
import { notifySuccess } from '../../../lib/toast';
import { adminRoutes } from './admin-routes';
import { ADMIN_KEY } from './query-keys';

export function operatorLogout() {
  return callApi(adminRoutes.operatorLogout, { redirectOnUnauthorized: false });
}

/** Whatever the server answers, the browser forgets the operator's token (and only it) and shows the sign-in. */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: operatorLogout,
    onSettled: async () => {
      clearAdminToken();
      notifySuccess(MSG.logoutDone);
      await navigate('/admin/login', { replace: true });
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
    },
  });
}
