import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityProofStubs } from '../../../test/security-test-kit';
import { AntiPhishingCard } from './anti-phishing-card';

const renderCard = () => renderRoutes([{ path: '/settings', element: <AntiPhishingCard /> }], '/settings');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** The line that shows the code, read whole: the code is an element of its own. */
const shownCode = () =>
  screen.queryByText((_content, node) => node?.tagName === 'P' && /^Mails from us start with:/.test(node.textContent));
/** The card's own message, beside the toast that says the same. */
const inCard = (message: string) =>
  screen.queryAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === message);
const PROOF = { password: 'Secret@123', securityCode: '654321' };
/** The password and the mailed code a change of the code asks (docs/decisions/046-no-way-around-the-second-person.md). */
async function prove(user: ReturnType<typeof renderCard>['user']) {
  await user.type(screen.getByLabelText('Your password'), PROOF.password);
  await user.type(screen.getByLabelText('Code from the e-mail'), PROOF.securityCode);
}

/** The code as the server keeps it, saved and removed by the POST. */
function codeServer(initial: string | null) {
  let code = initial;
  return [
    ...securityProofStubs(),
    on(routes.antiPhishingCodeState, () => ok(MSG.antiPhishingCodeLoaded, { code })),
    on(routes.antiPhishingCode, (call) => {
      code = (call.body as { code: string }).code.trim() || null;
      return ok(code ? MSG.antiPhishingCodeSaved : MSG.antiPhishingCodeRemoved, { code });
    }),
  ];
}

describe('/settings: Anti-phishing code', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('no code: says what it is for, saves one and shows it', async () => {
    const { calls } = stubRoutes(...codeServer(null));
    const { user } = renderCard();
    expect(screen.getByRole('heading', { name: 'Anti-phishing code' })).toBeTruthy();
    expect(screen.getByText('Loading your anti-phishing code…')).toBeTruthy();
    expect(screen.getByText(/Choose a word only you know/)).toBeTruthy();
    expect(screen.getByText(/Every mail from us shows it on its first line/)).toBeTruthy();
    expect(screen.getByText(/without it is fake: do not open its links/)).toBeTruthy();
    expect(screen.getByText(/We never ask you for your code/)).toBeTruthy();

    const field = await screen.findByLabelText<HTMLInputElement>('Your code');
    expect(field.maxLength).toBe(20);
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(document.activeElement).not.toBe(field);
    expect(shownCode()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();

    await user.type(field, 'Blue42Fox');
    await user.click(button('Save code'));
    // Who you are first: nothing is sent without the password and the mailed code.
    await waitFor(() => expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired));
    expect(calls.of(routes.antiPhishingCode)).toHaveLength(0);
    await user.click(button('E-mail me the code'));
    await prove(user);
    await user.click(button('Save code'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.antiPhishingCodeSaved));
    expect(calls.of(routes.antiPhishingCode).map((call) => call.body)).toEqual([{ code: 'Blue42Fox', ...PROOF }]);
    expect(calls.of(routes.securityCode)).toHaveLength(1);

    await waitFor(() => expect(shownCode()?.textContent).toBe('Mails from us start with: Blue42Fox'));
    const code = screen.getByText('Blue42Fox');
    expect(code.getAttribute('translate')).toBe('no');
    expect(screen.queryByLabelText('Your code')).toBeNull();
    expect(document.activeElement).toBe(button('Change'));
    expect(button('Remove code')).toBeTruthy();
  });

  it.each(['ab', 'blue fox', '   '])('refuses %j under the field and calls nothing', async (typed) => {
    const { calls } = stubRoutes(...codeServer(null));
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your code'), typed);
    await user.click(button('Save code'));
    await waitFor(() => expect(errorOf('Your code')).toBe(MSG.antiPhishingCodeInvalid));
    expect(calls.of(routes.antiPhishingCode)).toHaveLength(0);
  });

  it('refuses an empty field too, rather than sending the removal', async () => {
    const { calls } = stubRoutes(...codeServer(null));
    const { user } = renderCard();
    await screen.findByLabelText('Your code');
    await user.click(button('Save code'));
    await waitFor(() => expect(errorOf('Your code')).toBe(MSG.antiPhishingCodeInvalid));
    expect(calls.of(routes.antiPhishingCode)).toHaveLength(0);
  });

  it('sends the code trimmed', async () => {
    const { calls } = stubRoutes(...codeServer(null));
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your code'), '  Azul7  ');
    await prove(user);
    await user.click(button('Save code'));
    await waitFor(() => expect(calls.of(routes.antiPhishingCode)).toHaveLength(1));
    expect(calls.of(routes.antiPhishingCode)[0]?.body).toEqual({ code: 'Azul7', ...PROOF });
  });

  it('a code set: shows it, and "Remove code" asks who you are, then sends the empty code', async () => {
    const { calls } = stubRoutes(...codeServer('Blue42Fox'));
    const { user } = renderCard();
    await waitFor(() => expect(shownCode()?.textContent).toBe('Mails from us start with: Blue42Fox'));
    expect(screen.queryByLabelText('Your code')).toBeNull();

    await user.click(button('Remove code'));
    expect(calls.of(routes.antiPhishingCode)).toHaveLength(0);
    await prove(user);
    await user.click(button('Remove code'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.antiPhishingCodeRemoved));
    expect(calls.of(routes.antiPhishingCode).map((call) => call.body)).toEqual([{ code: '', ...PROOF }]);
    const field = await screen.findByLabelText<HTMLInputElement>('Your code');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(shownCode()).toBeNull();
  });

  it('"Change" reveals the field filled in; Cancel gives the focus back, a save shows the new code', async () => {
    const { calls } = stubRoutes(...codeServer('Blue42Fox'));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const field = screen.getByLabelText<HTMLInputElement>('Your code');
    expect(field.value).toBe('Blue42Fox');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();

    await user.click(button('Cancel'));
    expect(screen.queryByLabelText('Your code')).toBeNull();
    expect(document.activeElement).toBe(button('Change'));

    await user.click(button('Change'));
    await user.clear(screen.getByLabelText('Your code'));
    await user.type(screen.getByLabelText('Your code'), 'Red7Owl');
    await prove(user);
    await user.click(button('Save code'));
    await waitFor(() => expect(shownCode()?.textContent).toBe('Mails from us start with: Red7Owl'));
    expect(calls.of(routes.antiPhishingCode).map((call) => call.body)).toEqual([{ code: 'Red7Owl', ...PROOF }]);
    expect(screen.queryByLabelText('Your code')).toBeNull();
    expect(document.activeElement).toBe(button('Change'));
  });

  it("shows the server's refusal in the card, the field kept", async () => {
    const { calls } = stubRoutes(
      ...securityProofStubs(),
      on(routes.antiPhishingCodeState, ok(MSG.antiPhishingCodeLoaded, { code: null })),
      on(routes.antiPhishingCode, fail(400, MSG.antiPhishingCodeInvalid)),
    );
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your code'), 'Blue42Fox');
    await prove(user);
    await user.click(button('Save code'));
    await waitFor(() => expect(inCard(MSG.antiPhishingCodeInvalid)).toBe(true));
    expect(calls.of(routes.antiPhishingCode)).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Your code').value).toBe('Blue42Fox');
    expect(shownCode()).toBeNull();
  });

  it('says so in the card when the code does not load, and asks again', async () => {
    let answers = 0;
    stubRoutes(
      ...securityProofStubs(),
      on(routes.antiPhishingCodeState, () => {
        answers += 1;
        return answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.antiPhishingCodeLoaded, { code: null });
      }),
    );
    const { user } = renderCard();
    await waitFor(() => expect(inCard(MSG.internal)).toBe(true));
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(button('Try again'));
    expect(await screen.findByLabelText('Your code')).toBeTruthy();
  });

  it("calls the vendor's twin for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(...codeServer(null));
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your code'), 'Blue42Fox');
    await prove(user);
    await user.click(button('Save code'));
    await waitFor(() => expect(calls.of(routes.antiPhishingCode)).toHaveLength(1));
    const sent = calls.map((call) => `${call.method} ${call.path}`);
    expect(sent).toContain('GET /vendorApi/antiPhishingCode');
    expect(sent).toContain('POST /vendorApi/antiPhishingCode');
  });

  describe('in Hindi', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says all of it in the chosen language, the code as it is', async () => {
      await changeLocale('hi');
      stubRoutes(...codeServer('Blue42Fox'));
      const { user } = renderCard();
      expect(await screen.findByRole('heading', { name: 'एंटी-फ़िशिंग कोड' })).toBeTruthy();
      await waitFor(() => expect(screen.getByText('Blue42Fox')).toBeTruthy());
      expect(screen.getByText(/हमारे ई-मेल इससे शुरू होते हैं/)).toBeTruthy();
      await user.click(button('बदलें'));
      await user.clear(screen.getByLabelText('आपका कोड'));
      await user.type(screen.getByLabelText('आपका कोड'), 'ab');
      await user.click(button('कोड सहेजें'));
      await waitFor(() => expect(errorOf('आपका कोड')).toBe('कृपया 4 से 20 अक्षर या अंक इस्तेमाल करें, बिना स्पेस के'));
      expect(screen.queryByText(/anti-phishing|Your code|Your password|Mails from us/i)).toBeNull();
    });
  });
});
