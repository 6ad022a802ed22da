import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { ListStates } from '../../../kit/components/list-states';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { type SavedReplyRow, useSavedReplies } from '../api/get-saved-replies';
import { useDeleteSavedReply, useSaveSavedReply } from '../api/save-saved-reply';
import { RemoveSavedReplyDialog } from '../components/remove-saved-reply-dialog';
import { SavedReplyFormDialog } from '../components/saved-reply-form-dialog';
import { SavedReplyItem } from '../components/saved-reply-item';
import { SupportTabs } from '../components/support-tabs';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

/** The dialog on screen: a new reply or one being changed, or a reply to remove. */
type Open = { kind: 'edit'; reply?: SavedReplyRow } | { kind: 'remove'; reply: SavedReplyRow };

/**
 * /admin/support/saved-replies: the answers operators reuse on tickets, by title; owners and support add, change and
 * remove them, finance reads them.
 */
export function SavedRepliesPage() {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const replies = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const { open, show, close, done } = usePageDialog<Open>([save, remove]);
  const { mayCall } = useOperatorAccess();
  const mayCreate = mayCall('adminSavedReplyCreate');
  const mayEdit = mayCall('adminSavedReplyUpdate');
  const mayRemove = mayCall('adminSavedReplyDelete');

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
      <ListStates
        query={replies}
        loading={t('csp.loadingReplies')}
        what={t('csp.theReplies')}
        empty={{ title: t('csp.emptyReplies'), hint: t('csp.emptyRepliesHint') }}
        label={t('csp.savedReplies')}
      >
        {(reply) => (
          <SavedReplyItem
            key={reply._id}
            reply={reply}
            onEdit={mayEdit ? () => show({ kind: 'edit', reply }) : undefined}
            onRemove={mayRemove ? () => show({ kind: 'remove', reply }) : undefined}
          />
        )}
      </ListStates>
      {open?.kind === 'edit' && (
        <SavedReplyFormDialog
          reply={open.reply}
          {...dialogStateOf(save, close)}
          onSave={(reply) => save.mutate({ id: open.reply?._id, reply }, { onSuccess: done })}
        />
      )}
      {open?.kind === 'remove' && (
        <RemoveSavedReplyDialog
          title={open.reply.title}
          {...dialogStateOf(remove, close)}
          onConfirm={() => remove.mutate(open.reply._id, { onSuccess: done })}
        />
      )}
    </div>
  );
}
