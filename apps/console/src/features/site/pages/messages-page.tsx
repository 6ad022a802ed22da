import type { ContactStatus } from '@app/contract';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifyApiError, notifySuccess } from '@app/web-kit/lib/toast';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { filterFrom, QueueFilter, type QueueFilterOption } from '../../../kit/components/queue-filter';
import { QueueList } from '../../../kit/components/queue-list';
import { type ContactMessage, useContactMessages } from '../api/get-contact-messages';
import { useResendContactMessage } from '../api/resend-contact-message';
import { ContactMessageItem } from '../components/contact-message-item';
import { CONSOLE_SITE_TEXTS } from '../texts';

/** /admin/messages: the contact form's messages, newest first, with a resend of those whose mail failed. */
export function MessagesPage() {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  const FILTERS: readonly QueueFilterOption<ContactStatus>[] = [
    { value: 'all', label: t('csite.filterAll') },
    { value: 'failed', label: t('csite.filterFailed') },
  ];
  const EMPTY: Record<ContactStatus, { title: string; hint: string }> = {
    all: { title: t('csite.msgEmpty'), hint: t('csite.msgEmptyHint') },
    failed: { title: t('csite.failedEmpty'), hint: t('csite.failedEmptyHint') },
  };
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const status = filterFrom(searchParams, FILTERS, 'all');
  const messages = useContactMessages({ status, page });
  const resend = useResendContactMessage();
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(status === 'all' ? {} : { status }), page: String(target) })}`;

  const onResend = (message: ContactMessage) =>
    resend.mutate(message._id, { onSuccess: (response) => notifySuccess(response.message), onError: notifyApiError });

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csite.msgTitle')} description={t('csite.msgDescription')} />
      <QueueFilter options={FILTERS} current={status} defaultValue="all" />
      <QueueList what={t('csite.msgWhat')} query={messages} page={page} hrefFor={hrefFor} empty={EMPTY[status]}>
        {(message) => (
          <ContactMessageItem
            key={message._id}
            message={message}
            isResending={resend.isPending && resend.variables === message._id}
            onResend={onResend}
          />
        )}
      </QueueList>
    </div>
  );
}
