import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { usdt } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { type AdminWithdrawal, useAdminWithdrawals, type WithdrawalFilter } from '../api/get-admin-withdrawals';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminWithdrawalItem } from '../components/admin-withdrawal-item';
import { ApproveWithdrawalDialog } from '../components/approve-withdrawal-dialog';
import { PayWithdrawalDialog } from '../components/pay-withdrawal-dialog';
import {
  filterFrom,
  orderFrom,
  QueueFilter,
  type QueueFilterOption,
  QueueOrderSelect,
} from '../components/queue-filter';
import { QueueList } from '../components/queue-list';
import { RejectDialog } from '../components/reject-dialog';

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

type Review = { kind: 'approve' | 'pay' | 'reject'; withdrawal: AdminWithdrawal };

// docs/product.md#withdrawals: a reject returns the whole amount, charge included, to the Flexible wallet.
function rejectQuestion(withdrawal: AdminWithdrawal): string {
  const returned = `${usdt(withdrawal.requestPayment)} (charge included) goes back to their Flexible wallet`;
  const order = withdrawal.kind === 'capital' ? '; the order stays closed' : '';
  return `Reject ${usdt(withdrawal.requestPayment)} of ${withdrawal.member.fullName}? ${returned}${order}.`;
}

export function WithdrawalsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const filter = filterFrom(searchParams, FILTERS, 'pending');
  const order = orderFrom(searchParams);
  const withdrawals = useAdminWithdrawals({ filter, order, page });
  const approve = useApproveWithdrawal();
  const approving = useSingleFlight();
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [review, setReview] = useState<Review | null>(null);
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({
      ...(filter === 'pending' ? {} : { status: filter }),
      ...(order ? { order } : {}),
      page: String(target),
    })}`;

  function open(kind: Review['kind'], withdrawal: AdminWithdrawal) {
    approve.reset();
    pay.reset();
    reject.reset();
    setReview({ kind, withdrawal });
  }
  const close = () => setReview(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Withdrawals"
        description="Send the net amount to the address, then record the payout; or reject to return the amount. Above the approval limit, one operator approves and another pays."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <QueueFilter options={FILTERS} current={filter} defaultValue="pending" />
        <QueueOrderSelect isPending={filter === 'pending'} />
      </div>
      <QueueList what="withdrawals" query={withdrawals} page={page} hrefFor={hrefFor} empty={EMPTY[filter]}>
        {(withdrawal) => (
          <AdminWithdrawalItem
            key={withdrawal._id}
            withdrawal={withdrawal}
            onApprove={() => open('approve', withdrawal)}
            onPay={() => open('pay', withdrawal)}
            onReject={() => open('reject', withdrawal)}
          />
        )}
      </QueueList>
      {review?.kind === 'approve' && (
        <ApproveWithdrawalDialog
          withdrawal={review.withdrawal}
          isApproving={approving.busy}
          error={approve.error ? errorMessage(approve.error) : null}
          onApprove={() => void approving.run(async () => done(await approve.mutateAsync(review.withdrawal._id)))}
          onClose={close}
        />
      )}
      {review?.kind === 'pay' && (
        <PayWithdrawalDialog
          withdrawal={review.withdrawal}
          isPaying={pay.isPending}
          error={pay.error ? errorMessage(pay.error) : null}
          onPay={(transactionHash) => pay.mutate({ id: review.withdrawal._id, transactionHash }, { onSuccess: done })}
          onClose={close}
        />
      )}
      {review?.kind === 'reject' && (
        <RejectDialog
          title="Reject withdrawal"
          question={rejectQuestion(review.withdrawal)}
          isRejecting={reject.isPending}
          error={reject.error ? errorMessage(reject.error) : null}
          onReject={(reason) => reject.mutate({ id: review.withdrawal._id, reason }, { onSuccess: done })}
          onClose={close}
        />
      )}
    </div>
  );
}
