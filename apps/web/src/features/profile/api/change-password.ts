// POST /sellerApi/passwordChange (vendor: /vendorApi/passwordChange) - changes the password; other sessions end
import type { PasswordChangeBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn, notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

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
