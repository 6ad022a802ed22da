import type { AnnouncementRow } from '@app/contract';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { errorMessage, notifySuccess } from '../../../../lib/toast';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
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
  const { data: announcements, isPending, isError, refetch } = useAdminAnnouncements();
  const publish = usePublishAnnouncement();
  const withdraw = useWithdrawAnnouncement();
  const [toWithdraw, setToWithdraw] = useState<AnnouncementRow | null>(null);

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
      <AnnouncementForm
        isSaving={publish.isPending}
        error={publish.error ? errorMessage(publish.error) : null}
        onPublish={onPublish}
      />
      <h2 className="text-lg font-semibold text-slate-50">{t('can.listTitle')}</h2>
      {isPending && <ListSkeleton label={t('can.loading')} />}
      {isError && !announcements && <LoadError what={t('can.theAnnouncements')} onRetry={() => void refetch()} />}
      {announcements?.length === 0 && <EmptyState title={t('can.empty')} hint={t('can.emptyHint')} />}
      {announcements && announcements.length > 0 && (
        <ul aria-label={t('can.listTitle')} className="space-y-3">
          {announcements.map((announcement) => (
            <AnnouncementItem
              key={announcement._id}
              announcement={announcement}
              onWithdraw={
                announcement.status === 'scheduled' || announcement.status === 'live'
                  ? () => {
                      withdraw.reset();
                      setToWithdraw(announcement);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {toWithdraw && (
        <WithdrawAnnouncementDialog
          title={toWithdraw.texts.en.title}
          isWithdrawing={withdraw.isPending}
          error={withdraw.error ? errorMessage(withdraw.error) : null}
          onConfirm={() =>
            withdraw.mutate(toWithdraw._id, {
              onSuccess: (response) => {
                notifySuccess(response.message);
                setToWithdraw(null);
              },
            })
          }
          onClose={() => setToWithdraw(null)}
        />
      )}
    </div>
  );
}
