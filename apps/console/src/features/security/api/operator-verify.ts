// POST /adminApi/signinVerify - operator sign-in step 2: checks the code and answers the session token
import type { operatorVerifyBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export function operatorVerify(body: z.input<typeof operatorVerifyBody>) {
  return callApi(adminRoutes.operatorVerify, { body });
}

/** The operator's session is its token alone (docs/product.md#web-client keys): the name comes from getprofile. */
export function useOperatorVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operatorVerify,
    onSuccess: (response) => {
      // Nothing an earlier operator loaded on this browser may show under the new one's name.
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      window.localStorage.setItem(STORAGE_KEY.adminToken, response.api_token);
    },
  });
}
