// GET /adminApi/rejectionReasons - the kept rejection reasons, retired ones marked, each in English, Spanish and Hindi

import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_REJECTION_REASONS_KEY } from './query-keys';

export const rejectionReasonsQuery = apiQuery(ADMIN_REJECTION_REASONS_KEY, adminRoutes.rejectionReasons);

export function useRejectionReasons() {
  return useQuery(rejectionReasonsQuery);
}
