import type { AnnouncementBody, AnnouncementLevel } from '@app/contract';

// What the announcement form holds: the window as the operator's local date-times (what a datetime-local input
// takes and gives), sent as ISO instants; every language's title and body, a blank language sent as none.

type LanguageTexts = { title: string; body: string };
export interface AnnouncementForm {
  level: AnnouncementLevel;
  startsAt: string;
  endsAt: string;
  onSite: boolean;
  texts: { en: LanguageTexts; es: LanguageTexts; hi: LanguageTexts };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value (YYYY-MM-DDTHH:mm, this browser's zone) of `date`. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant of a datetime-local value, or '' for none or an impossible one (the contract then says so). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

const HOUR_MS = 3_600_000;

/**
 * A new announcement starts now (this minute) and lasts a day: published, members see it at once. A later start is
 * the operator's choice, made in the form.
 */
export function newAnnouncementForm(now = new Date()): AnnouncementForm {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const blank = { title: '', body: '' };
  return {
    level: 'info',
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(new Date(start.getTime() + 24 * HOUR_MS)),
    onSite: false,
    texts: { en: { ...blank }, es: { ...blank }, hi: { ...blank } },
  };
}

/** What the contract checks: the window as instants; the languages as typed (the contract reads a blank one as none). */
export function announcementBodyOf(form: AnnouncementForm): AnnouncementBody {
  return { ...form, startsAt: fromLocalInput(form.startsAt), endsAt: fromLocalInput(form.endsAt) };
}
