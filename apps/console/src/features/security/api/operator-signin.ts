// POST /adminApi/signin - operator sign-in step 1: checks the password and e-mails a sign-in code
import type { operatorSigninBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';

export type OperatorCredentials = z.output<typeof operatorSigninBody>;

export function operatorSignin(credentials: OperatorCredentials) {
  return callApi(adminRoutes.operatorSignin, { body: credentials });
}

// No toast: the sign-in page shows the server's message under its form.
export function useOperatorSignin() {
  return useMutation({ mutationFn: operatorSignin });
}
