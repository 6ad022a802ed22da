// POST /publicApi/otpVerifyuser - sign-up step 1 and "Resend Otp": checks the fields and mails an OTP
import { ERROR_STATUS, MSG, ROLE, type SignupOtpBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { translateMessage } from '../../../i18n/current';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { routes } from '../../../lib/api-routes';
import { notifyError } from '../../../lib/toast';
import { SIGNUP_TOASTS } from './toast-groups';

export function sendSignupOtp(body: SignupOtpBody) {
  return callApi(routes.signupOtp, { body: { ...body, role_name: ROLE.user } });
}

// docs/product.md#accounts ignores these errors; a taken e-mail, the resend cooldown and a common password (checked by
// the
// server only) are reported anyway, because a member cannot get past step 1 without knowing.
const REPORTED_STATUSES: readonly number[] = [ERROR_STATUS.CONFLICT, ERROR_STATUS.RATE_LIMITED];

function reportActionableError(error: unknown) {
  if (!(error instanceof ApiError)) return;
  if (REPORTED_STATUSES.includes(error.status) || error.message === translateMessage(MSG.passwordTooCommon))
    notifyError(error.message, { group: SIGNUP_TOASTS });
}

export function useSendSignupOtp() {
  return useMutation({ mutationFn: sendSignupOtp, onError: reportActionableError });
}
