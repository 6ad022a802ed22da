// POST /publicApi/newsletter - subscribes an address to the newsletter (a repeat is a friendly success)
import type { NewsletterBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function subscribeNewsletter(body: NewsletterBody) {
  return callApi(routes.newsletter, { body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter, onError: apiErrorIn('newsletter') });
}
