// POST /publicApi/emailotpVerifyuser - sign-up step 2: checks the OTP and creates the member
import type { SignupVerifyBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifyApiError } from '../../../lib/toast';

export function verifySignup(body: SignupVerifyBody) {
  return callApi(routes.signupVerify, { body });
}

export function useVerifySignup() {
  return useMutation({ mutationFn: verifySignup, onError: notifyApiError });
}
