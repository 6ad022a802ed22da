import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import type { NotificationEntry } from '../api/notifications';
import { NOTIFICATION_TEXTS } from '../texts';

/** One notification: unread ones carry a dot and a bolder title; opening its link marks it read. */
export function NotificationRow({ item, onOpen }: { item: NotificationEntry; onOpen: (id: string) => void }) {
  const { t } = useTexts(NOTIFICATION_TEXTS);
  const content = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className={`flex items-center gap-2 ${item.read ? 'text-slate-200' : 'font-semibold text-slate-50'}`}>
          {!item.read && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-teal-300" />}
          {item.title}
          {!item.read && <span className="sr-only">{t('ntf.unreadMark')}</span>}
        </p>
        <time dateTime={item.createdAt} className="shrink-0 text-xs text-slate-400 tabular-nums">
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm break-words text-slate-300">{item.body}</p>
    </>
  );
  const classes = `block rounded-2xl border p-4 sm:p-5 ${
    item.read ? 'border-slate-800 bg-slate-900/50' : 'border-teal-800/70 bg-slate-900'
  } ${item.link ? 'hover:border-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300' : ''}`;
  const open = () => {
    if (!item.read) onOpen(item._id);
  };
  if (!item.link) return <div className={classes}>{content}</div>;
  // A payout's page on the block explorer opens in a new tab; every other link is a page of this site.
  if (/^https?:\/\//.test(item.link)) {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer" className={classes} onClick={open}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.link} className={classes} onClick={open}>
      {content}
    </Link>
  );
}
