import { MSG, routes } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes, unreachable } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const LABEL = 'Email address';

function renderForm(answer: Responder<typeof routes.newsletter> = ok(MSG.newsletterSubscribed)) {
  const { calls } = stubRoutes(on(routes.newsletter, answer));
  const view = renderRoutes([{ path: '/', Component: NewsletterForm }], '/');
  return { ...view, calls };
}

async function subscribe(user: ReturnType<typeof renderForm>['user'], email: string) {
  await user.type(screen.getByLabelText(LABEL), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

const input = () => screen.getByLabelText(LABEL) as HTMLInputElement;

describe('NewsletterForm', () => {
  it('has the input of docs/product.md#site: required, autocomplete off, its placeholder and a Subscribe button', () => {
    renderForm();
    expect(input().required).toBe(true);
    expect(input().getAttribute('autocomplete')).toBe('off');
    expect(input().placeholder).toBe('Enter your email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('asks for an e-mail, then a valid one, without calling the server', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(errorOf(LABEL)).toBe(MSG.siteEmailRequired));
    await subscribe(user, 'reader@example');
    expect(errorOf(LABEL)).toBe(MSG.siteEmailInvalid);
    expect(calls).toHaveLength(0);
  });

  it('subscribes the lower-cased address, confirms with the server message and clears the input', async () => {
    const { user, calls } = renderForm();
    await subscribe(user, 'Reader@Example.test');
    expect(await screen.findByText(MSG.newsletterSubscribed)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ path: routes.newsletter.path, body: { email: 'reader@example.test' } }),
    ]);
    await waitFor(() => expect(input().value).toBe(''));
  });

  it('shows a repeat subscription as the server says it, as a success', async () => {
    const { user } = renderForm(() => ok(MSG.newsletterAlreadySubscribed));
    await subscribe(user, 'reader@example.test');
    expect(await screen.findByText(MSG.newsletterAlreadySubscribed)).toBeTruthy();
    expect(document.querySelector('.Toastify__toast--success')).toBeTruthy();
  });

  it('shows the server error and keeps the address', async () => {
    const { user } = renderForm(() => fail(429, MSG.rateLimited, 'RATE_LIMITED'));
    await subscribe(user, 'reader@example.test');
    expect(await screen.findByText(MSG.rateLimited)).toBeTruthy();
    expect(input().value).toBe('reader@example.test');
  });

  it("says 'Something went wrong.' when the network fails", async () => {
    const { user } = renderForm(unreachable());
    await subscribe(user, 'reader@example.test');
    expect(await screen.findByText(MSG.networkFailed)).toBeTruthy();
  });
});
