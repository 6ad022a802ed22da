// GET /adminApi/audit?action=&operator=&page= - the audit log, newest first
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { ADMIN_AUDIT_KEY } from './query-keys';

export interface AuditFilter {
  /** One action (`member.block`...), or every action when empty. */
  action: string;
  /** An operator's id, or every operator when empty. */
  operator: string;
  page: number;
}

export async function getAuditLog({ action, operator, page }: AuditFilter) {
  const query = { action: action || undefined, operator: operator || undefined, page };
  const response = await callApi(adminRoutes.adminAudit, { query });
  return response.data;
}

export function auditLogQuery(filter: AuditFilter) {
  return queryOptions({
    queryKey: [...ADMIN_AUDIT_KEY, filter.action, filter.operator, filter.page],
    queryFn: () => getAuditLog(filter),
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQuery(filter), placeholderData: keepPreviousData });
}

export type AuditEntry = Awaited<ReturnType<typeof getAuditLog>>['docs'][number];
