// POST /publicApi/sellerOtpVerify - forgot password step 2: checks the OTP and sets the new password
import { type ResetVerifyBody, ROLE } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { RESET_TOASTS } from './toast-groups';

export function verifyReset(body: ResetVerifyBody) {
  return callApi(routes.resetVerify, { body: { ...body, role_name: ROLE.user } });
}

export function useVerifyReset() {
  return useMutation({ mutationFn: verifyReset, onError: apiErrorIn(RESET_TOASTS) });
}
