import {
  CONTENT_PAGES_MSG,
  emptyMarkdownTree,
  MSG,
  markdownTreeText,
  plainParagraphsTree,
  ROLE,
  routes,
} from '@app/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, contentPages } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, signedInMember, useTestApp } from '../../helper';
import { HOSTILE_BODY, linksOf, PATHOLOGICAL_UNITS, pathologicalBody, unsafeParts } from '../../markdown-kit';

// Operator edits of the site's pages (docs/product.md#site): saved, unpublished and reverted from the console,
// each change audited, and read by the site with an unpublished page saying only that it is unpublished. The site
// reads each text as the tree built when it was saved (docs/decisions/021-markdown-on-save.md).

const t = useTestApp();

let operator: string;
let operatorId: string;
beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Olga Operator' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});
// The audit log is append-only: each test reads the entries written since it started.
let since: Date;
beforeEach(async () => {
  await t.ctx.db.delete(contentPages);
  t.clock.advanceSeconds(3600);
  since = t.clock.now();
});

const TERMS = '/terms-of-service';
const terms = (overrides: Record<string, unknown> = {}) => ({
  path: TERMS,
  title: 'Terms of service',
  body: '## Accounts\n\nOne account per person.',
  published: true,
  ...overrides,
});

const element = (tagName: string, ...children: unknown[]) => ({ type: 'element', tagName, properties: {}, children });
const text = (value: string) => ({ type: 'text', value });
const TERMS_TREE = {
  type: 'root',
  children: [element('h2', text('Accounts')), element('p', text('One account per person.'))],
};

const save = (body: Record<string, unknown>, token = operator) =>
  call(t, routes.adminSitePageSave, { body: body as never, token });
const revert = (path: string, token = operator) => call(t, routes.adminSitePageRevert, { query: { path }, token });
const publicPages = async () => dataOf(await call(t, routes.sitePages));
const adminPages = async () => dataOf(await call(t, routes.adminSitePages, { token: operator }));
const auditsOf = (path: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, path), gte(auditLog.createdAt, since)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

describe('PUT /adminApi/sitePage', () => {
  it('creates an edit, then replaces it, answering who saved it and when; both audited', async () => {
    const created = await save(terms());
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(CONTENT_PAGES_MSG.saved);
    expect(dataOf(created)).toEqual({
      path: TERMS,
      language: 'en',
      title: 'Terms of service',
      body: '## Accounts\n\nOne account per person.',
      published: true,
      updatedAt: t.clock.now().toISOString(),
      updatedBy: { _id: operatorId, fullName: 'Olga Operator' },
    });

    t.clock.advanceSeconds(60);
    const edited = dataOf(await save(terms({ title: '  New terms  ', body: 'Fresh text\n' })));
    expect(edited).toMatchObject({ title: 'New terms', body: 'Fresh text', updatedAt: t.clock.now().toISOString() });
    expect(await adminPages()).toEqual([{ path: TERMS, edits: [edited], behind: ['hi', 'es'] }]);

    const audits = await auditsOf(TERMS);
    expect(audits.map((row) => [row.action, row.actorId, row.targetType])).toEqual([
      ['content.save', operatorId, 'content_page'],
      ['content.save', operatorId, 'content_page'],
    ]);
    expect(audits[0]?.details).toMatchObject({ created: true, title: 'Terms of service', published: true });
    expect(audits[1]?.details).toMatchObject({
      created: false,
      title: 'New terms',
      previousTitle: 'Terms of service',
      previousPublished: true,
    });
  });

  it('unpublishes: the console keeps the draft, the site only learns that the page is unpublished', async () => {
    await save(terms());
    t.clock.advanceSeconds(60);
    const hidden = await save(terms({ published: false }));
    expect(hidden.body.message).toBe(CONTENT_PAGES_MSG.savedUnpublished);
    expect(await adminPages()).toMatchObject([
      { path: TERMS, edits: [{ language: 'en', title: 'Terms of service', published: false }] },
    ]);
    expect(await publicPages()).toEqual([
      {
        path: TERMS,
        language: 'en',
        title: '',
        tree: emptyMarkdownTree(),
        published: false,
        updatedAt: t.clock.now().toISOString(),
      },
    ]);
    const [, audit] = await auditsOf(TERMS);
    expect(audit?.details).toMatchObject({ published: false, previousPublished: true });
  });

  it('refuses a bad title, body, path or published flag with its own message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [terms({ title: '   ' }), CONTENT_PAGES_MSG.titleRequired],
      [terms({ title: 'x'.repeat(121) }), CONTENT_PAGES_MSG.titleRequired],
      [terms({ title: 'Two\nlines' }), MSG.controlCharacters],
      [terms({ body: '' }), CONTENT_PAGES_MSG.bodyRequired],
      [terms({ body: 'x'.repeat(50_001) }), CONTENT_PAGES_MSG.bodyRequired],
      [terms({ body: 'nul \u0000 byte' }), MSG.controlCharacters],
      [terms({ path: 'terms' }), CONTENT_PAGES_MSG.pathInvalid],
      [terms({ path: '/Terms' }), CONTENT_PAGES_MSG.pathInvalid],
      [terms({ path: `/${'a'.repeat(81)}` }), CONTENT_PAGES_MSG.pathInvalid],
      [terms({ path: undefined }), CONTENT_PAGES_MSG.pathInvalid],
      [terms({ published: 'yes' }), CONTENT_PAGES_MSG.publishedRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect(await adminPages()).toEqual([]);
    expect(await auditsOf(TERMS)).toEqual([]);
  });

  it('takes a body of exactly 50,000 characters and a title of 120', async () => {
    const answer = await save(terms({ title: 't'.repeat(120), body: 'b'.repeat(50_000) }));
    expect(answer.status).toBe(200);
  });
});

describe('DELETE /adminApi/sitePage', () => {
  it('removes the edit so the site shows the shipped page again; audited', async () => {
    await save(terms());
    // A later minute, so the two audit rows have an order (the test clock stands still between calls).
    t.clock.advanceSeconds(60);
    const answer = await revert(TERMS);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: CONTENT_PAGES_MSG.reverted, data: { path: TERMS, language: 'en' } });
    expect(await publicPages()).toEqual([]);
    expect(await adminPages()).toEqual([]);
    const audits = await auditsOf(TERMS);
    expect(audits.map((row) => row.action)).toEqual(['content.save', 'content.revert']);
    expect(audits[1]?.details).toEqual({ language: 'en', title: 'Terms of service', published: true });
  });

  it('answers 404 for a page without an edit, and 400 for a path that cannot be one; nothing audited', async () => {
    const none = await revert('/faq');
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 404,
      message: CONTENT_PAGES_MSG.noEdit,
    });
    const bad = await revert('javascript:alert(1)');
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: CONTENT_PAGES_MSG.pathInvalid,
    });
    expect(await auditsOf('/faq')).toEqual([]);
  });
});

describe('GET /publicApi/sitePages', () => {
  it('answers every edit to anybody: published ones with their text, unpublished ones without', async () => {
    await save(terms());
    await save({ path: '/faq', title: 'Questions', body: 'Ask us.', published: false });
    const answer = await call(t, routes.sitePages);
    expect(answer.status).toBe(200);
    const now = t.clock.now().toISOString();
    expect(dataOf(answer)).toEqual([
      { path: '/faq', language: 'en', title: '', tree: emptyMarkdownTree(), published: false, updatedAt: now },
      { path: TERMS, language: 'en', title: 'Terms of service', tree: TERMS_TREE, published: true, updatedAt: now },
    ]);
  });
});

describe('who may change the pages', () => {
  it('refuses members, vendors and anonymous callers, and changes nothing', async () => {
    await save(terms());
    const member = await signedInMember(t);
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    for (const [token, status] of [
      [member.token, 403],
      [vendor.token, 403],
      ['', 401],
    ] as const) {
      // An empty token sends no Authorization header.
      expect((await save(terms({ title: 'Taken over' }), token)).status).toBe(status);
      expect((await revert(TERMS, token)).status).toBe(status);
      expect((await call(t, routes.adminSitePages, { token: token || undefined })).status).toBe(status);
    }
    expect(await adminPages()).toMatchObject([
      { path: TERMS, edits: [{ title: 'Terms of service', published: true }] },
    ]);
    expect((await auditsOf(TERMS)).map((row) => row.action)).toEqual(['content.save']);
  });
});

describe("a page's text as the site reads it", () => {
  const publicTreeOf = async (path: string) => (await publicPages()).find((page) => page.path === path)?.tree;
  // The describe's tests move the clock on by hours: a session of their own.
  beforeAll(async () => {
    operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
  });

  it('is a tree without raw HTML, script links or images, and with the links a visitor may follow', async () => {
    expect((await save(terms({ body: HOSTILE_BODY }))).status).toBe(200);
    const tree = await publicTreeOf(TERMS);
    if (!tree) throw new Error('no tree');
    expect(unsafeParts(tree)).toEqual([]);
    expect(linksOf(tree)).toEqual(['/faq']);
    // A link nobody may follow keeps its words, an image its description.
    expect(markdownTreeText(tree)).toBe('Terms Read the FAQ, this and a diagram. Inline and bold.');
  });

  it.each(PATHOLOGICAL_UNITS)(
    'refuses 50,000 characters of %j with a 400 saying so, storing and auditing nothing, and the site still answers at once',
    async (unit) => {
      // Each is refused whatever the machine's speed: past the time limit, or else past the depth or size of tree.
      const answer = await save(terms({ body: pathologicalBody(unit) }));
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: CONTENT_PAGES_MSG.bodyTooComplex,
      });
      expect(await adminPages()).toEqual([]);
      expect(await auditsOf(TERMS)).toEqual([]);
      const started = performance.now();
      expect((await call(t, routes.sitePages)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    },
  );

  it('of a page saved before trees were stored is its paragraphs at once, then its tree rendered in the worker', async () => {
    const now = t.clock.now();
    await t.ctx.db.insert(contentPages).values([
      { path: TERMS, title: 'Terms', body: '## Accounts\n\nOne account per person.', updatedAt: now },
      { path: '/privacy-policy', title: 'Privacy', body: pathologicalBody('*_'), updatedAt: now },
    ]);
    const started = performance.now();
    expect(await publicTreeOf(TERMS)).toEqual(plainParagraphsTree('## Accounts\n\nOne account per person.'));
    expect(performance.now() - started).toBeLessThan(500);
    await afterResponseSettled();
    expect(await publicTreeOf(TERMS)).toEqual(TERMS_TREE);
    // One that cannot be rendered in time keeps its paragraphs, stored so it is not tried again.
    const [privacy] = await t.ctx.db.select().from(contentPages).where(eq(contentPages.path, '/privacy-policy'));
    expect(privacy?.tree).toEqual(plainParagraphsTree(pathologicalBody('*_')));
  });
});
