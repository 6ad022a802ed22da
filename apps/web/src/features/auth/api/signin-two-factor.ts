// POST /publicApi/signinTwoFactor - log-in step 2 with two-factor on: the challenge id and the authenticator's code
import type { SigninTwoFactorBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function signinTwoFactor(body: SigninTwoFactorBody) {
  return callApi(routes.signinTwoFactor, { body });
}

export function useSigninTwoFactor() {
  return useMutation({ mutationFn: signinTwoFactor, onError: apiErrorIn('login') });
}
