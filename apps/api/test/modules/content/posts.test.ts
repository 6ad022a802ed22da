import {
  CONTENT_PAGES_MSG,
  MSG,
  markdownTreeText,
  POSTS_MSG,
  POSTS_PAGE_SIZE,
  type PostBody,
  plainParagraphsTree,
  ROLE,
  routes,
} from '@app/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, posts } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, signedInMember, useTestApp } from '../../helper';
import { HOSTILE_BODY, linksOf, PATHOLOGICAL_UNITS, pathologicalBody, unsafeParts } from '../../markdown-kit';

// News posts (docs/product.md#news): operators write drafts, publish and unpublish them and delete drafts, each change
// audited with the post's id and title; the site reads only what is published.

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
  await t.ctx.db.delete(posts);
  // A minute on, not an hour: the operator's session lasts 12 hours of this clock.
  t.clock.advanceSeconds(60);
  since = t.clock.now();
});

const draft = (overrides: Partial<Record<keyof PostBody, unknown>> = {}) => ({
  title: 'How deposits are checked',
  slug: 'how-deposits-are-checked',
  summary: 'What happens between your transfer and your Electronic Wallet.',
  body: '## The hash\n\nEvery deposit names its transaction.',
  category: 'Guides',
  tags: ['deposits', 'BEP-20'],
  ...overrides,
});

const create = (body: Record<string, unknown>, token = operator) =>
  call(t, routes.adminPostCreate, { body: body as never, token });
const update = (id: string, body: Record<string, unknown>, token = operator) =>
  call(t, routes.adminPostUpdate, { params: { _id: id }, body: body as never, token });
const publish = (id: string, token = operator) => call(t, routes.adminPostPublish, { params: { _id: id }, token });
const unpublish = (id: string, token = operator) => call(t, routes.adminPostUnpublish, { params: { _id: id }, token });
const remove = (id: string, token = operator) => call(t, routes.adminPostDelete, { params: { _id: id }, token });
const readPublic = (slug: string) => call(t, routes.post, { params: { slug } });
const listPublic = (query: Record<string, string> = {}) => call(t, routes.posts, { query } as never);
const auditsOf = (id: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), gte(auditLog.createdAt, since)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

async function publishedPost(overrides: Partial<Record<keyof PostBody, unknown>> = {}) {
  const id = dataOf(await create(draft(overrides)))._id;
  t.clock.advanceSeconds(60);
  expect((await publish(id)).status).toBe(200);
  return id;
}

describe('writing a post', () => {
  it('creates a draft by the operator, then saves changes; both audited with the id and title', async () => {
    const created = await create(draft({ tags: ['deposits', 'deposits', 'BEP-20'] }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(POSTS_MSG.created);
    const post = dataOf(created);
    expect(post).toMatchObject({
      ...draft(),
      status: 'draft',
      author: 'Olga Operator',
      publishedAt: null,
      updatedAt: t.clock.now().toISOString(),
    });

    t.clock.advanceSeconds(60);
    const saved = await update(post._id, draft({ title: '  Checking deposits  ', body: 'New text\n' }));
    expect(saved.body.message).toBe(POSTS_MSG.saved);
    expect(dataOf(saved)).toMatchObject({ title: 'Checking deposits', body: 'New text', status: 'draft' });

    const audits = await auditsOf(post._id);
    expect(audits.map((row) => [row.action, row.actorId, row.targetType])).toEqual([
      ['post.create', operatorId, 'post'],
      ['post.update', operatorId, 'post'],
    ]);
    expect(audits[0]?.details).toMatchObject({ title: 'How deposits are checked', status: 'draft' });
    expect(audits[1]?.details).toMatchObject({ title: 'Checking deposits', previousTitle: 'How deposits are checked' });
  });

  it('refuses each bad field with its own message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [draft({ title: '  ' }), POSTS_MSG.titleRequired],
      [draft({ title: 'x'.repeat(121) }), POSTS_MSG.titleRequired],
      [draft({ title: 'Two\nlines' }), MSG.controlCharacters],
      [draft({ slug: 'ab' }), POSTS_MSG.slugInvalid],
      [draft({ slug: 'Upper-Case' }), POSTS_MSG.slugInvalid],
      [draft({ slug: 'double--dash' }), POSTS_MSG.slugInvalid],
      [draft({ slug: `a${'-b'.repeat(40)}` }), POSTS_MSG.slugInvalid],
      [draft({ slug: undefined }), POSTS_MSG.slugInvalid],
      [draft({ summary: '' }), POSTS_MSG.summaryRequired],
      [draft({ summary: 's'.repeat(301) }), POSTS_MSG.summaryRequired],
      [draft({ body: ' ' }), POSTS_MSG.bodyRequired],
      [draft({ body: 'b'.repeat(50_001) }), POSTS_MSG.bodyRequired],
      [draft({ body: 'nul \u0000 byte' }), MSG.controlCharacters],
      [draft({ category: '' }), POSTS_MSG.categoryRequired],
      [draft({ category: 'c'.repeat(41) }), POSTS_MSG.categoryRequired],
      [draft({ tags: 'deposits' }), POSTS_MSG.tagsInvalid],
      [draft({ tags: [''] }), POSTS_MSG.tagsInvalid],
      [draft({ tags: ['t'.repeat(31)] }), POSTS_MSG.tagsInvalid],
      [draft({ tags: Array.from({ length: 9 }, (_, index) => `tag${index}`) }), POSTS_MSG.tagsInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body);
      expect({ status: answer.status, message: answer.body.message }, String(message)).toEqual({
        status: 400,
        message,
      });
    }
    expect(await t.ctx.db.select().from(posts)).toEqual([]);
  });

  it('takes the longest fields allowed', async () => {
    const longest = draft({
      title: 't'.repeat(120),
      slug: `a${'-b'.repeat(39)}`,
      summary: 's'.repeat(300),
      body: 'b'.repeat(50_000),
      category: 'c'.repeat(40),
      tags: Array.from({ length: 8 }, () => 't'.repeat(30)).map((tag, index) => `${index}${tag.slice(1)}`),
    });
    expect((await create(longest)).status).toBe(200);
  });

  it('refuses a web address another post holds (409), on create and on save', async () => {
    const first = dataOf(await create(draft()))._id;
    const second = dataOf(await create(draft({ slug: 'another-post' })))._id;
    for (const answer of [await create(draft()), await update(second, draft())]) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 409,
        message: POSTS_MSG.slugTaken,
      });
    }
    expect((await auditsOf(first)).length).toBe(1);
  });

  it("keeps a published post's web address: a new one is refused until it is unpublished", async () => {
    const id = await publishedPost();
    const moved = await update(id, draft({ slug: 'moved' }));
    expect({ status: moved.status, message: moved.body.message }).toEqual({
      status: 409,
      message: POSTS_MSG.slugLocked,
    });
    expect((await update(id, draft({ title: 'Same address' }))).status).toBe(200);
    await unpublish(id);
    expect(dataOf(await update(id, draft({ slug: 'moved' }))).slug).toBe('moved');
  });

  it('answers 404 for an id that is no post, and 400 for one that is no id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const answer of [
      await update(unknown, draft()),
      await publish(unknown),
      await unpublish(unknown),
      await remove(unknown),
      await call(t, routes.adminPost, { params: { _id: unknown }, token: operator }),
    ]) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 404,
        message: POSTS_MSG.noPost,
      });
    }
    const malformed = await publish('not-an-id');
    expect({ status: malformed.status, message: malformed.body.message }).toEqual({
      status: 400,
      message: MSG.notFound,
    });
  });
});

describe('publishing', () => {
  it('keeps a draft off the site, shows it once published, hides it again once unpublished', async () => {
    const id = dataOf(await create(draft()))._id;
    expect((await readPublic('how-deposits-are-checked')).status).toBe(404);
    expect(dataOf(await listPublic()).docs).toEqual([]);
    // The operator's preview reads the draft.
    expect(dataOf(await call(t, routes.adminPost, { params: { _id: id }, token: operator }))).toMatchObject({
      status: 'draft',
      body: draft().body,
    });

    t.clock.advanceSeconds(60);
    const publishedAt = t.clock.now().toISOString();
    const published = await publish(id);
    expect(published.body.message).toBe(POSTS_MSG.published);
    expect(dataOf(published)).toMatchObject({ status: 'published', publishedAt });
    const read = await readPublic('how-deposits-are-checked');
    expect(read.status).toBe(200);
    const { body: _body, ...fields } = draft();
    expect(dataOf(read)).toEqual({
      _id: id,
      language: 'en',
      ...fields,
      // The text as the tree the server built when it was saved (docs/decisions/021-markdown-on-save.md).
      tree: {
        type: 'root',
        children: [
          { type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'The hash' }] },
          {
            type: 'element',
            tagName: 'p',
            properties: {},
            children: [{ type: 'text', value: 'Every deposit names its transaction.' }],
          },
        ],
      },
      author: 'Olga Operator',
      publishedAt,
      updatedAt: publishedAt,
    });
    expect(dataOf(await listPublic()).docs.map((post) => post._id)).toEqual([id]);

    t.clock.advanceSeconds(60);
    const hidden = await unpublish(id);
    expect(hidden.body.message).toBe(POSTS_MSG.unpublished);
    const gone = await readPublic('how-deposits-are-checked');
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: POSTS_MSG.notFound });
    expect(dataOf(await listPublic()).totalDocs).toBe(0);

    // Published again, it keeps its first publication time and so its place in the list.
    t.clock.advanceSeconds(60);
    expect(dataOf(await publish(id)).publishedAt).toBe(publishedAt);

    const audits = await auditsOf(id);
    expect(audits.map((row) => row.action)).toEqual(['post.create', 'post.publish', 'post.unpublish', 'post.publish']);
    expect(audits[1]?.details).toMatchObject({ title: 'How deposits are checked', status: 'published' });
  });

  it('refuses to publish a published post or unpublish a draft (409), writing no audit row', async () => {
    const id = await publishedPost();
    const again = await publish(id);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: POSTS_MSG.alreadyPublished,
    });
    t.clock.advanceSeconds(60);
    await unpublish(id);
    const twice = await unpublish(id);
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 409,
      message: POSTS_MSG.alreadyDraft,
    });
    expect((await auditsOf(id)).map((row) => row.action)).toEqual(['post.create', 'post.publish', 'post.unpublish']);
  });

  it('answers 404 for an unknown address', async () => {
    const answer = await readPublic('no-such-post');
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 404,
      message: POSTS_MSG.notFound,
    });
  });
});

describe('deleting', () => {
  it('deletes a draft (audited with its title) and refuses a published post until it is unpublished', async () => {
    const id = await publishedPost();
    const refused = await remove(id);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: POSTS_MSG.deletePublished,
    });
    t.clock.advanceSeconds(60);
    await unpublish(id);
    t.clock.advanceSeconds(60);
    const deleted = await remove(id);
    expect(deleted.body).toMatchObject({ message: POSTS_MSG.deleted, data: { _id: id } });
    expect(await t.ctx.db.select().from(posts)).toEqual([]);
    const audits = await auditsOf(id);
    expect(audits.map((row) => row.action)).toEqual(['post.create', 'post.publish', 'post.unpublish', 'post.delete']);
    expect(audits[3]?.details).toMatchObject({ title: 'How deposits are checked', status: 'draft' });
  });
});

describe('the public list', () => {
  beforeEach(async () => {
    await publishedPost();
    await publishedPost({
      title: 'Proof of reserves, explained',
      slug: 'proof-of-reserves',
      summary: 'A daily Merkle sum tree.',
      body: 'Check that your balance is included.',
      category: 'Safety',
      tags: ['reserves'],
    });
    await publishedPost({
      title: 'The risks',
      slug: 'the-risks',
      summary: 'Returns are not guaranteed.',
      body: 'You can lose money; 100% of it.',
      category: 'Safety',
      tags: ['risk', 'reserves'],
    });
    await create(draft({ title: 'A draft about reserves', slug: 'draft-reserves', category: 'Safety' }));
  });

  const slugsOf = async (query: Record<string, string>) =>
    dataOf(await listPublic(query)).docs.map((post) => post.slug);

  it('lists published posts newest first, without their text, nine a page', async () => {
    const page = dataOf(await listPublic());
    expect(page).toMatchObject({ totalDocs: 3, limit: POSTS_PAGE_SIZE, page: 1, totalPages: 1 });
    expect(page.docs.map((post) => post.slug)).toEqual(['the-risks', 'proof-of-reserves', 'how-deposits-are-checked']);
    expect(page.docs[0]).not.toHaveProperty('body');
    expect(page.docs[0]).not.toHaveProperty('tree');
    expect(dataOf(await listPublic({ page: '2' })).docs).toEqual([]);
  });

  it('narrows by category, tag, author and every word of a search in title, summary or text', async () => {
    expect(await slugsOf({ category: 'Safety' })).toEqual(['the-risks', 'proof-of-reserves']);
    expect(await slugsOf({ tag: 'reserves' })).toEqual(['the-risks', 'proof-of-reserves']);
    expect(await slugsOf({ tag: 'risk', category: 'Safety' })).toEqual(['the-risks']);
    expect(await slugsOf({ author: 'Olga Operator' })).toHaveLength(3);
    expect(await slugsOf({ author: 'Nobody' })).toEqual([]);
    expect(await slugsOf({ search: 'MERKLE' })).toEqual(['proof-of-reserves']);
    expect(await slugsOf({ search: 'balance included' })).toEqual(['proof-of-reserves']);
    expect(await slugsOf({ search: 'guaranteed' })).toEqual(['the-risks']);
    expect(await slugsOf({ search: 'transaction' })).toEqual(['how-deposits-are-checked']);
    // % is a letter of the search, not a wildcard.
    expect(await slugsOf({ search: '100%' })).toEqual(['the-risks']);
    expect(await slugsOf({ search: '%%' })).toEqual([]);
  });

  it('refuses a search or filter that is too long', async () => {
    const search = await listPublic({ search: 'a'.repeat(101) });
    expect({ status: search.status, message: search.body.message }).toEqual({
      status: 400,
      message: POSTS_MSG.searchTooLong,
    });
    const tag = await listPublic({ tag: 'a'.repeat(121) });
    expect({ status: tag.status, message: tag.body.message }).toEqual({
      status: 400,
      message: POSTS_MSG.filterTooLong,
    });
  });

  it('counts the published categories, tags and authors, most posts first', async () => {
    expect(dataOf(await call(t, routes.postTopics))).toEqual({
      categories: [
        { name: 'Safety', count: 2 },
        { name: 'Guides', count: 1 },
      ],
      tags: [
        { name: 'reserves', count: 2 },
        { name: 'BEP-20', count: 1 },
        { name: 'deposits', count: 1 },
        { name: 'risk', count: 1 },
      ],
      authors: [{ name: 'Olga Operator', count: 3 }],
    });
  });

  it('lists every post to the console, drafts too, by status', async () => {
    const all = dataOf(await call(t, routes.adminPosts, { token: operator }));
    expect(all.totalDocs).toBe(4);
    const drafts = dataOf(await call(t, routes.adminPosts, { query: { status: 'draft' }, token: operator } as never));
    expect(drafts.docs.map((post) => [post.slug, post.status])).toEqual([['draft-reserves', 'draft']]);
    const bad = await call(t, routes.adminPosts, { query: { status: 'hidden' }, token: operator } as never);
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: POSTS_MSG.statusInvalid,
    });
  });
});

describe('who may write posts', () => {
  it('refuses members, vendors and anonymous callers every console call, and changes nothing', async () => {
    const id = await publishedPost();
    const member = await signedInMember(t);
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    for (const [token, status] of [
      [member.token, 403],
      [vendor.token, 403],
      ['', 401],
    ] as const) {
      const as = token || undefined;
      for (const answer of [
        await create(draft({ slug: 'taken-over' }), token),
        await update(id, draft({ title: 'Taken over' }), token),
        await publish(id, token),
        await unpublish(id, token),
        await remove(id, token),
        await call(t, routes.adminPosts, { token: as }),
        await call(t, routes.adminPost, { params: { _id: id }, token: as }),
      ]) {
        expect(answer.status).toBe(status);
      }
    }
    expect(dataOf(await readPublic('how-deposits-are-checked')).title).toBe('How deposits are checked');
    expect((await auditsOf(id)).map((row) => row.action)).toEqual(['post.create', 'post.publish']);
  });
});

// The site reads a post's text as the tree built when it was saved (docs/decisions/021-markdown-on-save.md).
describe("a post's text as the site reads it", () => {
  it('is a tree without raw HTML, script links or images, and with the links a visitor may follow', async () => {
    await publishedPost({ body: HOSTILE_BODY });
    const { tree } = dataOf(await readPublic('how-deposits-are-checked'));
    expect(unsafeParts(tree)).toEqual([]);
    expect(linksOf(tree)).toEqual(['/faq']);
    expect(markdownTreeText(tree)).toBe('Terms Read the FAQ, this and a diagram. Inline and bold.');
  });

  it('refuses a text too complex to lay out, written or changed, with a 400 saying so; nothing stored or audited', async () => {
    const id = await publishedPost();
    for (const unit of PATHOLOGICAL_UNITS) {
      for (const answer of [
        await create(draft({ slug: 'another-post', body: pathologicalBody(unit) })),
        await update(id, draft({ body: pathologicalBody(unit) })),
      ]) {
        expect({ status: answer.status, message: answer.body.message }, unit).toEqual({
          status: 400,
          message: CONTENT_PAGES_MSG.bodyTooComplex,
        });
      }
    }
    expect(dataOf(await call(t, routes.adminPosts, { token: operator })).totalDocs).toBe(1);
    expect(markdownTreeText(dataOf(await readPublic('how-deposits-are-checked')).tree)).toBe(
      'The hash Every deposit names its transaction.',
    );
    expect((await auditsOf(id)).map((row) => row.action)).toEqual(['post.create', 'post.publish']);
  });

  it('of a post saved before trees were stored is its paragraphs at once, then its tree rendered in the worker', async () => {
    const id = await publishedPost();
    const slow = await publishedPost({ slug: 'slow-to-render' });
    await t.ctx.db.update(posts).set({ tree: null }).where(eq(posts.id, id));
    await t.ctx.db
      .update(posts)
      .set({ tree: null, body: pathologicalBody('**a') })
      .where(eq(posts.id, slow));
    const started = performance.now();
    expect(dataOf(await readPublic('how-deposits-are-checked')).tree).toEqual(
      plainParagraphsTree(String(draft().body)),
    );
    expect(dataOf(await readPublic('slow-to-render')).tree).toEqual(plainParagraphsTree(pathologicalBody('**a')));
    expect(performance.now() - started).toBeLessThan(500);
    await afterResponseSettled();
    expect(markdownTreeText(dataOf(await readPublic('how-deposits-are-checked')).tree)).toBe(
      'The hash Every deposit names its transaction.',
    );
    const [stored] = await t.ctx.db.select().from(posts).where(eq(posts.id, slow));
    expect(stored?.tree).toEqual(plainParagraphsTree(pathologicalBody('**a')));
  });
});
