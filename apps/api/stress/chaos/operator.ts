import { MSG, pathWith, routes } from '@app/contract';
import type { ChainSettings } from './chain';
import type { Outcome, Traffic } from './http';
import type { Journal } from './journal';
import type { PackageRef } from './member';
import { waitForCode } from './outbox';
import { randomHash, sleep } from './util';

// The demo operator: signs in with the mailed code, sets the run up, then approves deposits and pays withdrawals.
// The set-up loosens settings that guard money (docs/decisions/020-operator-roles.md), which wait for a second
// owner: the demo seed's second owner approves them. With a chain, deposits are checked on chain and withdrawals paid
// by the engine (docs/decisions/025-automatic-payouts.md): the operator only rejects one now and then.

interface OperatorAccount {
  email: string;
  password: string;
  /** The address its calls come from, and the name its calls carry in the traffic figures. */
  ip: string;
  who: string;
}

const OPERATOR: OperatorAccount = {
  email: 'admin@example.com',
  password: 'Admin@12345',
  ip: '10.250.0.1',
  who: 'operator',
};
const SECOND_OWNER: OperatorAccount = {
  email: 'admin2@example.com',
  password: 'Admin@12345',
  ip: '10.250.0.2',
  who: 'second owner',
};

export class Operator {
  private token: string | undefined;
  private signingIn: Promise<void> | undefined;
  signIns = 0;
  /** Set by a set-up with a chain: deposits credit themselves and the engine pays. */
  private automatic = false;
  /** Withdrawals the operator has looked at, in the automatic mode: each is decided on once. */
  private readonly decided = new Set<string>();
  /** Withdrawals to reject, with when: a while after they were seen, so some rejects meet the engine first. */
  private readonly rejectAt = new Map<string, number>();
  /** Rejects in the automatic mode: applied, and refused because the engine had taken or paid the withdrawal. */
  readonly rejects = { won: 0, refused: 0 };

  constructor(
    private readonly traffic: Traffic,
    private readonly journal: Journal,
    private readonly outboxDir: string,
    private readonly account: OperatorAccount = OPERATOR,
  ) {}

  private raw(method: 'GET' | 'POST', path: string, body?: unknown) {
    const { who, ip } = this.account;
    return this.traffic.call({ who, method, path, body, token: this.token, ip });
  }

  async signIn(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    this.token = undefined;
    while (Date.now() < deadline) {
      const since = Date.now();
      const { email, password } = this.account;
      const started = await this.raw('POST', routes.operatorSignin.path, { email, password });
      if (started.kind !== 'answer' || started.status !== 200) {
        // 429 is the resend cooldown after a step 1 whose answer was lost.
        await sleep(started.kind === 'answer' && started.status === 429 ? 5_000 : 1_000);
        continue;
      }
      const { _id } = started.body.data as { _id: string };
      const otp = await waitForCode({ dir: this.outboxDir, to: email, subject: 'verification code', since });
      if (!otp) continue;
      const verified = await this.raw('POST', routes.operatorVerify.path, { _id, otp });
      if (verified.kind === 'answer' && verified.status === 200) {
        this.token = String(verified.body.api_token);
        this.signIns += 1;
        return;
      }
      await sleep(1_000);
    }
    throw new Error(`${this.account.who} (${this.account.email}) could not sign in`);
  }

  /** A call with the session, signed in again when the session is refused. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Outcome> {
    let outcome = await this.raw(method, path, body);
    if (outcome.kind === 'answer' && outcome.status === 401) {
      // Calls sent side by side all find the session gone: one sign-in serves them all.
      this.signingIn ??= this.signIn().finally(() => {
        this.signingIn = undefined;
      });
      await this.signingIn;
      outcome = await this.raw(method, path, body);
    }
    return outcome;
  }

  /** Calls that must work during set-up, before any fault: 200, or 202 where `accepted` says so. */
  private async must(method: 'GET' | 'POST', path: string, body?: unknown, accepted = [200]) {
    const outcome = await this.call(method, path, body);
    if (outcome.kind !== 'answer' || !accepted.includes(outcome.status)) {
      throw new Error(`${method} ${path} failed during set-up: ${JSON.stringify(outcome)}`);
    }
    return outcome.body;
  }

  /**
   * An owner's call whose part that waits for a second owner (a control loosened, a package's terms:
   * docs/decisions/035-dual-control.md) is approved by the demo seed's second owner, signed in for that alone.
   */
  private async mustWithSecondOwner(path: string, body: unknown) {
    // Signed in before the call: it mails every operator, and a code is then read from a quiet mailbox.
    const secondOwner = new Operator(this.traffic, this.journal, this.outboxDir, SECOND_OWNER);
    await secondOwner.signIn();
    const saved = await this.must('POST', path, body, [200, 202]);
    const pending = saved.pendingChange as { _id: string } | undefined;
    if (pending) {
      await secondOwner.must('POST', pathWith(routes.adminSettingChangeApprove.path, { _id: pending._id }));
    }
    return saved;
  }

  private saveSettings(patch: Record<string, unknown>) {
    return this.mustWithSecondOwner(routes.adminSettingsUpdate.path, patch);
  }

  async setUp(runId: string, chain?: ChainSettings): Promise<{ day: PackageRef; hold: PackageRef }> {
    // Small minimums, so incomes of a few USDT can be withdrawn within the run; no new-address cool-down and no daily
    // limits (docs/decisions/011-payout-safety.md), so members withdraw and operators pay all through the run.
    await this.saveSettings({
      depositMinimum: 1,
      withdrawalMinimum: 1,
      packageWithdrawalMinimum: 1,
      newAddressHoldHours: 0,
      // One operator reviews the whole run: what it approves and pays to one member over a day stays within the four
      // eyes' limit, which the dual-control tests hold (docs/decisions/035-dual-control.md), not this run.
      payoutApprovalAbove: 1_000_000,
      operatorDailyAloneLimit: 1_000_000_000,
      // Capital bought with the run's deposits is paid by the one operator too, not as a refund.
      refundLikeDays: 0,
      withdrawalDailyLimit: 1_000_000,
      withdrawalDailyCount: 1000,
      transfersEnabled: true,
      transferMinimum: 1,
      // Deposits final at one block (the run's node mines one a second); every withdrawal of the run within what the
      // engine may pay alone.
      ...(chain
        ? {
            depositVerificationMode: 'chain',
            usdtContract: chain.usdtContract,
            depositAddress: chain.depositAddress,
            treasuryAddress: chain.treasuryAddress,
            confirmations: 1,
            payoutMode: 'automatic',
            autoPayoutMaximum: 100_000,
            autoPayoutDailyLimit: 10_000_000,
          }
        : {}),
    });
    this.automatic = chain !== undefined;
    const create = async (terms: { title: string; price: number; yield: number; maturity: number }) => {
      // A new package is a draft until a second owner approves its terms.
      const body = await this.mustWithSecondOwner(routes.adminPackageCreate.path, terms);
      return { id: (body.data as { _id: string })._id, price: terms.price };
    };
    // A one-day package pays half its price at the claim and matures, so it can be bought again at once.
    const day = await create({ title: `Chaos Day ${runId}`, price: 20, yield: 50, maturity: 1 });
    const hold = await create({ title: `Chaos Hold ${runId}`, price: 30, yield: 1, maturity: 200 });
    return { day, hold };
  }

  /**
   * The owner's maintenance switch (docs/product.md#maintenance), sent again until it is answered 200: a switch left
   * on would fail the run's drain, and a refused switch-on would leave the step proving nothing.
   */
  async switchMaintenance(on: boolean) {
    const body = on
      ? { on, message: 'Chaos run: maintenance under load', until: new Date(Date.now() + 60_000).toISOString() }
      : { on };
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const outcome = await this.call('POST', routes.maintenanceSwitch.path, body);
      if (outcome.kind === 'answer' && outcome.status === 200) return;
      await sleep(500);
    }
    throw new Error(`maintenance could not be switched ${on ? 'on' : 'off'}`);
  }

  /** One review pass: every pending deposit approved, every pending withdrawal paid (or now and then rejected). */
  async reviewOnce(): Promise<number> {
    if (this.automatic) return this.rejectNowAndThen();
    let reviewed = 0;
    const deposits = await this.call('GET', `${routes.adminDeposits.path}?status=pending`);
    if (deposits.kind === 'answer' && deposits.status === 200) {
      // A page at once, as several operators at their desks would.
      const rows = (deposits.body.data as { docs: { _id: string }[] }).docs;
      await Promise.all(
        rows.map(async (row) => {
          const approved = await this.call('POST', pathWith(routes.adminDepositApprove.path, { _id: row._id }));
          if (approved.kind === 'answer' && approved.status === 200) {
            this.journal.ack({ kind: 'approve', depositId: row._id });
            reviewed += 1;
          } else if (approved.kind !== 'answer' || approved.status >= 500) {
            this.journal.maybe('approve', 'operator', row._id);
          }
        }),
      );
    }
    const withdrawals = await this.call('GET', `${routes.adminWithdrawals.path}?status=pending`);
    if (withdrawals.kind === 'answer' && withdrawals.status === 200) {
      for (const row of (withdrawals.body.data as { docs: { _id: string }[] }).docs) {
        reviewed += 1;
        if (Math.random() < 0.15) {
          const rejected = await this.call('POST', pathWith(routes.adminWithdrawalReject.path, { _id: row._id }), {
            reason: 'Rejected by the chaos run',
          });
          if (rejected.kind === 'answer' && rejected.status === 200) {
            this.journal.ack({ kind: 'reject', withdrawalId: row._id });
          } else if (rejected.kind !== 'answer' || rejected.status >= 500) {
            this.journal.maybe('reject', 'operator', row._id);
          }
          continue;
        }
        const hash = randomHash();
        const paid = await this.call('POST', pathWith(routes.adminWithdrawalPay.path, { _id: row._id }), {
          transactionHash: hash,
        });
        if (paid.kind === 'answer' && paid.status === 200) {
          this.journal.ack({ kind: 'pay', withdrawalId: row._id, hash });
        } else if (paid.kind !== 'answer' || paid.status >= 500) {
          this.journal.maybe('pay', 'operator', row._id);
        }
      }
    }
    return reviewed;
  }

  /**
   * The automatic mode: each pending withdrawal, at first sight, marked for a reject about one time in seven, sent up
   * to 5 s later; the rest are left to the engine. A reject of one the engine took (or paid) meanwhile is refused, as
   * it must be; one that wins must never be paid.
   */
  private async rejectNowAndThen(): Promise<number> {
    // Newest first: the queue's oldest-first page would hide new requests behind ones the engine is paying.
    const withdrawals = await this.call('GET', `${routes.adminWithdrawals.path}?status=pending&order=newest`);
    if (withdrawals.kind === 'answer' && withdrawals.status === 200) {
      for (const row of (withdrawals.body.data as { docs: { _id: string }[] }).docs) {
        if (this.decided.has(row._id)) continue;
        this.decided.add(row._id);
        if (Math.random() < 0.15) this.rejectAt.set(row._id, Date.now() + Math.random() * 5_000);
      }
    }
    let reviewed = 0;
    for (const [id, at] of this.rejectAt) {
      if (at > Date.now()) continue;
      this.rejectAt.delete(id);
      reviewed += 1;
      const rejected = await this.call('POST', pathWith(routes.adminWithdrawalReject.path, { _id: id }), {
        reason: 'Rejected by the chaos run',
      });
      if (rejected.kind === 'answer' && rejected.status === 200) {
        this.journal.ack({ kind: 'reject', withdrawalId: id });
        this.rejects.won += 1;
      } else if (rejected.kind !== 'answer' || rejected.status >= 500) {
        this.journal.maybe('reject', 'operator', id);
      } else if (
        rejected.body.message === MSG.withdrawalPayingAutomatically ||
        rejected.body.message === MSG.withdrawalAlreadyReviewed
      ) {
        this.rejects.refused += 1;
      } else if (rejected.status !== 429) {
        this.journal.surprise(`operator: reject of ${id}: ${rejected.status} ${rejected.body.message ?? ''}`);
      }
    }
    return reviewed;
  }

  async run(isStopping: () => boolean) {
    while (!isStopping()) {
      try {
        const reviewed = await this.reviewOnce();
        await sleep(reviewed ? 100 : 400);
      } catch (error) {
        // A failed re-sign-in while the database is away: try again on the next pass.
        this.journal.surprise(`operator: ${(error as Error).message}`);
        await sleep(1_000);
      }
    }
  }
}
