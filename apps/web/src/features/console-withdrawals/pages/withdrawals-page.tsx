import { usdt } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage } from '../../../lib/toast';
import type { QueueFilterOption } from '../../console/components/queue-filter';
import { RejectDialog } from '../../console/components/reject-dialog';
import { ReviewQueue, useReviewQueueAddress } from '../../console/components/review-queue';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { type AdminWithdrawal, useAdminWithdrawals, type WithdrawalFilter } from '../api/get-admin-withdrawals';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { AdminWithdrawalItem } from '../components/admin-withdrawal-item';
import { ApproveWithdrawalDialog } from '../components/approve-withdrawal-dialog';
import { PayWithdrawalDialog } from '../components/pay-withdrawal-dialog';

const FILTERS: readonly QueueFilterOption<WithdrawalFilter>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'success', label: 'Paid' },
  { value: 'reject', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<WithdrawalFilter, { title: string; hint: string }> = {
  pending: {
    title: 'No withdrawals waiting',
    hint: 'Requests members confirm with their e-mailed code appear here until you pay or reject them.',
  },
  success: { title: 'No paid withdrawals', hint: 'Withdrawals you mark as paid are listed here with their hash.' },
  reject: { title: 'No rejected withdrawals', hint: 'Withdrawals you reject are listed here with their reason.' },
  all: { title: 'No withdrawals yet', hint: 'Requests members confirm appear here.' },
};

// docs/product.md#withdrawals: a reject returns the whole amount, charge included, to the Flexible wallet.
function rejectQuestion(withdrawal: AdminWithdrawal): string {
  const returned = `${usdt(withdrawal.requestPayment)} (charge included) goes back to their Flexible wallet`;
  const order = withdrawal.kind === 'capital' ? '; the order stays closed' : '';
  return `Reject ${usdt(withdrawal.requestPayment)} of ${withdrawal.member.fullName}? ${returned}${order}.`;
}

export function WithdrawalsPage() {
  const address = useReviewQueueAddress(FILTERS);
  const withdrawals = useAdminWithdrawals(address);
  const approve = useApproveWithdrawal();
  const approving = useSingleFlight();
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();

  return (
    <ReviewQueue
      title="Withdrawals"
      description="Send the net amount to the address, then record the payout; or reject to return the amount. Above the approval limit, one operator approves and another pays."
      what="withdrawals"
      filters={FILTERS}
      empty={EMPTY}
      address={address}
      query={withdrawals}
      onOpen={() => {
        approve.reset();
        pay.reset();
        reject.reset();
      }}
      item={(withdrawal, open) => (
        <AdminWithdrawalItem
          key={withdrawal._id}
          withdrawal={withdrawal}
          onApprove={() => open('approve')}
          onPay={() => open('pay')}
          onReject={() => open('reject')}
        />
      )}
      dialogs={{
        approve: (withdrawal, { done, close }) => (
          <ApproveWithdrawalDialog
            withdrawal={withdrawal}
            isApproving={approving.busy}
            error={approve.error ? errorMessage(approve.error) : null}
            onApprove={() => void approving.run(async () => done(await approve.mutateAsync(withdrawal._id)))}
            onClose={close}
          />
        ),
        pay: (withdrawal, { done, close }) => (
          <PayWithdrawalDialog
            withdrawal={withdrawal}
            isPaying={pay.isPending}
            error={pay.error ? errorMessage(pay.error) : null}
            onPay={(transactionHash) => pay.mutate({ id: withdrawal._id, transactionHash }, { onSuccess: done })}
            onClose={close}
          />
        ),
        reject: (withdrawal, { done, close }) => (
          <RejectDialog
            title="Reject withdrawal"
            question={rejectQuestion(withdrawal)}
            isRejecting={reject.isPending}
            error={reject.error ? errorMessage(reject.error) : null}
            onReject={(reason) => reject.mutate({ id: withdrawal._id, reason }, { onSuccess: done })}
            onClose={close}
          />
        ),
      }}
    />
  );
}
