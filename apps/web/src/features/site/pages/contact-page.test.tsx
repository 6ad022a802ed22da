import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, offContract, ok, on, type Responder, unreachable } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, stubSiteRoutes } from '../../../test/site-test-kit';
import { ContactPage } from './contact-page';

const MESSAGE = { name: 'Asha Rao', email: 'Asha@Example.test', description: 'Do you build mobile apps?' };

function renderContact(answer: Responder<typeof routes.contactMember> = ok(MSG.contactSent)) {
  const server = stubSiteRoutes(on(routes.contactMember, answer));
  const view = renderRoutes([{ path: '/contactForm', Component: ContactPage }], '/contactForm');
  return { ...view, calls: server.calls };
}

type User = ReturnType<typeof renderContact>['user'];

async function fill(user: User, fields: Partial<typeof MESSAGE> = MESSAGE) {
  if (fields.name) await user.type(screen.getByLabelText('Name'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.description) await user.type(screen.getByLabelText('Description'), fields.description);
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('/contactForm', () => {
  it('renders at both spellings of the path, inside the site layout', async () => {
    for (const path of ['/contactForm', '/contactform']) {
      stubSiteRoutes(on(routes.contactMember, ok(MSG.loaded)));
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
      cleanup();
    }
  });

  it("gives the operator's company name, address and e-mail from the settings, and no invented phone", async () => {
    renderContact();
    const details = await screen.findByRole('region', { name: 'Contact details' });
    expect(await within(details).findByText(SITE_SETTINGS.companyName)).toBeTruthy();
    expect(within(details).getByText(SITE_SETTINGS.companyAddress)).toBeTruthy();
    const mail = within(details).getByRole('link', { name: SITE_SETTINGS.companyEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${SITE_SETTINGS.companyEmail}`);
    expect(within(details).queryByText(/phone/i)).toBeNull();
    expect(screen.queryByText('Sample')).toBeNull();
  });

  it('offers Support above the form to a signed-in member, and keeps the form; a visitor sees the form alone', async () => {
    renderContact();
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByText(/You are signed in/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Support' })).toBeNull();
    cleanup();

    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    renderContact();
    expect(
      await screen.findByText(
        'You are signed in: ask in Support to get answers about your deposits and withdrawals inside your account.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Support' }).getAttribute('href')).toBe('/support');
    expect(sendButton()).toBeTruthy();
  });

  it("shows every field's message at once, each field's rules in order, without calling the server", async () => {
    const { user, calls } = renderContact();
    await user.click(sendButton());
    await waitFor(() => expect(errorOf('Name')).toBe(MSG.contactNameRequired));
    expect(errorOf('Email')).toBe(MSG.siteEmailRequired);
    expect(errorOf('Description')).toBe(MSG.contactDescriptionRequired);

    await fill(user, { name: MESSAGE.name });
    await user.click(sendButton());
    expect(errorOf('Name')).toBeNull();
    expect(errorOf('Email')).toBe(MSG.siteEmailRequired);

    await fill(user, { email: 'asha at example' });
    await user.click(sendButton());
    expect(errorOf('Email')).toBe(MSG.siteEmailInvalid);

    await user.clear(screen.getByLabelText('Email'));
    await fill(user, { email: MESSAGE.email });
    await user.click(sendButton());
    expect(errorOf('Description')).toBe(MSG.contactDescriptionRequired);
    expect(calls.of(routes.contactMember)).toHaveLength(0);
  });

  it('sends the message, confirms with the server message and clears the form', async () => {
    const { user, calls } = renderContact();
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByText(MSG.contactSent)).toBeTruthy();
    expect(calls.of(routes.contactMember)).toEqual([
      expect.objectContaining({
        path: routes.contactMember.path,
        method: 'POST',
        body: { ...MESSAGE, email: 'asha@example.test' },
      }),
    ]);
    await waitFor(() => expect(fieldValue('Name')).toBe(''));
    expect(fieldValue('Description')).toBe('');
  });

  it.each([
    ['the server message on an HTTP error', fail(429, MSG.rateLimited, 'RATE_LIMITED'), MSG.rateLimited],
    [
      'the server message of success false',
      offContract(200, { success: false, message: MSG.forbidden }),
      MSG.forbidden,
    ],
    ["'Message could not be sent' when the server says nothing", offContract(502, null), MSG.contactFailed],
  ])('shows %s and keeps the form', async (_case, answer, toast) => {
    const { user } = renderContact(answer);
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(fieldValue('Name')).toBe(MESSAGE.name);
  });

  it("says 'Something went wrong.' when the network fails", async () => {
    const { user } = renderContact(unreachable());
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByText(MSG.networkFailed)).toBeTruthy();
  });
});
