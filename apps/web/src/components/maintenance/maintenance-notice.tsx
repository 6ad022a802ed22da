import { publicSettingsQuery } from '@app/web-kit/api/get-public-settings';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { useQuery } from '@tanstack/react-query';
import { MAINTENANCE_TEXTS } from './texts';

const RECHECK_MS = 60_000;

/**
 * While maintenance is on, the member area says so above every page, money screens included (docs/product.md#maintenance):
 * the owner's words in the reader's language, the expected end in their time, and that their balance is safe. The
 * settings are read again each minute, so the notice comes and goes without a reload.
 */
export function MaintenanceNotice() {
  const { t, locale } = useTexts(MAINTENANCE_TEXTS);
  const { data } = useQuery({ ...publicSettingsQuery, refetchInterval: RECHECK_MS });
  const maintenance = data?.maintenance;
  if (!maintenance?.on) return null;
  // Not the contract's textIn: importing the contract here would bring its schemas to every member page.
  const message = (locale !== 'en' && maintenance.message[locale]) || maintenance.message.en;
  const isAhead = maintenance.until !== null && Date.parse(maintenance.until) > Date.now();
  return (
    <div role="alert" className="border-b-2 border-amber-500 bg-amber-900/85 text-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 text-amber-300"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </svg>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{t('maint.title')}</p>
          {message && <p className="text-sm break-words whitespace-pre-line">{message}</p>}
          <p className="text-sm opacity-90">
            {isAhead && maintenance.until
              ? `${t('maint.until', { when: formatDateTime(maintenance.until) })} `
              : maintenance.until
                ? `${t('maint.overdue')} `
                : ''}
            {t('maint.safe')}
          </p>
        </div>
      </div>
    </div>
  );
}
