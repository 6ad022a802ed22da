// POST /publicApi/signinSeller - member log-in; the answer carries the session token and the profile
import { type LoginBody, ROLE } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';

export function login(body: LoginBody) {
  return callApi(routes.login, { body: { ...body, role_name: ROLE.user } });
}

export function useLogin() {
  // Reported in the log-in's group: the log-in that succeeds clears them (docs/product.md#web-client).
  return useMutation({ mutationFn: login, onError: apiErrorIn('login') });
}
