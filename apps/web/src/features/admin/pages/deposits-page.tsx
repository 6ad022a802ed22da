import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { usdt } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { useApproveDeposit } from '../api/approve-deposit';
import { type AdminDeposit, type DepositFilter, useAdminDeposits } from '../api/get-admin-deposits';
import { useRejectDeposit } from '../api/reject-deposit';
import { AdminDepositItem } from '../components/admin-deposit-item';
import { AdminPageHeader } from '../components/admin-page-header';
import { ApproveDepositDialog } from '../components/approve-deposit-dialog';
import {
  filterFrom,
  orderFrom,
  QueueFilter,
  type QueueFilterOption,
  QueueOrderSelect,
} from '../components/queue-filter';
import { QueueList } from '../components/queue-list';
import { RejectDialog } from '../components/reject-dialog';

const FILTERS: readonly QueueFilterOption<DepositFilter>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'success', label: 'Approved' },
  { value: 'reject', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<DepositFilter, { title: string; hint: string }> = {
  pending: {
    title: 'No deposits waiting',
    hint: 'Deposits members submit appear here until you approve or reject them.',
  },
  success: { title: 'No approved deposits', hint: 'Deposits you approve are listed here.' },
  reject: { title: 'No rejected deposits', hint: 'Deposits you reject are listed here with their reason.' },
  all: { title: 'No deposits yet', hint: 'Deposits members submit appear here.' },
};

type Review = { kind: 'approve' | 'reject'; deposit: AdminDeposit };

export function DepositsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const filter = filterFrom(searchParams, FILTERS, 'pending');
  const order = orderFrom(searchParams);
  const deposits = useAdminDeposits({ filter, order, page });
  const approve = useApproveDeposit();
  const approving = useSingleFlight();
  const reject = useRejectDeposit();
  const [review, setReview] = useState<Review | null>(null);
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({
      ...(filter === 'pending' ? {} : { status: filter }),
      ...(order ? { order } : {}),
      page: String(target),
    })}`;

  function open(kind: Review['kind'], deposit: AdminDeposit) {
    approve.reset();
    reject.reset();
    setReview({ kind, deposit });
  }
  const close = () => setReview(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader title="Deposits" description="Check each transfer on chain, then approve or reject it." />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <QueueFilter options={FILTERS} current={filter} defaultValue="pending" />
        <QueueOrderSelect isPending={filter === 'pending'} />
      </div>
      <QueueList what="deposits" query={deposits} page={page} hrefFor={hrefFor} empty={EMPTY[filter]}>
        {(deposit) => (
          <AdminDepositItem
            key={deposit._id}
            deposit={deposit}
            onApprove={() => open('approve', deposit)}
            onReject={() => open('reject', deposit)}
          />
        )}
      </QueueList>
      {review?.kind === 'approve' && (
        <ApproveDepositDialog
          deposit={review.deposit}
          isApproving={approving.busy}
          error={approve.error ? errorMessage(approve.error) : null}
          onApprove={() => void approving.run(async () => done(await approve.mutateAsync(review.deposit._id)))}
          onClose={close}
        />
      )}
      {review?.kind === 'reject' && (
        <RejectDialog
          title="Reject deposit"
          question={`Reject ${usdt(review.deposit.amount)} from ${review.deposit.member.fullName}?`}
          isRejecting={reject.isPending}
          error={reject.error ? errorMessage(reject.error) : null}
          onReject={(reason) => reject.mutate({ id: review.deposit._id, reason }, { onSuccess: done })}
          onClose={close}
        />
      )}
    </div>
  );
}
