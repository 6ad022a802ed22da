import { MSG, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithdrawalCancelPage } from './withdrawal-cancel-page';

const TOKEN = 'Q2FuY2VsTGlua1Rva2VuXzAxMjM0NTY3ODlhYmNkZWY';
const ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

function renderCancel() {
  return renderRoutes(
    [{ path: '/withdrawal-cancel/:token', Component: WithdrawalCancelPage }, landing('/login')],
    `/withdrawal-cancel/${TOKEN}`,
  );
}

describe('/withdrawal-cancel/:token', () => {
  it('cancels nothing on opening; the button sends the token once and says the amount is back', async () => {
    const { calls } = stubRoutes(
      on(
        routes.withdrawalCancel,
        ok(MSG.withdrawalCancelled, { address: ADDRESS, requestPayment: 40, status: 'reject', cancelled: true }),
      ),
    );
    const { user } = renderCancel();
    await screen.findByRole('button', { name: 'Cancel this withdrawal' });
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel this withdrawal' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(MSG.withdrawalCancelled);
    expect(status.textContent).toContain(`40.00 USDT to ${ADDRESS}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: routes.withdrawalCancel.path, method: 'POST', body: { token: TOKEN } });
    expect(screen.queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
  });

  it("shows the server's refusal of a link that is not valid or too late", async () => {
    stubRoutes(on(routes.withdrawalCancel, fail(409, MSG.withdrawalCancelTooLate, 'CONFLICT')));
    const { user } = renderCancel();
    await user.click(await screen.findByRole('button', { name: 'Cancel this withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.withdrawalCancelTooLate);
  });
});
