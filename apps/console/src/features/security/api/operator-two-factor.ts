// GET /adminApi/twoFactorStatus and POST /adminApi/securityCode, twoFactorSetup, twoFactorEnable, twoFactorDisable -
// the operator's own two-factor sign-in (the Security page); POST /adminApi/signinTwoFactor - sign-in step 2 with
// two-factor on
import type { SecurityProofBody, SigninTwoFactorBody, TwoFactorDisableBody, TwoFactorEnableBody } from '@app/contract';
import { callApi, callApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { apiErrorIn, notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_TWO_FACTOR_KEY = [...ADMIN_KEY, 'two-factor'] as const;

export const operatorTwoFactorQuery = apiQuery(ADMIN_TWO_FACTOR_KEY, adminRoutes.operatorTwoFactorStatus);

export function useOperatorTwoFactorStatus() {
  return useQuery(operatorTwoFactorQuery);
}

export function useOperatorTwoFactorSetup() {
  return useMutation({
    mutationFn: (body: SecurityProofBody) => callApiData(adminRoutes.operatorTwoFactorSetup, { body }),
    onError: apiErrorIn('two-factor'),
  });
}

/**
 * The code a change of the operator's own security asks beside the password, mailed when two-factor is off
 * (docs/decisions/046-no-way-around-the-second-person.md). A refusal is a toast of `group`.
 */
export function sendOperatorSecurityCode(group: string) {
  return callApi(adminRoutes.operatorSecurityCode).catch((error: unknown) => {
    apiErrorIn(group)(error);
    throw error;
  });
}

export function useOperatorTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) => callApi(adminRoutes.operatorTwoFactorEnable, { body }),
    onError: apiErrorIn('two-factor'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'two-factor' });
      // Every console call that answered 403 for want of two-factor works now.
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}

export function useOperatorTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => callApi(adminRoutes.operatorTwoFactorDisable, { body }),
    onError: apiErrorIn('two-factor'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'two-factor' });
      void queryClient.invalidateQueries({ queryKey: ADMIN_TWO_FACTOR_KEY });
    },
  });
}

/** Sign-in step 2 with the authenticator's code; stores the operator's token as the mailed-code step does. */
export function useOperatorSigninTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SigninTwoFactorBody) => callApi(adminRoutes.operatorSigninTwoFactor, { body }),
    onSuccess: (response) => {
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      window.localStorage.setItem(STORAGE_KEY.adminToken, response.api_token);
    },
  });
}
