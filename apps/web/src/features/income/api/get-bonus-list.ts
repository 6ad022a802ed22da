// GET /sellerApi/getBonusIncomeUser (vendor twin under /vendorApi) - a page of the caller's bonuses with totals and the
// last 30 days

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData } from '@tanstack/react-query';
import { incomeKeys } from '../../../api/income-query-keys';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

export function useBonusList(page: number) {
  return useSignedInQuery({
    // Under incomeKeys.all, so whatever refreshes the income lists refreshes this one too.
    ...apiQuery([...incomeKeys.all, 'bonus', page], routes.incomeBonus, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
