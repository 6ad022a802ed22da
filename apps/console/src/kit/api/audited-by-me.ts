// GET /adminApi/audit filtered to one action on one record by the signed-in operator
import type { QueryClient } from '@tanstack/react-query';
import { getAuditLog } from './get-audit-log';
import { operatorProfileQuery } from './get-operator-profile';

/**
 * Whether the audit log holds `action` on `record` by the operator signed in here: "already reviewed" is also what
 * another operator's review leaves, and only this tells an approve of one's own, whose answer was lost, from it.
 */
export async function auditedByMe(queryClient: QueryClient, action: string, record: string): Promise<boolean> {
  const me = await queryClient.fetchQuery(operatorProfileQuery);
  const log = await getAuditLog({ action, operator: me._id, record, from: '', to: '', page: 1 });
  return log.totalDocs > 0;
}
