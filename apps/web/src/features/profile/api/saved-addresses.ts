// GET, POST and DELETE /sellerApi/addresses, POST /sellerApi/addresses/only (vendor: /vendorApi/...) - the member's
// address book (docs/product.md#address-book): saved withdrawal addresses with their lock, and the only-saved switch
import type { ActionCodeFrom, AddressBook, AddressOnlyBody, SaveAddressBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const TOAST_GROUP = 'address-book';

export const addressBookQuery = apiQuery(['address-book'], routes.addresses);

/** The card says itself when the book could not be read, with a retry: no toast repeats it. */
export function useAddressBook() {
  return useSignedInQuery({ ...addressBookQuery, meta: { isErrorShownOnPage: true } });
}

/**
 * A change's answer: the first step's (a code was mailed or the authenticator's is asked: `codeFrom`), or the book as
 * kept, stored as the card's query. Its message is a success toast; a refusal is shown in the card.
 */
type BookChange = { message: string; data?: Partial<AddressBook>; codeFrom?: ActionCodeFrom };

function useBookChange<B>(call: (body: B) => Promise<BookChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.data?.docs) queryClient.setQueryData(addressBookQuery.queryKey, answer.data as AddressBook);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
  });
}

export function useSaveAddress() {
  return useBookChange((body: SaveAddressBody) => callApi(routes.addressSave, { body }));
}

export function useSetOnlySaved() {
  return useBookChange((body: AddressOnlyBody) => callApi(routes.addressOnly, { body }));
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.addressDelete, { params: { _id: id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(addressBookQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
  });
}
