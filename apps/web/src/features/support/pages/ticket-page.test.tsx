import { MSG, routes, type TicketDetail, type TicketStatus } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_RECORD, pngFile, TICKET_ID, ticketOf } from '../../../test/support-test-kit';
import { TicketPage } from './ticket-page';

const DAY_MS = 24 * 60 * 60 * 1000;
const TICKET_PATH = `/support/${TICKET_ID}`;

interface Stubs {
  ticket?: Responder<typeof routes.ticket>;
  message?: Responder<typeof routes.ticketMessage>;
  close?: Responder<typeof routes.ticketClose>;
  reopen?: Responder<typeof routes.ticketReopen>;
}

function renderTicket(stubs: Stubs = {}) {
  const server = stubRoutes(
    on(routes.ticket, stubs.ticket ?? ok(MSG.ticketLoaded, ticketOf())),
    on(routes.ticketMessage, stubs.message ?? ok(MSG.ticketMessageSent, ticketOf())),
    on(routes.ticketClose, stubs.close ?? ok(MSG.ticketClosed, ticketOf({ status: 'closed' }))),
    on(routes.ticketReopen, stubs.reopen ?? ok(MSG.ticketReopened, ticketOf())),
  );
  const view = renderRoutes(
    [
      { path: '/support/:_id', Component: TicketPage },
      landing('/support'),
      landing('/reacharge-list'),
      landing('/withdrawl-list'),
    ],
    TICKET_PATH,
  );
  return { ...view, ...server };
}

const withStatus = (overrides: Partial<TicketDetail>) => ({ ticket: ok(MSG.ticketLoaded, ticketOf(overrides)) });
const queryButton = (name: string) => screen.queryByRole('button', { name });

describe('/support/:_id', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the ticket, the record as it stands now with its list, and the thread on two sides', async () => {
    const { calls } = renderTicket();
    expect(await screen.findByRole('heading', { name: 'My deposit is still pending', level: 1 })).toBeTruthy();
    expect(calls.of(routes.ticket)[0]?.params).toEqual({ _id: TICKET_ID });
    expect(screen.getByText('Ticket #42', { exact: false }).textContent).toBe('Ticket #42 · Deposit');
    expect(screen.getByText('Opened 2024-05-06 13:02:03')).toBeTruthy();
    expect(screen.getByText('Waiting for support').className).toContain('sky');

    const record = screen.getByRole('region', { name: 'The record it is about' });
    expect(within(record).getByText('100.00 USDT')).toBeTruthy();
    expect(within(record).getByText('pending')).toBeTruthy();
    expect(within(record).getByTitle(DEPOSIT_RECORD.detail as string).textContent).toBe('0xabab…abab');
    expect(within(record).getByText('Transaction hash')).toBeTruthy();
    expect(within(record).getByRole('link', { name: 'See your deposits' }).getAttribute('href')).toBe(
      '/reacharge-list',
    );

    const thread = screen.getByRole('region', { name: 'Conversation' });
    const mine = within(thread).getByRole('heading', { name: 'You' }).closest('li') as HTMLElement;
    const theirs = within(thread).getByRole('heading', { name: 'NexaTech' }).closest('li') as HTMLElement;
    expect(mine.className).toContain('justify-end');
    expect(theirs.className).toContain('justify-start');
    expect(mine.compareDocumentPosition(theirs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(mine).getByText(/I sent 100 USDT an hour ago\.\s+It still says pending\./)).toBeTruthy();
  });

  it.each<[TicketStatus, string]>([
    ['open', 'Waiting for support'],
    ['answered', 'Answered'],
    ['waiting', 'Waiting for you'],
    ['closed', 'Closed'],
  ])('words the status %s as the member reads it', async (status, words) => {
    renderTicket(withStatus({ status }));
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('offers the reply and Close while the ticket is not closed, and no Reopen', async () => {
    renderTicket(withStatus({ status: 'answered' }));
    expect(await screen.findByRole('button', { name: 'Close ticket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeTruthy();
    expect(queryButton('Reopen ticket')).toBeNull();
    expect(screen.getByText(/We have replied/)).toBeTruthy();
  });

  it('offers Reopen while reopenUntil is ahead, saying until when, without the reply or Close', async () => {
    const until = new Date(Date.now() + 3 * DAY_MS);
    renderTicket(
      withStatus({ status: 'closed', closedAt: new Date().toISOString(), reopenUntil: until.toISOString() }),
    );
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeTruthy();
    expect(screen.getByText(/^This ticket is closed\. You can reopen it until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/));
    expect(queryButton('Close ticket')).toBeNull();
    expect(queryButton('Send reply')).toBeNull();
  });

  it('says to open a new ticket once it can no longer be reopened', async () => {
    renderTicket(withStatus({ status: 'closed', closedAt: new Date(Date.now() - 20 * DAY_MS).toISOString() }));
    expect(await screen.findByText('This ticket is closed. To ask again, open a new ticket.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open a new ticket' }).getAttribute('href')).toBe('/support?new');
    expect(queryButton('Reopen ticket')).toBeNull();
    expect(queryButton('Close ticket')).toBeNull();
    expect(queryButton('Send reply')).toBeNull();
  });

  it('closes the ticket, then offers Reopen with the focus on it', async () => {
    const until = new Date(Date.now() + 14 * DAY_MS).toISOString();
    const { user, calls } = renderTicket({
      close: ok(
        MSG.ticketClosed,
        ticketOf({ status: 'closed', closedAt: new Date().toISOString(), reopenUntil: until }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const reopen = await screen.findByRole('button', { name: 'Reopen ticket' });
    await waitFor(() => expect(document.activeElement).toBe(reopen));
    expect(calls.of(routes.ticketClose).map((call) => call.params)).toEqual([{ _id: TICKET_ID }]);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it("reopens it, and shows the server's refusal beside the button", async () => {
    const until = new Date(Date.now() + DAY_MS).toISOString();
    let answer: ReturnType<typeof fail> | ReturnType<typeof ok> = fail(409, MSG.ticketTooManyOpen, 'CONFLICT');
    const { user, calls } = renderTicket({
      ...withStatus({ status: 'closed', closedAt: new Date().toISOString(), reopenUntil: until }),
      reopen: () => answer as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen ticket' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.ticketTooManyOpen);
    answer = ok(MSG.ticketReopened, ticketOf());
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('button', { name: 'Close ticket' })).toBeTruthy();
    expect(calls.of(routes.ticketReopen)).toHaveLength(2);
  });

  it('checks the reply by the contract, sends it as JSON without files and as multipart with them', async () => {
    const { user, calls } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(errorOf('Message')).toBe(MSG.ticketMessageRequired));
    expect(calls.of(routes.ticketMessage)).toHaveLength(0);

    await user.type(screen.getByLabelText('Message'), 'It arrived, thanks.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.of(routes.ticketMessage)).toHaveLength(1));
    const [json] = calls.of(routes.ticketMessage);
    expect(json?.headers['Content-Type']).toBe('application/json');
    expect(json?.body).toEqual({ message: 'It arrived, thanks.' });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));

    await user.type(screen.getByLabelText('Message'), 'Here is the receipt.');
    await user.upload(screen.getByLabelText('Files (optional)'), pngFile('receipt.png'));
    await screen.findByRole('button', { name: 'Remove receipt.png' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.of(routes.ticketMessage)).toHaveLength(2));
    const multipart = calls.of(routes.ticketMessage)[1];
    expect(multipart?.headers['Content-Type']).toBeUndefined();
    const form = multipart?.body as Record<string, FormDataEntryValue>;
    expect(form.message).toBe('Here is the receipt.');
    expect((form.files as File).name).toBe('receipt.png');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove receipt.png' })).toBeNull());
  });

  it("shows a refused file under the files, from the server's own sentence", async () => {
    const { user } = renderTicket({ message: fail(400, MSG.ticketFileTypeInvalid) });
    await user.type(await screen.findByLabelText('Message'), 'See attached.');
    await user.upload(screen.getByLabelText('Files (optional)'), pngFile('scan.png'));
    await screen.findByRole('button', { name: 'Remove scan.png' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(errorOf('Files (optional)')).toBe(MSG.ticketFileTypeInvalid));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('See attached.');
  });

  it('downloads an attachment with the member token and saves it under its name', async () => {
    const { user } = renderTicket();
    const jsonStubs = globalThis.fetch;
    const requests: { url: string; authorization?: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes('/attachments/')) return jsonStubs(input, init);
      requests.push({ url: String(input), authorization: (init.headers as Record<string, string>).Authorization });
      return new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const attachments = await screen.findByRole('list', { name: 'Attachments' });
    await user.click(within(attachments).getByRole('button', { name: /^receipt\.png 2 KB\s*, download$/ }));
    await waitFor(() => expect(clicks).toEqual(['receipt.png']));
    expect(requests).toEqual([
      { url: `/sellerApi/tickets/${TICKET_ID}/attachments/a1`, authorization: 'Bearer member' },
    ]);
  });

  it("says a ticket not found plainly (another member's answers the same)", async () => {
    renderTicket({ ticket: fail(404, MSG.notFound, 'NOT_FOUND') });
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeTruthy();
    expect(screen.getByText('This ticket does not exist or is not one of yours.')).toBeTruthy();
    expect(queryButton('Try again')).toBeNull();
  });

  it('says not found, without asking the server, for an address that is no ticket id', async () => {
    const { calls } = stubRoutes(on(routes.ticket, ok(MSG.ticketLoaded, ticketOf())));
    renderRoutes([{ path: '/support/:_id', Component: TicketPage }, landing('/support')], '/support/not-a-ticket');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeTruthy();
    expect(queryButton('Try again')).toBeNull();
    expect(calls.of(routes.ticket)).toHaveLength(0);
  });

  it('offers a retry when the ticket does not load', async () => {
    renderTicket({ ticket: fail(500, MSG.internal, 'INTERNAL') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('We could not load the ticket.')).toBeTruthy();
  });

  it("links a withdrawal's record to the withdrawals and names a payout hash or an address", async () => {
    renderTicket(
      withStatus({
        record: { kind: 'withdrawal', _id: 'w1' },
        recordNow: {
          ...DEPOSIT_RECORD,
          kind: 'withdrawal',
          _id: 'w1',
          detail: '0x1111222233334444555566667777888899990000',
        },
      }),
    );
    const record = await screen.findByRole('region', { name: 'The record it is about' });
    expect(within(record).getByText('To address')).toBeTruthy();
    expect(within(record).getByRole('link', { name: 'See your withdrawals' }).getAttribute('href')).toBe(
      '/withdrawl-list',
    );
  });
});
