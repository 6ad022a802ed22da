// POST and DELETE /sellerApi/addresses and /sellerApi/addresses/receivers, POST /sellerApi/addresses/only (vendor: /vendorApi/...) - changes to the
// member's address book (docs/product.md#address-book): saving an address or a transfer receiver, removing one, the only-saved switch. The
// book itself (GET /sellerApi/addresses) is read by ../../../api/get-address-book.ts, which the withdrawal forms share.
import type { ActionCodeFrom, AddressBook, AddressOnlyBody, SaveAddressBody, SaveReceiverBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { ApiError } from '@app/web-kit/lib/api-error';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { addressBookQuery, useAddressBook } from '../../../api/get-address-book';
import { refreshQueries } from '../../../lib/use-member-write';

const TOAST_GROUP = 'address-book';

/** The card says itself when the book could not be read, with a retry: no toast repeats it. */
export function useAddressBookCard() {
  return useAddressBook({ isErrorShownOnPage: true });
}

/**
 * A refusal is shown in the card (no toast). One that says the book is not as this screen shows it (an address
 * saved or removed, the switch set, on another device: 409 or 404) reads the book again.
 */
function refreshWhenStale(queryClient: QueryClient) {
  return (error: Error) => {
    if (error instanceof ApiError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) {
      refreshQueries(queryClient, [addressBookQuery.queryKey]);
    }
  };
}

/**
 * A change's answer: the first step's (a code was mailed or the authenticator's is asked: `codeFrom`, no book), or
 * the book as kept, stored as the card's query. Its message is a success toast.
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
    onError: refreshWhenStale(queryClient),
  });
}

/** Without `code`, asks for one (mailed, or the authenticator's); with it, saves the address, usable after the lock. */
export function useSaveAddress() {
  return useBookChange((body: SaveAddressBody) => callApi(routes.addressSave, { body }));
}

/** A member saved as a transfer receiver, in the same two steps. */
export function useSaveReceiver() {
  return useBookChange((body: SaveReceiverBody) => callApi(routes.receiverSave, { body }));
}

/** The "withdraw only to saved addresses" switch, in the same two steps. */
export function useSetOnlySaved() {
  return useBookChange((body: AddressOnlyBody) => callApi(routes.addressOnly, { body }));
}

/** Removing a saved entry: the answer is the book as kept. */
function useRemove(call: (id: string) => Promise<{ message: string; data: AddressBook }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(addressBookQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: TOAST_GROUP });
    },
    onError: refreshWhenStale(queryClient),
  });
}

export function useDeleteAddress() {
  return useRemove((id) => callApi(routes.addressDelete, { params: { _id: id } }));
}

export function useDeleteReceiver() {
  return useRemove((id) => callApi(routes.receiverDelete, { params: { _id: id } }));
}
