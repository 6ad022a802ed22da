// The operator's own passkeys (docs/product.md#passkeys): GET, POST and DELETE /adminApi/passkeys, the two steps of
// adding one, and the sign-in with one at /adminApi/passkeySignin (options, the browser's prompt, then the session).
import type { SecurityProofBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { createPasskey, signWithPasskey } from '@app/web-kit/lib/passkey-browser';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

const passkeysQuery = apiQuery([...ADMIN_KEY, 'passkeys'], adminRoutes.operatorPasskeys);

/** The section says itself when the list could not be read. */
export function useOperatorPasskeys() {
  return useQuery({ ...passkeysQuery, meta: { isErrorShownOnPage: true } });
}

/** Adding one: the password and the second factor (step 1), the browser's new passkey, then its name (step 2). */
export function useAddOperatorPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ proof, name }: { proof: SecurityProofBody; name: string }) => {
      const { data } = await callApi(adminRoutes.operatorPasskeyOptions, { body: proof });
      const credential = await createPasskey(data.options);
      return callApi(adminRoutes.operatorPasskeyAdd, { body: { name, credential } });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(passkeysQuery.queryKey, answer.data);
      notifySuccess(answer.message);
    },
  });
}

export function useRemoveOperatorPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, proof }: { id: string; proof: SecurityProofBody }) =>
      callApi(adminRoutes.operatorPasskeyDelete, { params: { _id: id }, body: proof }),
    onSuccess: (answer) => {
      queryClient.setQueryData(passkeysQuery.queryKey, answer.data);
      notifySuccess(answer.message);
    },
  });
}

/** The sign-in with a passkey: the session is kept as the code step keeps it, and nothing of a former operator stays. */
export function useOperatorPasskeySignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await callApi(adminRoutes.operatorPasskeySigninOptions);
      const credential = await signWithPasskey(data.options);
      return callApi(adminRoutes.operatorPasskeySignin, { body: { credential } });
    },
    onSuccess: (response) => {
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      window.localStorage.setItem(STORAGE_KEY.adminToken, response.api_token);
    },
  });
}
