// The support desk's fixtures, for its page tests (features/support/pages/*.test.tsx).
import { MSG, type TicketDetail, type TicketRecord, type TicketRow } from '@app/contract';
import { ok } from '@app/web-kit/test/stub-routes';

export const CREATED = new Date(2024, 4, 6, 13, 2, 3).toISOString();
export const UPDATED = new Date(2024, 4, 7, 9, 30, 0).toISOString();
export const TICKET_ID = '11111111-1111-4111-8111-111111111111';
export const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';
export const WITHDRAWAL_ID = '33333333-3333-4333-8333-333333333333';
export const ORDER_ID = '44444444-4444-4444-8444-444444444444';
export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
export const PDF_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a];

export function pngFile(name = 'receipt.png'): File {
  return new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });
}

export function pdfFile(name = 'statement.pdf'): File {
  return new File([new Uint8Array(PDF_BYTES)], name, { type: 'application/pdf' });
}

export const DEPOSIT_RECORD: TicketRecord = {
  kind: 'deposit',
  _id: DEPOSIT_ID,
  amount: 100,
  status: 'pending',
  detail: `0x${'ab'.repeat(32)}`,
  demo: false,
  createdAt: CREATED,
};

export const RECORDS: TicketRecord[] = [
  DEPOSIT_RECORD,
  {
    kind: 'withdrawal',
    _id: WITHDRAWAL_ID,
    amount: 25.5,
    status: 'success',
    detail: `0x${'cd'.repeat(32)}`,
    demo: false,
    createdAt: CREATED,
  },
  { kind: 'order', _id: ORDER_ID, amount: 500, status: 'active', detail: 'Gold', createdAt: CREATED, demo: false },
];

export function ticketRowOf(overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    _id: TICKET_ID,
    number: 42,
    category: 'deposit',
    subject: 'My deposit is still pending',
    status: 'open',
    record: { kind: 'deposit', _id: DEPOSIT_ID },
    createdAt: CREATED,
    updatedAt: UPDATED,
    lastMemberMessageAt: CREATED,
    lastReplyAt: null,
    closedAt: null,
    ...overrides,
  };
}

export function ticketOf(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketRowOf(),
    messages: [
      {
        _id: 'm1',
        author: 'member',
        authorName: 'Asha Rao',
        body: 'I sent 100 USDT an hour ago.\nIt still says pending.',
        internal: false,
        attachments: [{ _id: 'a1', name: 'receipt.png', mime: 'image/png', size: 2048 }],
        createdAt: CREATED,
      },
      {
        _id: 'm2',
        author: 'operator',
        authorName: 'NexaTech',
        body: 'We are checking it on chain.',
        internal: false,
        attachments: [],
        createdAt: UPDATED,
      },
    ],
    recordNow: DEPOSIT_RECORD,
    reopenUntil: null,
    ...overrides,
  };
}

export function ticketsPage(
  docs: TicketRow[],
  options: { page?: number; totalPages?: number; totalDocs?: number } = {},
) {
  return ok(MSG.ticketsLoaded, {
    docs,
    limit: 10,
    page: options.page ?? 1,
    totalPages: options.totalPages ?? 1,
    totalDocs: options.totalDocs ?? docs.length,
  });
}

export const RECORDS_ANSWER = ok(MSG.ticketRecordsLoaded, { docs: RECORDS });
