// GET /adminApi/newsletter?page= - newsletter subscribers, newest first

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_NEWSLETTER_KEY = [...ADMIN_KEY, 'newsletter'] as const;

export function newsletterQuery(page: number) {
  return apiQuery([...ADMIN_NEWSLETTER_KEY, page], adminRoutes.adminNewsletter, { query: { page } });
}

export function useNewsletter(page: number) {
  return useQuery({ ...newsletterQuery(page), placeholderData: keepPreviousData });
}

export type Subscriber = ApiData<typeof adminRoutes.adminNewsletter>['docs'][number];
