// GET /sellerApi/securityEvents (vendor: /vendorApi/...) - the member's own sign-ins and security changes, newest
// first, with the device and address of each (docs/product.md#security-activity)
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

export const securityEventsQuery = apiQuery(['security-events'], routes.securityEvents);

/** The card says itself when the activity could not be read, with a retry: no toast repeats it. */
export function useSecurityEvents() {
  return useSignedInQuery({ ...securityEventsQuery, meta: { isErrorShownOnPage: true } });
}
