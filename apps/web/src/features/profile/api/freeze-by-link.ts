// POST /publicApi/freezeByLink - a security alert's "This wasn't me" link freezes the account and ends its sessions
// without signing in (docs/product.md#security-activity)
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';

export function freezeByLink(token: string) {
  return callApi(routes.freezeByLink, { body: { token } });
}

/** The page shows the answer, and a refusal, itself. */
export function useFreezeByLink() {
  return useMutation({ mutationFn: freezeByLink });
}
