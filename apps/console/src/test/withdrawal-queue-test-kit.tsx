// The operators' withdrawal queue's rows and stubs, for its tests (features/withdrawals/pages/*.test.tsx).
import { MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { WithdrawalsPage } from '../features/withdrawals/pages/withdrawals-page';
import { settingsOf, withdrawalOf, withdrawalPage } from './console-test-kit';
import { keptReasonsStub } from './rejection-reasons-test-kit';

export const BEN = withdrawalOf();
export const CAPITAL = withdrawalOf({
  _id: '66666666-6666-4666-8666-666666666666',
  kind: 'capital',
  packageTitle: 'Gold',
  requestPayment: 500,
  charge: 50,
  chargePercent: 10,
  netAmount: 450,
  member: { _id: 'member-4', fullName: 'Dee Park', email: 'dee@example.com' },
});

export const LARGE = withdrawalOf({
  _id: '77777777-7777-4777-8777-777777777777',
  requestPayment: 6000,
  charge: 300,
  netAmount: 5700,
  needsApproval: true,
  member: { _id: 'member-5', fullName: 'Eve Tan', email: 'eve@example.com' },
  canPay: false,
  cannotPayReason: MSG.withdrawalNeedsApproval,
});
export const APPROVED_AT = new Date(2024, 4, 6, 14, 30, 0);
export const APPROVED = withdrawalOf({
  ...LARGE,
  _id: '88888888-8888-4888-8888-888888888888',
  member: { _id: 'member-6', fullName: 'Fay Wu', email: 'fay@example.com' },
  approvedBy: { _id: 'operator-2', fullName: 'Pat Second' },
  approvedAt: APPROVED_AT.toISOString(),
  canPay: true,
  cannotPayReason: null,
});

// An explorer other than the default's: the links follow the operator's template, not a fixed explorer.
export const EXPLORER_SETTINGS = settingsOf({ explorerAddressUrl: 'https://explorer.example/address/{address}' });

export interface WithdrawalsStub {
  list?: Responder<typeof routes.adminWithdrawals>;
  approve?: Responder<typeof routes.adminWithdrawalApprove>;
  pay?: Responder<typeof routes.adminWithdrawalPay>;
  reject?: Responder<typeof routes.adminWithdrawalReject>;
}

export function renderWithdrawals(path = '/admin/withdrawals', stub: WithdrawalsStub = {}) {
  const server = stubRoutes(
    // Hashes and addresses link to the block explorer from the operator's settings.
    on(routes.adminSettings, ok(MSG.loaded, EXPLORER_SETTINGS)),
    on(routes.adminWithdrawals, stub.list ?? withdrawalPage([BEN, CAPITAL])),
    on(
      routes.adminWithdrawalApprove,
      stub.approve ??
        ok(MSG.withdrawalApproved, {
          ...LARGE,
          approvedBy: { _id: 'operator-1', fullName: 'Olga Ops' },
          approvedAt: APPROVED_AT.toISOString(),
        }),
    ),
    on(routes.adminWithdrawalPay, stub.pay ?? ok(MSG.withdrawalPaid, { ...BEN, status: 'success' })),
    on(routes.adminWithdrawalReject, stub.reject ?? ok(MSG.withdrawalRejected, { ...BEN, status: 'reject' })),
    keptReasonsStub(),
  );
  const view = renderRoutes([{ path: '/admin/withdrawals', Component: WithdrawalsPage }], path);
  return { ...view, ...server };
}

export const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
