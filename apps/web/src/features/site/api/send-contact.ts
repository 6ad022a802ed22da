// POST /publicApi/contactMember - sends a /contactForm message to the operator
import { type ContactBody, MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { ApiError, NETWORK_ERROR_CODE } from '@app/web-kit/lib/api-error';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifyError } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function sendContact(body: ContactBody) {
  return callApi(routes.contactMember, { body });
}

/**
 * docs/product.md#site: the server's sentence when it sent one, else 'Message could not be sent';
 * 'Something went wrong.' when no answer came. callApi stands MSG.internal in for a missing message
 * and HTTP_<status> for a missing code, so both together mean the server said nothing usable.
 */
export function contactErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.contactFailed;
  if (error.code === NETWORK_ERROR_CODE) return MSG.networkFailed;
  const isWordless = error.message === MSG.internal && error.code.startsWith('HTTP_');
  return isWordless ? MSG.contactFailed : error.message;
}

export function useSendContact() {
  return useMutation({
    mutationFn: sendContact,
    onError: (error) => notifyError(contactErrorMessage(error), { group: 'contact' }),
  });
}
