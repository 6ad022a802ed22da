// GET /sellerApi/getprofile (vendor: /vendorApi/getprofile) - the signed-in member's profile

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';

export const profileQuery = apiQuery(['profile'], routes.profile);

export function useProfile() {
  return useSignedInQuery(profileQuery);
}
