import { MSG, type PublicSitePage, routes } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { treeOf } from '../../test/markdown-test-kit';
import { fail, ok, on, stubRoutes } from '../../test/stub-routes';
import { forgetSitePageEdits, loadSitePageEdits } from './site-page-edits';

const EDIT: PublicSitePage = {
  path: '/faq',
  language: 'en',
  title: 'Questions',
  tree: treeOf('Ask.'),
  published: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('loadSitePageEdits', () => {
  beforeEach(() => forgetSitePageEdits());

  it('reads the edits once for 30 seconds, then again', async () => {
    const { calls } = stubRoutes(on(routes.sitePages, ok(MSG.loaded, [EDIT])));
    expect(await loadSitePageEdits('en', 1_000)).toEqual([EDIT]);
    expect(await loadSitePageEdits('en', 30_999)).toEqual([EDIT]);
    expect(calls.of(routes.sitePages)).toHaveLength(1);
    await loadSitePageEdits('en', 31_000);
    expect(calls.of(routes.sitePages)).toHaveLength(2);
  });

  it('asks for the language it is given, each language cached apart', async () => {
    const spanish = { ...EDIT, language: 'es' as const, title: 'Preguntas' };
    const { calls } = stubRoutes(
      on(routes.sitePages, (call) => ok(MSG.loaded, call.query.language === 'es' ? [spanish] : [EDIT])),
    );
    expect(await loadSitePageEdits('es', 1_000)).toEqual([spanish]);
    expect(await loadSitePageEdits('en', 1_000)).toEqual([EDIT]);
    expect(await loadSitePageEdits('es', 2_000)).toEqual([spanish]);
    expect(calls.of(routes.sitePages).map((call) => call.query.language)).toEqual(['es', 'en']);
  });

  it('answers no edits when the API refuses, and asks again on the next page', async () => {
    const { calls } = stubRoutes(on(routes.sitePages, fail(503, MSG.internal, 'INTERNAL')));
    expect(await loadSitePageEdits('en', 1_000)).toEqual([]);
    expect(await loadSitePageEdits('en', 2_000)).toEqual([]);
    expect(calls.of(routes.sitePages)).toHaveLength(2);
  });
});
