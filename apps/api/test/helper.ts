import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MSG,
  type OperatorRole,
  type OperatorSettings,
  type PackageCategory,
  pathWith,
  ROLE,
  type Role,
  type RouteDef,
  routes,
} from '@app/contract';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { type App, buildApp } from '../src/app';
import { createChainClient } from '../src/chain/client';
import { loadPayoutSigner } from '../src/chain/payout-signer';
import { type Config, loadConfig } from '../src/config/env';
import type { AppContext } from '../src/context';
import { afterCommitSettled } from '../src/core/after-commit';
import { afterResponseSettled } from '../src/core/after-response';
import { SessionCache } from '../src/core/session-cache';
import { type OpenDatabaseOptions, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createOutboxMailer, type Mailer, readOutbox } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/passwords';
import { newReferralCode } from '../src/lib/tokens';
import { withAntiPhishingCodes } from '../src/modules/anti-phishing/anti-phishing-mailer';
import { upsertSetting } from '../src/modules/settings/settings.repository';
import { ensureSettingDefaults } from '../src/modules/settings/settings.service';
import { foldTeamCounters } from '../src/modules/team/team-fold';
import { addMemberToTeams } from '../src/modules/team/team-stats';
import { giveBackPglite, takeMigratedPglite } from './pglite-pool';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-11-21T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export interface TestContext {
  app: App;
  ctx: AppContext;
  clock: ReturnType<typeof createTestClock>;
  outboxDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: (config: Config) => Mailer;
  database?: Pick<OpenDatabaseOptions, 'applicationName' | 'timeouts'>;
  /**
   * Keep the payout safety settings' defaults (the new-address cool-down, the hold after a security change and the
   * daily withdrawal limits). Off by default: tests of other rules pay fresh addresses at once, withdraw right after
   * turning two-factor on, and withdraw more than a day's limit.
   */
  payoutSafety?: boolean;
}

/** What a test app sets unless `payoutSafety: true`: no cool-down, limits nothing in a test reaches. */
export const RELAXED_PAYOUT_SAFETY = {
  newAddressHoldHours: 0,
  securityChangeHoldHours: 0,
  withdrawalDailyLimit: 100_000_000,
  withdrawalDailyCount: 1000,
  // Tests whose subject is not dual control credit and pay with one operator all day, capital bought with a deposit
  // included (docs/decisions/046-no-way-around-the-second-person.md).
  operatorDailyAloneLimit: 1_000_000_000,
  refundLikeDays: 0,
};

/**
 * The CPU a text's Markdown may take in a test app: a quarter of the default, still several times what the largest
 * ordinary text takes, so each refusal of a text too complex to lay out (dozens in the suite) costs less.
 * test/modules/content/markdown-render-limit.test.ts holds the default itself.
 */
const TEST_MARKDOWN_RENDER_LIMIT_MS = '500';

/**
 * The real app on a real database: PGlite in memory by default (one an earlier file gave back, emptied:
 * test/pglite-pool.ts); with TEST_DATABASE_URL, a fresh PostgreSQL schema for this test file, dropped at the end.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MARKDOWN_RENDER_LIMIT_MS: TEST_MARKDOWN_RENDER_LIMIT_MS,
    ...options.env,
  });
  const url = process.env.TEST_DATABASE_URL;
  const schemaName = url ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  if (url && schemaName) await adminQuery(url, `create schema ${schemaName}`);
  const pgliteClient = url ? undefined : await takeMigratedPglite();
  const database = openDatabase({ url, schemaName, poolSize: 20, pgliteClient, ...options.database });
  await database.migrate();
  await ensureSettingDefaults(database.db);
  if (!options.payoutSafety) {
    for (const [key, value] of Object.entries(RELAXED_PAYOUT_SAFETY)) {
      await upsertSetting(database.db, { key, value, now: new Date() });
    }
  }
  const outboxDir = path.join(dataDir, 'outbox');
  // Wrapped as the server wraps its mailer: a member's anti-phishing code goes on every mail to them.
  const mailer = withAntiPhishingCodes(options.mailer?.(config) ?? createOutboxMailer({ dir: outboxDir }), database.db);
  const clock = createTestClock();
  const chain = config.CHAIN_RPC_URL ? createChainClient(config.CHAIN_RPC_URL) : null;
  const payoutSigner = await loadPayoutSigner(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    clock: clock.now,
    chain,
    payoutSigner,
    sessions: new SessionCache(),
  };
  const app = await buildApp({ ctx });
  return {
    app,
    ctx,
    clock,
    outboxDir,
    async close() {
      // Mails sent after an answer (a notice to every operator) are still being written when the last test ends.
      await afterResponseSettled();
      await app.close();
      await mailer.close();
      await database.close();
      if (pgliteClient) await giveBackPglite(pgliteClient);
      if (url && schemaName) await adminQuery(url, `drop schema ${schemaName} cascade`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type UseTestAppOptions = TestAppOptions & { expectLedgerClean?: boolean };

/**
 * One app for the tests of the file or `describe` block this is called in: started before them, closed after
 * them, and at the end the ledger must reconcile unless `expectLedgerClean: false`. The context answered is
 * usable inside hooks and tests only. Options may be a function when they depend on an earlier `beforeAll`.
 */
export function useTestApp(options: UseTestAppOptions | (() => UseTestAppOptions) = {}): TestContext {
  let current: TestContext | undefined;
  let checkLedger = true;
  const started = () => {
    if (!current) throw new Error('the test app exists only between its beforeAll and afterAll');
    return current;
  };
  beforeAll(async () => {
    const { expectLedgerClean: check = true, ...appOptions } = typeof options === 'function' ? options() : options;
    checkLedger = check;
    current = await createTestApp(appOptions);
  });
  afterAll(async () => {
    if (!current) return;
    try {
      if (checkLedger) await expectLedgerClean(current);
    } finally {
      await current.close();
      current = undefined;
    }
  });
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    get clock() {
      return started().clock;
    },
    get outboxDir() {
      return started().outboxDir;
    },
    close: () => started().close(),
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let memberSequence = 0;

const fixtureHashes = new Map<string, Promise<string>>();

/**
 * A password's hash for fixtures, worked out once per password per process: a hash costs 30-70 ms of CPU by design
 * and the suite inserts thousands of accounts. Each still signs in through the real verification.
 */
function fixtureHash(password: string): Promise<string> {
  let hashed = fixtureHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    fixtureHashes.set(password, hashed);
  }
  return hashed;
}

/** Inserts an account directly (a fixture), answering its row and the password it was given. */
export async function createMember(
  t: TestContext,
  overrides: {
    sponsorId?: string | null;
    email?: string;
    role?: Role;
    password?: string;
    fullName?: string;
    /** An operator's role: owner unless told. */
    operatorRole?: OperatorRole;
  } = {},
) {
  memberSequence += 1;
  const password = overrides.password ?? 'Secret@123';
  const role = overrides.role ?? ROLE.user;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      fullName: overrides.fullName ?? `Member ${memberSequence}`,
      email: overrides.email ?? `member${memberSequence}.${process.pid}@example.test`,
      phone: '9000000000',
      passwordHash: await fixtureHash(password),
      role,
      operatorRole: role === ROLE.admin ? (overrides.operatorRole ?? 'owner') : null,
      // An operator in its role from before any request a test makes (docs/decisions/035-dual-control.md).
      roleSince: role === ROLE.admin ? new Date(0) : null,
      referId: role === ROLE.admin ? null : newReferralCode(),
      sponsorId: overrides.sponsorId ?? null,
    })
    .returning();
  if (!row) throw new Error('member not inserted');
  if (role !== ROLE.admin) {
    await addMemberToTeams(t.ctx.db, row.id);
    await foldTeamCounters(t.ctx);
  }
  return { ...row, password };
}

/** The newest OTP mailed to `to`, read from the outbox the way a newcomer would. */
/**
 * The code of the newest code mail to `to`, in any language: its subject ends with the code ("...: 123456"). Not
 * simply the newest mail: a notice sent after the response (a withdrawal to a new address) may land after the next
 * request's code, and its amount or link can hold six digits of its own.
 */
export async function readLatestOtp(t: TestContext, to: string): Promise<string> {
  await afterResponseSettled();
  for (const mail of await readOutbox({ dir: t.outboxDir, to, limit: 20 })) {
    const code = mail.subject.match(/: (\d{6})$/)?.[1];
    if (code) return code;
  }
  throw new Error(`no OTP mailed to ${to}`);
}

export async function countMails(t: TestContext, to: string): Promise<number> {
  await afterResponseSettled();
  return (await readOutbox({ dir: t.outboxDir, to, limit: 1000 })).length;
}

/** The fields a schema reads, suggested by name; any value and any extra field is sent, as tests send bad ones. */
type LooseInput<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown } & Record<string, unknown>;

type CallOptions<R extends RouteDef> = {
  body?: R extends { body: infer S extends z.ZodType } ? LooseInput<S> : Record<string, unknown>;
  query?: R extends { query: infer S extends z.ZodType } ? { [K in keyof z.input<S>]?: string | number } : never;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
} & (R extends { params: infer S extends z.ZodType }
  ? { params: { [K in keyof z.input<S>]-?: string } }
  : { params?: never });

/** What every answer carries; a refusal adds its `code`. */
type Envelope = { success: boolean; message: string; code?: string };

/** An answer of the route: the envelope, and whatever else the route's success carries, if it succeeded. */
export type Answer<R extends RouteDef> = {
  status: number;
  body: Partial<Omit<z.output<R['response']>, keyof Envelope>> & Envelope;
};

interface RawRequest {
  method: RouteDef['method'];
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

async function inject<Body>(t: TestContext, request: RawRequest): Promise<{ status: number; body: Body }> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(request.token ? { authorization: `Bearer ${request.token}` } : {}), ...request.headers },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  });
  // The uplines' counters a call queued are folded right after it; a test reads them as a member would a moment later.
  await afterCommitSettled();
  return { status: response.statusCode, body: response.json() as Body };
}

/**
 * Calls a route of the contract, so a renamed or removed route breaks the test at compile time. A POST
 * without `body` still sends a JSON `{}`: what decides the answer is then the route, not a missing body.
 */
export function call<R extends RouteDef>(
  t: TestContext,
  route: R,
  ...options: R extends { params: z.ZodType } ? [CallOptions<R>] : [CallOptions<R>?]
): Promise<Answer<R>>;
export async function call(
  t: TestContext,
  route: RouteDef,
  options: Omit<RawRequest, 'method' | 'url'> & {
    params?: Record<string, string>;
    query?: Record<string, string | number>;
  } = {},
): Promise<Answer<RouteDef>> {
  const { params, query, ...rest } = options;
  const path = pathWith(route.path, params ?? {});
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return inject<Answer<RouteDef>['body']>(t, {
    ...rest,
    method: route.method,
    url: search.size ? `${path}?${search}` : path,
    body: rest.body ?? (route.method === 'POST' ? {} : undefined),
  });
}

/** A GET of a URL outside the contract (health, the development mailbox). */
export function get(t: TestContext, url: string, token?: string) {
  return inject<Envelope & { data?: unknown }>(t, { method: 'GET', url, token });
}

/** The data of an answer that must carry some; without it the test stops on the status and message. */
export function dataOf<D>(answer: { status: number; body: { message: string; data?: D } }): D {
  if (answer.body.data === undefined) throw new Error(`no data in the answer: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

let clientSequence = 0;

/** A fresh client address, so fixtures that sign many people in do not trip the per-address log-in limit. */
export function nextClientIp(): string {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 255}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
}

/** The session token of a sign-in answer, if it carries one (with two-factor on, signinSeller answers none). */
export function apiTokenOf(body: object): string | undefined {
  const token = (body as { api_token?: unknown }).api_token;
  return typeof token === 'string' ? token : undefined;
}

export async function loginToken(t: TestContext, account: { email: string; password: string; role?: Role }) {
  const response = await call(t, routes.login, {
    body: { email: account.email, password: account.password, role_name: account.role ?? ROLE.user },
    ip: nextClientIp(),
  });
  const token = apiTokenOf(response.body);
  if (response.status !== 200 || !token) throw new Error(`login failed: ${response.body.message}`);
  return token;
}

/** Signs an operator in the way the console does (password, then the e-mailed code) and answers the token. */
export async function operatorToken(t: TestContext, operator: { email: string; password: string }) {
  const ip = nextClientIp();
  const started = await call(t, routes.operatorSignin, {
    body: { email: operator.email, password: operator.password },
    ip,
  });
  if (started.status !== 200) throw new Error(`operator sign-in failed: ${started.body.message}`);
  const { _id } = dataOf(started);
  const verified = await call(t, routes.operatorVerify, {
    body: { _id, otp: await readLatestOtp(t, operator.email) },
    ip,
  });
  if (verified.status !== 200 || !verified.body.api_token) {
    throw new Error(`operator verify failed: ${verified.body.message}`);
  }
  return verified.body.api_token;
}

/** A new operator, signed in through both steps. */
export async function newOperatorToken(t: TestContext): Promise<string> {
  return operatorToken(t, await createMember(t, { role: ROLE.admin }));
}

const secondOwners = new WeakMap<TestContext, Promise<string>>();

/**
 * Saves settings as an owner does, and where part of the change waits for a second owner (a guarded setting
 * loosened, docs/decisions/020-operator-roles.md), approves it as another owner of this test app: for tests whose
 * subject is not the approval itself. Answers the final settings answer; a refusal stops the test with its message.
 */
export async function saveSettings(
  t: TestContext,
  token: string,
  body: z.input<typeof routes.adminSettingsUpdate.body>,
) {
  const saved = await call(t, routes.adminSettingsUpdate, { body, token });
  if (saved.status === 202) {
    const change = saved.body.pendingChange;
    if (!change) throw new Error('a 202 without its pending change');
    await approveAsSecondOwner(t, change._id);
    return call(t, routes.adminSettings, { token });
  }
  if (saved.status !== 200) throw new Error(`settings not saved: ${saved.status} ${saved.body.message}`);
  return saved;
}

/**
 * Approves a change waiting for a second owner as another owner of this test app (docs/decisions/035-dual-control.md):
 * for tests whose subject is not the approval itself. A refusal stops the test with its message.
 */
export async function approveAsSecondOwner(t: TestContext, changeId: string) {
  const approve = async (fresh: boolean) => {
    let second = fresh ? undefined : secondOwners.get(t);
    if (!second) {
      second = newOperatorToken(t);
      secondOwners.set(t, second);
    }
    return call(t, routes.adminSettingChangeApprove, { params: { _id: changeId }, token: await second });
  };
  let approved = await approve(false);
  // The second owner's session ends when a test moves the clock past it: sign another one in.
  if (approved.status === 401) approved = await approve(true);
  if (approved.status !== 200) throw new Error(`change not approved: ${approved.status} ${approved.body.message}`);
  // Every operator is mailed of the request and the decision after the answers: the test reads a settled outbox.
  await afterResponseSettled();
}

type PackageRoute = typeof routes.adminPackageCreate | typeof routes.adminPackageUpdate;

/**
 * A package call as an owner makes it, and when its terms wait for a second owner, approved by another owner of this
 * test app: answers what the package is once approved. For tests whose subject is not the approval itself.
 */
export async function packageCall<R extends PackageRoute>(
  t: TestContext,
  route: R,
  ...options: R extends { params: z.ZodType } ? [CallOptions<R>] : [CallOptions<R>?]
): Promise<Answer<R>> {
  const answer = (await call(t, route as RouteDef, options[0] as CallOptions<RouteDef>)) as Answer<PackageRoute>;
  const change = answer.body.pendingChange;
  if (answer.status !== 202 || !change) return answer as Answer<R>;
  await approveAsSecondOwner(t, change._id);
  const token = (options[0] as { token?: string } | undefined)?.token;
  const listed = dataOf(await call(t, routes.adminPackages, { token }));
  const row = listed.find((each) => each._id === change.targetId);
  if (!row) throw new Error('approved package not listed');
  const { pendingChange: _waited, ...body } = answer.body;
  return { status: 200, body: { ...body, message: MSG.packageSaved, data: row } } as Answer<R>;
}

/** A member with a live session. */
export async function signedInMember(t: TestContext, overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  return {
    ...member,
    token: await loginToken(t, { email: member.email, password: member.password, role: member.role }),
  };
}

export async function expectLedgerClean(t: TestContext) {
  const { checkLedger } = await import('../src/ledger/check');
  const problems = await checkLedger(t.ctx.db);
  if (problems.length) throw new Error(`ledger does not reconcile: ${JSON.stringify(problems)}`);
}

export function randomTxHash(): string {
  return `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

const secondApprovers = new WeakMap<TestContext, Promise<string>>();

/**
 * Credits a member's deposit wallet the way production does: a deposit submitted, then approved. Above the approval
 * limit (the deposit alone, or with what the operator moved alone to the member over 24 hours) the approval waits for
 * a second operator (202, docs/decisions/020-operator-roles.md#four-eyes-on-sums), whom this test app keeps to approve
 * it, for tests whose subject is not the approval itself.
 */
export async function fundMember(t: TestContext, options: { token: string; operator: string; amount: number }) {
  const submitted = await call(t, routes.addFund.member, {
    body: { amount: options.amount, transaction_id: randomTxHash() },
    token: options.token,
  });
  if (submitted.status !== 200) throw new Error(`deposit failed: ${submitted.body.message}`);
  await approveDeposit(t, { depositId: dataOf(submitted)._id, operator: options.operator });
}

/**
 * Approves a deposit as `operator`; when it waits for a second operator (202, decision 020's four eyes on sums), the
 * second operator this test app keeps credits it. Answers the crediting answer; a refusal stops the test.
 */
export async function approveDeposit(t: TestContext, options: { depositId: string; operator: string }) {
  const params = { _id: options.depositId };
  let approved = await call(t, routes.adminDepositApprove, { params, token: options.operator });
  if (approved.status === 202) {
    const approve = async (fresh: boolean) => {
      let second = fresh ? undefined : secondApprovers.get(t);
      if (!second) {
        second = newOperatorToken(t);
        secondApprovers.set(t, second);
      }
      return call(t, routes.adminDepositApprove, { params, token: await second });
    };
    approved = await approve(false);
    // The second operator's session ends when a test moves the clock past it: sign another one in.
    if (approved.status === 401) approved = await approve(true);
  }
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.body.message}`);
  return approved;
}

/** Sets the operator's rank table through the settings call, as the console does. */
export async function setRankTable(t: TestContext, operator: string, rankTable: OperatorSettings['rankTable']) {
  await saveSettings(t, operator, { rankTable });
}

/** Adds a package through the operator call and answers its id. */
export async function createPackage(
  t: TestContext,
  operator: string,
  terms: {
    title: string;
    price: number;
    yield: number;
    maturity: number;
    category?: PackageCategory;
    maxPrice?: number;
    handlingFee?: number;
  },
) {
  const response = await packageCall(t, routes.adminPackageCreate, { body: terms, token: operator });
  if (response.status !== 200) throw new Error(`package not created: ${response.body.message}`);
  return dataOf(response)._id;
}

/** Waits until `check` holds, polling; throws after `timeoutMs`. For work a test starts but does not await. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
