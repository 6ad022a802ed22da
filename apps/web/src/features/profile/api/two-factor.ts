// GET /sellerApi/twoFactorStatus and POST twoFactorSetup, twoFactorEnable, twoFactorDisable (vendor: /vendorApi/...)
// - the member's own two-factor sign-in
import type { TwoFactorDisableBody, TwoFactorEnableBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemberWrite } from '../../../lib/use-member-write';
import { useSession } from '../../../lib/use-session';

const KEY = ['two-factor-status'] as const;

export const twoFactorStatusQuery = queryOptions({
  queryKey: KEY,
  queryFn: async () => (await callApi(routes.twoFactorStatus)).data,
});

export function useTwoFactorStatus() {
  const { isSignedIn } = useSession();
  return useQuery({ ...twoFactorStatusQuery, enabled: isSignedIn });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: async () => (await callApi(routes.twoFactorSetup)).data,
    onError: apiErrorIn('two-factor'),
  });
}

export function useTwoFactorEnable() {
  return useMemberWrite({
    mutationFn: (body: TwoFactorEnableBody) => callApi(routes.twoFactorEnable, { body }),
    toastGroup: 'two-factor',
    refresh: [KEY],
  });
}

export function useTwoFactorDisable() {
  return useMemberWrite({
    mutationFn: (body: TwoFactorDisableBody) => callApi(routes.twoFactorDisable, { body }),
    toastGroup: 'two-factor',
    refresh: [KEY],
  });
}
