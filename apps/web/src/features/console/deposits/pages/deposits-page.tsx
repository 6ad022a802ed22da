import { useTexts } from '../../../../i18n/texts';
import { usdt } from '../../../../lib/format';
import { useSingleFlight } from '../../../../lib/single-flight';
import { dialogStateOf, refusalOf } from '../../kit/components/page-dialog';
import type { QueueFilterOption } from '../../kit/components/queue-filter';
import { ReasonRejectDialog } from '../../kit/components/reason-reject-dialog';
import { RejectionReasonsLink } from '../../kit/components/rejection-reasons-link';
import { ReviewQueue, useReviewQueueAddress } from '../../kit/components/review-queue';
import { useApproveDeposit } from '../api/approve-deposit';
import { type DepositFilter, useAdminDeposits } from '../api/get-admin-deposits';
import { useRejectDeposit } from '../api/reject-deposit';
import { AdminDepositItem } from '../components/admin-deposit-item';
import { ApproveDepositDialog } from '../components/approve-deposit-dialog';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

type DepositKey = keyof typeof CONSOLE_DEPOSIT_TEXTS;
const FILTER_VALUES: readonly DepositFilter[] = ['pending', 'success', 'reject', 'all'];
const EMPTY = {
  pending: ['cdp.emptyPending', 'cdp.emptyPendingHint'],
  success: ['cdp.emptySuccess', 'cdp.emptySuccessHint'],
  reject: ['cdp.emptyReject', 'cdp.emptyRejectHint'],
  all: ['cdp.emptyAll', 'cdp.emptyAllHint'],
} as const satisfies Record<DepositFilter, readonly [DepositKey, DepositKey]>;

export function DepositsPage() {
  const { t } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const FILTERS: readonly QueueFilterOption<DepositFilter>[] = FILTER_VALUES.map((value) => ({
    value,
    label: t(`cdp.${value}`),
  }));
  const empty = Object.fromEntries(
    FILTER_VALUES.map((value) => [value, { title: t(EMPTY[value][0]), hint: t(EMPTY[value][1]) }]),
  ) as Record<DepositFilter, { title: string; hint: string }>;
  const address = useReviewQueueAddress(FILTERS);
  const deposits = useAdminDeposits(address);
  const approve = useApproveDeposit();
  const approving = useSingleFlight();
  const reject = useRejectDeposit();

  return (
    <ReviewQueue
      title={t('cdp.title')}
      description={t('cdp.description')}
      action={<RejectionReasonsLink />}
      what={t('cdp.what')}
      filters={FILTERS}
      empty={empty}
      address={address}
      query={deposits}
      decisions={[approve, reject]}
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
            isBusy={approving.busy}
            error={refusalOf(approve)}
            onApprove={() => void approving.run(async () => done(await approve.mutateAsync(deposit)))}
            onClose={close}
          />
        ),
        reject: (deposit, { done, close }) => (
          <ReasonRejectDialog
            title={t('cdp.rejectTitle')}
            review="deposit"
            question={t('cdp.rejectQuestion', {
              who: t('cdp.who', { amount: usdt(deposit.amount), name: deposit.member.fullName }),
            })}
            {...dialogStateOf(reject, close)}
            onReject={(why) => reject.mutate({ id: deposit._id, ...why }, { onSuccess: done })}
          />
        ),
      }}
    />
  );
}
