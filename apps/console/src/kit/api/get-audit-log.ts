// GET /adminApi/audit?action=&operator=&record=&from=&to=&page= - the audit log, newest first

import { type ApiData, callApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The filter as the path's query: an empty field filters nothing. */
function auditQueryOf({ action, operator, record, from, to, page }: AuditFilter) {
  return {
    action: action || undefined,
    operator: operator || undefined,
    record: record || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
  };
}

export function getAuditLog(filter: AuditFilter) {
  return callApiData(adminRoutes.adminAudit, { query: auditQueryOf(filter) });
}

export function auditLogQuery(filter: AuditFilter) {
  return apiQuery([...ADMIN_AUDIT_KEY, filter], adminRoutes.adminAudit, { query: auditQueryOf(filter) });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQuery(filter), placeholderData: keepPreviousData });
}

export type AuditEntry = ApiData<typeof adminRoutes.adminAudit>['docs'][number];
