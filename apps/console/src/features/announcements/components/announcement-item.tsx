import { type AnnouncementRow, type AnnouncementStatus, LOCALE_NAMES } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { CONSOLE_ANNOUNCEMENT_TEXTS } from '../texts';

const STATUS_TONE: Record<AnnouncementStatus, BadgeTone> = {
  scheduled: 'blue',
  live: 'green',
  ended: 'slate',
  withdrawn: 'slate',
};

interface AnnouncementItemProps {
  announcement: AnnouncementRow;
  /** Absent once it has ended or been withdrawn: nothing is left to take down. */
  onWithdraw?: () => void;
}

/** One announcement: its title in the console's language, its status, level, window and languages; Withdraw. */
export function AnnouncementItem({ announcement, onWithdraw }: AnnouncementItemProps) {
  const { t, locale } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  const text = (locale === 'en' ? undefined : announcement.texts[locale]) ?? announcement.texts.en;
  const missing = (['es', 'hi'] as const).filter((language) => !announcement.texts[language]);
  // Every other language written, so an operator sees what each member reads, not only the shown one.
  const others = (['en', 'es', 'hi'] as const).filter(
    (language) => announcement.texts[language] && announcement.texts[language] !== text,
  );
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-50">{text.title}</h3>
        <p className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONE[announcement.status]}>{t(`can.status.${announcement.status}`)}</Badge>
          <Badge tone={announcement.level === 'warning' ? 'amber' : 'slate'}>
            {t(`can.badge.${announcement.level}`)}
          </Badge>
          {announcement.onSite && <Badge tone="slate">{t('can.badge.onSite')}</Badge>}
          {missing.map((language) => (
            <Badge key={language} tone="slate">
              {t('can.missing', { language: LOCALE_NAMES[language] })}
            </Badge>
          ))}
        </p>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-300">{text.body}</p>
      {others.map((language) => (
        <details key={language} className="mt-2 text-sm">
          <summary className="cursor-pointer rounded text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300">
            {t('can.inLanguage', { language: LOCALE_NAMES[language] })}
          </summary>
          <p lang={language} className="mt-1 font-semibold break-words text-slate-100">
            {announcement.texts[language]?.title}
          </p>
          <p lang={language} className="mt-1 break-words whitespace-pre-line text-slate-300">
            {announcement.texts[language]?.body}
          </p>
        </details>
      ))}
      <p className="mt-2 text-sm text-slate-400">
        {t('can.window', { start: formatDateTime(announcement.startsAt), end: formatDateTime(announcement.endsAt) })}
      </p>
      {onWithdraw && (
        <div className="mt-3 flex justify-end">
          <Button variant="secondary" className="min-h-10 w-full px-4 text-sm sm:w-auto" onClick={onWithdraw}>
            {t('can.withdraw')}
            <span className="sr-only"> {text.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
