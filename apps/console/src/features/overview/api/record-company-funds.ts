// POST /adminApi/companyFunds - asks to record the company's own money put into the platform: a second owner's
// approval records it, so holds count it (audited, docs/decisions/046-no-way-around-the-second-person.md)
import type { companyFundsBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshChanges } from '../../../kit/api/pending-changes';

export type CompanyFunds = z.input<typeof companyFundsBody>;

export function recordCompanyFunds(funds: CompanyFunds) {
  return callApi(adminRoutes.adminCompanyFunds, { body: funds });
}

export function useRecordCompanyFunds() {
  const refresh = useRefreshChanges();
  return useMutation({
    mutationFn: recordCompanyFunds,
    // The request joins the changes waiting for a second owner, read again with the overview.
    onSuccess: () => refresh(),
  });
}
