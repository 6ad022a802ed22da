import type { AnnouncementRow } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { ListStates } from '../../../kit/components/list-states';
import { dialogStateOf, refusalOf, usePageDialog } from '../../../kit/components/page-dialog';
import { useAdminAnnouncements, usePublishAnnouncement, useWithdrawAnnouncement } from '../api/announcements';
import { AnnouncementForm } from '../components/announcement-form';
import { AnnouncementItem } from '../components/announcement-item';
import { WithdrawAnnouncementDialog } from '../components/withdraw-announcement-dialog';
import { CONSOLE_ANNOUNCEMENT_TEXTS } from '../texts';

/**
 * /admin/announcements: the owner and the content role tell members of a change before it happens
 * (docs/product.md#announcements): the form, then every announcement with its status.
 */
export function AnnouncementsPage() {
  const { t } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  const announcements = useAdminAnnouncements();
  const publish = usePublishAnnouncement();
  const withdraw = useWithdrawAnnouncement();
  const withdrawing = usePageDialog<AnnouncementRow>([withdraw]);
  const toWithdraw = withdrawing.open;

  async function onPublish(body: Parameters<typeof publish.mutateAsync>[0]) {
    try {
      notifySuccess((await publish.mutateAsync(body)).message);
      return true;
    } catch {
      // The server's refusal shows under the form (publish.error).
      return false;
    }
  }

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('can.title')} description={t('can.description')} />
      <AnnouncementForm isSaving={publish.isPending} error={refusalOf(publish)} onPublish={onPublish} />
      <h2 className="text-lg font-semibold text-slate-50">{t('can.listTitle')}</h2>
      <ListStates
        query={announcements}
        loading={t('can.loading')}
        what={t('can.theAnnouncements')}
        empty={{ title: t('can.empty'), hint: t('can.emptyHint') }}
        label={t('can.listTitle')}
      >
        {(announcement) => (
          <AnnouncementItem
            key={announcement._id}
            announcement={announcement}
            onWithdraw={
              announcement.status === 'scheduled' || announcement.status === 'live'
                ? () => withdrawing.show(announcement)
                : undefined
            }
          />
        )}
      </ListStates>
      {toWithdraw && (
        <WithdrawAnnouncementDialog
          title={toWithdraw.texts.en.title}
          {...dialogStateOf(withdraw, withdrawing.close)}
          onConfirm={() => withdraw.mutate(toWithdraw._id, { onSuccess: withdrawing.done })}
        />
      )}
    </div>
  );
}
