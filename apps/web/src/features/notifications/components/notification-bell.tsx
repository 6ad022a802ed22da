import { Link } from 'react-router';
import { ICON_BUTTON } from '../../../components/header-icon';
import { useUnreadCount } from '../api/notifications';

const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0';

/** The member header's bell: the unread count, and the way to the notification centre. */
export function NotificationBell() {
  const unread = useUnreadCount() ?? 0;
  return (
    <Link to="/notifications" aria-label={`Notifications, ${unread} unread`} className={`${ICON_BUTTON} relative`}>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        <path d={BELL} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
