// POST /publicApi/signinTwoFactor - log-in step 2 with two-factor on: the challenge id and the authenticator's code
import type { SigninTwoFactorBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';

export function signinTwoFactor(body: SigninTwoFactorBody) {
  return callApi(routes.signinTwoFactor, { body });
}

export function useSigninTwoFactor() {
  return useMutation({ mutationFn: signinTwoFactor, onError: apiErrorIn('login') });
}
