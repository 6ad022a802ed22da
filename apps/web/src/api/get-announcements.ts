// GET /publicApi/announcements?language= - the announcements live now, in the reader's language, English where one
// has none (docs/product.md#announcements). The language is part of the key, so a change of language asks again.
import type { Locale } from '@app/contract';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions } from '@tanstack/react-query';

/** An announcement starts and ends on the minute it was set for: a member sees it within five minutes of either. */
export const ANNOUNCEMENTS_REFETCH_MS = 5 * 60_000;

export const announcementsKeys = {
  all: ['announcements'] as const,
  live: (language: Locale) => [...announcementsKeys.all, 'live', language] as const,
};

export const liveAnnouncementsQuery = (language: Locale) =>
  queryOptions({
    ...apiQuery(announcementsKeys.live(language), routes.announcements, { query: { language } }),
    staleTime: ANNOUNCEMENTS_REFETCH_MS,
    refetchInterval: ANNOUNCEMENTS_REFETCH_MS,
    // The banner shows nothing when the list cannot be read: a failure is no news to the member, so no toast.
    meta: { isErrorShownOnPage: true },
  });
