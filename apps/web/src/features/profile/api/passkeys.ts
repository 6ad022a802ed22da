// POST /sellerApi/passkeys/options, POST and DELETE /sellerApi/passkeys (vendor: /vendorApi/...) - adding a passkey
// (the password, the browser's new credential, its name) and removing one (docs/product.md#passkeys). The list itself
// (GET /sellerApi/passkeys) is read by ../../../api/get-passkeys.ts, which the withdrawal forms share.
import type { PasskeyAddBody, PasskeyOptionsBody, SecurityProofBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { ApiError } from '@app/web-kit/lib/api-error';
import { routes } from '@app/web-kit/lib/api-routes';
import { createPasskey } from '@app/web-kit/lib/passkey-browser';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeysQuery } from '../../../api/get-passkeys';

const TOAST_GROUP = 'passkeys';

/**
 * Adding one, step 1: the server checks the password and answers the registration options, which the browser's
 * prompt then turns into a new credential. A refusal or a cancelled prompt is shown in the card.
 */
export async function makePasskey(body: PasskeyOptionsBody) {
  const answer = await callApi(routes.passkeyOptions, { body });
  return createPasskey(answer.data.options);
}

export function useMakePasskey() {
  return useMutation({ mutationFn: makePasskey });
}

/** Step 2: the named credential is kept; the answer is the new list, stored as the card's query. */
export function addPasskey(body: PasskeyAddBody) {
  return callApi(routes.passkeyAdd, { body });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: (answer) => {
      queryClient.setQueryData(passkeysQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
  });
}

export function deletePasskey({ id, proof }: { id: string; proof: SecurityProofBody }) {
  return callApi(routes.passkeyDelete, { params: { _id: id }, body: proof });
}

/**
 * Removing one: the answer is the list left. A refusal is shown in the card; one saying it is gone already (removed
 * on another device) reads the list again.
 */
export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: (answer) => {
      queryClient.setQueryData(passkeysQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        void queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      }
    },
  });
}
