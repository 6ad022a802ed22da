import { type AdminTicketDetail, MSG, type OperatorRole, routes, type SavedReply } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREATED,
  OPERATOR,
  operatorProfileAs,
  operatorRowOf,
  PAYOUT_HASH,
  profileShown,
  settingsOf,
  signInOperator,
  toasts,
} from '../../../test/console-test-kit';
import { TicketPage } from './ticket-page';

const TICKET_ID = '11111111-1111-4111-8111-111111111111';
const WITHDRAWAL_ID = '22222222-2222-4222-8222-222222222222';

function ticketOf(overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    _id: TICKET_ID,
    number: 41,
    category: 'withdrawal',
    subject: 'My withdrawal has not arrived',
    status: 'open',
    record: { kind: 'withdrawal', _id: WITHDRAWAL_ID },
    createdAt: CREATED.toISOString(),
    updatedAt: CREATED.toISOString(),
    lastMemberMessageAt: CREATED.toISOString(),
    lastReplyAt: null,
    closedAt: null,
    reopenUntil: null,
    member: { _id: 'member-1', fullName: 'Ana Ruiz', email: 'ana@example.com', uid: 'ANA123', locale: 'es' },
    assignee: null,
    waitingSeconds: 2 * 3600,
    recordNow: {
      kind: 'withdrawal',
      _id: WITHDRAWAL_ID,
      amount: 100,
      status: 'success',
      detail: PAYOUT_HASH,
      demo: false,
      createdAt: CREATED.toISOString(),
      payout: {
        state: 'confirmed',
        nonce: 7,
        transactionHashes: [PAYOUT_HASH],
        minedHash: PAYOUT_HASH,
        reason: null,
        queuedAt: CREATED.toISOString(),
      },
    },
    replyFields: {
      'deposit.amount': null,
      'deposit.status': null,
      'withdrawal.amount': '100,00 USDT',
      'withdrawal.status': 'pagado',
      'deposits.check': 'Cada depósito se revisa a mano.',
    },
    replyFieldsEnglish: {
      'deposit.amount': null,
      'deposit.status': null,
      'withdrawal.amount': '100.00 USDT',
      'withdrawal.status': 'paid',
      'deposits.check': 'Each deposit is checked by hand.',
    },
    messages: [
      {
        _id: 'message-1',
        author: 'member',
        authorName: 'Ana Ruiz',
        body: 'It says paid but my wallet shows nothing.',
        internal: false,
        attachments: [{ _id: 'attachment-1', name: 'wallet.png', mime: 'image/png', size: 20_480 }],
        createdAt: CREATED.toISOString(),
      },
      {
        _id: 'message-2',
        author: 'operator',
        authorName: 'Sue Port',
        body: 'Mined in block 123, checking with the wallet provider.',
        internal: true,
        attachments: [],
        createdAt: CREATED.toISOString(),
      },
    ],
    ...overrides,
  };
}

function savedReplyOf(overrides: Partial<SavedReply> = {}): SavedReply {
  return {
    _id: 'reply-1',
    title: 'Payout mined',
    texts: { en: 'Your payout was mined.', es: 'Tu pago se ha minado.', hi: 'आपका भुगतान माइन हो गया।' },
    updatedAt: CREATED.toISOString(),
    updatedBy: { _id: 'operator-2', fullName: 'Sue Port' },
    ...overrides,
  };
}

const NO_SPANISH = savedReplyOf({
  _id: 'reply-2',
  title: 'Ask for a screenshot',
  texts: { en: 'Please send a screenshot.', es: '', hi: '' },
});

// docs/decisions/044-saved-reply-fields.md: replies whose text carries the ticket's record and settings.
const FILLED = [
  savedReplyOf({
    _id: 'reply-3',
    title: 'Withdrawal state',
    texts: {
      en: 'Your withdrawal is {withdrawal.status}.',
      es: 'Tu retiro de {withdrawal.amount} está {withdrawal.status}. {deposits.check}',
      hi: '',
    },
  }),
  savedReplyOf({
    _id: 'reply-5',
    title: 'Withdrawal in English',
    texts: { en: 'Your withdrawal of {withdrawal.amount} is {withdrawal.status}.', es: '', hi: '' },
  }),
  savedReplyOf({
    _id: 'reply-4',
    title: 'Deposit state',
    texts: { en: 'Your deposit is {deposit.status}.', es: 'Tu depósito está {deposit.status}.', hi: '' },
  }),
];

interface TicketStub {
  role?: OperatorRole;
  detail?: ReplyTo<typeof routes.adminTicket>;
  message?: ReplyTo<typeof routes.adminTicketMessage>;
  close?: ReplyTo<typeof routes.adminTicketClose>;
  extra?: RouteStub[];
}

function renderTicket(stub: TicketStub = {}) {
  const server = stubRoutes(
    operatorProfileAs(stub.role ?? 'support'),
    on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
    on(routes.adminTicket, stub.detail ?? ok(MSG.ticketLoaded, ticketOf())),
    on(routes.adminSavedReplies, ok(MSG.savedRepliesLoaded, { docs: [savedReplyOf(), NO_SPANISH, ...FILLED] })),
    on(routes.adminTicketMessage, stub.message ?? ok(MSG.ticketMessageSent, ticketOf())),
    on(
      routes.adminTicketAssign,
      ok(MSG.ticketAssigned, ticketOf({ assignee: { _id: OPERATOR._id, fullName: 'Olga Ops' } })),
    ),
    on(routes.adminTicketClose, stub.close ?? ok(MSG.ticketClosed, ticketOf({ status: 'closed' }))),
    ...(stub.extra ?? []),
  );
  const view = renderRoutes([{ path: '/admin/support/:id', Component: TicketPage }], `/admin/support/${TICKET_ID}`);
  return { ...view, ...server };
}

const messageBox = () => screen.getByLabelText('Message') as HTMLTextAreaElement;

describe('/admin/support/:id', () => {
  beforeEach(() => signInOperator());

  it('shows the member, the record as it stands with its payout, and the thread with the internal note marked', async () => {
    const { calls } = renderTicket();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ticket #41 · My withdrawal has not arrived' }),
    ).toBeTruthy();
    expect(calls.of(routes.adminTicket)[0]?.params).toEqual({ _id: TICKET_ID });

    const member = screen.getByRole('region', { name: 'Member' });
    expect(
      within(member)
        .getByRole('link', { name: /Ana Ruiz/ })
        .getAttribute('href'),
    ).toBe('/admin/members/member-1');
    expect(member.textContent).toContain('ana@example.com');
    expect(member.textContent).toContain('Spanish');

    const record = screen.getByRole('region', { name: 'About' });
    expect(record.textContent).toContain('Withdrawal');
    expect(record.textContent).toContain('100.00 USDT');
    expect(within(record).getByText('Paid')).toBeTruthy();
    expect(within(record).getByText('Automatic payout')).toBeTruthy();
    expect(within(record).getByText('Confirmed')).toBeTruthy();
    const explorer = await within(record).findAllByRole('link', { name: /^Open payout transaction hash/ });
    expect(explorer[0]?.getAttribute('href')).toBe(`https://bscscan.com/tx/${PAYOUT_HASH}`);

    const thread = within(screen.getByRole('region', { name: 'Conversation' })).getAllByRole('listitem');
    const [question, note] = thread.filter((item) => item.tagName === 'LI' && item.parentElement?.tagName === 'OL');
    expect(question?.textContent).toContain('It says paid but my wallet shows nothing.');
    expect(question?.textContent).not.toContain('Internal note');
    expect(within(note as HTMLElement).getByText('Internal note')).toBeTruthy();
    expect(note?.textContent).toContain('Only operators see this.');
  });

  it('downloads an attachment with the operator token through a blob URL', async () => {
    const { user } = renderTicket();
    const jsonStubs = globalThis.fetch;
    const requests: Record<string, string>[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes('/attachments/')) return jsonStubs(input, init);
      requests.push({ url: String(input), ...(init.headers as Record<string, string>) });
      return new Response(new Blob(['png']), { headers: { 'Content-Type': 'image/png' } });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    await user.click(await screen.findByRole('button', { name: 'Download wallet.png (20 KB)' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:attachment', download: 'wallet.png' }]));
    expect(requests[0]?.url).toContain(`/adminApi/tickets/${TICKET_ID}/attachments/attachment-1`);
    expect(requests[0]?.Authorization).toBe('Bearer operator-token');
  });

  it("inserts a saved reply in the member's language, and in English where it has none", async () => {
    const { user } = renderTicket();
    const picker = await screen.findByLabelText('Saved reply');
    await user.selectOptions(picker, 'Payout mined');
    expect(messageBox().value).toBe('Tu pago se ha minado.');
    expect(screen.getByText('Inserted “Payout mined” in Spanish.')).toBeTruthy();

    await user.type(messageBox(), ' ');
    await user.selectOptions(picker, 'Ask for a screenshot');
    expect(messageBox().value).toBe('Tu pago se ha minado. Please send a screenshot.');
    expect(screen.getByText('“Ask for a screenshot” has no Spanish text: inserted in English.')).toBeTruthy();
    expect((picker as HTMLSelectElement).value).toBe('');

    // Right after a word, the next one starts a paragraph of its own.
    await user.selectOptions(picker, 'Payout mined');
    expect(messageBox().value).toBe('Tu pago se ha minado. Please send a screenshot.\n\nTu pago se ha minado.');
  });

  it("fills a reply's placeholders from the ticket, and inserts none it cannot fill, saying so", async () => {
    const { user } = renderTicket();
    const picker = await screen.findByLabelText('Saved reply');
    await user.selectOptions(picker, 'Withdrawal state');
    expect(messageBox().value).toBe('Tu retiro de 100,00 USDT está pagado. Cada depósito se revisa a mano.');

    // A reply with no Spanish text goes in English, its values in English too.
    await user.clear(messageBox());
    await user.selectOptions(picker, 'Withdrawal in English');
    expect(messageBox().value).toBe('Your withdrawal of 100.00 USDT is paid.');

    await user.clear(messageBox());
    await user.selectOptions(picker, 'Deposit state');
    expect(messageBox().value).toBe('');
    expect(
      screen.getByText(
        '“Deposit state” was not inserted: this ticket cannot fill {deposit.status}. Link the record it speaks of, or write the reply yourself.',
      ),
    ).toBeTruthy();
  });

  it('adds an internal note with internal: true, and a reply with waitForMember', async () => {
    const { user, calls } = renderTicket({ message: ok(MSG.ticketNoteAdded, ticketOf()) });
    await user.click(await screen.findByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(errorOf('Message')).toBe(MSG.ticketMessageRequired));
    expect(calls.of(routes.adminTicketMessage)).toHaveLength(0);

    await user.type(messageBox(), 'Asked the wallet provider');
    await user.click(screen.getByRole('checkbox', { name: 'Waiting for the member' }));
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(calls.of(routes.adminTicketMessage)).toHaveLength(1));
    expect(calls.of(routes.adminTicketMessage)[0]).toMatchObject({
      params: { _id: TICKET_ID },
      body: { message: 'Asked the wallet provider', internal: true, waitForMember: false },
    });
    expect(await screen.findByText(MSG.ticketNoteAdded)).toBeTruthy();
    await waitFor(() => expect(messageBox().value).toBe(''));

    await user.type(messageBox(), 'Please send the screenshot');
    await user.click(screen.getByRole('checkbox', { name: 'Waiting for the member' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.of(routes.adminTicketMessage)).toHaveLength(2));
    expect(calls.of(routes.adminTicketMessage)[1]?.body).toEqual({
      message: 'Please send the screenshot',
      internal: false,
      waitForMember: true,
    });
  });

  it("shows the server's refusal of a reply under the form", async () => {
    const { user } = renderTicket({ message: fail(409, MSG.ticketClosedNoReply, 'CONFLICT') });
    await user.type(await screen.findByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const reply = screen.getByRole('region', { name: 'Reply' });
    await waitFor(() => expect(within(reply).getByRole('alert').textContent).toBe(MSG.ticketClosedNoReply));
    expect(toasts()).toEqual([]);
  });

  it('offers only internal notes on a closed ticket', async () => {
    renderTicket({ detail: ok(MSG.ticketLoaded, ticketOf({ status: 'closed', closedAt: CREATED.toISOString() })) });
    expect(await screen.findByRole('button', { name: 'Add internal note' })).toBeTruthy();
    expect(
      screen.getByText('This ticket is closed: only internal notes can be added. The member can reopen it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Waiting for the member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });

  it('lets support take the ticket, and close it after a confirmation', async () => {
    const { user, calls } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(calls.of(routes.adminTicketAssign)[0]?.body).toEqual({ operatorId: OPERATOR._id }));
    expect(await screen.findByText(MSG.ticketAssigned)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Assignment' }).textContent).toContain('Assigned to Olga Ops');
    expect(calls.of(routes.adminOperators)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close ticket #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText(MSG.ticketClosed)).toBeTruthy();
    expect(calls.of(routes.adminTicketClose)[0]?.params).toEqual({ _id: TICKET_ID });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the close dialog open with the refusal', async () => {
    const { user } = renderTicket({ close: fail(409, MSG.ticketAlreadyClosed, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close ticket #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.ticketAlreadyClosed));
  });

  it('lets an owner give it to an active owner or support operator only', async () => {
    const operators = [
      operatorRowOf({ _id: OPERATOR._id, fullName: 'Olga Ops', isSelf: true }),
      operatorRowOf({ _id: 'operator-2', fullName: 'Sue Port', role: 'support' }),
      operatorRowOf({ _id: 'operator-3', fullName: 'Fin Ance', role: 'finance' }),
      operatorRowOf({ _id: 'operator-4', fullName: 'Gone Away', role: 'support', status: 'disabled' }),
    ];
    const { user, calls } = renderTicket({
      role: 'owner',
      extra: [
        on(routes.adminOperators, ok(MSG.loaded, { docs: operators, limit: 10, page: 1, totalPages: 1, totalDocs: 4 })),
      ],
    });
    const select = await screen.findByLabelText('Give it to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Olga Ops (you)', 'Sue Port']);
    await user.selectOptions(select, 'Sue Port');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.of(routes.adminTicketAssign)[0]?.body).toEqual({ operatorId: 'operator-2' }));
  });

  it('shows finance the ticket and no action at all', async () => {
    const server = renderTicket({ role: 'finance' });
    await screen.findByRole('heading', { level: 1, name: 'Ticket #41 · My withdrawal has not arrived' });
    await profileShown(server);
    expect(screen.getByText('Your role reads tickets; owners and support answer them.')).toBeTruthy();
    for (const name of [
      'Send reply',
      'Add internal note',
      'Close ticket',
      'Assign to me',
      'Assign',
      'Leave with nobody',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByLabelText('Saved reply')).toBeNull();
    expect(server.calls.of(routes.adminSavedReplies)).toHaveLength(0);
    expect(server.calls.of(routes.adminOperators)).toHaveLength(0);
    // What remains is reading: the attachment and the copy buttons of the payout's hashes.
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons.filter((name) => !name?.startsWith('Copy '))).toEqual(['Download wallet.png (20 KB)']);
  });
});
