// POST /publicApi/sellerOtpVerify - forgot password step 2: checks the OTP and sets the new password
import { type ResetVerifyBody, ROLE } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifyApiError } from '../../../lib/toast';

export function verifyReset(body: ResetVerifyBody) {
  return callApi(routes.resetVerify, { body: { ...body, role_name: ROLE.user } });
}

export function useVerifyReset() {
  return useMutation({ mutationFn: verifyReset, onError: notifyApiError });
}
