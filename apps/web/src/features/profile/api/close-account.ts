// POST /sellerApi/closeAccount - closes the member's own account (members only; vendors are closed by operators)
import type { CloseAccountBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { clearAll } from '@app/web-kit/lib/storage';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export function closeAccount(body: CloseAccountBody) {
  return callApi(routes.closeAccount, { body });
}

/** On success the server has ended every session: the device forgets them as log-out does, then goes home. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: async (answer) => {
      clearAll();
      notifySuccess(answer.message);
      await navigate('/', { replace: true });
      queryClient.clear();
    },
  });
}
