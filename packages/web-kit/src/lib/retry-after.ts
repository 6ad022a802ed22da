import { fillMessage, SHELL_PATTERNS } from '@app/contract';
import { currentLocale, INTL_LOCALE, translateMessage } from '../i18n/current';

/** Seconds until a Retry-After value (delay-seconds or an HTTP date) ends; null when it says nothing usable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The wait as a relative time in the chosen language, rounded up to what a person reads: seconds, minutes, hours. */
function relativeWait(seconds: number): string {
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[currentLocale()], { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** "The limit ends in 15 minutes." in the chosen language, from a 429's Retry-After; null without one. */
export function limitEndsSentence(retryAfter: string | null): string | null {
  const seconds = retryAfterSeconds(retryAfter);
  if (seconds === null) return null;
  return translateMessage(fillMessage(SHELL_PATTERNS.limitEndsWhen, { when: relativeWait(seconds) }));
}
