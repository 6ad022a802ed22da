// GET /sellerApi/passkeys (vendor: /vendorApi/passkeys) - the member's passkeys (docs/product.md#passkeys), oldest
// first. Read by the settings card that keeps them and by the withdrawal and transfer forms, which offer "Confirm with
// a passkey" beside the code only when there is one.

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';

export const passkeysQuery = apiQuery(['passkeys'], routes.passkeys);

/**
 * The screens say themselves what a failed read means (the card, with a retry; the forms fall back to the code), so no
 * toast repeats it. `enabled: false` reads nothing: a form in a browser that cannot use passkeys has no use for them.
 */
export function usePasskeys(options: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...passkeysQuery, enabled: options.enabled ?? true, meta: { isErrorShownOnPage: true } });
}
