// The transfer screen's calls (vendor twins alike):
// GET /sellerApi/transferReceiver?receiverId= - the receiver's name before the member confirms
// POST /sellerApi/walletTransfer - step 1: checks the rules, stores the transfer, mails an OTP
// POST /sellerApi/walletTransferVerify - step 2: the OTP (or a passkey) moves the money
import { microsToDecimalText } from '@app/contract';
import { callApi, callApiData } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/get-dashboard';
import { profileQuery } from '../../../api/get-profile';
import type { CodeProof } from './passkey-confirm';

export interface TransferDetails {
  receiverId: string;
  amount: bigint;
}

/** The receiver a UID names; idle until a UID is given. A refusal is the query's error, shown by the field. */
export function useTransferReceiver(receiverId: string | null) {
  return useQuery({
    queryKey: ['transfer-receiver', receiverId],
    queryFn: () => callApiData(routes.transferReceiver, { query: { receiverId: receiverId ?? '' } }),
    enabled: Boolean(receiverId),
    retry: false,
    staleTime: 60_000,
    // The field states the refusal; its toast goes once the transfer succeeds (docs/product.md#web-client).
    meta: { toastGroup: 'transfer' },
  });
}

export function requestTransfer(details: TransferDetails) {
  return callApi(routes.walletTransfer, {
    body: { receiverId: details.receiverId, amount: microsToDecimalText(details.amount) },
  });
}

export function useRequestTransfer() {
  return useMutation({ mutationFn: requestTransfer, onError: apiErrorIn('transfer') });
}

export function verifyTransfer(options: { transferId: string; proof: CodeProof }) {
  return callApi(routes.walletTransferVerify, { body: { _id: options.transferId, ...options.proof } });
}

export function useVerifyTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTransfer,
    onError: apiErrorIn('transfer'),
    // The page shows the new balance from the profile; /assets the transfer among what left the Flexible wallet.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
      return queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
  });
}
