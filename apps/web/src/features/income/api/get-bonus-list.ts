// GET /sellerApi/getBonusIncomeUser (vendor twin under /vendorApi) - a page of the caller's bonuses with totals and the
// last 30 days

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { incomeKeys } from '../../../api/income-query-keys';
import { useSession } from '../../../lib/use-session';

export async function getBonusList(page: number) {
  const response = await callApi(routes.incomeBonus, { query: { page } });
  return response.data;
}

export function useBonusList(page: number) {
  const { isSignedIn } = useSession();
  return useQuery({
    // Under incomeKeys.all, so whatever refreshes the income lists refreshes this one too.
    queryKey: [...incomeKeys.all, 'bonus', page],
    queryFn: () => getBonusList(page),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
  });
}
