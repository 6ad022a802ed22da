// POST /adminApi/companyFunds - records the company's own money put into the platform, so holds count it (audited)
import type { companyFundsBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';

export type CompanyFunds = z.input<typeof companyFundsBody>;

export function recordCompanyFunds(funds: CompanyFunds) {
  return callApi(adminRoutes.adminCompanyFunds, { body: funds });
}

export function useRecordCompanyFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCompanyFunds,
    // The overview's solvency and its figures are read again: the dialog closes on figures that count the funds.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY }),
  });
}
