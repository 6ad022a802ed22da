// GET and POST /sellerApi/antiPhishingCode (vendor: /vendorApi/...) - the member's own anti-phishing code
// (docs/product.md#anti-phishing-code): the code every mail from the platform shows on its first line
import type { AntiPhishingCodeBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const TOAST_GROUP = 'anti-phishing';

export const antiPhishingCodeQuery = apiQuery(['anti-phishing-code'], routes.antiPhishingCodeState);

/** The card says itself when the code could not be read, with a retry: no toast repeats it. */
export function useAntiPhishingCode() {
  return useSignedInQuery({ ...antiPhishingCodeQuery, meta: { isErrorShownOnPage: true } });
}

/** Saves the code (4 to 20 letters or digits); an empty one removes it. */
export function saveAntiPhishingCode(body: AntiPhishingCodeBody) {
  return callApi(routes.antiPhishingCode, { body });
}

/**
 * A save or a removal: its answer is the code as kept, stored as the card's query, and its message a success toast.
 * A refusal is shown in the card.
 */
export function useSaveAntiPhishingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAntiPhishingCode,
    onSuccess: (answer) => {
      queryClient.setQueryData(antiPhishingCodeQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
  });
}
