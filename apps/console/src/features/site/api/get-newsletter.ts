// GET /adminApi/newsletter?page= - newsletter subscribers, newest first

import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_NEWSLETTER_KEY = [...ADMIN_KEY, 'newsletter'] as const;

export async function getNewsletter(page: number) {
  const response = await callApi(adminRoutes.adminNewsletter, { query: { page } });
  return response.data;
}

export function newsletterQuery(page: number) {
  return queryOptions({ queryKey: [...ADMIN_NEWSLETTER_KEY, page], queryFn: () => getNewsletter(page) });
}

export function useNewsletter(page: number) {
  return useQuery({ ...newsletterQuery(page), placeholderData: keepPreviousData });
}

export type Subscriber = Awaited<ReturnType<typeof getNewsletter>>['docs'][number];
