// POST /publicApi/sellerAutoSignin - spends a one-time sign-in link; answers as log-in does
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';

export function autoSignin(id: string) {
  return callApi(routes.autoSignin, { body: { userDetails: id } });
}
