import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RESERVES_MSG, ROLE, routes } from '@app/contract';
import { verifyReserveProof } from '@app/contract/merkle-sum';
import { describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import { platformJobs, startTimerJobs } from '../../../src/jobs/background-jobs';
import { latestSnapshots } from '../../../src/modules/reserves/reserves.repository';
import { takeScheduledSnapshot } from '../../../src/modules/reserves/reserves.service';
import { updateSettings } from '../../../src/modules/settings/settings.service';
import {
  call,
  createMember,
  dataOf,
  fundMember,
  loginToken,
  newOperatorToken,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// Proof of reserves (docs/product.md#proof-of-reserves) against activity made through the API: the snapshot's total
// is what the ledger says members are owed, each member's proof leads to the published root, and only to its own leaf.
const t = useTestApp();

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../../..');

/** npm run reserves:verify as a member runs it, from the folder the file is in (INIT_CWD, as npm sets it). */
async function verifyCli(cwd: string, file: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/reserves-verify.ts', '--proof', file],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH ?? '', INIT_CWD: cwd },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('proof of reserves', () => {
  it('answers an honest empty state before the first snapshot', async () => {
    const reserves = await call(t, routes.reserves, {});
    expect(reserves.status).toBe(200);
    expect(dataOf(reserves)).toEqual({ latest: null, history: [] });
    const member = await signedInMember(t);
    const proof = await call(t, routes.reserveProof.member, { token: member.token });
    expect(proof.status).toBe(404);
    expect(proof.body.message).toBe(RESERVES_MSG.noSnapshot);
  });

  it("snapshots the ledger totals, proves each member's own leaf and audits the operator", async () => {
    const operator = await newOperatorToken(t);
    // The reserve figure and its source wait for a second owner: saveSettings approves them as one.
    await saveSettings(t, operator, { manualReserve: 1000, manualReserveSource: 'Cold wallet statement of 21 Nov' });

    // A: 500 deposited, 120 of income whose package's capital stays held, 30 of it asked out (pending).
    const a = await signedInMember(t, { fullName: 'Asha Reserve' });
    await fundMember(t, { token: a.token, operator, amount: 500 });
    await earnIncome(t, { member: a, operator, amount: 120 });
    await pendingWithdrawal(t, { member: a, amount: 30 });
    // B: a deposit still pending (owed nothing yet) and one approved.
    const b = await signedInMember(t, { fullName: 'Bala Reserve' });
    await call(t, routes.addFund.member, { body: { amount: 40, transaction_id: randomTxHash() }, token: b.token });
    await fundMember(t, { token: b.token, operator, amount: 75.5 });
    const vendor = await createMember(t, { role: 'Vendor' });
    const vendorToken = await loginToken(t, vendor);

    const taken = await call(t, routes.adminReserveSnapshot, { token: operator });
    expect(taken.status, taken.body.message).toBe(200);
    const snapshot = dataOf(taken);

    // The ledger's own figure of what members are owed, as the console's solvency line reads it.
    const overview = dataOf(await call(t, routes.adminOverview, { token: operator }));
    expect(snapshot.liabilities).toBe(overview.solvency.owes);
    expect(snapshot.liabilities).toBe(500 + 120 + 120 + 75.5);
    expect(snapshot).toMatchObject({
      trigger: 'operator',
      reserves: 1000,
      reserveMode: 'manual',
      reserveSource: 'Cold wallet statement of 21 Nov',
      ratioPercent: Math.floor((1000 / 815.5) * 10_000) / 100,
      // Declared by an operator: nobody verified it, and it says so.
      verified: false,
      block: null,
      address: null,
      memberAddresses: 0,
    });

    const published = dataOf(await call(t, routes.reserves, {}));
    expect(published.latest).toEqual(snapshot);
    expect(published.history.at(-1)).toEqual(snapshot);

    const proofA = dataOf(await call(t, routes.reserveProof.member, { token: a.token }));
    expect(proofA).toMatchObject({ snapshotId: snapshot._id, memberId: a.id, balance: 740 });
    expect(proofA.root).toEqual({ hash: snapshot.rootHash, sum: snapshot.liabilities });
    expect(await verifyReserveProof(proofA)).toEqual({ ok: true, balance: 740 });
    expect((await verifyReserveProof({ ...proofA, balance: 741 })).ok).toBe(false);

    // The downloaded file verifies offline with the command-line check; a changed balance fails it with exit 1.
    const dir = await mkdtemp(path.join(tmpdir(), 'reserve-proof-'));
    try {
      await writeFile(path.join(dir, 'proof.json'), JSON.stringify(proofA));
      await writeFile(path.join(dir, 'forged.json'), JSON.stringify({ ...proofA, balance: 7400 }));
      const good = await verifyCli(dir, 'proof.json');
      expect(good.code, good.output).toBe(0);
      expect(good.output).toContain('Verified: a balance of 740.00 USDT is included');
      const forged = await verifyCli(dir, 'forged.json');
      expect(forged.code).toBe(1);
      expect(forged.output).toContain('NOT verified');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // B's call answers B's leaf: there is nothing to name another member's with.
    const proofB = dataOf(await call(t, routes.reserveProof.member, { token: b.token }));
    expect(proofB.memberId).toBe(b.id);
    expect(proofB.balance).toBe(75.5);
    expect(proofB.salt).not.toBe(proofA.salt);
    expect(await verifyReserveProof(proofB)).toEqual({ ok: true, balance: 75.5 });
    expect((await verifyReserveProof({ ...proofB, memberId: a.id })).ok).toBe(false);
    const vendorProof = await call(t, routes.reserveProof.vendor, { token: vendorToken });
    expect(vendorProof.status).toBe(200);
    expect(dataOf(vendorProof)).toMatchObject({ memberId: vendor.id, balance: 0 });
    expect(await verifyReserveProof(dataOf(vendorProof))).toMatchObject({ ok: true });

    // Members only: no member may take a snapshot; the operator's is in the audit log.
    expect((await call(t, routes.adminReserveSnapshot, { token: a.token })).status).toBe(403);
    expect((await call(t, routes.adminReserveSnapshot, {})).status).toBe(401);
    const audit = dataOf(await call(t, routes.adminAudit, { query: { action: 'reserves.snapshot' }, token: operator }));
    expect(audit.docs.some((row) => row.action === 'reserves.snapshot' && row.targetId === snapshot._id)).toBe(true);

    // A member who joined after the snapshot has no leaf yet.
    const late = await signedInMember(t);
    const none = await call(t, routes.reserveProof.member, { token: late.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(RESERVES_MSG.noLeaf);
  });

  it('takes one scheduled snapshot per platform day, as the background job', async () => {
    t.clock.advanceSeconds(60);
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    try {
      await jobs.runNow('reserve-snapshot');
    } finally {
      await jobs.stop();
    }
    const first = (await latestSnapshots(t.ctx.db, 1))[0];
    expect(first?.trigger).toBe('schedule');
    expect(await takeScheduledSnapshot(t.ctx)).toBeUndefined();
    t.clock.advanceSeconds(86_400);
    const next = await takeScheduledSnapshot(t.ctx);
    expect(next?.day).not.toBe(first?.day);
    const published = dataOf(await call(t, routes.reserves, {}));
    expect(published.latest?._id).toBe(next?.id);
    expect(published.history.map((row) => row.trigger)).toEqual(['operator', 'schedule', 'schedule']);
  });

  it('refuses the chain mode on a server without a chain node, changing nothing', async () => {
    const operator = await newOperatorToken(t);
    const refused = await call(t, routes.adminSettingsUpdate, { body: { reserveMode: 'chain' }, token: operator });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RESERVES_MSG.noChainNode);
    expect(dataOf(await call(t, routes.adminSettings, { token: operator })).reserveMode).toBe('manual');
  });

  it('refuses a snapshot in the chain mode without a chain node (a node removed since), storing nothing', async () => {
    const operator = await newOperatorToken(t);
    const before = dataOf(await call(t, routes.reserves, {})).history.length;
    // As a server restarted without CHAIN_RPC_URL finds it: the mode was chosen while a node was configured.
    const actor = await createMember(t, { role: ROLE.admin });
    await updateSettings(t.ctx.db, {
      patch: { reserveMode: 'chain' },
      actorId: actor.id,
      ip: null,
      now: t.ctx.clock(),
    });
    forgetSettings(t.ctx.db);
    try {
      const refused = await call(t, routes.adminReserveSnapshot, { token: operator });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(RESERVES_MSG.noChainNode);
      expect(dataOf(await call(t, routes.reserves, {})).history).toHaveLength(before);
    } finally {
      await saveSettings(t, operator, { reserveMode: 'manual' });
    }
  });
});
