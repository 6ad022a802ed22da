// POST /sellerApi/purchasePackage (vendor: /vendorApi/purchasePackage) - buys a package from the deposit wallet
import type { PackageRow } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifySuccess } from '../../../lib/toast';

// The amount is the package price itself: the server refuses any other, so the member cannot mistype it.
export function purchasePackage(pack: Pick<PackageRow, '_id' | 'price'>) {
  return callApi(routes.purchasePackage, {
    body: { packageId: pack._id, amount: pack.price, payment_mode_name: 'wallet' },
  });
}

export function usePurchasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchasePackage,
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
