// POST /publicApi/emailotpVerifyuser - sign-up step 2: checks the OTP and creates the member
import type { SignupVerifyBody } from '@app/contract';
import { currentLocale } from '@app/web-kit/i18n/current';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { SIGNUP_TOASTS } from './toast-groups';

/** The language the form is read in goes along and becomes the member's language (docs/product.md#languages). */
export function verifySignup(body: SignupVerifyBody) {
  return callApi(routes.signupVerify, { body: { ...body, locale: currentLocale() } });
}

export function useVerifySignup() {
  return useMutation({ mutationFn: verifySignup, onError: apiErrorIn(SIGNUP_TOASTS) });
}
