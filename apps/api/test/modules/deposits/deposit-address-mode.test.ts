import { DEPOSIT_ADDRESS_MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import { depositAddresses } from '../../../src/db/schema';
import { upsertSetting } from '../../../src/modules/settings/settings.repository';
import { TEST_XPUB } from '../../chain/test-xpub';
import { call, dataOf, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../../helper';

// Switching deposit addresses per member on is refused, as the chain reserve is, when this server cannot run the mode
// (docs/decisions/019-deposit-addresses.md); the shared address keeps working.

describe('without DEPOSIT_XPUB', () => {
  // A node that is configured (the check is the configuration's, not the node's answer).
  const t = useTestApp({ env: { CHAIN_RPC_URL: 'http://127.0.0.1:9' } });

  it('switching to per-member addresses is refused with the reason, and nothing is saved', async () => {
    const operator = await newOperatorToken(t);
    const refused = await call(t, routes.adminSettingsUpdate, {
      body: { depositAddressMode: 'per-member' },
      token: operator,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: DEPOSIT_ADDRESS_MSG.noXpub } });
    const settings = dataOf(await call(t, routes.adminSettings, { token: operator }));
    expect(settings.depositAddressMode).toBe('shared');
    const watcher = dataOf(await call(t, routes.adminDepositWatcher, { token: operator }));
    expect(watcher).toMatchObject({ mode: 'shared', ready: false, cursorBlock: null, addressCount: 0, stale: false });
  });
});

describe('without a chain node', () => {
  const t = useTestApp({ env: { DEPOSIT_XPUB: TEST_XPUB } });

  it('switching to per-member addresses is refused with the reason', async () => {
    const operator = await newOperatorToken(t);
    const refused = await call(t, routes.adminSettingsUpdate, {
      body: { depositAddressMode: 'per-member' },
      token: operator,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: DEPOSIT_ADDRESS_MSG.noChainNode } });
    expect(
      (await call(t, routes.adminSettingsUpdate, { body: { depositAddressMode: 'shared' }, token: operator })).status,
    ).toBe(200);
  });

  it('a mode saved before the node went away answers 409 with the reason, never an address it cannot watch', async () => {
    await upsertSetting(t.ctx.db, { key: 'depositAddressMode', value: 'per-member', now: new Date() });
    forgetSettings(t.ctx.db);
    const member = await signedInMember(t);
    const answer = await call(t, routes.depositAddress.member, { token: member.token });
    expect(answer).toMatchObject({ status: 409, body: { success: false, message: DEPOSIT_ADDRESS_MSG.noChainNode } });
    const operator = await newOperatorToken(t);
    const sweep = await call(t, routes.adminDepositSweep, { token: operator });
    expect(sweep).toMatchObject({ status: 409, body: { message: DEPOSIT_ADDRESS_MSG.noChainNode } });
  });

  it('refuses a dust setting that is negative or finer than a micro-USDT', async () => {
    const operator = await newOperatorToken(t);
    for (const depositDustBelow of [-1, 0.0000001]) {
      const refused = await call(t, routes.adminSettingsUpdate, { body: { depositDustBelow }, token: operator });
      expect(refused.status).toBe(400);
    }
    expect((await saveSettings(t, operator, { depositDustBelow: 0 })).status).toBe(200);
  });
});

describe('with a DEPOSIT_XPUB other than the one member addresses were made from', () => {
  const t = useTestApp({ env: { DEPOSIT_XPUB: TEST_XPUB, CHAIN_RPC_URL: 'http://127.0.0.1:9' } });

  it('refuses to show the member an address no one watches', async () => {
    await upsertSetting(t.ctx.db, { key: 'depositAddressMode', value: 'per-member', now: new Date() });
    forgetSettings(t.ctx.db);
    const member = await signedInMember(t);
    // Made under another key: child 0 of the test key is PUBLISHED_ADDRESSES[0], this is not.
    await t.ctx.db.insert(depositAddresses).values({
      userId: member.id,
      addressIndex: 0,
      address: '0x000000000000000000000000000000000000beef',
      createdAt: new Date(),
    });
    const answer = await call(t, routes.depositAddress.member, { token: member.token });
    expect(answer).toMatchObject({ status: 409, body: { message: DEPOSIT_ADDRESS_MSG.keyChanged } });
  });
});
