// Ages and periods in words, as an operator reads them at a glance: "3 min ago", "every 15 minutes".

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** Whole units, rounded down: "59 min ago" stays under the hour it has not reached. */
export function ago(seconds: number): string {
  if (seconds < 5) return 'just now';
  if (seconds < MINUTE) return `${Math.floor(seconds)} s ago`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} min ago`;
  if (seconds < 2 * DAY) return `${Math.floor(seconds / HOUR)} h ago`;
  return `${Math.floor(seconds / DAY)} days ago`;
}

const plural = (count: number, unit: string) => (count === 1 ? `every ${unit}` : `every ${count} ${unit}s`);

export function every(seconds: number): string {
  if (seconds % HOUR === 0) return plural(seconds / HOUR, 'hour');
  if (seconds % MINUTE === 0) return plural(seconds / MINUTE, 'minute');
  return plural(seconds, 'second');
}

/** A limit in words for the stale notes: 1800 -> "30 minutes", 93600 -> "26 hours". */
export function duration(seconds: number): string {
  if (seconds % HOUR === 0) return `${seconds / HOUR} hours`;
  return `${Math.round(seconds / MINUTE)} minutes`;
}
