// The platform's calendar day (docs/product.md#daily-profit: the timezone setting decides when "today" turns).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Every read of a member's screens asks for today, and formatting a date in a time zone cost about 2 % of a
// request. Every time zone's offset is a whole number of minutes, so the day can only turn on a minute.
const lastDays = new Map<string, { minute: number; day: string }>();

/** YYYY-MM-DD of `now` in the platform's time zone. */
export function platformDay(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatterFor(timeZone).format(now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

// The income lists and charts ask for the same days on every request of a day (about 4 % of a request to build).
const lastRanges = new Map<number, { lastDay: string; days: readonly string[] }>();

/** The `count` days up to and including `lastDay`, oldest first. */
export function daysUpTo(lastDay: string, count: number): readonly string[] {
  const last = lastRanges.get(count);
  if (last?.lastDay === lastDay) return last.days;
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  const days = Object.freeze(
    Array.from({ length: count }, (_, index) =>
      new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    ),
  );
  lastRanges.set(count, { lastDay, days });
  return days;
}

/** The platform day `count` days after `day` (before it when negative): calendar arithmetic on YYYY-MM-DD. */
export function shiftDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** How many days `from` to `to` hold, both included (0 or less when `from` is after `to`). */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
