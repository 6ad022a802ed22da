import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { dialogStateOf, refusalOf } from '../../../kit/components/page-dialog';
import { ReasonRejectDialog } from '../../../kit/components/reason-reject-dialog';
import { RejectionReasonsLink } from '../../../kit/components/rejection-reasons-link';
import { ReviewQueue, reviewFilterTexts, useReviewQueueAddress } from '../../../kit/components/review-queue';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { type AdminWithdrawal, useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { AdminWithdrawalItem } from '../components/admin-withdrawal-item';
import { ApproveWithdrawalDialog } from '../components/approve-withdrawal-dialog';
import { PayWithdrawalDialog } from '../components/pay-withdrawal-dialog';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../texts';

// docs/product.md#withdrawals: a reject returns the whole amount, charge included, to the Flexible wallet; a refund's
// to the Electronic Wallet it came from.
const REJECT_QUESTION = {
  income: 'cwd.rejectQuestion',
  capital: 'cwd.rejectQuestionCapital',
  refund: 'cwd.rejectQuestionRefund',
} as const;

function rejectQuestion(withdrawal: AdminWithdrawal): string {
  return textOf(CONSOLE_WITHDRAWAL_TEXTS, REJECT_QUESTION[withdrawal.kind], {
    amount: usdt(withdrawal.requestPayment),
    name: withdrawal.member.fullName,
  });
}

export function WithdrawalsPage() {
  const { t } = useTexts(CONSOLE_WITHDRAWAL_TEXTS);
  const { filters, empty } = reviewFilterTexts('cwd', t);
  const address = useReviewQueueAddress(filters);
  const withdrawals = useAdminWithdrawals(address);
  const approve = useApproveWithdrawal();
  const approving = useSingleFlight();
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();

  return (
    <ReviewQueue
      title={t('cwd.title')}
      description={t('cwd.description')}
      action={<RejectionReasonsLink />}
      what={t('cwd.what')}
      filters={filters}
      empty={empty}
      address={address}
      query={withdrawals}
      decisions={[approve, pay, reject]}
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
            isBusy={approving.busy}
            error={refusalOf(approve)}
            onApprove={() => void approving.run(async () => done(await approve.mutateAsync(withdrawal._id)))}
            onClose={close}
          />
        ),
        pay: (withdrawal, { done, close }) => (
          <PayWithdrawalDialog
            withdrawal={withdrawal}
            {...dialogStateOf(pay, close)}
            onPay={(transactionHash) => pay.mutate({ id: withdrawal._id, transactionHash }, { onSuccess: done })}
          />
        ),
        reject: (withdrawal, { done, close }) => (
          <ReasonRejectDialog
            title={t('cwd.rejectTitle')}
            review="withdrawal"
            question={rejectQuestion(withdrawal)}
            {...dialogStateOf(reject, close)}
            onReject={(why) => reject.mutate({ id: withdrawal._id, ...why }, { onSuccess: done })}
          />
        ),
      }}
    />
  );
}
