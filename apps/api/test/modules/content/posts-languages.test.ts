import { MSG, POSTS_MSG, ROLE, routes } from '@app/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, useTestApp } from '../../helper';

// A news post's title, summary and text per language (docs/decisions/029-texts-per-language.md): written in English
// first, its Spanish and Hindi texts saved beside it; a visitor reads their language's text, else the English one.

const t = useTestApp();

let operator: string;
beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});
beforeEach(async () => {
  await t.ctx.db.delete(posts);
  t.clock.advanceSeconds(60);
});

const english = {
  title: 'How deposits are checked',
  slug: 'how-deposits-are-checked',
  summary: 'From your transfer to your wallet.',
  body: 'Every deposit names its transaction.',
  category: 'Guides',
  tags: ['deposits'],
};
const spanish = {
  ...english,
  language: 'es',
  title: 'Cómo se revisan los depósitos',
  summary: 'De tu transferencia a tu billetera.',
  body: 'Cada depósito indica su transacción.',
};
const create = (body: Record<string, unknown>) =>
  call(t, routes.adminPostCreate, { body: body as never, token: operator });
const update = (id: string, body: Record<string, unknown>) =>
  call(t, routes.adminPostUpdate, { params: { _id: id }, body: body as never, token: operator });
const adminPost = async (id: string) =>
  dataOf(await call(t, routes.adminPost, { params: { _id: id }, token: operator }));
const readPublic = (language?: string) =>
  call(t, routes.post, { params: { slug: english.slug }, query: (language ? { language } : {}) as never });
const listPublic = async (language: string) =>
  dataOf(await call(t, routes.posts, { query: { language } as never })).docs;

async function publishedPost() {
  const id = dataOf(await create(english))._id;
  expect((await call(t, routes.adminPostPublish, { params: { _id: id }, token: operator })).status).toBe(200);
  return id;
}

describe('a news post per language', () => {
  it('saves a Spanish text without touching the English one; Spanish visitors read it, Hindi ones English', async () => {
    const id = await publishedPost();
    t.clock.advanceSeconds(60);
    const saved = await update(id, spanish);
    expect(saved.status).toBe(200);
    expect(dataOf(saved)).toMatchObject({
      title: english.title,
      body: english.body,
      translations: [{ language: 'es', title: spanish.title, summary: spanish.summary, body: spanish.body }],
    });

    expect(dataOf(await readPublic())).toMatchObject({ language: 'en', title: english.title });
    const read = dataOf(await readPublic('es'));
    expect(read).toMatchObject({ language: 'es', title: spanish.title, summary: spanish.summary });
    expect(JSON.stringify(read.tree)).toContain('Cada depósito indica su transacción.');
    expect(dataOf(await readPublic('hi'))).toMatchObject({ language: 'en', title: english.title });
    expect((await listPublic('es')).map((post) => [post.language, post.title])).toEqual([['es', spanish.title]]);
    expect((await listPublic('hi')).map((post) => [post.language, post.title])).toEqual([['en', english.title]]);
  });

  it('says which languages are behind the English text, and not after a change of tags or publishing', async () => {
    const id = dataOf(await create(english))._id;
    expect((await adminPost(id)).behind).toEqual(['hi', 'es']);
    t.clock.advanceSeconds(60);
    await update(id, spanish);
    expect((await adminPost(id)).behind).toEqual(['hi']);
    t.clock.advanceSeconds(60);
    await update(id, { ...english, tags: ['deposits', 'wallets'] });
    await call(t, routes.adminPostPublish, { params: { _id: id }, token: operator });
    expect((await adminPost(id)).behind).toEqual(['hi']);
    t.clock.advanceSeconds(60);
    await update(id, { ...english, tags: ['deposits', 'wallets'], body: 'Each deposit names its hash.' });
    expect((await adminPost(id)).behind).toEqual(['hi', 'es']);
  });

  it('keeps the address, category and tags the post’s in every language', async () => {
    const id = await publishedPost();
    await update(id, { ...spanish, tags: ['depósitos'] });
    expect(dataOf(await readPublic('en')).tags).toEqual(['depósitos']);
  });

  it('refuses a post written first in another language, and a language that is not the site’s', async () => {
    const first = await create(spanish);
    expect({ status: first.status, message: first.body.message }).toEqual({
      status: 400,
      message: POSTS_MSG.englishFirst,
    });
    const id = dataOf(await create(english))._id;
    const bad = await update(id, { ...spanish, language: 'fr' });
    expect({ status: bad.status, body: bad.body }).toMatchObject({
      status: 400,
      body: { success: false, message: MSG.languageInvalid },
    });
    const read = await call(t, routes.posts, { query: { language: 'xx' } as never });
    expect({ status: read.status, message: read.body.message }).toEqual({ status: 400, message: MSG.languageInvalid });
    expect((await adminPost(id)).translations).toEqual([]);
  });
});
