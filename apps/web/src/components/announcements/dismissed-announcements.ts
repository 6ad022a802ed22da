import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';

// The info announcements this browser closed, by id, kept in localStorage so a closed one stays closed on every
// page and visit (docs/decisions/031-announcements.md). A warning is never closed, so never listed.

/** Enough for every announcement live at once; the oldest ids go first, their announcements long ended. */
const KEPT_MAX = 50;

export function readDismissed(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY.dismissedAnnouncements) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `id` and answers the new list; storage refused (private mode quotas) keeps it closed for this page only. */
export function rememberDismissed(id: string): string[] {
  const next = [...readDismissed().filter((kept) => kept !== id), id].slice(-KEPT_MAX);
  try {
    window.localStorage.setItem(STORAGE_KEY.dismissedAnnouncements, JSON.stringify(next));
  } catch {
    // Closed on this page all the same.
  }
  return next;
}
