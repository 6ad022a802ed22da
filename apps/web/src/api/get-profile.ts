// GET /sellerApi/getprofile (vendor: /vendorApi/getprofile) - the signed-in member's profile

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';

export async function getProfile() {
  const response = await callApi(routes.profile);
  return response.data;
}

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

// Without a session the call could only answer 401, which would send a member who just logged out to /.
export function useProfile() {
  const { isSignedIn } = useSession();
  return useQuery({ ...profileQuery, enabled: isSignedIn });
}
