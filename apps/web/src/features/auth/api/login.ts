// POST /publicApi/signinSeller - member log-in; the answer carries the session token and the profile
import { type LoginBody, ROLE } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifyApiError } from '../../../lib/toast';

export function login(body: LoginBody) {
  return callApi(routes.login, { body: { ...body, role_name: ROLE.user } });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onError: notifyApiError });
}
