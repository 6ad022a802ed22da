// POST /sellerApi/purchasePackage (vendor: /vendorApi/purchasePackage) - buys a package from the deposit wallet
import { MSG, type PackageRow } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { sendOnce } from '../../../lib/repeat-refusal';
import { notifySuccess } from '../../../lib/toast';

// The amount is the package price itself: the server refuses any other, so the member cannot mistype it.
export function purchasePackage(pack: Pick<PackageRow, '_id' | 'price'>) {
  return callApi(routes.purchasePackage, {
    body: { packageId: pack._id, amount: pack.price, payment_mode_name: 'wallet' },
  });
}

// One active order per package: "already active" after this page's own lost purchase of it is that purchase.
function purchaseOnce(pack: Pick<PackageRow, '_id' | 'price'>) {
  return sendOnce(() => purchasePackage(pack), {
    key: `purchase:${pack._id}`,
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
      for (const queryKey of [
        packagesKeys.packageSearch,
        packagesKeys.activePackages,
        packagesKeys.dashboard,
        profileQuery.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
