// POST /sellerApi/purchasePackage (vendor: /vendorApi/purchasePackage) - buys a package from the deposit wallet
import { MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { packagesKeys } from '../../../api/packages-query-keys';
import { refreshQueries } from '../../../lib/use-member-write';

/** What is bought: the package, and the amount (its price, or the amount chosen within its range). */
export interface Purchase {
  _id: string;
  amount: number;
}

export function purchasePackage(purchase: Purchase) {
  return callApi(routes.purchasePackage, {
    body: { packageId: purchase._id, amount: purchase.amount, payment_mode_name: 'wallet' },
  });
}

// One active order per package: "already active" after this page's own lost purchase of it is that purchase.
function purchaseOnce(purchase: Purchase) {
  return sendOnce(() => purchasePackage(purchase), {
    key: `purchase:${purchase._id}`,
    refusal: MSG.packageAlreadyActive,
    success: MSG.packagePurchased,
  });
}

export function usePurchasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseOnce,
    // No error toast: the purchase dialog is modal, so it states the refusal itself (see PurchaseDialog).
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      refreshQueries(queryClient, [
        packagesKeys.packageSearch,
        packagesKeys.activePackages,
        packagesKeys.dashboard,
        profileQuery.queryKey,
      ]);
    },
  });
}
