import { MSG, OTP_RESEND_COOLDOWN_SECONDS, routes } from '@app/contract';
import { errorOf, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on } from '@app/web-kit/test/stub-routes';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fillDetails, goToOtpStep, renderSignup, stubSignupServer } from '../../../test/signup-test-kit';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

describe('sign-up step 2', () => {
  it('starts the code step at its heading, clear of the sticky header, however far down the form was', async () => {
    stubSignupServer();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { user } = renderSignup();
      await goToOtpStep(user);
      const heading = screen.getByRole('heading', { name: 'Verify your email', level: 1 });
      expect(scrolled).toContain(heading);
      expect(heading.className).toContain('scroll-mt-24');
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('shows the OTP messages in order', async () => {
    stubSignupServer();
    const { user } = renderSignup();
    await goToOtpStep(user);
    const verify = () => user.click(screen.getByRole('button', { name: 'Verify' }));

    await verify();
    expect(errorOf('Otp')).toBe(MSG.otpRequired);

    await user.type(screen.getByLabelText('Otp'), '123');
    await verify();
    expect(errorOf('Otp')).toBe(MSG.otpInvalidFormat);
  });

  it('verifies e-mail and OTP, then goes to /login', async () => {
    const { calls } = stubSignupServer(on(routes.signupVerify, ok(MSG.signupDone)));
    const { user } = renderSignup();
    await goToOtpStep(user);
    await user.type(screen.getByLabelText('Otp'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(await screen.findByText(MSG.signupDone)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: routes.signupVerify.path,
      // The fields go again with the code: the server builds the account from them.
      body: {
        otp: '123456',
        email: 'ravi@example.com',
        fullName: 'Ravi Kumar',
        phone: '9876543210',
        password: 'secret123',
        confirmPassword: 'secret123',
        locale: 'en',
      },
    });
  });

  it('opens the log-in form with the verified e-mail filled in', async () => {
    stubSignupServer(on(routes.signupVerify, ok(MSG.signupDone)));
    const { user } = renderRoutes(
      [
        { path: '/register', Component: SignupPage },
        { path: '/login', Component: LoginPage },
      ],
      '/register',
    );
    await goToOtpStep(user);
    await user.type(screen.getByLabelText('Otp'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('ravi@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('shows a wrong OTP as an error toast and stays', async () => {
    stubSignupServer(on(routes.signupVerify, fail(400, MSG.otpWrong, 'OTP_INVALID')));
    const { user } = renderSignup();
    await goToOtpStep(user);
    await user.type(screen.getByLabelText('Otp'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    expect(screen.getByLabelText('Otp')).toBeTruthy();
  });

  it("clears the flow's toasts (code sent, wrong code) once a right code signs the member up", async () => {
    let tries = 0;
    stubSignupServer(
      on(routes.signupVerify, () => {
        tries += 1;
        return tries === 1 ? fail(400, MSG.otpWrong, 'OTP_INVALID') : ok(MSG.signupDone);
      }),
    );
    const { user } = renderSignup();
    await goToOtpStep(user);
    await user.type(screen.getByLabelText('Otp'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    await user.clear(screen.getByLabelText('Otp'));
    await user.type(screen.getByLabelText('Otp'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toEqual([MSG.signupDone]));
  });

  it('back from the code step and sent again within the cooldown, opens the code step for the code already mailed', async () => {
    let sends = 0;
    const { calls } = stubSignupServer(
      on(routes.signupOtp, () => {
        sends += 1;
        return sends === 1 ? ok(MSG.signupOtpSent) : fail(429, MSG.otpCooldown, 'RATE_LIMITED');
      }),
      on(routes.signupVerify, ok(MSG.signupDone)),
    );
    const { user } = renderSignup();
    await goToOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.otpCooldown)).toBeTruthy();
    expect(await screen.findByLabelText('Otp')).toBeTruthy();
    await user.type(screen.getByLabelText('Otp'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(calls.of(routes.signupVerify)).toHaveLength(1);
  });

  it('stays on the details when the cooldown answers for an address no code went to', async () => {
    stubSignupServer(on(routes.signupOtp, fail(429, MSG.otpCooldown, 'RATE_LIMITED')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.otpCooldown)).toBeTruthy();
    expect(screen.queryByLabelText('Otp')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it('keeps Resend Otp disabled for the cooldown, then resends the same fields', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = stubSignupServer();
      const { user } = renderSignup();
      await goToOtpStep(user);
      const resend = screen.getByRole('button', { name: /Resend Otp/ });
      expect(resend.hasAttribute('disabled')).toBe(true);
      expect(resend.textContent).toContain(`(${OTP_RESEND_COOLDOWN_SECONDS}s)`);

      await act(() => vi.advanceTimersByTimeAsync(OTP_RESEND_COOLDOWN_SECONDS * 1000));
      expect(resend.hasAttribute('disabled')).toBe(false);
      expect(resend.textContent).toBe('Resend Otp');

      const sent = calls.of(routes.signupOtp);
      await user.click(resend);
      const resent = calls.of(routes.signupOtp);
      expect(resent).toHaveLength(2);
      expect(resent[1]?.body).toEqual(sent[0]?.body);
      await vi.waitFor(() => expect(resend.hasAttribute('disabled')).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows as a toast a resend's refusal of a field, which the code step has no field for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let sends = 0;
      stubSignupServer(
        on(routes.signupOtp, () => {
          sends += 1;
          return sends === 1 ? ok(MSG.signupOtpSent) : fail(400, MSG.phoneInvalid, 'VALIDATION');
        }),
      );
      const { user } = renderSignup();
      await goToOtpStep(user);
      await act(() => vi.advanceTimersByTimeAsync(OTP_RESEND_COOLDOWN_SECONDS * 1000));
      await user.click(screen.getByRole('button', { name: /Resend Otp/ }));
      expect(await screen.findByText(MSG.phoneInvalid)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Change Email returns to step 1 with the fields kept', async () => {
    stubSignupServer();
    const { user } = renderSignup();
    await goToOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change Email' }));

    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ravi@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Ravi Kumar');
    expect(screen.getByLabelText<HTMLInputElement>('Referral Name').value).toBe('Asha Rao');
  });
});
