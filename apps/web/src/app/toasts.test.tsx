import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError, notifyFlowDone, notifySuccess } from '../lib/toast';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

// A dismissed toast stays in the test DOM, leaving (data-in="false"): the test DOM never ends its exit animation.
const shownTexts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast[data-in="true"]')).map((node) => node.textContent);

function renderToaster() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <p>page</p>
    </AppProviders>,
  );
}

describe('toasts', () => {
  it('shows at most 3, newest on top, dropping the oldest', async () => {
    renderToaster();
    for (const message of ['one', 'two', 'three', 'four']) act(() => notifyError(message));
    await waitFor(() => expect(shownTexts()).toEqual(['four', 'three', 'two']));
  });

  it("clears the earlier errors of a group when it succeeds, and only that group's", async () => {
    renderToaster();
    act(() => {
      notifyError('Please enter amount more than 30', { group: 'withdrawal' });
      notifyError('Invalid OTP', { group: 'withdrawal' });
      notifyError('Deposit refused', { group: 'deposit' });
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    act(() => notifySuccess('Withdrawal request submitted', { group: 'withdrawal' }));
    await waitFor(() => expect(shownTexts()).toEqual(['Withdrawal request submitted', 'Deposit refused']));
  });

  it("clears everything a flow said, successes too, when it ends, and only that flow's", async () => {
    renderToaster();
    act(() => {
      notifySuccess('OTP sent', { group: 'signup' });
      notifyError('Incorrect OTP', { group: 'signup' });
      notifyError('Deposit refused', { group: 'deposit' });
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    act(() => notifyFlowDone('Signed up', 'signup'));
    await waitFor(() => expect(shownTexts()).toEqual(['Signed up', 'Deposit refused']));
  });

  it('shows one message reported twice once', async () => {
    renderToaster();
    act(() => {
      notifyError('Network failed');
      notifyError('Network failed');
    });
    expect(await screen.findByText('Network failed')).toBeTruthy();
    expect(shownTexts()).toEqual(['Network failed']);
  });
});
