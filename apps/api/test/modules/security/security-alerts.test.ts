import { FREEZE_LINK_DAYS, FREEZE_LINK_PATH, MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { readOutbox } from '../../../src/lib/mailer';
import { apiTokenOf, call, createMember, dataOf, nextClientIp, useTestApp } from '../../helper';
import { codeNow, enableTwoFactor } from '../../two-factor-kit';

// New-device alerts, the "This wasn't me" link and the member's security activity (docs/product.md#security-activity).
const t = useTestApp();

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

type Account = Awaited<ReturnType<typeof createMember>>;

function signIn(account: Account, options: { agent: string; ip: string }) {
  // A second apart, so the activity's newest-first order is the order of the sign-ins.
  t.clock.advanceSeconds(1);
  return call(t, routes.login, {
    body: { email: account.email, password: account.password, role_name: ROLE.user },
    ip: options.ip,
    headers: { 'user-agent': options.agent },
  });
}

async function tokenOf(account: Account, options: { agent: string; ip: string }) {
  const answer = await signIn(account, options);
  const token = apiTokenOf(answer.body);
  if (!token) throw new Error(`sign-in failed: ${answer.body.message}`);
  return token;
}

async function mailsTo(account: Account) {
  await afterResponseSettled();
  return readOutbox({ dir: t.outboxDir, to: account.email, limit: 50 });
}

/** The "This wasn't me" token of the newest alert mailed to the account. */
async function freezeTokenOf(account: Account) {
  for (const mail of await mailsTo(account)) {
    const token = mail.text.match(new RegExp(`${FREEZE_LINK_PATH}(\\S+)`))?.[1];
    if (token) return token;
  }
  throw new Error('no alert mailed');
}

const home = { agent: CHROME_WINDOWS, ip: '203.0.113.7' };
const elsewhere = { agent: FIREFOX_LINUX, ip: '198.51.100.20' };

describe('a sign-in from a new device', () => {
  it('is alerted with the device, address, time and a freeze link; a known one is not', async () => {
    const member = await createMember(t);
    await tokenOf(member, home);
    // Another address of the same provider's network, same browser: known.
    await tokenOf(member, { ...home, ip: '203.0.200.9' });
    expect(await mailsTo(member)).toHaveLength(0);

    await tokenOf(member, elsewhere);
    const [alert] = await mailsTo(member);
    expect(alert?.subject).toBe('New sign-in to your NexaTech account');
    expect(alert?.text).toContain('Device: Firefox on Linux');
    expect(alert?.text).toContain('Address: 198.51.100.20');
    expect(alert?.text).toContain(`valid for ${FREEZE_LINK_DAYS} days, once`);
    expect(alert?.html).toContain(`${FREEZE_LINK_PATH}`);

    const token = await tokenOf(member, elsewhere);
    expect(await mailsTo(member)).toHaveLength(1);
    const events = dataOf(await call(t, routes.securityEvents.member, { token })).docs;
    expect(events.map((event) => [event.kind, event.device, event.newDevice])).toEqual([
      ['signin', 'Firefox on Linux', false],
      ['signin', 'Firefox on Linux', true],
      ['signin', 'Chrome on Windows', false],
      ['signin', 'Chrome on Windows', false],
    ]);
    expect(events[0]?.ip).toBe('198.51.100.20');
  });

  it("lists only the caller's own activity", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await tokenOf(a, home);
    const tokenB = await tokenOf(b, home);
    const events = dataOf(await call(t, routes.securityEvents.member, { token: tokenB })).docs;
    expect(events).toHaveLength(1);
  });
});

describe('the mailed "This wasn\'t me" link', () => {
  it('freezes the money and ends every session without signing in, once', async () => {
    const member = await createMember(t);
    const session = await tokenOf(member, home);
    await tokenOf(member, elsewhere);
    const token = await freezeTokenOf(member);

    const used = await call(t, routes.freezeByLink, { body: { token }, ip: nextClientIp() });
    expect(used.status).toBe(200);
    expect(used.body.message).toBe(MSG.freezeLinkDone);
    expect((await call(t, routes.profile.member, { token: session })).status).toBe(401);

    const again = await call(t, routes.freezeByLink, { body: { token }, ip: nextClientIp() });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(MSG.freezeLinkInvalid);

    // Frozen: a new device is refused, a known one signs in and sees the freeze.
    const stranger = await signIn(member, { agent: 'curl/8.0', ip: '192.0.2.1' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(MSG.signinFrozenNewDevice);
    const back = await tokenOf(member, home);
    const state = dataOf(await call(t, routes.freezeState.member, { token: back }));
    expect(state.frozen).toBe(true);
    const kinds = dataOf(await call(t, routes.securityEvents.member, { token: back })).docs.map((e) => e.kind);
    expect(kinds).toContain('freeze');
  });

  it('is refused once expired, and a made-up one tells nothing', async () => {
    const member = await createMember(t);
    await tokenOf(member, home);
    await tokenOf(member, elsewhere);
    const token = await freezeTokenOf(member);
    t.clock.advanceSeconds(FREEZE_LINK_DAYS * 24 * 3600 + 1);
    const late = await call(t, routes.freezeByLink, { body: { token }, ip: nextClientIp() });
    expect(late.status).toBe(410);
    const madeUp = await call(t, routes.freezeByLink, { body: { token: 'x'.repeat(43) }, ip: nextClientIp() });
    expect(madeUp.status).toBe(410);
    expect(madeUp.body.message).toBe(late.body.message);
    const empty = await call(t, routes.freezeByLink, { body: { token: '' }, ip: nextClientIp() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MSG.freezeLinkInvalid);
  });
});

describe('two-factor changes', () => {
  it('are alerted and recorded', async () => {
    const member = await createMember(t);
    const token = await tokenOf(member, home);
    t.clock.advanceSeconds(1);
    const { secret } = await enableTwoFactor(t, token);
    const [on] = await mailsTo(member);
    expect(on?.subject).toBe('Two-factor sign-in was turned on for your NexaTech account');
    const off = await call(t, routes.twoFactorDisable.member, {
      body: { code: codeNow(t, secret), password: member.password },
      token,
    });
    expect(off.status).toBe(200);
    const [offMail] = await mailsTo(member);
    expect(offMail?.subject).toBe('Two-factor sign-in was turned off for your NexaTech account');
    const kinds = dataOf(await call(t, routes.securityEvents.member, { token })).docs.map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['twoFactorOff', 'twoFactorOn']);
  });
});

describe('a changed USDT address', () => {
  it('is recorded and alerted in one mail naming both addresses, with a freeze link that works', async () => {
    const member = await createMember(t);
    const token = await tokenOf(member, home);
    const first = `0x${'56'.repeat(20)}`;
    const second = `0x${'78'.repeat(20)}`;
    const save = (address: string) =>
      call(t, routes.saveUsdtAddress.member, { body: { address }, token, headers: { 'user-agent': CHROME_WINDOWS } });

    expect((await save(first)).status).toBe(200);
    const [saved] = await mailsTo(member);
    expect(saved?.subject).toBe('Your NexaTech USDT address was changed');
    expect(saved?.text).toContain(`New USDT address: ${first}`);
    expect(saved?.text).not.toContain('Previous USDT address');

    t.clock.advanceSeconds(1);
    expect((await save(second)).status).toBe(200);
    t.clock.advanceSeconds(1);
    expect((await save(second)).status).toBe(200);
    const mails = await mailsTo(member);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain(`Previous USDT address: ${first}`);
    expect(mails[0]?.text).toContain(`New USDT address: ${second}`);
    expect(mails[0]?.text).toContain('Device: Chrome on Windows');
    const events = dataOf(await call(t, routes.securityEvents.member, { token })).docs;
    expect(events.filter((event) => event.kind === 'usdtAddress')).toHaveLength(2);

    const frozen = await call(t, routes.freezeByLink, {
      body: { token: await freezeTokenOf(member) },
      ip: nextClientIp(),
    });
    expect(frozen.body.message).toBe(MSG.freezeLinkDone);
  });
});
