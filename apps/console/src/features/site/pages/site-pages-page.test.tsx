import { type AdminSitePage, type AdminSitePageEdit, CONTENT_PAGES_MSG, type Locale, MSG, routes } from '@app/contract';
import { pageToMarkdown } from '@app/web-kit/lib/site-content/editable-pages';
import { loadAllPages } from '@app/web-kit/lib/site-content/load-site-page';
import type { ArticlePage } from '@app/web-kit/lib/site-content/types';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, OPERATOR, signInOperator, toasts } from '../../../test/console-test-kit';
import { SitePagesPage } from './site-pages-page';

function editOf(overrides: Partial<AdminSitePageEdit> = {}): AdminSitePageEdit {
  return {
    path: '/privacy-policy',
    language: 'en',
    title: 'Privacy, plainly',
    body: 'We keep little.',
    published: true,
    updatedAt: CREATED.toISOString(),
    updatedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
    ...overrides,
  };
}

/** The console's list: the edits grouped by page, with the languages the test says are behind. */
function pagesOf(edits: AdminSitePageEdit[], behind: Record<string, Locale[]> = {}): AdminSitePage[] {
  const paths = [...new Set(edits.map((edit) => edit.path))];
  return paths.map((path) => ({
    path,
    edits: edits.filter((edit) => edit.path === path),
    behind: behind[path] ?? [],
  }));
}

function renderSitePages(
  path: string,
  edits: AdminSitePageEdit[],
  more: Parameters<typeof stubRoutes> = [],
  behind: Record<string, Locale[]> = {},
) {
  const server = stubRoutes(on(routes.adminSitePages, ok(MSG.loaded, pagesOf(edits, behind))), ...more);
  return { ...renderRoutes([{ path: '/admin/site-pages', Component: SitePagesPage }], path), ...server };
}

const terms = async () => (await loadAllPages()).find((page) => page.path === '/terms-of-service') as ArticlePage;

describe('/admin/site-pages', () => {
  beforeEach(() => signInOperator());

  it('lists the editable pages with their state, and who changed them when', async () => {
    renderSitePages('/admin/site-pages', [editOf(), editOf({ path: '/faq', title: 'Questions', published: false })]);
    await screen.findByText('Privacy, plainly');
    const list = screen.getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    const textOf = (path: string) => rows.find((row) => row.textContent?.includes(path))?.textContent ?? '';
    expect(textOf('/privacy-policy')).toContain('Privacy, plainly');
    expect(textOf('/privacy-policy')).toContain('Edited');
    expect(textOf('/privacy-policy')).toContain('Updated 2024-05-06 13:02:03 by Olga Ops');
    expect(textOf('/faq')).toContain('Unpublished');
    expect(textOf('/terms-of-service')).toContain('Shipped text');
    expect(textOf('/terms-of-service')).not.toContain('Updated');
    expect(rows.some((row) => row.textContent?.includes('/home-1'))).toBe(false);
  });

  it('starts the editor from the shipped text as Markdown, and saves title, text and published', async () => {
    const shipped = await terms();
    const { user, calls } = renderSitePages(
      '/admin/site-pages?path=/terms-of-service',
      [],
      [on(routes.adminSitePageSave, ok(CONTENT_PAGES_MSG.saved, editOf({ path: '/terms-of-service' })))],
    );
    const title = await within(await screen.findByRole('tabpanel')).findByLabelText(/^Title/);
    expect((title as HTMLInputElement).value).toBe(shipped.heading);
    const body = within(screen.getByRole('tabpanel')).getByLabelText(/^Text/) as HTMLTextAreaElement;
    expect(body.value).toBe(pageToMarkdown(shipped));
    expect(screen.getByRole('button', { name: 'Revert to shipped' }).hasAttribute('disabled')).toBe(true);

    await user.clear(title);
    await user.type(title, 'House rules');
    await user.clear(body);
    await user.type(body, 'Be kind.');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain(CONTENT_PAGES_MSG.saved));
    expect(calls.of(routes.adminSitePageSave)[0]?.body).toEqual({
      path: '/terms-of-service',
      language: 'en',
      title: 'House rules',
      body: 'Be kind.',
      published: false,
    });
  });

  it('shows the field messages without calling the server, and the server refusal under the form', async () => {
    const { user, calls } = renderSitePages(
      '/admin/site-pages?path=/privacy-policy',
      [editOf()],
      [on(routes.adminSitePageSave, fail(400, CONTENT_PAGES_MSG.bodyRequired))],
    );
    const title = await within(await screen.findByRole('tabpanel')).findByLabelText(/^Title/);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CONTENT_PAGES_MSG.titleRequired)).toBeTruthy();
    expect(calls.of(routes.adminSitePageSave)).toEqual([]);

    await user.type(title, 'Fine title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_PAGES_MSG.bodyRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(CONTENT_PAGES_MSG.bodyRequired);
  });

  it('previews the Markdown as the site shows it, without raw HTML', async () => {
    const { user } = renderSitePages('/admin/site-pages?path=/privacy-policy', [
      editOf({ body: '## Data we keep\n\n<script>x()</script>\n\nOnly **your e-mail**.' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Data we keep' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByText('your e-mail').tagName).toBe('STRONG');

    // A text that cannot be saved brings the text field back, with its message under it.
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await user.clear(within(screen.getByRole('tabpanel')).getByLabelText(/^Text/));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('tabpanel')).getByLabelText(/^Text/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CONTENT_PAGES_MSG.bodyRequired)).toBeTruthy();
  });

  // The preview builds the tree by the server's rules (docs/decisions/021-markdown-on-save.md).
  it('previews a text nested too deep with the sentence the server would refuse it with', async () => {
    const { user } = renderSitePages('/admin/site-pages?path=/privacy-policy', [
      editOf({ body: `${'> '.repeat(40)}Deep.` }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText(CONTENT_PAGES_MSG.bodyTooComplex)).toBeTruthy();
    expect(preview.querySelector('blockquote')).toBeNull();
  });

  it('reverts to the shipped text after a confirmation', async () => {
    const { user, calls } = renderSitePages(
      '/admin/site-pages?path=/privacy-policy',
      [editOf()],
      [on(routes.adminSitePageRevert, ok(CONTENT_PAGES_MSG.reverted, { path: '/privacy-policy', language: 'en' }))],
    );
    await user.click(await screen.findByRole('button', { name: 'Revert to shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert to the shipped text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(toasts()).toContain(CONTENT_PAGES_MSG.reverted));
    expect(calls.of(routes.adminSitePageRevert)[0]?.query).toEqual({ path: '/privacy-policy', language: 'en' });
    expect(calls.of(routes.adminSitePageRevert)[0]?.method).toBe('DELETE');
  });

  // docs/decisions/029-texts-per-language.md: a tab per language, each loading and saving its own text.
  it('edits each language in its own tab, reached by the arrow keys, starting from its shipped translation', async () => {
    const { ES_LEGAL_PAGES } = await import('@app/web-kit/lib/site-content/locales/es/legal-pages');
    const spanish = ES_LEGAL_PAGES.find((page) => page.path === '/terms-of-service') as ArticlePage;
    const { user, calls } = renderSitePages(
      '/admin/site-pages?path=/terms-of-service',
      [editOf({ path: '/terms-of-service', title: 'House rules', body: 'Be kind.' })],
      [
        on(
          routes.adminSitePageSave,
          ok(CONTENT_PAGES_MSG.saved, editOf({ path: '/terms-of-service', language: 'es' })),
        ),
      ],
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['English', 'true'],
      ['Español', 'false'],
      ['हिन्दी', 'false'],
    ]);
    expect(((await within(screen.getByRole('tabpanel')).findByLabelText(/^Title/)) as HTMLInputElement).value).toBe(
      'House rules',
    );

    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const title = (await within(panel).findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe(spanish.heading);
    expect((within(panel).getByLabelText(/^Text/) as HTMLTextAreaElement).value).toBe(pageToMarkdown(spanish));
    await user.clear(title);
    await user.type(title, 'Normas de la casa');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of(routes.adminSitePageSave)).toHaveLength(1));
    expect(calls.of(routes.adminSitePageSave)[0]?.body).toMatchObject({
      path: '/terms-of-service',
      language: 'es',
      title: 'Normas de la casa',
    });

    // The English tab kept its text while the Spanish one was edited.
    await user.click(tabs[0] as HTMLElement);
    expect((within(screen.getByRole('tabpanel')).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
      'House rules',
    );
  });

  it('names the languages behind the English edit, in the list and above the editor', async () => {
    renderSitePages('/admin/site-pages', [editOf(), editOf({ language: 'es', title: 'Privacidad' })], [], {
      '/privacy-policy': ['hi'],
    });
    const row = (await screen.findByText('/privacy-policy')).closest('li') as HTMLElement;
    expect(row.textContent).toContain('Español');
    expect(row.textContent).toContain('Behind the English edit: हिन्दी');
    const other = screen.getByText('/terms-of-service').closest('li') as HTMLElement;
    expect(other.textContent).not.toContain('Behind');
  });

  it('says above the editor which languages are behind, and nothing when none are', async () => {
    renderSitePages('/admin/site-pages?path=/privacy-policy', [editOf()], [], { '/privacy-policy': ['hi', 'es'] });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Behind the English edit: Español, हिन्दी. Visitors in these languages still read older words until you save their text.',
    );
  });

  it('shows no notice when no language is behind', async () => {
    renderSitePages('/admin/site-pages?path=/privacy-policy', [editOf()]);
    await screen.findAllByRole('tab');
    expect(screen.queryByText(/Behind the English edit/)).toBeNull();
  });
});
