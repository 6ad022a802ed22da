import { routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, get, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';

// GET /adminApi/system: the figures an operator reads first (docs/operations.md#metrics): this replica's requests per
// minute, 5xx rate and p99, and how long the oldest of each queue has waited.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const system = async () => dataOf(await call(t, routes.adminSystem, { token: operator }));

describe('the System page figures', () => {
  it('counts the requests this replica answered, their 5xx rate and p99, leaving the probes out', async () => {
    const before = (await system()).traffic;
    for (let each = 0; each < 5; each += 1) expect((await call(t, routes.publicSettings)).status).toBe(200);
    // The balancer's and Prometheus' steady calls are not traffic.
    for (const probe of ['/healthz', '/readyz']) await get(t, probe);
    const after = (await system()).traffic;
    expect(after.windowSeconds).toBe(300);
    // The five reads, and the first System call once its answer was sent.
    expect(after.requests - before.requests).toBeGreaterThanOrEqual(5);
    expect(after.requests - before.requests).toBeLessThanOrEqual(6);
    expect(after.requestsPerMinute).toBeGreaterThanOrEqual(5);
    expect(after.serverErrorPercent).toBe(0);
    expect(after.p99Seconds).toBeGreaterThan(0);
    expect(after.p99Seconds).toBeLessThanOrEqual(10);
  });

  it('says how many wait in each queue and how long the oldest has, nothing waiting as null', async () => {
    expect((await system()).queues).toEqual({
      depositReview: { waiting: 0, oldestAgeSeconds: null },
      withdrawalReview: { waiting: 0, oldestAgeSeconds: null },
      payout: { waiting: 0, oldestAgeSeconds: null },
      mailOutbox: { waiting: 0, oldestAgeSeconds: null },
    });
    const member = await signedInMember(t);
    const deposit = await call(t, routes.addFund.member, {
      body: { amount: 100, transaction_id: randomTxHash() },
      token: member.token,
    });
    expect(deposit.status).toBe(200);
    t.clock.advanceSeconds(120);
    await call(t, routes.addFund.member, {
      body: { amount: 150, transaction_id: randomTxHash() },
      token: member.token,
    });
    t.clock.advanceSeconds(30);
    const { queues } = await system();
    expect(queues.depositReview).toEqual({ waiting: 2, oldestAgeSeconds: 150 });
    expect(queues.withdrawalReview).toEqual({ waiting: 0, oldestAgeSeconds: null });
  });

  it('counts the mails not sent yet', async () => {
    const member = await signedInMember(t);
    const deposit = dataOf(
      await call(t, routes.addFund.member, {
        body: { amount: 100, transaction_id: randomTxHash() },
        token: member.token,
      }),
    );
    // The approval notifies the member, whose mail waits for the mail job.
    expect((await call(t, routes.adminDepositApprove, { params: { _id: deposit._id }, token: operator })).status).toBe(
      200,
    );
    t.clock.advanceSeconds(45);
    const { mailOutbox } = (await system()).queues;
    expect(mailOutbox.waiting).toBeGreaterThanOrEqual(1);
    expect(mailOutbox.oldestAgeSeconds).toBe(45);
  });
});
