import { Badge } from '@app/web-kit/components/ui/badge';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { useAdminSettings } from '../../../kit/api/get-admin-settings';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
/** SETTING_DEFAULTS.supportResponseHours, kept here: the contract's settings module would bring zod to this page. */
const DEFAULT_RESPONSE_HOURS = 24;

/** A wait in the words an operator reads at a glance: "3 h 12 min", "2 d 5 h"; rounded down. */
export function waitingWords(seconds: number): string {
  const say = (key: keyof typeof CONSOLE_SUPPORT_TEXTS, values?: Record<string, number>) =>
    textOf(
      CONSOLE_SUPPORT_TEXTS,
      key,
      values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, formatNumber(value)])),
    );
  if (seconds < MINUTE_S) return say('csp.time.underMinute');
  if (seconds < HOUR_S) return say('csp.time.minutes', { minutes: Math.floor(seconds / MINUTE_S) });
  if (seconds < DAY_S) {
    return say('csp.time.hours', {
      hours: Math.floor(seconds / HOUR_S),
      minutes: Math.floor((seconds % HOUR_S) / MINUTE_S),
    });
  }
  return say('csp.time.days', { days: Math.floor(seconds / DAY_S), hours: Math.floor((seconds % DAY_S) / HOUR_S) });
}

/**
 * The hours a member may wait for an answer (the operator setting `supportResponseHours`, which also fires the
 * alert); its default until the settings are read.
 */
export function useResponseHours(): number {
  const { data: settings } = useAdminSettings();
  return settings?.supportResponseHours ?? DEFAULT_RESPONSE_HOURS;
}

/** How long the member has waited for the platform; in red, and said, once past the hours set for an answer. */
export function WaitingTime({ seconds }: { seconds: number }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const hours = useResponseHours();
  const isOverdue = seconds > hours * HOUR_S;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={`tabular-nums ${isOverdue ? 'font-semibold text-red-300' : 'text-slate-200'}`}>
        {t('csp.waiting', { time: waitingWords(seconds) })}
      </span>
      {isOverdue && (
        <span title={t('csp.overdueTitle', { hours: formatNumber(hours) })}>
          <Badge tone="red">{t('csp.overdue', { hours: formatNumber(hours) })}</Badge>
        </span>
      )}
    </span>
  );
}
