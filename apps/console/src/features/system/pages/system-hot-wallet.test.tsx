import { MSG, type OperatorRole, PAYOUT_WAITING_REASONS, type PayoutWaitingReason, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { roleMayCall } from '../../../kit/api/operator-access';
import { operatorProfileAs, profileShown, signInOperator, toasts } from '../../../test/console-test-kit';
import { HOT_WALLET, hotWalletStubs, NO_HOT_WALLET, payoutHealthOf, systemOf } from '../../../test/system-test-kit';
import { SystemPage } from './system-page';

// docs/decisions/025-automatic-payouts.md: the hot wallet of automatic payouts on /admin/system, why its queue waits
// in words, the pause any money operator presses at once, and an owner's continuing after a nonce gap.

interface HotWalletStub {
  payouts?: Responder<typeof routes.adminPayouts>;
  pause?: Responder<typeof routes.adminPayoutsPause>;
  acceptNonce?: Responder<typeof routes.adminPayoutsNonceAccept>;
  role?: OperatorRole;
}

function renderHotWallet(stub: HotWalletStub = {}) {
  const server = stubRoutes(
    operatorProfileAs(stub.role ?? 'owner'),
    on(routes.adminSystem, ok(MSG.loaded, systemOf())),
    ...hotWalletStubs(stub.payouts),
    on(
      routes.adminPayoutsPause,
      stub.pause ?? ok(MSG.automaticPayoutsPaused, payoutHealthOf({ paused: true, waitingReason: 'paused' })),
    ),
    on(routes.adminPayoutsNonceAccept, stub.acceptNonce ?? ok(MSG.payoutNonceAccepted, payoutHealthOf())),
  );
  const view = renderRoutes([{ path: '/admin/system', Component: SystemPage }], '/admin/system');
  return { ...view, ...server };
}

const wallet = () => screen.getByRole('heading', { name: 'Hot wallet' }).closest('section') as HTMLElement;

/** The figure under a label: its value, and its note and meaning. */
function figure(label: string) {
  const term = within(wallet()).getByText(label, { selector: 'dt' });
  const texts = Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (dd) => dd.textContent ?? '');
  return { value: texts[0], rest: texts.slice(1).join(' ') };
}

const status = () => within(wallet()).getByRole('status').textContent;
const PAUSE = { name: 'Pause automatic payouts' };
const CONTINUE = { name: "Continue from the chain's nonce" };

describe('/admin/system: the hot wallet', () => {
  beforeEach(() => signInOperator());

  it('shows the mode, the address linked to the explorer, balances, the queue and what was paid today', async () => {
    const { calls } = renderHotWallet();
    await screen.findByRole('heading', { name: 'Hot wallet' });
    await waitFor(() => expect(figure('Queue').value).toBe('2 queued · 1 in flight'));
    expect(calls.of(routes.adminPayouts)[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(status()).toBe(
      'Paying: withdrawals within the limits in Settings are sent from the hot wallet as they come.',
    );
    expect(figure('Mode').value).toBe('Automatic');
    expect(figure('USDT balance').value).toBe('12,345.50 USDT');
    expect(figure('BNB for gas').value).toBe('0.42 BNB');
    expect(figure('Checked').value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(figure('Queue').rest).toContain('310.50 USDT waiting in all.');
    expect(figure('Oldest waiting')).toEqual({
      value: '10 min ago',
      rest: 'When the oldest payout not yet confirmed was queued.',
    });
    expect(figure('Stuck').value).toBe('0');
    expect(figure('Paid today')).toMatchObject({ value: '1,250.00 USDT of 5,000.00 USDT' });
    expect(figure('Paid today').rest).not.toContain('limit is reached');
    const explorer = await within(wallet()).findByRole('link', { name: /^Open hot wallet address 0x5e5e…5e5e/ });
    expect(explorer.getAttribute('href')).toBe(`https://bscscan.com/address/${HOT_WALLET}`);
  });

  it('says in words what needs a look: a payout late past the limit, stuck ones, the daily limit reached', async () => {
    renderHotWallet({
      payouts: ok(MSG.loaded, payoutHealthOf({ oldestWaitingSeconds: 2700, stuck: 2, paidToday: 5_000 })),
    });
    await screen.findByRole('heading', { name: 'Hot wallet' });
    await waitFor(() => expect(figure('Oldest waiting').value).toBe('45 min ago'));
    expect(figure('Oldest waiting').rest).toContain('Late: waiting more than 30 minutes');
    expect(figure('Stuck')).toMatchObject({ value: '2' });
    expect(figure('Stuck').rest).toContain('sent again with the same nonce and a higher gas price');
    expect(figure('Paid today').rest).toContain('The daily limit is reached');
  });

  it('does not flag the oldest payout at the limit itself', async () => {
    renderHotWallet({ payouts: ok(MSG.loaded, payoutHealthOf({ oldestWaitingSeconds: 1800 })) });
    await screen.findByRole('heading', { name: 'Hot wallet' });
    await waitFor(() => expect(figure('Oldest waiting').value).toBe('30 min ago'));
    expect(figure('Oldest waiting').rest).not.toContain('Late');
  });

  /** What each reason tells an operator: what it means and what to do. */
  const REASON_WORDS: Record<PayoutWaitingReason, readonly string[]> = {
    off: ['Off: payouts are manual or deposits are not verified on chain', 'switched in Settings'],
    paused: ['Paused by an operator: nothing new is signed', 'followed until they confirm'],
    noSigner: ['holds no hot wallet key', 'PAYOUT_KEYSTORE', 'CHAIN_RPC_URL'],
    frozen: ['reconciliation found problems', 'acknowledges its report on the Overview'],
    nonceGap: ['sent from the hot wallet outside the platform', "continues from the chain's nonce"],
    gasLow: ['too little BNB', 'send BNB to it from the treasury'],
    usdtShort: ['less than the next payout', 'refill it from the treasury'],
    chainUnavailable: ['the node did not answer', 'tried again every minute'],
  };

  it.each(PAYOUT_WAITING_REASONS)(
    'says why the queue waits (%s) in words, with what the engine found',
    async (reason) => {
      const detail = `detail of ${reason}`;
      renderHotWallet({ payouts: ok(MSG.loaded, payoutHealthOf({ waitingReason: reason, waitingDetail: detail })) });
      await screen.findByRole('heading', { name: 'Hot wallet' });
      await waitFor(() => expect(within(wallet()).queryByRole('status')).toBeTruthy());
      for (const words of REASON_WORDS[reason]) expect(status()).toContain(words);
      const small = within(wallet()).getByText(`What the engine found: ${detail}`);
      expect(small.className).toContain('text-xs');
    },
  );

  it('flags the balance the queue waits for', async () => {
    renderHotWallet({ payouts: ok(MSG.loaded, payoutHealthOf({ waitingReason: 'gasLow' })) });
    await screen.findByRole('heading', { name: 'Hot wallet' });
    await waitFor(() => expect(figure('BNB for gas').value).toBe('0.42 BNB'));
    const term = within(wallet()).getByText('BNB for gas', { selector: 'dt' });
    expect(term.parentElement?.querySelector('dd')?.className).toContain('text-rose-300');
  });

  it('has an empty state while the server holds no key: why, and no figures', async () => {
    renderHotWallet({ payouts: ok(MSG.loaded, NO_HOT_WALLET) });
    expect(await screen.findByText('No hot wallet yet')).toBeTruthy();
    expect(status()).toContain('The server holds no hot wallet key');
    expect(within(wallet()).queryByText('USDT balance')).toBeNull();
    expect(within(wallet()).queryByRole('button', PAUSE)).toBeNull();
  });

  it('shows a skeleton while reading the wallet, then a retry when it fails', async () => {
    let attempt = 0;
    const { user, calls } = renderHotWallet({
      payouts: () => {
        attempt += 1;
        return attempt === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.loaded, payoutHealthOf());
      },
    });
    expect(await screen.findByLabelText('Reading the hot wallet')).toBeTruthy();
    await user.click(await within(wallet()).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Queue').value).toBe('2 queued · 1 in flight'));
    expect(calls.of(routes.adminPayouts)).toHaveLength(2);
  });
});

describe('/admin/system: pausing automatic payouts', () => {
  beforeEach(() => signInOperator());

  it("lets finance pause after confirming: the server's message as a toast, the wallet read again, no more Pause", async () => {
    let read = 0;
    const { user, calls } = renderHotWallet({
      role: 'finance',
      payouts: () => {
        read += 1;
        return ok(MSG.loaded, payoutHealthOf(read === 1 ? {} : { paused: true, waitingReason: 'paused' }));
      },
    });
    await user.click(await screen.findByRole('button', PAUSE));
    const dialog = screen.getByRole('dialog', { name: 'Pause automatic payouts?' });
    expect(dialog.textContent).toContain('Resuming waits for a second owner in Settings.');
    expect(calls.of(routes.adminPayoutsPause)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', PAUSE));
    await waitFor(() => expect(toasts()).toEqual([MSG.automaticPayoutsPaused]));
    expect(calls.of(routes.adminPayoutsPause)).toHaveLength(1);
    expect(calls.of(routes.adminPayoutsPause)[0]?.method).toBe('POST');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.of(routes.adminPayouts).length).toBeGreaterThan(1));
    expect(within(wallet()).queryByRole('button', PAUSE)).toBeNull();
    expect(figure('Mode').value).toBe('Automatic, paused');
    expect(wallet().textContent).toContain(
      'Resuming is done in Settings by turning off Automatic payouts paused, and waits for a second owner to approve.',
    );
  });

  it('sends nothing when the question is cancelled', async () => {
    const { user, calls } = renderHotWallet();
    await user.click(await screen.findByRole('button', PAUSE));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.of(routes.adminPayoutsPause)).toHaveLength(0);
  });

  it('keeps a refusal in the dialog', async () => {
    const { user } = renderHotWallet({ pause: fail(500, MSG.internal, 'INTERNAL') });
    await user.click(await screen.findByRole('button', PAUSE));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', PAUSE));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.internal));
  });

  it('offers no Pause while paused, and says where resuming is done', async () => {
    renderHotWallet({ payouts: ok(MSG.loaded, payoutHealthOf({ paused: true, waitingReason: 'paused' })) });
    await waitFor(() => expect(figure('Mode').value).toBe('Automatic, paused'));
    expect(within(wallet()).queryByRole('button', PAUSE)).toBeNull();
    expect(wallet().textContent).toContain('Resuming is done in Settings');
  });

  it('offers no Pause in manual mode', async () => {
    const server = renderHotWallet({
      payouts: ok(MSG.loaded, payoutHealthOf({ mode: 'manual', waitingReason: 'off' })),
    });
    await waitFor(() => expect(figure('Mode').value).toBe('Manual'));
    await profileShown(server);
    expect(within(wallet()).queryByRole('button', PAUSE)).toBeNull();
    expect(wallet().textContent).not.toContain('Resuming is done in Settings');
  });

  it('is for money roles: support and content have no System page, and no Pause if they reached it', async () => {
    for (const role of ['support', 'content'] as const) {
      expect(roleMayCall(role, 'adminSystem')).toBe(false);
      expect(roleMayCall(role, 'adminPayoutsPause')).toBe(false);
    }
    expect(roleMayCall('finance', 'adminPayoutsPause')).toBe(true);
    const server = renderHotWallet({ role: 'support' });
    await waitFor(() => expect(figure('Mode').value).toBe('Automatic'));
    await profileShown(server);
    expect(within(wallet()).queryByRole('button', PAUSE)).toBeNull();
  });
});

describe("/admin/system: continuing from the chain's nonce", () => {
  beforeEach(() => signInOperator());

  const GAP = payoutHealthOf({
    waitingReason: 'nonceGap',
    waitingDetail: "the chain's next nonce is 8, the platform's 7",
  });

  it('lets an owner continue after a warning to check what was sent, and toasts the answer', async () => {
    const { user, calls } = renderHotWallet({ payouts: ok(MSG.loaded, GAP) });
    await user.click(await screen.findByRole('button', CONTINUE));
    const dialog = screen.getByRole('dialog', { name: "Continue from the chain's nonce?" });
    expect(dialog.textContent).toContain(
      'First check on the block explorer every transaction sent from the hot wallet',
    );
    expect(within(dialog).getByRole('link', { name: /^Open hot wallet address/ })).toBeTruthy();
    expect(calls.of(routes.adminPayoutsNonceAccept)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', CONTINUE));
    await waitFor(() => expect(toasts()).toEqual([MSG.payoutNonceAccepted]));
    expect(calls.of(routes.adminPayoutsNonceAccept)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refusal of a gap already closed in the dialog', async () => {
    const { user } = renderHotWallet({
      payouts: ok(MSG.loaded, GAP),
      acceptNonce: fail(409, MSG.payoutNoNonceGap, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', CONTINUE));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', CONTINUE));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.payoutNoNonceGap));
  });

  it('is an owner’s: finance sees the gap and may pause, not continue', async () => {
    const server = renderHotWallet({ role: 'finance', payouts: ok(MSG.loaded, GAP) });
    expect(await screen.findByRole('button', PAUSE)).toBeTruthy();
    await profileShown(server);
    expect(status()).toContain('sent from the hot wallet outside the platform');
    expect(screen.queryByRole('button', CONTINUE)).toBeNull();
  });

  it('is not offered without a nonce gap', async () => {
    const server = renderHotWallet();
    await screen.findByRole('button', PAUSE);
    await profileShown(server);
    expect(screen.queryByRole('button', CONTINUE)).toBeNull();
  });
});
