import { type RejectionReasonRow, textIn } from '@app/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { errorMessage, notifySuccess } from '../../../../lib/toast';
import { useRejectionReasons } from '../../kit/api/get-rejection-reasons';
import { useOperatorAccess } from '../../kit/api/operator-access';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
import { useRetireRejectionReason, useSaveRejectionReason } from '../api/save-rejection-reason';
import { RejectionReasonFormDialog } from '../components/rejection-reason-form-dialog';
import { RejectionReasonItem } from '../components/rejection-reason-item';
import { RetireReasonDialog } from '../components/retire-reason-dialog';
import { CONSOLE_REASON_TEXTS } from '../texts';

/** The dialog on screen: a new reason or one being changed, or a reason to retire. */
type Open = { kind: 'edit'; reason?: RejectionReasonRow } | { kind: 'retire'; reason: RejectionReasonRow } | null;

/**
 * /admin/deposits/rejection-reasons: the reasons reviewers choose when rejecting (docs/product.md#reviews); the owner
 * keeps them, finance reads them.
 */
export function RejectionReasonsPage() {
  const { t, locale } = useTexts(CONSOLE_REASON_TEXTS);
  const { data: reasons, isPending, isError, refetch } = useRejectionReasons();
  const save = useSaveRejectionReason();
  const retire = useRetireRejectionReason();
  const [open, setOpen] = useState<Open>(null);
  const { mayCall } = useOperatorAccess();
  const mayKeep = mayCall('rejectionReasonCreate');

  function show(next: Open) {
    save.reset();
    retire.reset();
    setOpen(next);
  }
  const close = () => setOpen(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('crr.title')}
        description={t('crr.description')}
        action={mayKeep && <Button onClick={() => show({ kind: 'edit' })}>{t('crr.newReason')}</Button>}
      />
      {isPending && <ListSkeleton label={t('crr.loading')} />}
      {isError && !reasons && <LoadError what={t('crr.theReasons')} onRetry={() => void refetch()} />}
      {reasons?.length === 0 && <EmptyState title={t('crr.empty')} hint={t('crr.emptyHint')} />}
      {reasons && reasons.length > 0 && (
        <ul aria-label={t('crr.title')} className="space-y-3">
          {reasons.map((reason) => (
            <RejectionReasonItem
              key={reason._id}
              reason={reason}
              onEdit={mayKeep && !reason.retiredAt ? () => show({ kind: 'edit', reason }) : undefined}
              onRetire={mayKeep && !reason.retiredAt ? () => show({ kind: 'retire', reason }) : undefined}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && (
        <RejectionReasonFormDialog
          reason={open.reason}
          isSaving={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onSave={(reason) => save.mutate({ id: open.reason?._id, reason }, { onSuccess: done })}
          onClose={close}
        />
      )}
      {open?.kind === 'retire' && (
        <RetireReasonDialog
          text={textIn(open.reason.texts, locale)}
          isRetiring={retire.isPending}
          error={retire.error ? errorMessage(retire.error) : null}
          onConfirm={() => retire.mutate(open.reason._id, { onSuccess: done })}
          onClose={close}
        />
      )}
    </div>
  );
}
