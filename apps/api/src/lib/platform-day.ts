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

/** YYYY-MM-DD of `now` in the platform's time zone. */
export function platformDay(now: Date, timeZone: string): string {
  return formatterFor(timeZone).format(now);
}

/** The `count` days up to and including `lastDay`, oldest first. */
export function daysUpTo(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
