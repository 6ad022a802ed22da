import type { LiveAnnouncement } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useHydrated } from '@app/web-kit/lib/use-hydrated';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { liveAnnouncementsQuery } from '../../api/get-announcements';
import { readDismissed, rememberDismissed } from './dismissed-announcements';
import { ANNOUNCEMENT_TEXTS } from './texts';

interface AnnouncementBannerProps {
  /** The member area shows every live announcement; the public site only those the operator put on it. */
  where: 'member' | 'site';
}

const TONE = {
  info: 'border-sky-800/70 bg-sky-950/60 text-sky-50',
  warning: 'border-amber-500 bg-amber-900/80 text-amber-50',
} as const;

/**
 * The announcements live now, above the page (docs/product.md#announcements). Asked for only once React holds the
 * page: a prerendered page carries no announcement, so its markup never waits for or goes stale with one; until the
 * answer, and on a failure, nothing shows. An info closes and stays closed in this browser; a warning stays.
 */
export function AnnouncementBanner({ where }: AnnouncementBannerProps) {
  const { t, locale } = useTexts(ANNOUNCEMENT_TEXTS);
  const isHydrated = useHydrated();
  const { data } = useQuery({ ...liveAnnouncementsQuery(locale), enabled: isHydrated });
  const [dismissed, setDismissed] = useState<readonly string[] | null>(null);
  if (!data) return null;
  const closed = dismissed ?? readDismissed();
  const shown = data.filter(
    (announcement) =>
      (where === 'member' || announcement.onSite) &&
      (announcement.level === 'warning' || !closed.includes(announcement._id)),
  );
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('ann.label')} className="border-b border-slate-800 bg-slate-950">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-2">
        {shown.map((announcement) => (
          <AnnouncementNotice
            key={announcement._id}
            announcement={announcement}
            closeLabel={t('ann.dismiss', { title: announcement.title })}
            onClose={() => setDismissed(rememberDismissed(announcement._id))}
          />
        ))}
      </div>
    </section>
  );
}

function AnnouncementNotice(props: { announcement: LiveAnnouncement; closeLabel: string; onClose: () => void }) {
  const { announcement } = props;
  const isWarning = announcement.level === 'warning';
  return (
    <div
      role={isWarning ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${TONE[announcement.level]} ${isWarning ? 'border-2' : ''}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`mt-0.5 size-5 shrink-0 ${isWarning ? 'text-amber-300' : 'text-sky-300'}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={isWarning ? 'M12 3 2 21h20zm0 7v5m0 3h.01' : 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-10v6m0-9h.01'} />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{announcement.title}</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line opacity-90">{announcement.body}</p>
      </div>
      {!isWarning && (
        <button
          type="button"
          aria-label={props.closeLabel}
          onClick={props.onClose}
          className="-my-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-sky-200 hover:bg-sky-900/60 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
