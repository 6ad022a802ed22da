import type { QueryClient, QueryMeta } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { notifyError, notifyFlowDone, notifySuccess } from '../lib/toast';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

// A dismissed toast stays in the test DOM, leaving (data-in="false"): the test DOM never ends its exit animation.
const shownTexts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast[data-in="true"]')).map((node) => node.textContent);

function renderToaster() {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <p>page</p>
    </AppProviders>,
  );
  return queryClient;
}

/** A query that fails with `message`, as the server's refusal. */
function failQuery(queryClient: QueryClient, message: string, meta?: QueryMeta) {
  const refusal = new ApiError(message, { status: 404, code: 'NOT_FOUND' });
  void queryClient.prefetchQuery({ queryKey: [message], queryFn: () => Promise.reject(refusal), retry: false, meta });
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
      notifyError('Please enter an amount of at least 30', { group: 'withdrawal' });
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

  it("clears a failed lookup's toast when its form succeeds", async () => {
    const queryClient = renderToaster();
    act(() => failQuery(queryClient, 'No member has this UID. Please check it.', { toastGroup: 'transfer' }));
    await waitFor(() => expect(shownTexts()).toEqual(['No member has this UID. Please check it.']));
    act(() => notifySuccess('OTP sent to your email', { group: 'transfer' }));
    await waitFor(() => expect(shownTexts()).toEqual(['OTP sent to your email']));
  });

  it('leaves a failure the page states itself to the page, and toasts the others', async () => {
    const queryClient = renderToaster();
    act(() => {
      failQuery(queryClient, 'Post not found', { isErrorShownOnPage: true });
      failQuery(queryClient, 'Deposit refused');
    });
    // Toasts keep their order: once the later one shows, the earlier one would have.
    await waitFor(() => expect(shownTexts()).toEqual(['Deposit refused']));
  });

  it('announces its toasts politely, wherever the screen puts them', async () => {
    renderToaster();
    act(() => notifyError('Network failed'));
    await waitFor(() => expect(shownTexts()).toEqual(['Network failed']));
    const region = document.querySelector('.Toastify');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.contains(screen.getByText('Network failed'))).toBe(true);
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
