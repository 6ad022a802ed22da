// GET /sellerApi/twoFactorStatus and POST twoFactorSetup, twoFactorEnable, twoFactorDisable (vendor: /vendorApi/...)
// - the member's own two-factor sign-in
import type { TwoFactorDisableBody, TwoFactorEnableBody } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) => callApi(routes.twoFactorEnable, { body }),
    onError: apiErrorIn('two-factor'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'two-factor' });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => callApi(routes.twoFactorDisable, { body }),
    onError: apiErrorIn('two-factor'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'two-factor' });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
