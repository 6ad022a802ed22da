import { usdt } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage } from '../../../lib/toast';
import type { QueueFilterOption } from '../../console/components/queue-filter';
import { RejectDialog } from '../../console/components/reject-dialog';
import { ReviewQueue, useReviewQueueAddress } from '../../console/components/review-queue';
import { useApproveDeposit } from '../api/approve-deposit';
import { type DepositFilter, useAdminDeposits } from '../api/get-admin-deposits';
import { useRejectDeposit } from '../api/reject-deposit';
import { AdminDepositItem } from '../components/admin-deposit-item';
import { ApproveDepositDialog } from '../components/approve-deposit-dialog';

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

export function DepositsPage() {
  const address = useReviewQueueAddress(FILTERS);
  const deposits = useAdminDeposits(address);
  const approve = useApproveDeposit();
  const approving = useSingleFlight();
  const reject = useRejectDeposit();

  return (
    <ReviewQueue
      title="Deposits"
      description="Check each transfer on chain, then approve or reject it."
      what="deposits"
      filters={FILTERS}
      empty={EMPTY}
      address={address}
      query={deposits}
      onOpen={() => {
        approve.reset();
        reject.reset();
      }}
      item={(deposit, open) => (
        <AdminDepositItem
          key={deposit._id}
          deposit={deposit}
          onApprove={() => open('approve')}
          onReject={() => open('reject')}
        />
      )}
      dialogs={{
        approve: (deposit, { done, close }) => (
          <ApproveDepositDialog
            deposit={deposit}
            isApproving={approving.busy}
            error={approve.error ? errorMessage(approve.error) : null}
            onApprove={() => void approving.run(async () => done(await approve.mutateAsync(deposit._id)))}
            onClose={close}
          />
        ),
        reject: (deposit, { done, close }) => (
          <RejectDialog
            title="Reject deposit"
            question={`Reject ${usdt(deposit.amount)} from ${deposit.member.fullName}?`}
            isRejecting={reject.isPending}
            error={reject.error ? errorMessage(reject.error) : null}
            onReject={(reason) => reject.mutate({ id: deposit._id, reason }, { onSuccess: done })}
            onClose={close}
          />
        ),
      }}
    />
  );
}
