// POST /publicApi/signinSeller - member log-in; the answer carries the session token and the profile
import { type LoginBody, ROLE } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function login(body: LoginBody) {
  return callApi(routes.login, { body: { ...body, role_name: ROLE.user } });
}

export function useLogin() {
  // Reported in the log-in's group: the log-in that succeeds clears them (docs/product.md#web-client).
  return useMutation({ mutationFn: login, onError: apiErrorIn('login') });
}
