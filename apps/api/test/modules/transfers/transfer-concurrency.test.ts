import { MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/ledger/check';
import {
  call,
  createMember,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  nextClientIp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome, newTransferWindow, requestTransfer, verifyTransfer } from '../../transfer-kit';

// Real parallel requests: on PostgreSQL (TEST_DATABASE_URL) they run on separate connections at once.
const t = useTestApp();

const wallets = async (token: string) => {
  const profile = dataOf(await call(t, routes.profile.member, { token }));
  return { deposit: profile.balance, income: profile.earningbalance };
};

describe('100 transfers from one member verified at once', () => {
  it('moves exactly the affordable ones and never overdraws the income wallet', async () => {
    const operator = await newOperatorToken(t);
    const sender = await signedInMember(t);
    const receivers = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
    await creditIncome(t, { memberId: sender.id, operator, amount: '100' });

    const requests: { id: string; otp: string }[] = [];
    for (let index = 0; index < 100; index += 1) {
      if (index % 10 === 0) await newTransferWindow(t);
      const receiver = receivers[index % receivers.length];
      requests.push(await requestTransfer(t, { sender, receiverUid: String(receiver?.referId), amount: 3 }));
    }
    // 100 x 3 asks for 300 of 100: 33 fit.
    const answers = await Promise.all(
      requests.map((request) => verifyTransfer(t, { token: sender.token, id: request.id, otp: request.otp })),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(33);
    expect(refused.every((answer) => answer.status === 409 && answer.body.message === MSG.insufficientFunds)).toBe(
      true,
    );
    expect(await wallets(sender.token)).toEqual({ deposit: 0, income: 1 });
    const received = await Promise.all(receivers.map((receiver) => wallets(receiver.token)));
    expect(received.reduce((sum, wallet) => sum + wallet.deposit, 0)).toBe(99);

    // Replaying every one of them at once moves nothing more.
    const replays = await Promise.all(
      requests.map((request) => verifyTransfer(t, { token: sender.token, id: request.id, otp: request.otp })),
    );
    expect(replays.filter((answer) => answer.status === 200)).toHaveLength(0);
    expect(await wallets(sender.token)).toEqual({ deposit: 0, income: 1 });
    await expectLedgerClean(t);
  });

  it('two members sending to each other at once neither deadlock nor overdraw', async () => {
    const operator = await newOperatorToken(t);
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    await creditIncome(t, { memberId: a.id, operator, amount: '50' });
    await creditIncome(t, { memberId: b.id, operator, amount: '50' });
    await newTransferWindow(t);
    const fromA = [];
    const fromB = [];
    for (let index = 0; index < 10; index += 1) {
      fromA.push(await requestTransfer(t, { sender: a, receiverUid: String(b.referId), amount: 10 }));
      fromB.push(await requestTransfer(t, { sender: b, receiverUid: String(a.referId), amount: 10 }));
    }
    const answers = await Promise.all([
      ...fromA.map((request) => verifyTransfer(t, { token: a.token, id: request.id, otp: request.otp })),
      ...fromB.map((request) => verifyTransfer(t, { token: b.token, id: request.id, otp: request.otp })),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const [walletsA, walletsB] = [await wallets(a.token), await wallets(b.token)];
    // Income only goes out (a transfer lands in the deposit wallet), 10 at a time: five from each.
    expect(walletsA).toEqual({ income: 0, deposit: 50 });
    expect(walletsB).toEqual({ income: 0, deposit: 50 });
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });

  it('step 1 requests at once are each checked and stored, but hold nothing', async () => {
    const operator = await newOperatorToken(t);
    const sender = await signedInMember(t);
    const receiver = await createMember(t);
    await creditIncome(t, { memberId: sender.id, operator, amount: '10' });
    await newTransferWindow(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, routes.walletTransfer.member, {
          body: { receiverId: String(receiver.referId), amount: 10 },
          token: sender.token,
          ip: nextClientIp(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    const limited = await call(t, routes.walletTransfer.member, {
      body: { receiverId: String(receiver.referId), amount: 10 },
      token: sender.token,
      ip: nextClientIp(),
    });
    expect({ status: limited.status, message: limited.body.message }).toEqual({
      status: 429,
      message: MSG.rateLimited,
    });
    expect(await wallets(sender.token)).toEqual({ deposit: 0, income: 10 });
  });
});
