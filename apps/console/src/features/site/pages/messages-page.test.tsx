import { type ContactRow, MSG, routes, SITE_CONSOLE_MSG } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, signInOperator, toasts } from '../../../test/console-test-kit';
import { MessagesPage } from './messages-page';

const MULTI_LINE = 'First line\n\n    indented <b>not bold</b>\nlast line  ';

function contactOf(overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    _id: '31313131-3131-4131-8131-313131313131',
    name: 'Asha Rao',
    email: 'asha@example.com',
    description: MULTI_LINE,
    createdAt: CREATED.toISOString(),
    mailed: false,
    mailedAt: null,
    ...overrides,
  };
}

const FAILED = contactOf();
const MAILED = contactOf({
  _id: '32323232-3232-4232-8232-323232323232',
  name: 'Ben Cho',
  email: 'ben@example.com',
  description: 'Do you build apps?',
  mailed: true,
  mailedAt: CREATED.toISOString(),
});

function pageOf(docs: ContactRow[], options: { totalPages?: number; totalDocs?: number } = {}) {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

function renderMessages(
  list: Responder<typeof routes.adminContacts>,
  resend: Responder<typeof routes.adminContactResend> = ok(SITE_CONSOLE_MSG.contactResent, { ...FAILED, mailed: true }),
  path = '/admin/messages',
) {
  const server = stubRoutes(on(routes.adminContacts, list), on(routes.adminContactResend, resend));
  return { ...renderRoutes([{ path: '/admin/messages', Component: MessagesPage }], path), ...server };
}

const itemOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('/admin/messages', () => {
  beforeEach(() => signInOperator());

  it('shows each message in full as plain text, with its mail status and a resend only when the mail failed', async () => {
    const { calls } = renderMessages(pageOf([FAILED, MAILED]));
    await screen.findByText('Asha Rao');
    expect(calls.of(routes.adminContacts)[0]?.query).toEqual({ status: 'all', page: '1' });

    const failed = itemOf('Asha Rao');
    const text = within(failed).getByText((_content, node) => node?.textContent === MULTI_LINE, { selector: 'p' });
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(failed.querySelector('b')).toBeNull();
    expect(within(failed).getByText('Mail failed')).toBeTruthy();
    expect(within(failed).getByText('2024-05-06 13:02:03')).toBeTruthy();
    expect(within(failed).getByRole('link', { name: 'asha@example.com' }).getAttribute('href')).toBe(
      'mailto:asha@example.com',
    );
    expect(within(failed).getByRole('button', { name: 'Resend the message from Asha Rao' })).toBeTruthy();

    const mailed = itemOf('Ben Cho');
    expect(within(mailed).getByText('Mailed')).toBeTruthy();
    expect(mailed.textContent).toContain('Mailed to the contact address 2024-05-06 13:02:03');
    expect(within(mailed).queryByRole('button')).toBeNull();
  });

  it('filters to the failed mails through the status links', async () => {
    const { calls, user } = renderMessages(pageOf([FAILED, MAILED]));
    await screen.findByText('Asha Rao');
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(filter).getByRole('link', { name: 'Mail failed' }));
    await waitFor(() => expect(calls.of(routes.adminContacts).at(-1)?.query).toEqual({ status: 'failed', page: '1' }));
    expect(within(filter).getByRole('link', { name: 'Mail failed' }).getAttribute('aria-current')).toBe('page');
  });

  it('resends a failed mail, says so and reloads the list', async () => {
    let resent = false;
    const MARKED = { ...FAILED, mailed: true, mailedAt: CREATED.toISOString() };
    const { calls, user } = renderMessages(
      () => pageOf([resent ? MARKED : FAILED]),
      () => {
        resent = true;
        return ok(SITE_CONSOLE_MSG.contactResent, MARKED);
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Resend the message from Asha Rao' }));
    await waitFor(() => expect(toasts()).toEqual([SITE_CONSOLE_MSG.contactResent]));
    expect(calls.of(routes.adminContactResend).map((call) => call.params)).toEqual([{ _id: FAILED._id }]);
    expect(calls.of(routes.adminContactResend)[0]?.headers.Authorization).toBe('Bearer operator-token');
    await waitFor(() => expect(within(itemOf('Asha Rao')).getByText('Mailed')).toBeTruthy());
    expect(calls.of(routes.adminContacts).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Resend the message from Asha Rao' })).toBeNull();
  });

  it('shows why a resend failed and keeps the message failed', async () => {
    const { user } = renderMessages(pageOf([FAILED]), fail(503, SITE_CONSOLE_MSG.contactResendFailed, 'MAIL_FAILED'));
    await user.click(await screen.findByRole('button', { name: 'Resend the message from Asha Rao' }));
    await waitFor(() => expect(toasts()).toEqual([SITE_CONSOLE_MSG.contactResendFailed]));
    expect(within(itemOf('Asha Rao')).getByText('Mail failed')).toBeTruthy();
  });

  it('has an empty state for each filter', async () => {
    renderMessages(pageOf([]), undefined, '/admin/messages?status=failed');
    expect(await screen.findByRole('heading', { name: 'No failed mails' })).toBeTruthy();
  });

  it('says when nobody wrote yet', async () => {
    renderMessages(pageOf([]));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    renderMessages(fail(500, MSG.internal, 'INTERNAL'));
    expect(screen.getByLabelText('Loading the messages')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
