import { MSG, routes } from '@app/contract';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { MemberChain } from './chain';
import type { Envelope, Outcome, Traffic } from './http';
import type { Journal, Kind } from './journal';
import { waitForCode } from './outbox';
import { pick, randomHash, sleep } from './util';

// One simulated member: signs up with the mailed code, then deposits, buys, claims and withdraws until told to stop.

export interface PackageRef {
  id: string;
  price: number;
}

export interface Shared {
  traffic: Traffic;
  journal: Journal;
  outboxDir: string;
  packages: { day: PackageRef; hold: PackageRef };
  /** Referral codes to sign up under: the demo root first, then every member already in. */
  referralCodes: string[];
  isStopping(): boolean;
  /**
   * The chain mode: each member has an address of its own, registered as its USDT address, deposits with real
   * transfers from it (credited by the API at once) and withdraws to it (paid by the engine).
   */
  chain?: MemberChain;
}

interface OrderRow {
  _id: string;
  package_id: string;
  status: string;
  paidToday: boolean;
}

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const PASSWORD = 'Chaos@12345';
const DEPOSIT_USDT = 50;
// Under the API's 20 withdrawal requests (and 20 mailed codes) per member and hour, which are the rules, not faults.
const MAX_WITHDRAWAL_REQUESTS = 16;

function isTransient(outcome: Outcome): boolean {
  return outcome.kind !== 'answer' || outcome.status >= 500;
}

function describe(outcome: Outcome): string {
  return outcome.kind === 'answer'
    ? `${outcome.status} ${outcome.body.code ?? ''} ${outcome.body.message ?? ''}`.trim()
    : `${outcome.kind}: ${outcome.error}`;
}

export class Member {
  readonly who: string;
  readonly email: string;
  readonly ip: string;
  token: string | undefined;
  signedUp = false;
  private lastDepositAt = 0;
  /** The deposit wallet when the last deposit was sent: a higher balance means it was credited. */
  private balanceAtDeposit: number | null = null;
  private withdrawalRequests = 0;
  private referId: string | undefined;
  /** The member's own wallet, in the chain mode. */
  private readonly account: PrivateKeyAccount | undefined;
  private addressSaved = false;

  constructor(
    index: number,
    runId: string,
    private readonly shared: Shared,
  ) {
    this.who = `member${index}`;
    this.email = `chaos.${runId}.${index}@example.test`;
    // Each member its own client address, as many people behind one load balancer would be.
    this.ip = `10.1.${(index >> 8) & 255}.${index & 255}`;
    this.account = shared.chain?.account(index);
  }

  /** Where withdrawals go: the member's own wallet in the chain mode. */
  private get withdrawalAddress(): string {
    return this.account?.address ?? ADDRESS;
  }

  /** Sends one call; a refused connection (the API restarting) reached nothing, so it is simply sent again. */
  private async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Outcome> {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.shared.traffic.call({
        who: this.who,
        method,
        path,
        body,
        token: this.token,
        ip: this.ip,
      });
      if (outcome.kind === 'answer' && outcome.status === 401 && this.token && attempt === 0) {
        if (await this.logIn()) continue;
      }
      // Maintenance refused the call before it did anything: sent again once it may be over, as Retry-After says.
      const isMaintenance = outcome.kind === 'answer' && outcome.status === 503 && outcome.body.code === 'MAINTENANCE';
      if ((outcome.kind !== 'refused' && !isMaintenance) || attempt >= 120 || this.shared.isStopping()) return outcome;
      await sleep(isMaintenance ? 1_000 : 500);
    }
  }

  private unknown(kind: Kind, outcome: Outcome, detail = '') {
    this.shared.journal.maybe(kind, this.who, `${detail} ${describe(outcome)}`.trim());
  }

  private expected(outcome: Outcome, ...allowed: string[]) {
    if (outcome.kind !== 'answer' || outcome.status < 400 || outcome.status >= 500) return;
    if (outcome.status === 429) return;
    if (!allowed.includes(outcome.body.message ?? '')) {
      this.shared.journal.surprise(`${this.who}: ${describe(outcome)}`);
    }
  }

  async run() {
    await this.signUp();
    while (this.signedUp && !this.shared.isStopping()) {
      await this.step();
      await sleep(100 + Math.random() * 300);
    }
  }

  private async signUp() {
    const referBy = pick(this.shared.referralCodes.slice(-4));
    const details = {
      fullName: `Chaos ${this.who}`,
      phone: '9876543210',
      email: this.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      referBy,
      role_name: 'User',
      acceptTerms: true,
    };
    while (!this.shared.isStopping()) {
      const since = Date.now();
      const sent = await this.send('POST', routes.signupOtp.path, details);
      if (sent.kind !== 'answer' || sent.status !== 200) {
        this.expected(sent, MSG.otpCooldown);
        await sleep(sent.kind === 'answer' && sent.status === 429 ? 5_000 : 1_000);
        continue;
      }
      const otp = await waitForCode({
        dir: this.shared.outboxDir,
        to: this.email,
        subject: 'verification code',
        since,
      });
      if (!otp) {
        // A registered address is answered as a new one and mailed how to log in instead of a code
        // (docs/product.md#accounts): an earlier attempt may have made the member.
        if (await this.logIn()) break;
        this.shared.journal.surprise(`${this.who}: no sign-up code in the outbox`);
        continue;
      }
      let lost: Outcome | undefined;
      for (let attempt = 0; attempt < 10 && !this.shared.isStopping(); attempt += 1) {
        const verified = await this.send('POST', routes.signupVerify.path, { ...details, otp });
        if (verified.kind === 'answer' && verified.status === 200) {
          this.shared.journal.ack({ kind: 'signup', email: this.email });
          lost = undefined;
          break;
        }
        // Sent again with the same code: if the lost attempt created the member, the code is spent.
        if (!isTransient(verified)) break;
        lost = verified;
        await sleep(1_000);
      }
      if (lost) this.unknown('signup', lost, this.email);
      break;
    }
    // Whatever the last answer was, a log-in tells whether the member exists.
    if (await this.logIn()) {
      this.signedUp = true;
    } else if (!this.shared.isStopping()) {
      this.shared.journal.surprise(`${this.who}: could not sign up`);
    }
  }

  private async logIn(): Promise<boolean> {
    this.token = undefined;
    for (let attempt = 0; attempt < 20 && !this.shared.isStopping(); attempt += 1) {
      const outcome = await this.send('POST', routes.login.path, {
        email: this.email,
        password: PASSWORD,
        role_name: 'User',
      });
      if (outcome.kind === 'answer' && outcome.status === 200) {
        this.token = String(outcome.body.api_token);
        const referId = (outcome.body.data as { referId?: string } | undefined)?.referId;
        this.referId = referId;
        if (referId && !this.shared.referralCodes.includes(referId)) this.shared.referralCodes.push(referId);
        return true;
      }
      if (outcome.kind === 'answer' && outcome.status < 500 && outcome.status !== 429) return false;
      await sleep(1_000);
    }
    return false;
  }

  private async step() {
    const profile = await this.send('GET', routes.profile.member.path);
    const orders = await this.send('GET', routes.activePackages.member.path);
    if (profile.kind !== 'answer' || profile.status !== 200 || orders.kind !== 'answer' || orders.status !== 200) {
      await sleep(500);
      return;
    }
    const { balance, earningbalance } = profile.body.data as { balance: number; earningbalance: number };
    const rows = orders.body.data as OrderRow[];
    const { day, hold } = this.shared.packages;
    const active = (pkg: PackageRef) => rows.find((row) => row.package_id === pkg.id && row.status === 'active');
    const activeDay = active(day);
    const activeHold = active(hold);
    const roll = Math.random();
    const mayWithdraw = this.withdrawalRequests < MAX_WITHDRAWAL_REQUESTS;
    if (mayWithdraw && earningbalance >= 2 && roll < 0.3) return this.withdrawIncome(earningbalance);
    if (mayWithdraw && earningbalance >= 2 && roll > 0.9) return this.transfer(earningbalance);
    if (mayWithdraw && activeHold && roll < 0.4) return this.withdrawCapital(activeHold._id);
    if (activeDay && !activeDay.paidToday) return this.claim();
    if (!activeDay && balance >= day.price) return this.purchase(day);
    if (!activeHold && balance >= hold.price && roll < 0.7) return this.purchase(hold);
    // One deposit at a time, like a person waiting for the last one to show: the operator reviews them one by one.
    if (
      this.balanceAtDeposit !== null &&
      (balance > this.balanceAtDeposit || Date.now() - this.lastDepositAt > 20_000)
    ) {
      this.balanceAtDeposit = null;
    }
    if (balance < day.price + hold.price && this.balanceAtDeposit === null) return this.deposit(balance);
    return this.claim();
  }

  private async deposit(balance: number) {
    const { chain } = this.shared;
    if (chain && this.account) return this.depositOnChain(balance, chain, this.account);
    const hash = randomHash();
    this.lastDepositAt = Date.now();
    this.balanceAtDeposit = balance;
    const outcome = await this.send('POST', routes.addFund.member.path, { amount: DEPOSIT_USDT, transaction_id: hash });
    if (outcome.kind === 'answer' && outcome.status === 200) {
      const { _id } = outcome.body.data as { _id: string };
      this.shared.journal.ack({ kind: 'deposit', email: this.email, id: _id, hash });
    } else if (isTransient(outcome)) {
      this.unknown('deposit', outcome, hash);
    } else {
      this.expected(outcome);
    }
  }

  /**
   * The chain mode: the member's address registered first (deposits are matched to their sender), then a real
   * transfer to the deposit address, and its hash submitted, again with the same hash while the answer is lost.
   */
  private async depositOnChain(balance: number, chain: MemberChain, account: PrivateKeyAccount) {
    if (!this.addressSaved) {
      const saved = await this.send('POST', routes.saveUsdtAddress.member.path, { address: account.address });
      if (saved.kind !== 'answer' || saved.status !== 200) {
        this.expected(saved);
        await sleep(500);
        return;
      }
      this.addressSaved = true;
    }
    this.lastDepositAt = Date.now();
    this.balanceAtDeposit = balance;
    const hash = await chain.deposit(account, DEPOSIT_USDT);
    if (!hash) return;
    let lost: Outcome | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const outcome = await this.send('POST', routes.addFund.member.path, {
        amount: DEPOSIT_USDT,
        transaction_id: hash,
      });
      if (outcome.kind === 'answer' && outcome.status === 200) {
        const { _id } = outcome.body.data as { _id: string };
        this.shared.journal.ack({ kind: 'deposit', email: this.email, id: _id, hash, chainUsdt: DEPOSIT_USDT });
        return;
      }
      // The lost attempt recorded it: the deposit is there, under an id the member was never told.
      if (lost && outcome.kind === 'answer' && outcome.body.message === MSG.depositHashUsed) break;
      if (!isTransient(outcome)) {
        this.expected(outcome);
        return;
      }
      lost = outcome;
      if (this.shared.isStopping()) break;
      await sleep(1_000);
    }
    if (lost) this.unknown('deposit', lost, hash);
  }

  private async purchase(pkg: PackageRef) {
    const outcome = await this.send('POST', routes.purchasePackage.member.path, {
      packageId: pkg.id,
      amount: pkg.price,
      payment_mode_name: 'wallet',
    });
    if (outcome.kind === 'answer' && outcome.status === 200) {
      const { _id } = outcome.body.data as { _id: string };
      this.shared.journal.ack({ kind: 'purchase', email: this.email, orderId: _id });
    } else if (isTransient(outcome)) {
      this.unknown('purchase', outcome);
    } else {
      this.expected(outcome, MSG.packageAlreadyActive, MSG.insufficientFunds);
    }
  }

  private async claim() {
    const outcome = await this.send('GET', routes.claimProfit.member.path);
    if (outcome.kind === 'answer' && outcome.status === 200) {
      const { day, paidOrders } = outcome.body.data as { day: string; paidOrders: number };
      this.shared.journal.ack({ kind: 'claim', email: this.email, day, paidOrders });
    } else if (isTransient(outcome)) {
      this.unknown('claim', outcome);
    } else {
      this.expected(outcome, MSG.profitAlreadyClaimed, MSG.profitNothingDue);
    }
  }

  /** Step 1 to another member (by UID) and its mailed code, then step 2, sent again while the answer is lost. */
  private async transfer(earning: number) {
    const receiverId = pick(this.shared.referralCodes.filter((code) => code !== this.referId));
    const amount = Math.min(3, Math.floor(earning * 50) / 100);
    const since = Date.now();
    this.withdrawalRequests += 1;
    const requested = await this.send('POST', routes.walletTransfer.member.path, { receiverId, amount });
    if (requested.kind !== 'answer' || requested.status !== 200) {
      // An unverified transfer moves nothing and expires.
      this.expected(requested, MSG.insufficientFunds);
      return;
    }
    const { _id } = requested.body.data as { _id: string };
    const otp = await waitForCode({ dir: this.shared.outboxDir, to: this.email, subject: 'transfer code', since });
    if (!otp) {
      this.shared.journal.surprise(`${this.who}: no transfer code in the outbox for ${_id}`);
      return;
    }
    let lost: Outcome | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const verified = await this.send('POST', routes.walletTransferVerify.member.path, { _id, otp });
      const body: Envelope = verified.kind === 'answer' ? verified.body : {};
      const confirmed =
        verified.kind === 'answer' &&
        (verified.status === 200 || (lost !== undefined && body.message === MSG.transferAlreadyDone));
      if (confirmed) {
        this.shared.journal.ack({ kind: 'transfer', email: this.email, id: _id });
        return;
      }
      if (!isTransient(verified)) {
        if (!lost) this.expected(verified, MSG.insufficientFunds);
        break;
      }
      lost = verified;
      if (this.shared.isStopping()) break;
      await sleep(1_000);
    }
    if (lost) this.unknown('transfer', lost, _id);
  }

  private withdrawIncome(earning: number) {
    const amount = Math.min(5, Math.floor(earning * 50) / 100);
    return this.withdraw({
      request: { path: routes.withdrawalRequest.member.path, body: { address: this.withdrawalAddress, amount } },
      verify: { path: routes.withdrawalVerify.member.path, body: { address: this.withdrawalAddress, amount } },
      capitalOrderId: null,
    });
  }

  private withdrawCapital(orderId: string) {
    return this.withdraw({
      request: {
        path: routes.packageWithdrawal.member.path,
        body: { address: this.withdrawalAddress, packageId: orderId },
      },
      verify: { path: routes.packageWithdrawalVerify.member.path, body: { address: this.withdrawalAddress } },
      capitalOrderId: orderId,
    });
  }

  /** Step 1 (the request and its mailed code), then step 2, sent again with the same code while the answer is lost. */
  private async withdraw(options: {
    request: { path: string; body: Record<string, unknown> };
    verify: { path: string; body: Record<string, unknown> };
    capitalOrderId: string | null;
  }) {
    const since = Date.now();
    this.withdrawalRequests += 1;
    const requested = await this.send('POST', options.request.path, options.request.body);
    if (requested.kind !== 'answer' || requested.status !== 200) {
      // An unverified request holds no money and expires: nothing to follow up.
      this.expected(requested, MSG.insufficientFunds, MSG.orderNotWithdrawable);
      return;
    }
    const { _id } = requested.body.data as { _id: string };
    const otp = await waitForCode({ dir: this.shared.outboxDir, to: this.email, subject: 'withdrawal code', since });
    if (!otp) {
      this.shared.journal.surprise(`${this.who}: no withdrawal code in the outbox for ${_id}`);
      return;
    }
    let lost: Outcome | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const verified = await this.send('POST', options.verify.path, { ...options.verify.body, otp, _id });
      const body: Envelope = verified.kind === 'answer' ? verified.body : {};
      // A repeat after a lost answer finds the request verified: the API says it holds the money.
      const confirmed =
        verified.kind === 'answer' &&
        (verified.status === 200 || (lost !== undefined && body.message === MSG.withdrawalAlreadyVerified));
      if (confirmed) {
        this.shared.journal.ack({
          kind: 'withdrawal',
          email: this.email,
          id: _id,
          capitalOrderId: options.capitalOrderId,
        });
        return;
      }
      if (!isTransient(verified)) {
        if (!lost) this.expected(verified, MSG.insufficientFunds, MSG.orderNotWithdrawable);
        break;
      }
      lost = verified;
      if (this.shared.isStopping()) break;
      await sleep(1_000);
    }
    if (lost) this.unknown('withdrawal', lost, _id);
  }
}
