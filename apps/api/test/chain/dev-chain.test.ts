import { routes } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevChain, sendTestUsdt, startDevChain } from '../../scripts/dev-chain';
import { checkChainAtStartup } from '../../src/modules/deposits/chain-rechecks';
import { runDepositWatcher } from '../../src/modules/deposits/deposit-watcher';
import { call, dataOf, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../helper';

// `npm run chain:dev`, its core: what it prints is enough to start a server that credits a test transfer to a
// member's own address (README, "Try deposit addresses on a local chain").

let dev: Awaited<ReturnType<typeof startDevChain>>;
let printed: string;

/** A value the script prints as `NAME=value`, as a newcomer copies it. */
const printedValue = (name: string) => printed.match(new RegExp(`^\\s*${name}=(\\S+)$`, 'm'))?.[1] ?? '';

beforeAll(async () => {
  dev = await startDevChain({ port: 0 });
  printed = describeDevChain(dev.settings);
});
afterAll(() => dev.close());

const t = useTestApp(() => ({
  env: { CHAIN_RPC_URL: printedValue('CHAIN_RPC_URL'), DEPOSIT_XPUB: printedValue('DEPOSIT_XPUB') },
}));

describe('the local chain for trying deposit addresses', () => {
  it('prints the settings a server needs, bound to this machine only', () => {
    expect(printedValue('CHAIN_RPC_URL')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(printedValue('DEPOSIT_XPUB')).toMatch(/^xpub/);
    expect(printedValue('usdtContract')).toBe(dev.settings.usdtContract);
    expect(printed).toContain('npm run chain:dev -- send <address> <amount>');
  });

  it('says at start-up that the node answers but the USDT setting is not its token, not that the node is down', async () => {
    const warnings: string[] = [];
    const log = { warn: (_data: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
    // The settings still name mainnet's USDT, which this local chain does not have.
    expect(await checkChainAtStartup(t.ctx, log)).toBe('token unreadable');
    expect(warnings[0]).toMatch(/^the chain node answers \(chain id \d+\) but the USDT contract 0x\w+ cannot be read/);
    expect(warnings[0]).toContain('set the usdtContract setting');
  });

  it("credits a test transfer to a member's derived address once the watcher reads it", async () => {
    const operator = await newOperatorToken(t);
    const saved = await saveSettings(t, operator, {
      usdtContract: printedValue('usdtContract'),
      depositVerificationMode: 'chain',
      depositAddressMode: 'per-member',
    });
    expect(saved.status).toBe(200);
    const member = await signedInMember(t);
    const { address } = dataOf(await call(t, routes.depositAddress.member, { token: member.token }));
    await runDepositWatcher(t.ctx);
    await sendTestUsdt({ rpcUrl: dev.settings.rpcUrl, to: address as Address, usdt: '42.5' });
    await runDepositWatcher(t.ctx);
    const transfers = dataOf(
      await call(t, routes.depositTransfers.member, { token: member.token, query: { page: 1 } }),
    ).docs;
    expect(transfers).toMatchObject([{ status: 'credited', amount: 42.5 }]);
  });
});
