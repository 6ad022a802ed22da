import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { dialogStateOf, refusalOf } from '../../../kit/components/page-dialog';
import { ReasonRejectDialog } from '../../../kit/components/reason-reject-dialog';
import { RejectionReasonsLink } from '../../../kit/components/rejection-reasons-link';
import { ReviewQueue, reviewFilterTexts, useReviewQueueAddress } from '../../../kit/components/review-queue';
import { useApproveDeposit } from '../api/approve-deposit';
import { useAdminDeposits } from '../api/get-admin-deposits';
import { useRejectDeposit } from '../api/reject-deposit';
import { AdminDepositItem } from '../components/admin-deposit-item';
import { ApproveDepositDialog } from '../components/approve-deposit-dialog';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

export function DepositsPage() {
  const { t } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const { filters, empty } = reviewFilterTexts('cdp', t);
  const address = useReviewQueueAddress(filters);
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
      filters={filters}
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
