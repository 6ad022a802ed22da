import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

// What the public pages' first HTML is rendered with (decision 018): the API's own answers, and the version that
// says when they may have changed.

/**
 * The tables the prerendered pages read: the operators' site-page edits, the settings (the company, the income and
 * money rules) and the packages. The blog's posts, once they come from the API, add their table here and their
 * route to FIRST_HTML_REQUESTS.
 */
const VERSIONED_TABLES = ['content_pages', 'settings', 'packages'] as const;

/**
 * The content version, read on every page request, so every replica sees a change at its next request: per table,
 * the row count and the sum of the rows' inserting transaction ids (xmin). Any insert, update or delete changes one
 * or the other, whatever the clock says; it reads no row's text, so a long page body costs nothing here.
 */
export async function contentVersion(db: Queryable): Promise<string> {
  const parts = VERSIONED_TABLES.map(
    (table) => sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.identifier(table)})`,
  );
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select concat_ws('/', ${sql.join(parts, sql`, `)}) as version`,
  );
  if (!row) throw new Error('no content version');
  return row.version;
}

/** The requests whose answers the pages render with, each as the browser makes it (app/prerender.tsx ServerAnswers). */
const FIRST_HTML_REQUESTS = {
  sitePages: { method: routes.sitePages.method, url: routes.sitePages.path },
  publicSettings: { method: routes.publicSettings.method, url: routes.publicSettings.path },
  packagesFirstPage: { method: routes.packageSearch.method, url: routes.packageSearch.path, body: { page: 1 } },
} as const;

export type FirstHtmlAnswers = Record<keyof typeof FIRST_HTML_REQUESTS, unknown>;

/**
 * The routes' answers (`data`), through the app itself: the same serialization the browser's request gets, so the
 * page hydrates with equal data. Read after the version: what is rendered is at least as new as the version it is
 * kept under. The settings are read fresh, not from this process's one-second cache, for the same reason.
 */
export async function readFirstHtmlAnswers(app: FastifyInstance, db: Queryable): Promise<FirstHtmlAnswers> {
  forgetSettings(db);
  const entries = await Promise.all(
    Object.entries(FIRST_HTML_REQUESTS).map(async ([key, request]) => {
      const response = await app.inject({ ...request, headers: { 'accept-language': 'en' } });
      if (response.statusCode !== 200) throw new Error(`${request.url} answered ${response.statusCode}`);
      return [key, (response.json() as { data: unknown }).data] as const;
    }),
  );
  return Object.fromEntries(entries) as FirstHtmlAnswers;
}
