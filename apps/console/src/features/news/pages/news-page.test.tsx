import { type AdminPost, MSG, POSTS_MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, signInOperator } from '../../../test/console-test-kit';
import { slugFrom } from '../components/post-draft';
import { NewsPage } from './news-page';

const ID = 'bbbbbbbb-0000-4000-8000-000000000001';
function postOf(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    _id: ID,
    slug: 'how-deposits-are-checked',
    language: 'en',
    title: 'How your deposit is checked',
    summary: 'From your transfer to your Electronic Wallet.',
    body: '## The hash\n\nA hash is accepted once, ever.',
    category: 'Guides',
    tags: ['deposits', 'BEP-20'],
    author: 'Olga Ops',
    status: 'draft',
    publishedAt: null,
    updatedAt: CREATED.toISOString(),
    translations: [],
    behind: [],
    ...overrides,
  };
}
const listOf = (posts: AdminPost[]) => ({ docs: posts, totalDocs: posts.length, limit: 9, page: 1, totalPages: 1 });

function renderNews(path: string, stubs: Parameters<typeof stubRoutes> = []) {
  const server = stubRoutes(...stubs);
  return { ...renderRoutes([{ path: '/admin/news', Component: NewsPage }], path), ...server };
}

describe('/admin/news', () => {
  beforeEach(() => signInOperator());

  it('lists drafts and published posts with their state, and says when there is none', async () => {
    renderNews('/admin/news', [
      on(
        routes.adminPosts,
        ok(MSG.loaded, listOf([postOf(), postOf({ _id: 'x2', title: 'The risks, plainly', status: 'published' })])),
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'News' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Draft');
    expect(rows[1]?.textContent).toContain('Published');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/admin/news?id=${ID}`);
  });

  it('shows an empty list as such', async () => {
    renderNews('/admin/news', [on(routes.adminPosts, ok(MSG.loaded, listOf([])))]);
    expect(await screen.findByText(/No post yet/)).toBeTruthy();
  });

  it('shows each field’s message under it and sends nothing while the form is wrong', async () => {
    const { user, calls } = renderNews('/admin/news?new', []);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getAllByText(POSTS_MSG.titleRequired).length).toBe(1);
    expect(screen.getByText(POSTS_MSG.slugInvalid)).toBeTruthy();
    expect(screen.getByText(POSTS_MSG.summaryRequired)).toBeTruthy();
    expect(screen.getByText(POSTS_MSG.bodyRequired)).toBeTruthy();
    expect(screen.getByText(POSTS_MSG.categoryRequired)).toBeTruthy();
    expect(calls.of(routes.adminPostCreate)).toHaveLength(0);
  });

  it('writes a draft: the address follows the title, and a taken address is said under its field', async () => {
    const { user, calls } = renderNews('/admin/news?new', [
      on(routes.adminPostCreate, fail(409, POSTS_MSG.slugTaken, 'CONFLICT')),
    ]);
    await user.type(await screen.findByLabelText('Title'), 'Fees, explained!');
    expect((screen.getByLabelText('Web address') as HTMLInputElement).value).toBe('fees-explained');
    await user.type(screen.getByLabelText(/^Summary/), 'What each withdrawal costs.');
    await user.type(screen.getByLabelText('Category'), 'Guides');
    await user.type(screen.getByLabelText(/^Tags/), 'fees, withdrawals');
    await user.type(screen.getByLabelText(/^Text/), 'Five per cent.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.of(routes.adminPostCreate)).toHaveLength(1));
    expect(calls.of(routes.adminPostCreate)[0]?.body).toEqual({
      language: 'en',
      title: 'Fees, explained!',
      slug: 'fees-explained',
      summary: 'What each withdrawal costs.',
      category: 'Guides',
      tags: ['fees', 'withdrawals'],
      body: 'Five per cent.',
    });
    expect(await screen.findByText(POSTS_MSG.slugTaken)).toBeTruthy();
  });

  it('previews the draft as the site shows a post, marked as a draft', async () => {
    const { user } = renderNews(`/admin/news?id=${ID}`, [on(routes.adminPost, ok(MSG.loaded, postOf()))]);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview, as the site will show it' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'How your deposit is checked' })).toBeTruthy();
    expect(await within(preview).findByRole('heading', { level: 2, name: 'The hash' })).toBeTruthy();
    expect(within(preview).getByRole('note').textContent).toMatch(/Draft/);
  });

  it('publishes a draft with a toast', async () => {
    const published = postOf({ status: 'published', publishedAt: CREATED.toISOString() });
    const { user, calls } = renderNews(`/admin/news?id=${ID}`, [
      on(routes.adminPost, ok(MSG.loaded, postOf())),
      on(routes.adminPostPublish, ok(POSTS_MSG.published, published)),
      on(routes.adminPostUnpublish, ok(POSTS_MSG.unpublished, postOf())),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(POSTS_MSG.published)).toBeTruthy();
    expect(calls.of(routes.adminPostPublish)).toHaveLength(1);
    // An unchanged draft is published as saved: no save is sent first.
    expect(calls.of(routes.adminPostUpdate)).toHaveLength(0);
  });

  it('asks before unpublishing, and says the server’s refusal under the form', async () => {
    const published = postOf({ status: 'published', publishedAt: CREATED.toISOString() });
    const { user, calls } = renderNews(`/admin/news?id=${ID}`, [
      on(routes.adminPost, ok(MSG.loaded, published)),
      on(routes.adminPostUnpublish, fail(409, POSTS_MSG.alreadyDraft, 'CONFLICT')),
    ]);
    expect((await screen.findByLabelText('Web address')).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “How your deposit is checked”?' });
    expect(calls.of(routes.adminPostUnpublish)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === POSTS_MSG.alreadyDraft)).toBe(true),
    );
  });

  it('makes a web address from a title', () => {
    expect(slugFrom('  Proof of reserves: check it!  ')).toBe('proof-of-reserves-check-it');
    expect(slugFrom('Café Ünïcode')).toBe('cafe-unicode');
  });

  // docs/decisions/029-texts-per-language.md: a post's title, summary and text per language, a tab each.
  it('edits a written post per language: each tab its own text, the address and tags the English tab’s', async () => {
    const post = postOf({
      translations: [
        {
          language: 'es',
          title: 'Cómo se revisa tu depósito',
          summary: 'De tu transferencia a tu billetera.',
          body: 'Cada hash se acepta una vez.',
          updatedAt: CREATED.toISOString(),
        },
      ],
      behind: ['hi'],
    });
    const { user, calls } = renderNews(`/admin/news?id=${ID}`, [
      on(routes.adminPost, ok(MSG.loaded, post)),
      on(routes.adminPostUpdate, ok(POSTS_MSG.saved, post)),
    ]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'Español', 'हिन्दी']);
    expect(screen.getByRole('status').textContent).toContain('Behind the English text: हिन्दी.');

    await user.click(tabs[1] as HTMLElement);
    const spanish = screen.getByRole('tabpanel');
    expect((within(spanish).getByLabelText('Title') as HTMLInputElement).value).toBe('Cómo se revisa tu depósito');
    expect(within(spanish).queryByLabelText('Web address')).toBeNull();
    expect(within(spanish).queryByRole('button', { name: 'Publish' })).toBeNull();

    await user.click(tabs[2] as HTMLElement);
    const hindi = screen.getByRole('tabpanel');
    // Not written in Hindi yet: the form starts from the English text, to translate.
    expect((within(hindi).getByLabelText('Title') as HTMLInputElement).value).toBe('How your deposit is checked');
    expect(hindi.textContent).toContain('Not written in this language yet');
    await user.clear(within(hindi).getByLabelText('Title'));
    await user.type(within(hindi).getByLabelText('Title'), 'आपकी जमा राशि की जाँच');
    await user.click(within(hindi).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.of(routes.adminPostUpdate)).toHaveLength(1));
    expect(calls.of(routes.adminPostUpdate)[0]?.body).toEqual({
      language: 'hi',
      title: 'आपकी जमा राशि की जाँच',
      slug: 'how-deposits-are-checked',
      summary: 'From your transfer to your Electronic Wallet.',
      body: '## The hash\n\nA hash is accepted once, ever.',
      category: 'Guides',
      tags: ['deposits', 'BEP-20'],
    });
  });

  it('names the languages behind in the list, and nothing for a post without any', async () => {
    renderNews('/admin/news', [
      on(routes.adminPosts, ok(MSG.loaded, listOf([postOf({ behind: ['hi', 'es'] }), postOf({ _id: 'x2' })]))),
    ]);
    const rows = within(await screen.findByRole('list', { name: 'News' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Behind the English text: Español, हिन्दी');
    expect(rows[1]?.textContent).not.toContain('Behind');
  });
});
