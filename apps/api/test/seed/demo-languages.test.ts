import { markdownTreeText, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../src/core/settings';
import { upsertSetting } from '../../src/modules/settings/settings.repository';
import { DEMO, seedDemoIfEmpty } from '../../src/seed/demo';
import { DEMO_POST_TEXTS } from '../../src/seed/demo-post-texts';
import { DEMO_POST_TEXTS_ES } from '../../src/seed/demo-post-texts.es';
import { DEMO_POST_TEXTS_HI } from '../../src/seed/demo-post-texts.hi';
import { call, dataOf, loginToken, operatorToken, useTestApp } from '../helper';

// docs/product.md#languages: what the demo seeds for a member or a visitor to read is in their language, Spanish and
// Hindi included, wherever the platform keeps words per language.

const t = useTestApp();
let token: string;

beforeAll(async () => {
  expect(await seedDemoIfEmpty(t.ctx)).toBe(true);
  token = await loginToken(t, DEMO.member);
});

const inLanguage = (language: 'en' | 'es' | 'hi') => ({ 'accept-language': language });

describe('the demo in Spanish and Hindi', () => {
  it("words the demo member's rejected withdrawal and deposit with a kept reason, in the member's language", async () => {
    const reasons = async (language: 'en' | 'es' | 'hi') => {
      const headers = inLanguage(language);
      const withdrawals = dataOf(
        await call(t, routes.withdrawalList.member, {
          token,
          headers,
          params: { id: 'me' },
          query: { status: 'reject' },
        }),
      ).docs;
      const deposits = dataOf(await call(t, routes.depositList.member, { token, headers })).docs;
      return {
        withdrawal: withdrawals.map((row) => row.reason),
        deposit: deposits.filter((row) => row.status === 'reject').map((row) => row.reason),
      };
    };
    expect(await reasons('en')).toEqual({
      withdrawal: ['The address cannot receive BEP-20 USDT'],
      deposit: ['The transaction hash was not found on BNB Smart Chain'],
    });
    expect(await reasons('es')).toEqual({
      withdrawal: ['La dirección no puede recibir USDT BEP-20'],
      deposit: ['No se encontró el hash de la transacción en BNB Smart Chain'],
    });
    expect(await reasons('hi')).toEqual({
      withdrawal: ['यह पता BEP-20 USDT प्राप्त नहीं कर सकता'],
      deposit: ['यह ट्रांज़ैक्शन हैश BNB Smart Chain पर नहीं मिला'],
    });
  });

  it.each([
    ['es', DEMO_POST_TEXTS_ES],
    ['hi', DEMO_POST_TEXTS_HI],
  ] as const)(
    'shows each news post in %s, its list, its article and its links, with none behind English',
    async (language, texts) => {
      const news = dataOf(await call(t, routes.posts, { query: { language } })).docs;
      expect(news).toHaveLength(DEMO_POST_TEXTS.length);
      for (const summary of news) {
        const words = texts[summary.slug];
        expect(summary).toMatchObject({ language, title: words?.title, summary: words?.summary });
        const post = dataOf(await call(t, routes.post, { params: { slug: summary.slug }, query: { language } }));
        const english = DEMO_POST_TEXTS.find((each) => each.slug === summary.slug);
        expect(post.title).not.toBe(english?.title);
        // The same links, in the same order, and the same figures as the English text.
        const links = (body: string) => [...body.matchAll(/\]\((\/[^)]*)\)/g)].map((found) => found[1]);
        expect(links(words?.body ?? ''), summary.slug).toEqual(links(english?.body ?? ''));
        const figures = (body: string) => new Set(body.match(/\d+(?:[.,]\d+)*/g));
        expect(figures(words?.body ?? ''), summary.slug).toEqual(figures(english?.body ?? ''));
        expect(markdownTreeText(post.tree)).toContain(words?.body.split('\n')[0]?.slice(0, 40));
      }
      const owner = await operatorToken(t, DEMO.operator);
      const posts = dataOf(await call(t, routes.adminPosts, { token: owner, query: { status: 'all' } })).docs;
      for (const post of posts) expect(post.behind, post.slug).toEqual([]);
    },
  );

  it.each([
    ['es', 'billetera', 'Cómo se comprueba tu depósito'],
    ['hi', 'मुनाफ़ा', 'दैनिक मुनाफ़ा कैसे काम करता है'],
  ] as const)('finds the posts in %s by the words a reader reads in them', async (language, word, title) => {
    const found = dataOf(await call(t, routes.posts, { query: { language, search: word } })).docs;
    expect(found.map((post) => post.title)).toContain(title);
    // In English the same word finds nothing: it is the translation's.
    expect(dataOf(await call(t, routes.posts, { query: { language: 'en', search: word } })).totalDocs).toBe(0);
  });

  it('keeps the demo address free of English words, marked as the demo one for the site to say so in each language', async () => {
    const settings = dataOf(await call(t, routes.publicSettings));
    expect(settings.companyAddress).not.toMatch(/demo/i);
    expect(settings.companyAddressIsDemo).toBe(true);
    // An owner who types the company's own address loses the mark.
    await upsertSetting(t.ctx.db, { key: 'companyAddress', value: '1 Quay Street', now: new Date() });
    forgetSettings(t.ctx.db);
    expect(dataOf(await call(t, routes.publicSettings)).companyAddressIsDemo).toBe(false);
    await upsertSetting(t.ctx.db, { key: 'companyAddress', value: settings.companyAddress, now: new Date() });
    forgetSettings(t.ctx.db);
  });

  it('names the role of each person who runs the demo platform in Spanish and Hindi too', async () => {
    const { companyPeople } = dataOf(await call(t, routes.publicSettings));
    expect(companyPeople.length).toBeGreaterThan(0);
    for (const person of companyPeople) {
      expect(person.roles?.es, person.name).toBeTruthy();
      expect(person.roles?.es, person.name).not.toBe(person.role);
      expect(person.roles?.hi, person.name).toMatch(/^[\u0900-\u097F\s:,]+$/);
    }
  });
});
