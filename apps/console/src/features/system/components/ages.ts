// Ages and periods in words, as an operator reads them at a glance: "3 min ago", "every 15 minutes", in the shown
// language (docs/decisions/017-translations.md), read at render.
import { textOf } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

type Key = keyof typeof CONSOLE_SYSTEM_TEXTS & string;

const say = (key: Key, count?: number) =>
  textOf(CONSOLE_SYSTEM_TEXTS, key, count === undefined ? undefined : { count: formatNumber(count) });

/** Whole units, rounded down: "59 min ago" stays under the hour it has not reached. */
export function ago(seconds: number): string {
  if (seconds < 5) return say('csys.justNow');
  if (seconds < MINUTE) return say('csys.secondsAgo', Math.floor(seconds));
  if (seconds < HOUR) return say('csys.minutesAgo', Math.floor(seconds / MINUTE));
  if (seconds < 2 * DAY) return say('csys.hoursAgo', Math.floor(seconds / HOUR));
  return say('csys.daysAgo', Math.floor(seconds / DAY));
}

const plural = (count: number, one: Key, many: Key) => (count === 1 ? say(one) : say(many, count));

export function every(seconds: number): string {
  if (seconds % HOUR === 0) return plural(seconds / HOUR, 'csys.everyHour', 'csys.everyHours');
  if (seconds % MINUTE === 0) return plural(seconds / MINUTE, 'csys.everyMinute', 'csys.everyMinutes');
  return plural(seconds, 'csys.everySecond', 'csys.everySeconds');
}

/** A limit in words for the stale notes: 1800 -> "30 minutes", 93600 -> "26 hours". */
export function duration(seconds: number): string {
  if (seconds % HOUR === 0) return say('csys.hours', seconds / HOUR);
  return say('csys.minutes', Math.round(seconds / MINUTE));
}
