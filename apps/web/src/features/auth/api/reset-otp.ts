// POST /publicApi/sellerOtpSend - forgot password step 1: mails an OTP when the address is registered
import { type ResetOtpBody, ROLE } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { RESET_TOASTS } from './toast-groups';

export function sendResetOtp(body: ResetOtpBody) {
  return callApi(routes.resetOtp, { body: { ...body, role_name: ROLE.user } });
}

export function useSendResetOtp() {
  return useMutation({ mutationFn: sendResetOtp, onError: apiErrorIn(RESET_TOASTS) });
}
