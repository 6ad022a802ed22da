import type { ContactStatus } from '@app/contract';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { notifyApiError, notifySuccess } from '../../../lib/toast';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { filterFrom, QueueFilter, type QueueFilterOption } from '../../console/components/queue-filter';
import { QueueList } from '../../console/components/queue-list';
import { type ContactMessage, useContactMessages } from '../api/get-contact-messages';
import { useResendContactMessage } from '../api/resend-contact-message';
import { ContactMessageItem } from '../components/contact-message-item';

const FILTERS: readonly QueueFilterOption<ContactStatus>[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Mail failed' },
];

const EMPTY: Record<ContactStatus, { title: string; hint: string }> = {
  all: { title: 'No messages yet', hint: 'Messages visitors send through the contact form appear here.' },
  failed: {
    title: 'No failed mails',
    hint: 'Every message reached the contact address. A message whose mail fails is listed here to resend.',
  },
};

/** /admin/messages: the contact form's messages, newest first, with a resend of those whose mail failed. */
export function MessagesPage() {
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
      <AdminPageHeader
        title="Messages"
        description="What visitors sent through the contact form, newest first, and whether it reached the contact address."
      />
      <QueueFilter options={FILTERS} current={status} defaultValue="all" />
      <QueueList what="messages" query={messages} page={page} hrefFor={hrefFor} empty={EMPTY[status]}>
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
