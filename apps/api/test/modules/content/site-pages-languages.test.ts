import { MSG, ROLE, routes } from '@app/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentPages } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, useTestApp } from '../../helper';

// A site page's edit per language (docs/decisions/029-texts-per-language.md): each language's edit is saved, read
// and removed apart, and the console learns which languages are behind the English edit.

const t = useTestApp();

let operator: string;
beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});
beforeEach(async () => {
  await t.ctx.db.delete(contentPages);
  t.clock.advanceSeconds(60);
});

const FAQ = '/faq';
const faq = (language: string | undefined, title: string) => ({
  path: FAQ,
  ...(language && { language }),
  title,
  body: `## ${title}?\n\nYes.`,
  published: true,
});
const save = (body: Record<string, unknown>) =>
  call(t, routes.adminSitePageSave, { body: body as never, token: operator });
const publicPages = async (language?: string) =>
  dataOf(await call(t, routes.sitePages, { query: (language ? { language } : {}) as never }));
const adminPages = async () => dataOf(await call(t, routes.adminSitePages, { token: operator }));
const revert = (query: Record<string, string>) =>
  call(t, routes.adminSitePageRevert, { query: query as never, token: operator });

describe('a site page edited per language', () => {
  it('keeps a Spanish edit apart: English and Hindi keep theirs, and each language reads only its own', async () => {
    expect((await save(faq(undefined, 'Questions'))).status).toBe(200);
    expect((await save(faq('hi', 'प्रश्न'))).status).toBe(200);
    const spanish = await save(faq('es', 'Preguntas'));
    expect(dataOf(spanish)).toMatchObject({ path: FAQ, language: 'es', title: 'Preguntas' });

    expect((await publicPages()).map((page) => [page.language, page.title])).toEqual([['en', 'Questions']]);
    expect((await publicPages('en')).map((page) => page.title)).toEqual(['Questions']);
    expect((await publicPages('es')).map((page) => [page.language, page.title])).toEqual([['es', 'Preguntas']]);
    expect((await publicPages('hi')).map((page) => page.title)).toEqual(['प्रश्न']);
    const [page] = await adminPages();
    expect(page?.edits.map((edit) => [edit.language, edit.title])).toEqual([
      ['en', 'Questions'],
      ['es', 'Preguntas'],
      ['hi', 'प्रश्न'],
    ]);
  });

  it('answers a language without an edit of the page without the page, so the site shows its translation', async () => {
    await save(faq('en', 'Questions'));
    expect(await publicPages('es')).toEqual([]);
    expect(await publicPages('hi')).toEqual([]);
  });

  it('says which languages are behind the English edit: never edited, or edited before English', async () => {
    await save(faq('es', 'Preguntas'));
    // No English edit: the shipped texts agree, so no language is behind.
    expect((await adminPages())[0]?.behind).toEqual([]);
    t.clock.advanceSeconds(60);
    await save(faq('en', 'Questions'));
    expect((await adminPages())[0]?.behind).toEqual(['hi', 'es']);
    t.clock.advanceSeconds(60);
    await save(faq('es', 'Preguntas nuevas'));
    expect((await adminPages())[0]?.behind).toEqual(['hi']);
    t.clock.advanceSeconds(60);
    await save(faq('hi', 'प्रश्न'));
    expect((await adminPages())[0]?.behind).toEqual([]);
    t.clock.advanceSeconds(60);
    await save(faq('en', 'Questions again'));
    expect((await adminPages())[0]?.behind).toEqual(['hi', 'es']);
  });

  it('removes one language’s edit only; English when no language is named', async () => {
    await save(faq('en', 'Questions'));
    await save(faq('es', 'Preguntas'));
    const answer = await revert({ path: FAQ, language: 'es' });
    expect(dataOf(answer)).toEqual({ path: FAQ, language: 'es' });
    expect(await publicPages('es')).toEqual([]);
    expect((await publicPages('en')).map((page) => page.title)).toEqual(['Questions']);
    await save(faq('hi', 'प्रश्न'));
    expect(dataOf(await revert({ path: FAQ }))).toEqual({ path: FAQ, language: 'en' });
    expect((await publicPages('hi')).map((page) => page.title)).toEqual(['प्रश्न']);
  });

  it('refuses a language that is not one of the site’s with a 400 in the envelope, storing nothing', async () => {
    for (const language of ['fr', 'EN', 7, '']) {
      const answer = await save({ ...faq(undefined, 'Questions'), language });
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 400,
        body: { success: false, message: MSG.languageInvalid },
      });
    }
    const read = await call(t, routes.sitePages, { query: { language: 'fr' } as never });
    expect({ status: read.status, message: read.body.message }).toEqual({ status: 400, message: MSG.languageInvalid });
    const removal = await revert({ path: FAQ, language: 'de' });
    expect({ status: removal.status, message: removal.body.message }).toEqual({
      status: 400,
      message: MSG.languageInvalid,
    });
    expect(await adminPages()).toEqual([]);
  });
});
