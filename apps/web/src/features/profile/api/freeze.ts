// GET and POST /sellerApi/freeze, POST /sellerApi/unfreeze (vendor: /vendorApi/...) - the member's own freeze
// (docs/product.md#freezing-your-account): whether it holds, freezing at once, and asking to lift it
import type { UnfreezeBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { ApiError } from '@app/web-kit/lib/api-error';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../lib/use-member-write';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const TOAST_GROUP = 'freeze';

export const freezeStateQuery = apiQuery(['freeze'], routes.freezeState);

/** The card says itself when the state could not be read, with a retry: no toast repeats it. */
export function useFreezeState() {
  return useSignedInQuery({ ...freezeStateQuery, meta: { isErrorShownOnPage: true } });
}

/**
 * A freeze write: its answer is the new state, stored as the card's query, and its message a success toast. A refusal
 * is shown in the card (no toast); a conflict (the freeze changed on another device) reads the state again.
 */
function useFreezeWrite<Variables>(mutationFn: (variables: Variables) => ReturnType<typeof freeze>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(freezeStateQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT')
        refreshQueries(queryClient, [freezeStateQuery.queryKey]);
    },
  });
}

/** Freezes at once; on a frozen account whose lift is pending, cancels the lift. */
export function freeze() {
  return callApi(routes.freeze, { body: {} });
}

/** Asks to lift the freeze: it takes effect FREEZE_LIFT_HOURS later, announced by mail. */
export function unfreeze(body: UnfreezeBody) {
  return callApi(routes.unfreeze, { body });
}

export function useFreeze() {
  return useFreezeWrite(freeze);
}

export function useUnfreeze() {
  return useFreezeWrite(unfreeze);
}
