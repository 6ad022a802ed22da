// POST /publicApi/newsletter - subscribes an address to the newsletter (a repeat is a friendly success)
import type { NewsletterBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';

export function subscribeNewsletter(body: NewsletterBody) {
  return callApi(routes.newsletter, { body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter, onError: apiErrorIn('newsletter') });
}
