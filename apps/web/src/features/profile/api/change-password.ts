// POST /sellerApi/passwordChange (vendor: /vendorApi/passwordChange) - changes the password; other sessions end
import type { PasswordChangeBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

export function changePassword(body: PasswordChangeBody) {
  return callApi(routes.passwordChange, { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onError: apiErrorIn('password'),
    onSuccess: (answer) => notifySuccess(answer.message, { group: 'password' }),
  });
}
