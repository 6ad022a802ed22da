import { type RejectionReasonRow, textIn } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useRejectionReasons } from '../../../kit/api/get-rejection-reasons';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { ListStates } from '../../../kit/components/list-states';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { useRetireRejectionReason, useSaveRejectionReason } from '../api/save-rejection-reason';
import { RejectionReasonFormDialog } from '../components/rejection-reason-form-dialog';
import { RejectionReasonItem } from '../components/rejection-reason-item';
import { RetireReasonDialog } from '../components/retire-reason-dialog';
import { CONSOLE_REASON_TEXTS } from '../texts';

/** The dialog on screen: a new reason or one being changed, or a reason to retire. */
type Open = { kind: 'edit'; reason?: RejectionReasonRow } | { kind: 'retire'; reason: RejectionReasonRow };

/**
 * /admin/deposits/rejection-reasons: the reasons reviewers choose when rejecting (docs/product.md#reviews); the owner
 * keeps them, finance reads them.
 */
export function RejectionReasonsPage() {
  const { t, locale } = useTexts(CONSOLE_REASON_TEXTS);
  const reasons = useRejectionReasons();
  const save = useSaveRejectionReason();
  const retire = useRetireRejectionReason();
  const { open, show, close, done } = usePageDialog<Open>([save, retire]);
  const { mayCall } = useOperatorAccess();
  const mayKeep = mayCall('rejectionReasonCreate');

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('crr.title')}
        description={t('crr.description')}
        action={mayKeep && <Button onClick={() => show({ kind: 'edit' })}>{t('crr.newReason')}</Button>}
      />
      <ListStates
        query={reasons}
        loading={t('crr.loading')}
        what={t('crr.theReasons')}
        empty={{ title: t('crr.empty'), hint: t('crr.emptyHint') }}
        label={t('crr.title')}
      >
        {(reason) => (
          <RejectionReasonItem
            key={reason._id}
            reason={reason}
            onEdit={mayKeep && !reason.retiredAt ? () => show({ kind: 'edit', reason }) : undefined}
            onRetire={mayKeep && !reason.retiredAt ? () => show({ kind: 'retire', reason }) : undefined}
          />
        )}
      </ListStates>
      {open?.kind === 'edit' && (
        <RejectionReasonFormDialog
          reason={open.reason}
          {...dialogStateOf(save, close)}
          onSave={(reason) => save.mutate({ id: open.reason?._id, reason }, { onSuccess: done })}
        />
      )}
      {open?.kind === 'retire' && (
        <RetireReasonDialog
          text={textIn(open.reason.texts, locale)}
          {...dialogStateOf(retire, close)}
          onConfirm={() => retire.mutate(open.reason._id, { onSuccess: done })}
        />
      )}
    </div>
  );
}
