// GET /sellerApi/addresses (vendor: /vendorApi/addresses) - the member's address book (docs/product.md#address-book):
// the saved withdrawal addresses with when each is usable, and the "withdraw only to saved addresses" switch. Read by
// the settings card that keeps the book and by the withdrawal forms that offer its addresses.

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';

export const addressBookQuery = apiQuery(['address-book'], routes.addresses);

/**
 * `isErrorShownOnPage`: the screen says itself when the book could not be read (the settings card, with a retry), so
 * no toast repeats it.
 */
export function useAddressBook(options: { isErrorShownOnPage?: boolean } = {}) {
  return useSignedInQuery({
    ...addressBookQuery,
    ...(options.isErrorShownOnPage ? { meta: { isErrorShownOnPage: true } } : {}),
  });
}
