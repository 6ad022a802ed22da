import { type AdminTicketDetail, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { CREATED, operatorProfileAs, settingsOf, signInOperator, TX_HASH } from '../../../test/console-test-kit';
import { waitingWords } from '../components/waiting-time';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { ES_CONSOLE_SUPPORT } from '../texts.es';
import { HI_CONSOLE_SUPPORT } from '../texts.hi';
import { SupportPage } from './support-page';
import { TicketPage } from './ticket-page';

// docs/decisions/017-translations.md: the support desk of the console in Spanish and Hindi.

describeDictionary(
  'console support',
  CONSOLE_SUPPORT_TEXTS,
  { es: ES_CONSOLE_SUPPORT, hi: HI_CONSOLE_SUPPORT },
  { latin: /USDT|UID|KB/g },
);

const HINDI: DictionaryPair[] = [
  [CONSOLE_SUPPORT_TEXTS, HI_CONSOLE_SUPPORT],
  [CONSOLE_TEXTS, HI_CONSOLE],
];

// The member's own words (subject, message) are theirs, in their language: Spanish here, so no English is left.
const TICKET: AdminTicketDetail = {
  _id: '11111111-1111-4111-8111-111111111111',
  number: 41,
  category: 'deposit',
  subject: 'Mi depósito sigue pendiente',
  status: 'open',
  record: { kind: 'deposit', _id: '22222222-2222-4222-8222-222222222222' },
  createdAt: CREATED.toISOString(),
  updatedAt: CREATED.toISOString(),
  lastMemberMessageAt: CREATED.toISOString(),
  lastReplyAt: null,
  closedAt: null,
  reopenUntil: null,
  member: { _id: 'member-1', fullName: 'Ana Ruiz', email: 'ana@example.com', uid: 'ANA123', locale: 'es' },
  assignee: { _id: 'operator-2', fullName: 'Sue Port' },
  waitingSeconds: 30 * 3600,
  recordNow: {
    kind: 'deposit',
    _id: '22222222-2222-4222-8222-222222222222',
    amount: 250,
    status: 'pending',
    detail: TX_HASH,
    demo: false,
    createdAt: CREATED.toISOString(),
    payout: null,
  },
  replyFields: {
    'deposit.amount': '250,00 USDT',
    'deposit.status': 'pendiente: todavía no se ha acreditado',
    'withdrawal.amount': null,
    'withdrawal.status': null,
    'deposits.check': 'Cada depósito se revisa a mano.',
  },
  replyFieldsEnglish: {
    'deposit.amount': '250,00 USDT',
    'deposit.status': 'pendiente: todavía no se ha acreditado',
    'withdrawal.amount': null,
    'withdrawal.status': null,
    'deposits.check': 'Cada depósito se revisa a mano.',
  },
  messages: [
    {
      _id: 'message-1',
      author: 'member',
      authorName: 'Ana Ruiz',
      body: 'Envié 250 hace una hora.',
      internal: false,
      attachments: [{ _id: 'attachment-1', name: 'recibo.pdf', mime: 'application/pdf', size: 4096 }],
      createdAt: CREATED.toISOString(),
    },
    {
      _id: 'message-2',
      author: 'operator',
      authorName: 'Sue Port',
      body: 'Revisando la cadena.',
      internal: true,
      attachments: [],
      createdAt: CREATED.toISOString(),
    },
  ],
};

describe('/admin/support in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('shows the queue in Hindi, the wait in Hindi words', async () => {
    const { messages: _messages, recordNow: _recordNow, reopenUntil: _reopenUntil, ...row } = TICKET;
    stubRoutes(
      on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
      on(routes.adminTickets, ok(MSG.ticketsLoaded, { docs: [row], limit: 10, page: 1, totalPages: 1, totalDocs: 1 })),
    );
    renderRoutes([{ path: '/admin/support', Component: SupportPage }], '/admin/support');
    await screen.findByRole('link', { name: 'Mi depósito sigue pendiente' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सहायता');
    expect(screen.getByText('इंतज़ार: 1 दिन 6 घं.')).toBeTruthy();
    expect(screen.getByText('24 घं. से अधिक')).toBeTruthy();
    expect(englishLeftOnScreen(HINDI)).toEqual([]);
  });

  it('shows a ticket in Hindi, its internal note marked in Hindi', async () => {
    stubRoutes(
      operatorProfileAs('support'),
      on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
      on(routes.adminTicket, ok(MSG.ticketLoaded, TICKET)),
      on(routes.adminSavedReplies, ok(MSG.savedRepliesLoaded, { docs: [] })),
    );
    renderRoutes([{ path: '/admin/support/:id', Component: TicketPage }], `/admin/support/${TICKET._id}`);
    await screen.findByRole('heading', { level: 1, name: 'टिकट #41 · Mi depósito sigue pendiente' });
    await screen.findByRole('button', { name: 'जवाब भेजें' });
    expect(screen.getByText('आंतरिक नोट')).toBeTruthy();
    expect(screen.getByText('स्पेनिश')).toBeTruthy();
    expect(englishLeftOnScreen(HINDI)).toEqual([]);
  });
});

describe('waitingWords', () => {
  it.each([
    [20, 'under 1 min'],
    [59 * 60 + 59, '59 min'],
    [3 * 3600 + 12 * 60 + 30, '3 h 12 min'],
    [24 * 3600, '1 d 0 h'],
    [50 * 3600, '2 d 2 h'],
  ])('says %i seconds as "%s"', (seconds, words) => {
    expect(waitingWords(seconds)).toBe(words);
  });
});
