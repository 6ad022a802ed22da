// GET /adminApi/contacts?status=&page= - /contactForm messages, newest first; `failed`: the mail to the operator failed
import type { ContactStatus } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_CONTACTS_KEY = [...ADMIN_KEY, 'contacts'] as const;

export interface ContactFilter {
  status: ContactStatus;
  page: number;
}

export async function getContactMessages({ status, page }: ContactFilter) {
  const response = await callApi(adminRoutes.adminContacts, { query: { status, page } });
  return response.data;
}

export function contactMessagesQuery(filter: ContactFilter) {
  return queryOptions({
    queryKey: [...ADMIN_CONTACTS_KEY, filter.status, filter.page],
    queryFn: () => getContactMessages(filter),
  });
}

export function useContactMessages(filter: ContactFilter) {
  return useQuery({ ...contactMessagesQuery(filter), placeholderData: keepPreviousData });
}

export type ContactMessage = Awaited<ReturnType<typeof getContactMessages>>['docs'][number];
