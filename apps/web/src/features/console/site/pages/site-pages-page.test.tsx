import { type AdminSitePage, CONTENT_PAGES_MSG, MSG, routes } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageToMarkdown } from '../../../../lib/site-content/editable-pages';
import { loadAllPages } from '../../../../lib/site-content/load-site-page';
import type { ArticlePage } from '../../../../lib/site-content/types';
import { CREATED, OPERATOR, signInOperator, toasts } from '../../../../test/console-test-kit';
import { renderRoutes } from '../../../../test/render-routes';
import { fail, ok, on, stubRoutes } from '../../../../test/stub-routes';
import { SitePagesPage } from './site-pages-page';

function editOf(overrides: Partial<AdminSitePage> = {}): AdminSitePage {
  return {
    path: '/privacy-policy',
    title: 'Privacy, plainly',
    body: 'We keep little.',
    published: true,
    updatedAt: CREATED.toISOString(),
    updatedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
    ...overrides,
  };
}

function renderSitePages(path: string, edits: AdminSitePage[], more: Parameters<typeof stubRoutes> = []) {
  const server = stubRoutes(on(routes.adminSitePages, ok(MSG.loaded, edits)), ...more);
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
    const title = await screen.findByLabelText(/^Title/);
    expect((title as HTMLInputElement).value).toBe(shipped.heading);
    const body = screen.getByLabelText(/^Text/) as HTMLTextAreaElement;
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
    const title = await screen.findByLabelText(/^Title/);
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
    await user.clear(screen.getByLabelText(/^Text/));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Text/).getAttribute('aria-invalid')).toBe('true');
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
      [on(routes.adminSitePageRevert, ok(CONTENT_PAGES_MSG.reverted, { path: '/privacy-policy' }))],
    );
    await user.click(await screen.findByRole('button', { name: 'Revert to shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert to the shipped text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(toasts()).toContain(CONTENT_PAGES_MSG.reverted));
    expect(calls.of(routes.adminSitePageRevert)[0]?.query).toEqual({ path: '/privacy-policy' });
    expect(calls.of(routes.adminSitePageRevert)[0]?.method).toBe('DELETE');
  });
});
