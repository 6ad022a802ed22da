import { routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWS_POSTS, newsStubs } from '../../../test/news-test-kit';
import { renderApp } from '../../../test/render-app';
import { stubSiteRoutes } from '../../../test/site-test-kit';

// The platform's news (docs/product.md#news): the posts the operators published, from the API, never samples.

function renderAt(path: string, posts = NEWS_POSTS) {
  forgetSitePageEdits();
  const server = stubSiteRoutes(...newsStubs(posts));
  renderApp(path);
  return server;
}

describe('the news pages', () => {
  it('lists the published posts newest first, each linking to its own address', async () => {
    renderAt('/blog-grid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform news' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'News posts' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['The risks, plainly', 'How your deposit is checked']);
    const read = within(list).getByRole('link', { name: /^Read the post ?: The risks, plainly$/ });
    expect(read.getAttribute('href')).toBe('/news/the-risks-plainly');
    expect(screen.queryByText('Sample')).toBeNull();
  });

  it('says honestly that nothing is published yet', async () => {
    renderAt('/blog-list', []);
    expect(await screen.findByText(/No news has been published yet/)).toBeTruthy();
  });

  it('shows a post at its address: byline, summary, the Markdown text and its tags', async () => {
    renderAt('/news/how-deposits-are-checked');
    expect(await screen.findByRole('heading', { level: 1, name: 'How your deposit is checked' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The hash' })).toBeTruthy();
    expect(screen.getByText(/Guides · .* ·/).textContent).toMatch(/ · Platform Operator$/);
    expect(screen.getByRole('link', { name: 'More posts tagged BEP-20' }).getAttribute('href')).toBe(
      '/blog-sidebar?tag=BEP-20',
    );
  });

  it('says a draft or unknown address is not found, without a retry that cannot help', async () => {
    renderAt('/news/a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    // Said once, by the page: no toast repeats it (app/toasts.test.tsx holds the rule).
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/blog-list');
  });

  it('narrows the news by the tag in the address, with the categories and tags beside it', async () => {
    const server = renderAt('/blog-sidebar?tag=risk');
    const list = await screen.findByRole('list', { name: 'News posts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['The risks, plainly']);
    expect(screen.getByText('Showing posts tagged risk.')).toBeTruthy();
    expect(server.calls.of(routes.posts)[0]?.query).toMatchObject({ tag: 'risk', page: '1' });
    expect(await screen.findByRole('link', { name: 'Guides' })).toBeTruthy();
  });

  it('lists the real categories and authors, each with its number of posts', async () => {
    renderAt('/categories');
    expect((await screen.findByRole('link', { name: 'Posts in Safety' })).getAttribute('href')).toBe(
      '/blog-sidebar?category=Safety',
    );
    renderAt('/author');
    expect(await screen.findByRole('link', { name: 'Posts by Platform Operator' })).toBeTruthy();
    expect(screen.getAllByText('Posts: 2').length).toBeGreaterThan(0);
  });

  it('shows the newest post of its category on the latest-on-safety page', async () => {
    renderAt('/single-post-gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'The latest on safety' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The risks, plainly' })).toBeTruthy();
    renderAt('/single-post-video');
    expect(await screen.findByRole('heading', { level: 2, name: 'How your deposit is checked' })).toBeTruthy();
  });

  it('finds news posts from the site search', async () => {
    renderAt('/search?q=hash');
    const section = await screen.findByRole('region', { name: 'News posts' });
    expect(within(section).getByRole('link', { name: 'How your deposit is checked' }).getAttribute('href')).toBe(
      '/news/how-deposits-are-checked',
    );
  });

  // docs/decisions/029-texts-per-language.md: the API answers each post in the asked language, else in English.
  describe('in another language', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it("asks for the posts and a post in the visitor's language", async () => {
      await changeLocale('es');
      const server = renderAt('/news/how-deposits-are-checked');
      expect(await screen.findByRole('heading', { level: 1, name: 'How your deposit is checked' })).toBeTruthy();
      expect(server.calls.of(routes.post).map((call) => call.query.language)).toContain('es');
    });

    it("names the demo's categories and tags in the visitor's language, filtering by the post's own name", async () => {
      await changeLocale('hi');
      renderAt('/blog-sidebar?tag=risk');
      expect(await screen.findByText('दिखाई जा रही पोस्ट: जोखिम टैग वाली।')).toBeTruthy();
      expect((await screen.findByRole('link', { name: 'गाइड' })).getAttribute('href')).toBe(
        '/blog-sidebar?category=Guides',
      );
      expect(screen.getByRole('link', { name: 'डिपॉज़िट' }).getAttribute('href')).toBe('/blog-sidebar?tag=deposits');
      // A kept term is written so in every language.
      expect(screen.getByRole('link', { name: 'BEP-20' })).toBeTruthy();
      await changeLocale('es');
      renderAt('/categories');
      expect((await screen.findByRole('link', { name: 'Entradas en Protección' })).getAttribute('href')).toBe(
        '/blog-sidebar?category=Safety',
      );
      renderAt('/news/how-deposits-are-checked');
      expect((await screen.findByText(/Guías · .* ·/)).textContent).toMatch(/ · Platform Operator$/);
      expect(screen.getByRole('link', { name: 'Más entradas con la etiqueta depósitos' })).toBeTruthy();
      // The risk statement under a post is the site's, in the language too.
      expect(screen.getByText(/^Los rendimientos no están garantizados/)).toBeTruthy();
    });
  });
});
