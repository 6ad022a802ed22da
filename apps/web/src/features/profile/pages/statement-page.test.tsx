import {
  CANCELLED_RETURN_LABEL,
  ENGINE_INCOME_KINDS,
  incomeKindOfEntry,
  kindLabel,
  MSG,
  routes,
  type StatementRow,
  statementKindLabel,
} from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_KIND_TEXTS } from '../statement-texts';
import { StatementPage } from './statement-page';

const AT = new Date(2024, 4, 6, 13, 2, 3).toISOString();

function rowOf(overrides: Partial<StatementRow>): StatementRow {
  return {
    _id: '1',
    createdAt: AT,
    kind: 'deposit',
    label: 'Deposit credited',
    reference: '11111111-2222-4333-8444-555555555555',
    amount: 50,
    balance: 50,
    ...overrides,
  };
}

const PURCHASE = rowOf({ _id: '2', kind: 'package:purchase', label: 'Package purchase', amount: -40, balance: 10 });
const DEPOSIT = rowOf({});
const SMALL = rowOf({ _id: '3', kind: 'income:level', label: 'Level income', amount: 0.025, balance: 10.025 });

function pageOf(docs: StatementRow[], totalPages = 1) {
  return ok(MSG.loaded, { docs, totalDocs: docs.length, limit: 10, page: 1, totalPages });
}

function renderStatement(answer: Responder<typeof routes.statement>, path = '/statement') {
  const server = stubRoutes(on(routes.statement, answer));
  return { ...renderRoutes([{ path: '/statement', Component: StatementPage }], path), ...server };
}

describe('/statement', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists each movement with its date, record, signed amount and the balance after it, to the last digit', async () => {
    const { calls } = renderStatement(pageOf([SMALL, PURCHASE, DEPOSIT]));
    const list = await screen.findByRole('list', { name: 'Statement' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Level incomeCredit +0.025 USDT2024-05-06 13:02:03 · 111111…5555Balance 10.025 USDT',
      'Package purchaseDebit -40.00 USDT2024-05-06 13:02:03 · 111111…5555Balance 10.00 USDT',
      'Deposit creditedCredit +50.00 USDT2024-05-06 13:02:03 · 111111…5555Balance 50.00 USDT',
    ]);
    expect(calls.of(routes.statement)[0]?.query).toEqual({ wallet: 'deposit', page: '1' });
  });

  it('switches wallet and filters by days, keeping both in the address and across pages', async () => {
    const { calls, user } = renderStatement(pageOf([DEPOSIT], 2));
    await screen.findByRole('list', { name: 'Statement' });
    await user.click(screen.getByRole('link', { name: 'Flexible wallet' }));
    await waitFor(() => expect(calls.of(routes.statement).at(-1)?.query).toEqual({ wallet: 'income', page: '1' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    await waitFor(() =>
      expect(calls.of(routes.statement).at(-1)?.query).toEqual({
        wallet: 'income',
        from: '2026-11-01',
        to: '2026-11-20',
        page: '1',
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.of(routes.statement).at(-1)?.query).toEqual({
        wallet: 'income',
        from: '2026-11-01',
        to: '2026-11-20',
        page: '2',
      }),
    );
  });

  it('says when there is nothing yet', async () => {
    renderStatement(pageOf([]));
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeTruthy();
  });

  it('says when nothing falls in the days chosen', async () => {
    renderStatement(pageOf([]), '/statement?wallet=income&from=2026-11-01');
    expect(await screen.findByRole('heading', { name: 'Nothing in these days' })).toBeTruthy();
  });

  it('says days out of order at the field, asks the server nothing and offers no retry', async () => {
    const { calls } = renderStatement(pageOf([DEPOSIT]), '/statement?from=2026-11-02&to=2026-11-01');
    await waitFor(() => expect(errorOf('To')).toBe(MSG.dayRangeInvalid));
    expect(calls.of(routes.statement)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it("downloads the rows of the filters as CSV with the member's token, and says why when refused", async () => {
    const { user, calls } = renderStatement(pageOf([DEPOSIT]), '/statement?wallet=income&from=2026-11-01');
    const jsonStubs = globalThis.fetch;
    const requests: { url: string; authorization?: string }[] = [];
    let refuse = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes(routes.statementCsv.member.path)) return jsonStubs(input, init);
      requests.push({ url: String(input), authorization: (init.headers as Record<string, string>).Authorization });
      if (refuse) {
        return new Response(JSON.stringify({ success: false, message: MSG.internal, code: 'INTERNAL' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('date_utc\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="statement-income.csv"' },
      });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['statement-income.csv']));
    expect(requests[0]?.url).toBe(`${routes.statementCsv.member.path}?wallet=income&from=2026-11-01`);
    expect(requests[0]?.authorization).toBe('Bearer member');
    expect(calls.of(routes.statement)).toHaveLength(1);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MSG.internal);
  });
});

// Every kind the ledger names, with the server's English for it (a transfer by its side, a member's cancel apart).
const KINDS: StatementRow[] = [
  ...[
    'deposit',
    'package:purchase',
    'package:fee',
    'income:trading',
    'income:level',
    'income:direct',
    'income:reward',
    'withdrawal:income:hold',
    'withdrawal:capital:hold',
    'withdrawal:return',
    'adjustment',
  ].map((kind, index) => rowOf({ _id: `k${index}`, kind, label: statementKindLabel(kind) })),
  rowOf({ _id: 'sent', kind: 'transfer', label: statementKindLabel('transfer', -5), amount: -5 }),
  rowOf({ _id: 'received', kind: 'transfer', label: statementKindLabel('transfer', 5), amount: 5 }),
  rowOf({ _id: 'cancelled', kind: 'withdrawal:return', label: CANCELLED_RETURN_LABEL }),
  rowOf({ _id: 'new', kind: 'income:new-kind', label: 'A kind the web does not know' }),
];

const labelsShown = async (listName: string) => {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
};

describe('/statement labels', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));
  afterEach(async () => {
    await changeLocale('en');
  });

  it("names every kind in the contract's English words", async () => {
    renderStatement(pageOf(KINDS));
    expect(await labelsShown('Statement')).toEqual(KINDS.map((row) => row.label));
  });

  it('names every kind in Spanish, and keeps the English of a kind it has no words for', async () => {
    await changeLocale('es');
    renderStatement(pageOf(KINDS));
    expect(await labelsShown('Extracto')).toEqual([
      'Depósito abonado',
      'Compra de paquete',
      'Comisión de gestión del paquete',
      'Ganancia de trading',
      'Ingreso por nivel',
      'Ingreso directo',
      'Recompensa de rango',
      'Retiro solicitado',
      'Retiro de capital solicitado',
      'Retiro rechazado: importe devuelto',
      'Ajuste de un operador',
      'Transferencia enviada',
      'Transferencia recibida',
      'Retiro cancelado: importe devuelto',
      'A kind the web does not know',
    ]);
  });

  it('has the words for each kind the contract names: its own, and each income by its kind’s name', () => {
    const english = [
      ...Object.values(STATEMENT_KIND_TEXTS),
      ...ENGINE_INCOME_KINDS.map((kind) => kindLabel(kind, 'name', 'en')),
    ];
    for (const row of KINDS.slice(0, -1)) expect(english).toContain(row.label);
    // No words of its own for a kind the contract does not name, nor for an income: those are the kind's.
    const own = KINDS.slice(0, -1).filter((row) => !incomeKindOfEntry(row.kind));
    expect(Object.values(STATEMENT_KIND_TEXTS)).toHaveLength(own.length);
  });
});
