// GET /adminApi/audit?action=&operator=&record=&from=&to=&page= - the audit log, newest first

import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_AUDIT_KEY } from './query-keys';

export interface AuditFilter {
  /** One action (`member.block`...), or every action when empty. */
  action: string;
  /** An operator's id, or every operator when empty. */
  operator: string;
  /** A record's id (member, withdrawal, deposit, package...), or every record when empty. */
  record: string;
  /** Platform days, YYYY-MM-DD, both included; empty for no bound. */
  from: string;
  to: string;
  page: number;
}

export async function getAuditLog(filter: AuditFilter) {
  const { action, operator, record, from, to, page } = filter;
  const query = {
    action: action || undefined,
    operator: operator || undefined,
    record: record || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
  };
  const response = await callApi(adminRoutes.adminAudit, { query });
  return response.data;
}

export function auditLogQuery(filter: AuditFilter) {
  return queryOptions({
    queryKey: [...ADMIN_AUDIT_KEY, filter],
    queryFn: () => getAuditLog(filter),
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQuery(filter), placeholderData: keepPreviousData });
}

export type AuditEntry = Awaited<ReturnType<typeof getAuditLog>>['docs'][number];
