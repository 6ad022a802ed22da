import { MSG, OPERATORS_MSG, routes } from '@app/contract';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '../../../test/console-test-kit';
import { SetPasswordPage } from './set-password-page';

const TOKEN = 'q2bJ4hWm0xV9cT7yLpR3sN8dK1fG6uA5eZ0iO2wE4rY';

function renderSetPassword(reply: Responder<typeof routes.operatorSetPassword> = ok(OPERATORS_MSG.passwordSet)) {
  const server = stubRoutes(on(routes.operatorSetPassword, reply));
  const view = renderRoutes(
    [{ path: '/admin/set-password/:token', Component: SetPasswordPage }, landing('/admin/login')],
    `/admin/set-password/${TOKEN}`,
  );
  return { ...view, ...server };
}

async function fill(user: ReturnType<typeof renderSetPassword>['user'], password: string, confirm: string) {
  for (const [label, value] of [
    ['Password', password],
    ['Confirm Password', confirm],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('/admin/set-password/:token', () => {
  it("checks both passwords at once with the contract's messages before calling", async () => {
    const { user, calls } = renderSetPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    await fill(user, '', '');
    await waitFor(() => expect(errorOf('Password')).toBe(MSG.passwordRequired));
    expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired);
    await fill(user, 'short', '');
    await waitFor(() => expect(errorOf('Password')).toBe(MSG.passwordTooShort));
    await fill(user, 'aaaaaaaaaa', '');
    await waitFor(() => expect(errorOf('Password')).toBe(MSG.passwordTooCommon));
    await fill(user, 'Fresh@Console42', '');
    await waitFor(() => expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired));
    expect(errorOf('Password')).toBeNull();
    await fill(user, 'Fresh@Console42', 'Fresh@Console43');
    await waitFor(() => expect(errorOf('Confirm Password')).toBe(MSG.passwordMismatch));
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the passwords, says the password is set and links to the sign-in', async () => {
    const { user, calls } = renderSetPassword();
    await fill(user, 'Fresh@Console42', 'Fresh@Console42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password set' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(OPERATORS_MSG.passwordSet);
    expect(calls.of(routes.operatorSetPassword)).toHaveLength(1);
    expect(calls.of(routes.operatorSetPassword)[0]?.body).toEqual({
      token: TOKEN,
      password: 'Fresh@Console42',
      confirmPassword: 'Fresh@Console42',
    });
    expect(calls.of(routes.operatorSetPassword)[0]?.headers.Authorization).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'Go to operator sign-in' }));
    expect(await screen.findByText('landed on /admin/login')).toBeTruthy();
  });

  it("shows the server's refusal of a used or expired link on the page, and stays there", async () => {
    const { user, router } = renderSetPassword(fail(401, OPERATORS_MSG.linkInvalid, 'UNAUTHENTICATED'));
    await fill(user, 'Fresh@Console42', 'Fresh@Console42');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(OPERATORS_MSG.linkInvalid));
    expect(router.state.location.pathname).toBe(`/admin/set-password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it("shows the server's refusal of a common password", async () => {
    const { user } = renderSetPassword(fail(400, MSG.passwordTooCommon));
    await fill(user, 'Iloveyou@2024', 'Iloveyou@2024');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.passwordTooCommon));
  });
});
