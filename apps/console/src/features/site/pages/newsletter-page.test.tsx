import { MSG, routes, type SubscriberRow } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATED, signInOperator, toasts } from '../../../test/console-test-kit';
import { NewsletterPage } from './newsletter-page';

const CSV = 'email,subscribed_at\r\nreader@example.com,2024-05-06 11:02:03\r\n';

function subscriberOf(overrides: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    _id: '41414141-4141-4141-8141-414141414141',
    email: 'reader@example.com',
    createdAt: CREATED.toISOString(),
    ...overrides,
  };
}

function pageOf(docs: SubscriberRow[], options: { totalPages?: number; totalDocs?: number } = {}) {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

function renderNewsletter(
  list: Responder<typeof routes.adminNewsletter>,
  csv?: Responder<typeof routes.adminNewsletterCsv>,
) {
  const server = stubRoutes(on(routes.adminNewsletter, list), ...(csv ? [on(routes.adminNewsletterCsv, csv)] : []));
  return {
    ...renderRoutes([{ path: '/admin/newsletter', Component: NewsletterPage }], '/admin/newsletter'),
    ...server,
  };
}

/** The CSV as the server sends it (the route stubs answer JSON only), and what the page saved. */
function serveCsv() {
  const jsonStubs = globalThis.fetch;
  const requests: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!String(input).endsWith(routes.adminNewsletterCsv.path)) return jsonStubs(input, init);
    requests.push({ url: String(input), headers: { ...(init.headers as Record<string, string>) } });
    return new Response(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers-2024-05-06.csv"',
      },
    });
  });
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:newsletter';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { requests, blobs, clicks, revoke };
}

describe('/admin/newsletter', () => {
  beforeEach(() => signInOperator());

  it('lists the subscribers with their subscription time, and pages', async () => {
    const { calls } = renderNewsletter(
      pageOf([subscriberOf(), subscriberOf({ _id: 'other', email: 'second@example.com' })], {
        totalDocs: 12,
        totalPages: 2,
      }),
    );
    expect(await screen.findByText('reader@example.com')).toBeTruthy();
    expect(screen.getByText('second@example.com')).toBeTruthy();
    expect(screen.getAllByText('2024-05-06 13:02:03')).toHaveLength(2);
    expect(calls.of(routes.adminNewsletter)[0]?.query).toEqual({ page: '1' });
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it("downloads the CSV with the operator's token and saves it under the server's file name", async () => {
    const { user } = renderNewsletter(pageOf([subscriberOf()]));
    const saved = serveCsv();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.clicks).toHaveLength(1));
    expect(saved.requests).toHaveLength(1);
    expect(saved.requests[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(saved.clicks[0]).toEqual({ href: 'blob:newsletter', download: 'newsletter-subscribers-2024-05-06.csv' });
    expect(await saved.blobs[0]?.text()).toBe(CSV);
    await waitFor(() => expect(saved.revoke).toHaveBeenCalledWith('blob:newsletter'));
    expect(document.querySelector('a[download]')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('says why a download was refused', async () => {
    const { user, calls } = renderNewsletter(pageOf([subscriberOf()]), fail(500, MSG.internal, 'INTERNAL'));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(toasts()).toEqual([MSG.internal]));
    expect(calls.of(routes.adminNewsletterCsv)[0]?.headers.Authorization).toBe('Bearer operator-token');
  });

  it('has an empty state', async () => {
    renderNewsletter(pageOf([]));
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    renderNewsletter(fail(500, MSG.internal, 'INTERNAL'));
    expect(screen.getByLabelText('Loading the subscribers')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
