// GET /adminApi/contacts?status=&page= - /contactForm messages, newest first; `failed`: the mail to the operator failed
import type { ContactStatus } from '@app/contract';
import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_CONTACTS_KEY = [...ADMIN_KEY, 'contacts'] as const;

export interface ContactFilter {
  status: ContactStatus;
  page: number;
}

export function contactMessagesQuery({ status, page }: ContactFilter) {
  return apiQuery([...ADMIN_CONTACTS_KEY, status, page], adminRoutes.adminContacts, { query: { status, page } });
}

export function useContactMessages(filter: ContactFilter) {
  return useQuery({ ...contactMessagesQuery(filter), placeholderData: keepPreviousData });
}

export type ContactMessage = ApiData<typeof adminRoutes.adminContacts>['docs'][number];
