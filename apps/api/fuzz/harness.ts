import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { type createMember, loginToken, operatorToken, readLatestOtp, type TestContext } from '../test/helper';
import { type FuzzRoute, routeKey } from './openapi';
import { type AuthForm, type FuzzCase, type FuzzRole, OPERATOR_FUZZ_ROLES, ROLE_FOR_ACCESS } from './requests';
import { type Pools, remember } from './values';

export type SignedRole = Exclude<FuzzRole, 'anonymous'>;
export type Account = Awaited<ReturnType<typeof createMember>>;

/** One live session per role, renewed when the run itself revokes it (a fuzzed log-out) or lets it expire. */
export class Sessions {
  readonly renewals: Record<SignedRole, number> = {
    member: 0,
    vendor: 0,
    operator: 0,
    finance: 0,
    support: 0,
    content: 0,
  };

  constructor(
    private readonly t: TestContext,
    readonly accounts: Record<SignedRole, Account>,
    private readonly tokens: Record<SignedRole, string>,
  ) {}

  token(role: FuzzRole): string | undefined {
    return role === 'anonymous' ? undefined : this.tokens[role];
  }

  async renew(role: SignedRole) {
    const account = this.accounts[role];
    for (let attempt = 1; ; attempt += 1) {
      // The run's own wrong-password tries count against these accounts; a real user would wait the window out.
      await this.t.ctx.db.execute(sql`delete from rate_limits where key like 'login%'`);
      try {
        this.tokens[role] = OPERATOR_FUZZ_ROLES.includes(role)
          ? await operatorToken(this.t, account)
          : await loginToken(this.t, account);
        this.renewals[role] += 1;
        return;
      } catch (error) {
        // A fuzzed sign-in with the operator's real password may have just mailed a code: wait out the resend pause.
        if (attempt >= 3) throw new Error(`could not renew the ${role} session: ${(error as Error).message}`);
        this.t.clock.advanceSeconds(61);
      }
    }
  }
}

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options'] as const;

interface Failure {
  route: string;
  status: number;
  cause: string;
  count: number;
  example: FuzzCase;
  authorization?: string;
  remoteAddress: string;
  response: string;
}

export interface Summary {
  sent: number;
  byStatus: Map<number, number>;
  byRole: Map<FuzzRole, number>;
  byCode: Map<string, number>;
  routes: Map<string, { sent: number; succeeded: number }>;
  serverErrors: number;
  envelopeViolations: number;
  headerViolations: number;
  successViolations: number;
}

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

// Stable wording for grouping: ids, hashes and long numbers differ between requests, the defect does not.
function normalise(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/0x[0-9a-f]{16,}/gi, '<hex>')
    .replace(/\d{6,}/g, '<n>')
    .replace(/\s+/g, ' ')
    .slice(0, 220);
}

// The database's own words sit at the end of the cause chain; the query wrapper around them carries the statement
// (kept short) and its parameters (dropped: they can be 100 KB of fuzz).
function describeLogged(args: unknown[]): string {
  const [first, second] = args;
  const found = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (!(found instanceof Error)) return typeof second === 'string' ? second : String(first);
  let inner: Error = found;
  while (inner.cause instanceof Error) inner = inner.cause;
  const code = (inner as { code?: unknown }).code;
  const statement = /^Failed query: (.{0,60})/.exec(found.message)?.[1];
  const frame = found.stack
    ?.split('\n')
    .find((line) => line.includes('/src/') && !line.includes('node_modules'))
    ?.trim()
    .replace(/^at\s+/, '')
    .replace(/\(?\/.*?\/apps\/api\//, '(');
  const message = inner.message.split('\n')[0] ?? '';
  return [
    `${inner.name}: ${message}${code ? ` [${String(code)}]` : ''}`,
    statement && inner !== found ? `in "${statement}..."` : '',
    frame ? `at ${frame}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { success, message, code } = body as Record<string, unknown>;
  return success === false && typeof message === 'string' && message.trim().length > 0 && typeof code === 'string';
}

function shapeOf(body: unknown, raw: string, contentType: string | undefined): string {
  if (body === undefined) return raw ? `non-JSON ${contentType ?? 'body'}` : 'empty body';
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `JSON ${JSON.stringify(body)?.slice(0, 40)}`;
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'string' ? ` code ${record.code}` : '';
  return `{${Object.keys(record).join(', ')}}${code}`;
}

const AUTH_FORMS: Record<AuthForm, (token: string | undefined) => string | undefined> = {
  bearer: (token) => (token ? `Bearer ${token}` : undefined),
  garbage: () => 'Bearer garbage',
  basic: (token) => `Basic ${token ?? 'dXNlcjpwYXNzd29yZA=='}`,
  lowercase: (token) => `bearer ${token ?? 'A'.repeat(43)}`,
  padded: (token) => `  Bearer   ${token ?? 'A'.repeat(43)}  `,
  long: () => `Bearer ${'A'.repeat(5000)}`,
  'unknown-token': () => `Bearer ${'Zq9'.repeat(15)}`,
};

type Sent = Record<string, unknown>;

/** Each two-step call by the path suffix of step 1: its step 2, whose mailbox has the code, and step 2's body. */
const STEP_ONES: Record<
  string,
  { next: string; mailedTo: 'sender' | 'caller'; needsId: boolean; body(sent: Sent, otp: string, id?: string): Sent }
> = {
  '/Withdrawalsrequset': {
    next: '/WithdrawalsrequsetVerify',
    mailedTo: 'caller',
    needsId: true,
    body: (sent, otp, id) => ({ address: sent.address, amount: sent.amount, otp, _id: id }),
  },
  '/packageWithdrawal': {
    next: '/packageWithdrawalVerify',
    mailedTo: 'caller',
    needsId: true,
    body: (sent, otp, id) => ({ address: sent.address, otp, _id: id }),
  },
  '/adminApi/signin': {
    next: '/adminApi/signinVerify',
    mailedTo: 'sender',
    needsId: true,
    body: (_sent, otp, id) => ({ _id: id, otp }),
  },
  // Sign-up and password reset answer no id: step 2 repeats step 1's details with the code.
  '/publicApi/otpVerifyuser': {
    next: '/publicApi/emailotpVerifyuser',
    mailedTo: 'sender',
    needsId: false,
    body: (sent, otp) => ({ ...sent, otp }),
  },
  '/publicApi/sellerOtpSend': {
    next: '/publicApi/sellerOtpVerify',
    mailedTo: 'sender',
    needsId: false,
    body: (sent, otp) => ({ ...sent, otp }),
  },
};

/** Sends cases through `inject`, checks every answer and keeps one reproduction per distinct failure. */
export class Runner {
  readonly summary: Summary = {
    sent: 0,
    byStatus: new Map(),
    byRole: new Map(),
    byCode: new Map(),
    routes: new Map(),
    serverErrors: 0,
    envelopeViolations: 0,
    headerViolations: 0,
    successViolations: 0,
  };
  /** Step 2 bodies made by a successful step 1, sent next while their code is fresh. */
  readonly followUps: { route: string; body: Record<string, unknown> }[] = [];
  /** What FUZZ_TRACE asked to see, printed in one block rather than one log entry per request. */
  readonly traced: string[] = [];
  private readonly failures = new Map<string, Failure>();
  /** What the app logged while the request in flight was handled (requests go one at a time). */
  private logged: string[] = [];
  private addressSequence = 0;

  constructor(
    private readonly t: TestContext,
    private readonly sessions: Sessions,
    private readonly pools: Pools,
    routes: FuzzRoute[],
    private readonly trace?: string,
  ) {
    for (const route of routes) this.summary.routes.set(routeKey(route), { sent: 0, succeeded: 0 });
    // The app logs a 500's real cause and answers only "internal error"; catching the log lets the report say
    // what broke instead of just where.
    const log = t.app.log as unknown as { error: (...args: unknown[]) => void };
    const original = log.error.bind(log);
    log.error = (...args: unknown[]) => {
      this.logged.push(describeLogged(args));
      original(...args);
    };
  }

  // A fresh client address per request: the per-address limits would otherwise answer 429 to nearly everything.
  private nextAddress(): string {
    const n = this.addressSequence++;
    return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
  }

  async send(fuzzCase: FuzzCase) {
    const { route, role, method } = fuzzCase;
    const token = this.sessions.token(role);
    const authorization = AUTH_FORMS[fuzzCase.auth](token);
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    if (fuzzCase.contentType !== undefined) headers['content-type'] = fuzzCase.contentType;
    const remoteAddress = this.nextAddress();
    this.logged = [];
    const response = await this.t.app.inject({
      method: method as 'GET',
      url: fuzzCase.url,
      headers,
      remoteAddress,
      ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
    });
    const logged = this.logged;
    // A fuzzed body that switched maintenance on is switched off at once: the money routes are fuzzed, not refused.
    if (route.path === routes.maintenanceSwitch.path && response.statusCode === 200) {
      await this.t.app.inject({
        method: 'POST',
        url: routes.maintenanceSwitch.path,
        headers: authorization ? { authorization } : {},
        remoteAddress,
        payload: { on: false },
      });
    }

    const status = response.statusCode;
    if (this.trace && routeKey(route).includes(this.trace)) {
      const sent = `${method} ${abbreviate(fuzzCase.url, 120)} as ${role} (${fuzzCase.note})`;
      this.traced.push(
        `${sent} ${abbreviate(textOf(fuzzCase.payload), 160)} -> ${status} ${response.body.slice(0, 200)}`,
      );
    }
    const summary = this.summary;
    summary.sent += 1;
    increment(summary.byStatus, status);
    increment(summary.byRole, role);
    const routeStats = summary.routes.get(routeKey(route));
    if (routeStats) {
      routeStats.sent += 1;
      if (status < 300 && method === route.method) routeStats.succeeded += 1;
    }

    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = undefined;
    }
    const code = (body as { code?: unknown } | undefined)?.code;
    if (status >= 400 && typeof code === 'string') increment(summary.byCode, code);

    const problems: string[] = [];
    // docs/product.md#maintenance: a money write refused while a fuzzed switch had maintenance on is the contract.
    const isMaintenance = status === 503 && code === 'MAINTENANCE' && route.moneyWrite === true;
    if (status >= 500 && !isMaintenance) {
      summary.serverErrors += 1;
      problems.push(logged.length ? `server error: ${normalise(logged[0] ?? '')}` : `server error, nothing logged`);
    }
    if (status >= 400 && method !== 'HEAD' && !isEnvelope(body)) {
      summary.envelopeViolations += 1;
      problems.push(`not the error envelope: ${shapeOf(body, response.body, response.headers['content-type'])}`);
    }
    if (status >= 400) {
      const missing = SECURITY_HEADERS.filter((header) => !response.headers[header]);
      if (missing.length) {
        summary.headerViolations += 1;
        problems.push(`without ${missing.join(', ')}`);
      }
    }
    if (status >= 200 && status < 300 && method !== 'HEAD') {
      const contentType = String(response.headers['content-type'] ?? '');
      if (route.produces && !route.produces.split(', ').some((type) => contentType.startsWith(type))) {
        summary.successViolations += 1;
        problems.push(`2xx of a ${route.produces} download answered as ${contentType || 'nothing'}`);
      } else if (!route.produces && (body as { success?: unknown })?.success !== true) {
        summary.successViolations += 1;
        problems.push('2xx without success: true');
      }
    }
    if (problems.length) {
      this.record({
        route: routeKey(route),
        status,
        cause: problems.join(' + '),
        example: fuzzCase,
        authorization: token && authorization ? authorization.replace(token, `<${role} session token>`) : authorization,
        remoteAddress,
        response: response.body.slice(0, 300),
      });
    }

    const usedOwnToken = Boolean(token) && (fuzzCase.auth === 'bearer' || fuzzCase.auth === 'padded');
    if (role !== 'anonymous' && usedOwnToken && token === this.sessions.token(role)) {
      const loggedOut = route.path.endsWith('/logout') && status < 300 && method === 'POST';
      if (status === 401 || loggedOut) await this.sessions.renew(role);
    }
    if (status < 300 && method === route.method) await this.harvest(fuzzCase, body);
  }

  private record(failure: Omit<Failure, 'count'>) {
    const key = `${failure.route} | ${failure.status} | ${failure.cause}`;
    const known = this.failures.get(key);
    if (known) known.count += 1;
    else this.failures.set(key, { ...failure, count: 1 });
  }

  /** Successful answers feed the pools, so later requests name records that exist and finish two-step calls. */
  private async harvest(fuzzCase: FuzzCase, body: unknown) {
    const { route } = fuzzCase;
    const data = (body as { data?: { _id?: unknown } } | undefined)?.data;
    const id = typeof data?._id === 'string' ? data._id : undefined;
    const sent = (fuzzCase.body && typeof fuzzCase.body === 'object' ? fuzzCase.body : {}) as Record<string, unknown>;
    const path = route.path;
    if (path.endsWith('/addfund') && id) {
      remember(this.pools.deposit, id);
      if (typeof sent.transaction_id === 'string') remember(this.pools.usedHashes, sent.transaction_id.trim(), 10);
    }
    if (path.endsWith('/purchasePackage') && id) remember(this.pools.order, id);
    if (path.startsWith('/adminApi/packages') && id) {
      remember(this.pools.package, id);
      const price = (data as { price?: unknown }).price;
      if (typeof price === 'number') this.pools.prices.set(id, price);
    }
    // A settings change kept for a second owner: its id, for the calls that approve or reject one.
    const pendingChange = (body as { pendingChange?: { _id?: unknown } } | undefined)?.pendingChange;
    if (path === '/adminApi/settings' && typeof pendingChange?._id === 'string') {
      remember(this.pools.settingChange, pendingChange._id);
    }
    if (path.endsWith('/emailotpVerifyuser') && typeof sent.email === 'string') {
      remember(this.pools.emails, sent.email.trim().toLowerCase(), 20);
    }

    const suffix = Object.keys(STEP_ONES).find((candidate) => path.endsWith(candidate));
    const step = suffix ? STEP_ONES[suffix] : undefined;
    if (!suffix || !step) return;
    if (id) remember(suffix === '/adminApi/signin' ? this.pools.signin : this.pools.withdrawal, id);
    const owner = ROLE_FOR_ACCESS[route.access];
    const to =
      step.mailedTo === 'sender'
        ? String(sent.email ?? '')
            .trim()
            .toLowerCase()
        : owner !== 'anonymous'
          ? this.sessions.accounts[owner].email
          : '';
    // A finished reset (or a step 2 with another password) would lock the run out of its own accounts.
    const isSessionAccount = Object.values(this.sessions.accounts).some((account) => account.email === to);
    if (suffix === '/publicApi/sellerOtpSend' && isSessionAccount) return;
    if (step.needsId && !id) return;
    const otp = await readLatestOtp(this.t, to).catch(() => undefined);
    if (!otp) return;
    const second = path.slice(0, path.length - suffix.length) + step.next;
    const next = step.body(sent, otp, id);
    const flows = this.pools.flows.get(`POST ${second}`) ?? [];
    remember(flows, next, 10);
    this.pools.flows.set(`POST ${second}`, flows);
    this.followUps.push({ route: `POST ${second}`, body: next });
  }

  failureCount(): number {
    return this.failures.size;
  }

  /** Distinct failures, grouped by cause and status, then one reproducing request per route. */
  failureReport(seed: number): string {
    const byCause = new Map<string, Failure[]>();
    for (const failure of this.failures.values()) {
      const key = `${failure.status} ${failure.cause}`;
      byCause.set(key, [...(byCause.get(key) ?? []), failure]);
    }
    const lines = [`${this.failures.size} distinct failures (route, status, cause); seed ${seed}:`];
    for (const [cause, failures] of [...byCause.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const total = failures.reduce((sum, failure) => sum + failure.count, 0);
      lines.push('', `[${cause}] ${total} requests on ${failures.length} routes`);
      for (const failure of failures.sort((a, b) => a.route.localeCompare(b.route))) {
        lines.push(`  ${failure.route}  x${failure.count}`, ...reproduction(failure).map((line) => `      ${line}`));
      }
    }
    return lines.join('\n');
  }
}

/** A payload as text for a report: a form's bytes one character each. */
const textOf = (payload: string | Buffer | undefined) =>
  typeof payload === 'string' ? payload : (payload?.toString('latin1') ?? '');

function abbreviate(text: string, limit = 240): string {
  if (text.length <= limit) return JSON.stringify(text);
  const head = text.slice(0, limit);
  return `${JSON.stringify(head)}... (${text.length} chars; ${summariseRuns(text)})`;
}

// A 100 KB body is unreadable in a report; naming its long runs ("A" x 102400) keeps it reproducible.
function summariseRuns(text: string): string {
  const runs = [...text.matchAll(/(.)\1{63,}/gsu)].map(
    (match) => `${JSON.stringify(match[1])} x${match[0].length / (match[1]?.length ?? 1)}`,
  );
  return runs.length ? `runs ${runs.slice(0, 3).join(', ')}` : 'no long runs';
}

function reproduction(failure: Failure): string[] {
  const example = failure.example;
  const lines = [
    `${example.method} ${abbreviate(example.url, 300)} as ${example.role} (${example.note})`,
    `remoteAddress ${failure.remoteAddress}${failure.authorization ? `, authorization ${abbreviate(failure.authorization, 60)}` : ''}`,
  ];
  if (example.contentType !== undefined) lines.push(`content-type ${JSON.stringify(example.contentType)}`);
  if (example.payload !== undefined) lines.push(`payload ${abbreviate(textOf(example.payload))}`);
  lines.push(`answer ${failure.status} ${failure.response || '(empty)'}`);
  return lines;
}

export function formatSummary(
  summary: Summary,
  extra: { seed: number; mode: string; seconds: number; renewals: Record<SignedRole, number> },
): string {
  const list = <K>(map: Map<K, number>) =>
    [...map.entries()]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
  const routes = [...summary.routes.values()];
  const covered = routes.filter((route) => route.sent > 0).length;
  const succeeded = routes.filter((route) => route.succeeded > 0).length;
  const unsucceeded = [...summary.routes.entries()].filter(([, route]) => route.succeeded === 0).map(([key]) => key);
  return [
    `API fuzz (${extra.mode}, seed ${extra.seed}): ${summary.sent} requests in ${extra.seconds.toFixed(1)} s`,
    `  by status: ${list(summary.byStatus)}`,
    `  by role: ${list(summary.byRole)}`,
    `  error codes: ${list(summary.byCode)}`,
    `  routes covered: ${covered}/${routes.length}; with a 2xx answer: ${succeeded}/${routes.length}`,
    ...(unsucceeded.length ? [`  never a 2xx: ${unsucceeded.join(', ')}`] : []),
    `  sessions renewed: ${Object.entries(extra.renewals)
      .map(([role, count]) => `${role} ${count}`)
      .join(', ')}`,
    `  5xx: ${summary.serverErrors} (must be 0)`,
    `  envelope violations: ${summary.envelopeViolations} (must be 0)`,
    `  4xx/5xx without security headers: ${summary.headerViolations} (must be 0)`,
    `  2xx without success: true: ${summary.successViolations} (must be 0)`,
  ].join('\n');
}
