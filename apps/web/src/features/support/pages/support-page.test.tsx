import { MSG, routes, TICKET_LIMITS } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEPOSIT_ID,
  ORDER_ID,
  pdfFile,
  pngFile,
  RECORDS_ANSWER,
  TICKET_ID,
  ticketOf,
  ticketRowOf,
  ticketsPage,
  WITHDRAWAL_ID,
} from '../../../test/support-test-kit';
import { SupportPage } from './support-page';

const EMPTY = ticketsPage([]);

interface Stubs {
  list?: Responder<typeof routes.tickets>;
  create?: Responder<typeof routes.ticketCreate>;
  records?: Responder<typeof routes.ticketRecords>;
}

function renderSupport(path = '/support', stubs: Stubs = {}) {
  const server = stubRoutes(
    on(routes.tickets, stubs.list ?? EMPTY),
    on(routes.ticketRecords, stubs.records ?? RECORDS_ANSWER),
    on(routes.ticketCreate, stubs.create ?? ok(MSG.ticketOpened, ticketOf())),
  );
  const view = renderRoutes([{ path: '/support', Component: SupportPage }, landing(`/support/${TICKET_ID}`)], path);
  return { ...view, ...server };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const fileInput = () => screen.getByLabelText('Files (optional)') as HTMLInputElement;

async function fillForm(user: ReturnType<typeof renderSupport>['user']) {
  await user.selectOptions(await screen.findByLabelText('What is it about?'), 'deposit');
  await user.type(screen.getByLabelText('Subject'), 'Deposit not credited');
  await user.type(screen.getByLabelText('Message'), 'Sent 100 USDT yesterday.');
}

describe('/support: the list', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists each ticket with its number, subject, topic, status in words and last update, linking to it', async () => {
    renderSupport('/support', {
      list: ticketsPage([
        ticketRowOf(),
        ticketRowOf({ _id: 't2', number: 7, subject: 'Need my UID', category: 'account', status: 'waiting' }),
        ticketRowOf({ _id: 't3', number: 3, subject: 'Old one', category: 'other', status: 'closed' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/support/${TICKET_ID}`,
      '/support/t2',
      '/support/t3',
    ]);
    expect(links[0]?.textContent).toBe(
      'My deposit is still pendingWaiting for supportTicket #42 · DepositLast update 2024-05-07 09:30:00',
    );
    expect(within(links[1] as HTMLElement).getByText('Waiting for you').className).toContain('amber');
    expect(links[1]?.textContent).toContain('Account or identity check');
    expect(within(links[2] as HTMLElement).getByText('Closed').className).toContain('slate');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages ten at a time through ?page=', async () => {
    const { calls } = renderSupport('/support?page=2', {
      list: ticketsPage([ticketRowOf()], { page: 2, totalPages: 3, totalDocs: 21 }),
    });
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(calls.of(routes.tickets)[0]?.query).toEqual({ page: '2' });
  });

  it('says there are no tickets yet and how to open one, which opens the form', async () => {
    const { user, router } = renderSupport();
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    expect(screen.getByText(/Choose New ticket to ask a question/)).toBeTruthy();
    const [, action] = screen.getAllByRole('link', { name: 'New ticket' });
    await user.click(action as HTMLElement);
    expect(router.state.location.search).toBe('?new');
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New ticket' })));
  });

  it('shows the loading state, then a retry when the list does not load', async () => {
    let failing = true;
    const server = stubRoutes(
      on(routes.tickets, () => (failing ? fail(500, MSG.internal, 'INTERNAL') : ticketsPage([ticketRowOf()]))),
    );
    const held = server.hold(routes.tickets);
    const { user } = renderRoutes([{ path: '/support', Component: SupportPage }], '/support');
    expect(await screen.findByRole('list', { name: 'Loading your tickets' })).toBeTruthy();
    held.release();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load your tickets.')).toBeTruthy();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeTruthy();
  });
});

describe('/support: a new ticket', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("shows the contract's message under each field at once and sends nothing", async () => {
    const { user, calls } = renderSupport('/support?new');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('What is it about?')).toBe(MSG.ticketCategoryRequired));
    expect(errorOf('Subject')).toBe(MSG.ticketSubjectRequired);
    expect(errorOf('Message')).toBe(MSG.ticketMessageRequired);
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.tab();
    expect(errorOf('Subject')).toBe(MSG.ticketSubjectRequired);
    expect(calls.of(routes.ticketCreate)).toHaveLength(0);
  });

  it('offers images and PDFs only, lists the chosen files and refuses more than 3 or one over 5 MB', async () => {
    const { user, calls } = renderSupport('/support?new');
    await fillForm(user);
    expect(fileInput().accept).toBe('image/jpeg,image/png,application/pdf');
    expect(fileInput().multiple).toBe(true);
    await user.upload(fileInput(), [pngFile('a.png'), pngFile('b.png')]);
    await user.upload(fileInput(), [pdfFile('c.pdf'), pdfFile('d.pdf')]);
    const chosen = await screen.findByRole('list', { name: 'Chosen files' });
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(4));
    expect(within(chosen).getAllByRole('listitem')[0]?.textContent).toContain('a.png1 KB');
    await waitFor(() => expect(errorOf('Files (optional)')).toBe(MSG.ticketFilesTooMany));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.of(routes.ticketCreate)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove d.pdf' }));
    await waitFor(() => expect(errorOf('Files (optional)')).toBeNull());
    const big = new File([new Uint8Array(TICKET_LIMITS.fileMaxBytes + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    await user.upload(fileInput(), big);
    await waitFor(() => expect(errorOf('Files (optional)')).toBe(MSG.ticketFileTooLarge));
    const renamed = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'photo.png', { type: 'image/png' });
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await user.upload(fileInput(), renamed);
    await waitFor(() => expect(errorOf('Files (optional)')).toBe(MSG.ticketFileTypeInvalid));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.of(routes.ticketCreate)).toHaveLength(0);
  });

  it('says what is chosen, never "No file chosen" beside a file, and is reached and emptied by keyboard', async () => {
    const { user } = renderSupport('/support?new');
    await fillForm(user);
    const count = () => document.getElementById(fileInput().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(count()?.textContent).toBe('No file chosen');
    expect(screen.getByText('Choose files').tagName).toBe('LABEL');
    await user.tab();
    expect(document.activeElement).toBe(fileInput());
    await user.upload(fileInput(), pngFile('receipt.png'));
    await waitFor(() => expect(count()?.textContent).toBe('Files chosen: 1 of 3'));
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(screen.getByText('Add more files')).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByRole('listitem').textContent).toContain('receipt.png1 KB');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove receipt.png' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(count()?.textContent).toBe('No file chosen'));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    expect(document.activeElement).toBe(fileInput());
  });

  it('opens with the record of ?record=kind:_id picked and its topic chosen', async () => {
    renderSupport(`/support?record=deposit:${DEPOSIT_ID}`);
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    expect(select('What is it about?').value).toBe('deposit');
    const record = select('Record it is about (optional)');
    await waitFor(() =>
      expect(record.selectedOptions[0]?.textContent).toBe('Deposit · 100.00 USDT · pending · 2024-05-06'),
    );
    expect(JSON.parse(record.value)).toEqual({ kind: 'deposit', _id: DEPOSIT_ID });
    expect(Array.from(record.options, (option) => option.textContent)).toEqual([
      'None',
      'Deposit · 100.00 USDT · pending · 2024-05-06',
      'Withdrawal · 25.50 USDT · completed · 2024-05-06',
      'Package order · 500.00 USDT · active · 2024-05-06',
    ]);
  });

  it.each([
    ['withdrawal', WITHDRAWAL_ID, 'withdrawal'],
    ['order', ORDER_ID, 'package'],
  ])('sets the topic of a linked %s', async (kind, id, category) => {
    renderSupport(`/support?record=${kind}:${id}`);
    expect((await screen.findByLabelText<HTMLSelectElement>('What is it about?')).value).toBe(category);
    await waitFor(() => expect(JSON.parse(select('Record it is about (optional)').value)._id).toBe(id));
  });

  it('keeps a linked record older than the ones listed', async () => {
    const older = '55555555-5555-4555-8555-555555555555';
    renderSupport(`/support?record=transfer:${older}`);
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    expect(select('What is it about?').value).toBe('transfer');
    const record = select('Record it is about (optional)');
    expect(record.selectedOptions[0]?.textContent).toBe('Transfer · 555555…5555');
    await waitFor(() => expect(record.options).toHaveLength(5));
    expect(JSON.parse(record.value)).toEqual({ kind: 'transfer', _id: older });
  });

  it('opens the form empty for a record the address gets wrong', async () => {
    renderSupport('/support?record=payout:not-an-id');
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    expect(select('What is it about?').value).toBe('');
    expect(select('Record it is about (optional)').value).toBe('');
  });

  it('sets the topic from a record picked while none is chosen', async () => {
    const { user } = renderSupport('/support?new');
    const record = await screen.findByLabelText('Record it is about (optional)');
    await screen.findByRole('option', { name: /^Package order/ });
    await user.selectOptions(record, JSON.stringify({ kind: 'order', _id: ORDER_ID }));
    await waitFor(() => expect(select('What is it about?').value).toBe('package'));
  });

  it('sends JSON without files, then opens the new ticket', async () => {
    const { user, calls, router } = renderSupport(`/support?record=deposit:${DEPOSIT_ID}`);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/support/${TICKET_ID}`));
    const [sent] = calls.of(routes.ticketCreate);
    expect(sent?.headers['Content-Type']).toBe('application/json');
    expect(sent?.body).toEqual({
      category: 'deposit',
      subject: 'Deposit not credited',
      message: 'Sent 100 USDT yesterday.',
      record: { kind: 'deposit', _id: DEPOSIT_ID },
    });
  });

  it('sends multipart/form-data with files: the fields, the record as JSON text and each file as a `files` part', async () => {
    const { user, calls, router } = renderSupport(`/support?record=deposit:${DEPOSIT_ID}`);
    await fillForm(user);
    await user.upload(fileInput(), [pngFile('receipt.png'), pdfFile('bank.pdf')]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/support/${TICKET_ID}`));
    const [sent] = calls.of(routes.ticketCreate);
    // The browser writes the multipart Content-Type with its boundary.
    expect(sent?.headers['Content-Type']).toBeUndefined();
    const form = sent?.body as Record<string, FormDataEntryValue | FormDataEntryValue[]>;
    expect(Object.keys(form)).toEqual(['category', 'subject', 'message', 'record', 'files']);
    expect(form).toMatchObject({ category: 'deposit', subject: 'Deposit not credited' });
    expect(JSON.parse(form.record as string)).toEqual({ kind: 'deposit', _id: DEPOSIT_ID });
    const files = form.files as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['receipt.png', 'image/png'],
      ['bank.pdf', 'application/pdf'],
    ]);
  });

  it('sends no record when none is picked', async () => {
    const { user, calls } = renderSupport('/support?new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.of(routes.ticketCreate)).toHaveLength(1));
    expect(calls.of(routes.ticketCreate)[0]?.body).toEqual({
      category: 'deposit',
      subject: 'Deposit not credited',
      message: 'Sent 100 USDT yesterday.',
    });
  });

  it("shows the server's refusal in the form: under its field, or above the button", async () => {
    let refusal = fail(400, MSG.ticketRecordInvalid);
    const { user, router } = renderSupport(`/support?record=deposit:${DEPOSIT_ID}`, { create: () => refusal });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('Record it is about (optional)')).toBe(MSG.ticketRecordInvalid));

    refusal = fail(409, MSG.ticketTooManyOpen, 'CONFLICT');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLElement;
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(MSG.ticketTooManyOpen),
    );
    expect(router.state.location.pathname).toBe('/support');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Deposit not credited');
  });

  it('closes the form with Cancel and gives the focus back to New ticket', async () => {
    const { user, router } = renderSupport('/support?new');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'New ticket' })).toBeNull();
    const [newTicket] = screen.getAllByRole('link', { name: 'New ticket' });
    await waitFor(() => expect(document.activeElement).toBe(newTicket));
  });
});
