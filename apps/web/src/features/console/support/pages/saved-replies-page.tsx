import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { errorMessage, notifySuccess } from '../../../../lib/toast';
import { useOperatorAccess } from '../../kit/api/operator-access';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
import { type SavedReplyRow, useSavedReplies } from '../api/get-saved-replies';
import { useDeleteSavedReply, useSaveSavedReply } from '../api/save-saved-reply';
import { RemoveSavedReplyDialog } from '../components/remove-saved-reply-dialog';
import { SavedReplyFormDialog } from '../components/saved-reply-form-dialog';
import { SavedReplyItem } from '../components/saved-reply-item';
import { SupportTabs } from '../components/support-tabs';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

/** The dialog on screen: a new reply or one being changed, or a reply to remove. */
type Open = { kind: 'edit'; reply?: SavedReplyRow } | { kind: 'remove'; reply: SavedReplyRow } | null;

/**
 * /admin/support/saved-replies: the answers operators reuse on tickets, by title; owners and support add, change and
 * remove them, finance reads them.
 */
export function SavedRepliesPage() {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { data: replies, isPending, isError, refetch } = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const [open, setOpen] = useState<Open>(null);
  const { mayCall } = useOperatorAccess();
  const mayCreate = mayCall('adminSavedReplyCreate');
  const mayEdit = mayCall('adminSavedReplyUpdate');
  const mayRemove = mayCall('adminSavedReplyDelete');

  function show(next: Open) {
    save.reset();
    remove.reset();
    setOpen(next);
  }
  const close = () => setOpen(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csp.title')} description={t('csp.description')} />
      <SupportTabs />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="sr-only">{t('csp.savedReplies')}</h2>
        <p className="min-w-0 text-sm text-slate-300">{t('csp.repliesDescription')}</p>
        {mayCreate && (
          <Button className="shrink-0 self-start sm:self-auto" onClick={() => show({ kind: 'edit' })}>
            {t('csp.newReply')}
          </Button>
        )}
      </div>
      {isPending && <ListSkeleton label={t('csp.loadingReplies')} />}
      {isError && !replies && <LoadError what={t('csp.theReplies')} onRetry={() => void refetch()} />}
      {replies?.length === 0 && <EmptyState title={t('csp.emptyReplies')} hint={t('csp.emptyRepliesHint')} />}
      {replies && replies.length > 0 && (
        <ul aria-label={t('csp.savedReplies')} className="space-y-3">
          {replies.map((reply) => (
            <SavedReplyItem
              key={reply._id}
              reply={reply}
              onEdit={mayEdit ? () => show({ kind: 'edit', reply }) : undefined}
              onRemove={mayRemove ? () => show({ kind: 'remove', reply }) : undefined}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && (
        <SavedReplyFormDialog
          reply={open.reply}
          isSaving={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onSave={(reply) => save.mutate({ id: open.reply?._id, reply }, { onSuccess: done })}
          onClose={close}
        />
      )}
      {open?.kind === 'remove' && (
        <RemoveSavedReplyDialog
          title={open.reply.title}
          isRemoving={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(open.reply._id, { onSuccess: done })}
          onClose={close}
        />
      )}
    </div>
  );
}
