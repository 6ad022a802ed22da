import { spawn } from 'node:child_process';
import pg from 'pg';
import type { Journal } from './journal';

// After the run: the operator scripts, then every acknowledged operation looked up in the database itself.

export interface CliResult {
  name: string;
  code: number | null;
  output: string;
}

export function runCli(options: {
  repoRoot: string;
  script: string;
  env: Record<string, string>;
  args?: string[];
}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/api/src/cli/${options.script}`, ...(options.args ?? [])],
      {
        cwd: options.repoRoot,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ name: options.script, code, output: output.trim() });
    });
  });
}

export interface DatabaseFindings {
  /** Acknowledged operations whose effect is not in the database. */
  lost: string[];
  /** Acknowledged operations found more than once, and incomes paid twice. */
  duplicated: string[];
  negative: string[];
  /** Acknowledged operations whose row is there but says something else than what was acknowledged. */
  mismatched: string[];
  counts: Record<string, number>;
  /** Client addresses the API counted per-address limits under: the members' X-Forwarded-For when it trusts them. */
  clientAddresses: string[];
}

export type Row = Record<string, string | number | null>;
/** A query on the database under test: PostgreSQL through pg, or the embedded one opened by the harness. */
export type Query = (text: string, values?: unknown[]) => Promise<Row[]>;

/** Runs `work` on a connection of its own to the PostgreSQL at `url`. */
export async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text, values = []) => (await client.query<Row>(text, values)).rows);
  } finally {
    await client.end();
  }
}

export function verifyDatabase(url: string, journal: Journal): Promise<DatabaseFindings> {
  return withPostgres(url, (query) => verifyWith(query, journal));
}

export async function verifyWith(query: Query, journal: Journal): Promise<DatabaseFindings> {
  const findings: DatabaseFindings = {
    lost: [],
    duplicated: [],
    negative: [],
    mismatched: [],
    counts: {},
    clientAddresses: [],
  };
  const acks = journal.acknowledged;
  // Sign-ups: one member per acknowledged e-mail.
  const signups = acks.flatMap((ack) => (ack.kind === 'signup' ? [ack.email] : []));
  const members = new Map(
    (await query('select email, count(*)::int as n from users where email = any($1) group by email', [signups])).map(
      (row) => [row.email, Number(row.n)],
    ),
  );
  for (const email of signups) judge(findings, `signup ${email}`, members.get(email) ?? 0);

  // Deposits by their hash (stored lower-cased), with the id the API answered.
  const deposits = acks.flatMap((ack) => (ack.kind === 'deposit' ? [ack] : []));
  const depositRows = await query(
    `select d.id, d.tx_hash, u.email, d.status, d.reason, d.credited_micros::text as credited,
            (select count(*)::int from journal_entries e where e.idempotency_key = 'deposit:' || d.id) as entries
     from deposits d join users u on u.id = d.user_id where d.tx_hash = any($1)`,
    [deposits.map((ack) => ack.hash.toLowerCase())],
  );
  for (const ack of deposits) {
    const rows = depositRows.filter((row) => row.tx_hash === ack.hash.toLowerCase());
    judge(findings, `deposit ${ack.hash}`, rows.length);
    const row = rows[0];
    if (row && (row.id !== ack.id || row.email !== ack.email)) {
      findings.mismatched.push(
        `deposit ${ack.hash}: answered ${ack.id} for ${ack.email}, stored ${row.id} for ${row.email}`,
      );
    }
    // A real transfer is credited by the API alone, with what moved on chain, by exactly one ledger entry.
    if (row && ack.chainUsdt !== undefined) {
      judge(findings, `credit of chain deposit ${ack.id}`, Number(row.entries));
      const expected = String(BigInt(Math.round(ack.chainUsdt * 1_000_000)));
      if (row.status !== 'success' || row.credited !== expected) {
        findings.mismatched.push(
          `chain deposit ${ack.id} (${ack.hash}, ${ack.chainUsdt} USDT on chain): ${row.status}, credited ${row.credited} micro-USDT${row.reason ? `, reason: ${row.reason}` : ''}`,
        );
      }
    }
  }

  // Approvals: the deposit credited, by exactly one ledger entry.
  const approvals = acks.flatMap((ack) => (ack.kind === 'approve' ? [ack.depositId] : []));
  const approved = new Map(
    (
      await query(
        `select d.id, d.status, (select count(*)::int from journal_entries e where e.idempotency_key = 'deposit:' || d.id) as entries
         from deposits d where d.id = any($1::uuid[])`,
        [approvals],
      )
    ).map((row) => [row.id, row]),
  );
  for (const id of approvals) {
    const row = approved.get(id);
    judge(findings, `approval of deposit ${id}`, Number(row?.entries ?? 0));
    if (row && row.status !== 'success') findings.mismatched.push(`approval of deposit ${id}: status ${row.status}`);
  }

  // Purchases: the order, of the member who bought it, with its one debit.
  const purchases = acks.flatMap((ack) => (ack.kind === 'purchase' ? [ack] : []));
  const orders = new Map(
    (
      await query(
        `select o.id, u.email, (select count(*)::int from journal_entries e where e.idempotency_key = 'purchase:' || o.id) as entries
         from orders o join users u on u.id = o.user_id where o.id = any($1::uuid[])`,
        [purchases.map((ack) => ack.orderId)],
      )
    ).map((row) => [row.id, row]),
  );
  for (const ack of purchases) {
    const row = orders.get(ack.orderId);
    judge(findings, `purchase ${ack.orderId}`, Number(row?.entries ?? 0));
    if (row && row.email !== ack.email) findings.mismatched.push(`order ${ack.orderId} belongs to ${row.email}`);
  }

  // Claims: at least as many trading incomes that day as the acknowledged claims paid orders.
  const claimed = new Map<string, { email: string; day: string; paid: number }>();
  for (const ack of acks) {
    if (ack.kind !== 'claim') continue;
    const key = `${ack.email} ${ack.day}`;
    const entry = claimed.get(key) ?? { email: ack.email, day: ack.day, paid: 0 };
    entry.paid += ack.paidOrders;
    claimed.set(key, entry);
  }
  const trading = new Map(
    (
      await query(
        `select u.email || ' ' || i.day as key, count(*)::int as n from incomes i join users u on u.id = i.user_id
         where i.kind = 'trading' and u.email = any($1) group by u.email, i.day`,
        [[...new Set([...claimed.values()].map((entry) => entry.email))]],
      )
    ).map((row) => [row.key, Number(row.n)]),
  );
  for (const [key, entry] of claimed) {
    const found = trading.get(key) ?? 0;
    if (found < entry.paid) findings.lost.push(`claims ${key}: ${entry.paid} order(s) acknowledged, ${found} paid`);
  }

  // Withdrawals: verified (money held by one entry); a capital one closed its order.
  const verified = acks.flatMap((ack) => (ack.kind === 'withdrawal' ? [ack] : []));
  const reviews = acks.flatMap((ack) => (ack.kind === 'pay' || ack.kind === 'reject' ? [ack] : []));
  const withdrawalRows = new Map(
    (
      await query(
        `select w.id, w.status, w.payout_tx_hash, u.email, o.status as order_status,
                (select count(*)::int from journal_entries e where e.idempotency_key = 'withdrawal:hold:' || w.id) as holds,
                (select count(*)::int from journal_entries e where e.idempotency_key = 'withdrawal:payout:' || w.id) as payouts,
                (select count(*)::int from journal_entries e where e.idempotency_key = 'withdrawal:return:' || w.id) as returns
         from withdrawals w join users u on u.id = w.user_id left join orders o on o.id = w.order_id
         where w.id = any($1::uuid[])`,
        [[...verified.map((ack) => ack.id), ...reviews.map((ack) => ack.withdrawalId)]],
      )
    ).map((row) => [row.id, row]),
  );
  for (const ack of verified) {
    const row = withdrawalRows.get(ack.id);
    judge(findings, `withdrawal ${ack.id}`, Number(row?.holds ?? 0));
    if (!row) continue;
    if (row.status === 'unverified' || row.email !== ack.email) {
      findings.mismatched.push(`withdrawal ${ack.id}: ${row.status} for ${row.email}`);
    }
    if (ack.capitalOrderId && row.order_status !== 'withdrawn') {
      findings.mismatched.push(`capital withdrawal ${ack.id}: order ${ack.capitalOrderId} is ${row.order_status}`);
    }
  }
  for (const ack of reviews) {
    const row = withdrawalRows.get(ack.withdrawalId);
    const entries = ack.kind === 'pay' ? row?.payouts : row?.returns;
    judge(findings, `${ack.kind} of withdrawal ${ack.withdrawalId}`, Number(entries ?? 0));
    const status = ack.kind === 'pay' ? 'success' : 'reject';
    if (row && row.status !== status) findings.mismatched.push(`${ack.kind} ${ack.withdrawalId}: status ${row.status}`);
    if (row && ack.kind === 'pay' && row.payout_tx_hash !== ack.hash.toLowerCase()) {
      findings.mismatched.push(`pay ${ack.withdrawalId}: payout hash ${row.payout_tx_hash}, answered ${ack.hash}`);
    }
  }

  // Transfers: completed, of the member who sent it, by exactly one ledger entry.
  const sent = acks.flatMap((ack) => (ack.kind === 'transfer' ? [ack] : []));
  const transferRows = new Map(
    (
      await query(
        `select t.id, t.status, u.email,
                (select count(*)::int from journal_entries e where e.idempotency_key = 'transfer:' || t.id) as entries
         from transfers t join users u on u.id = t.sender_id where t.id = any($1::uuid[])`,
        [sent.map((ack) => ack.id)],
      )
    ).map((row) => [row.id, row]),
  );
  for (const ack of sent) {
    const row = transferRows.get(ack.id);
    judge(findings, `transfer ${ack.id}`, Number(row?.entries ?? 0));
    if (row && (row.status !== 'success' || row.email !== ack.email)) {
      findings.mismatched.push(`transfer ${ack.id}: ${row.status} from ${row.email}`);
    }
  }

  // Paid twice, whatever was acknowledged: each income once per its business event.
  const twice = await query(
    `select 'trading ' || order_id || ' ' || day as what, count(*)::int as n from incomes where kind = 'trading'
       group by order_id, day having count(*) > 1
     union all
     select 'level ' || order_id || ' ' || day || ' depth ' || level, count(*)::int from incomes where kind = 'level'
       group by order_id, day, level having count(*) > 1
     union all
     select 'direct ' || order_id, count(*)::int from incomes where kind = 'direct' group by order_id having count(*) > 1
     union all
     select 'reward ' || user_id || ' ' || split_part(idempotency_key, ':', 3), count(*)::int from incomes
       where kind = 'reward' group by user_id, split_part(idempotency_key, ':', 3) having count(*) > 1
     union all
     select 'order ' || o.id || ' paid ' || o.paid_days || ' day(s) but has ' || count(i.id) || ' trading income(s)', count(i.id)::int
       from orders o left join incomes i on i.order_id = o.id and i.kind = 'trading'
       group by o.id having o.paid_days <> count(i.id)
     union all
     select 'ledger entry ' || idempotency_key, count(*)::int from journal_entries
       group by idempotency_key having count(*) > 1
     union all
     select 'income ' || idempotency_key, count(*)::int from incomes group by idempotency_key having count(*) > 1       union all
     select 'deposit hash ' || lower(tx_hash), count(*)::int from deposits group by lower(tx_hash) having count(*) > 1
     union all
     select 'capital of order ' || order_id, count(*)::int from withdrawals
       where kind = 'capital' and status <> 'unverified' and status <> 'reject' group by order_id having count(*) > 1`,
  );
  for (const row of twice) findings.duplicated.push(`${row.what} (${row.n}x)`);

  const negative = await query(
    `select a.kind, u.email, a.balance_micros::text as balance from accounts a join users u on u.id = a.owner_id
     where a.balance_micros < 0`,
  );
  for (const row of negative) findings.negative.push(`${row.email} ${row.kind} ${row.balance}`);

  findings.clientAddresses = (
    await query(`select distinct split_part(key, ':ip:', 2) as address from rate_limits where key like '%:ip:%'`)
  ).map((row) => String(row.address));

  const [counts] = await query(
    `select (select count(*)::int from users) as users, (select count(*)::int from deposits) as deposits,
            (select count(*)::int from orders) as orders, (select count(*)::int from incomes) as incomes,
            (select count(*)::int from withdrawals where status <> 'unverified') as withdrawals,
            (select count(*)::int from journal_entries) as entries`,
  );
  findings.counts = Object.fromEntries(Object.entries(counts ?? {}).map(([key, value]) => [key, Number(value)]));
  return findings;
}

function judge(findings: DatabaseFindings, what: string, found: number) {
  if (found === 0) findings.lost.push(what);
  else if (found > 1) findings.duplicated.push(`${what} (${found}x)`);
}

/** A USDT Transfer log from the hot wallet, as the chain holds it. */
export interface ChainTransfer {
  txHash: string;
  to: string;
  value: bigint;
}

export interface PayoutFindings {
  /** Each a reason the run fails. */
  problems: string[];
  /** Payouts by state. */
  states: Record<string, number>;
  /** Acknowledged withdrawals: paid by the engine, rejected by the operator. */
  withdrawals: { acknowledged: number; paid: number; rejected: number };
  /** What the platform recorded paid: confirmed payouts, and withdrawals paid, with their sums in micro-USDT. */
  confirmed: { count: number; micros: bigint };
  withdrawalsPaid: { count: number; micros: bigint };
  /** What the chain says the hot wallet sent, in micro-USDT. */
  onChain: { count: number; micros: bigint };
  /** Why the engine last waited, per wallet. */
  wallets: string[];
}

const UNITS_PER_MICRO = 10n ** 12n;

/**
 * Automatic payouts against the chain: every acknowledged withdrawal rejected by the operator or paid once by a
 * confirmed payout, each confirmed payout one Transfer from the hot wallet with its amount to its recipient in its
 * mined transaction, and no Transfer from the hot wallet in any other transaction.
 */
export async function verifyPayouts(
  query: Query,
  journal: Journal,
  options: { transfers: ChainTransfer[]; since: Date },
): Promise<PayoutFindings> {
  const { transfers } = options;
  const problems: string[] = [];
  const payouts = await query(
    `select p.id, p.withdrawal_id, p.state, lower(p.recipient) as recipient, p.net_micros::text as net, p.mined_hash,
            p.reason, p.nonce::text as nonce, w.status as withdrawal_status, w.payout_tx_hash,
            lower(w.address) as address, w.net_micros::text as withdrawal_net,
            (w.payout_queued_at is not null)::text as taken,
            (select count(*)::int from journal_entries e where e.idempotency_key = 'withdrawal:payout:' || w.id) as entries,
            (select count(*)::int from payout_transactions t where t.payout_id = p.id and t.tx_hash = p.mined_hash) as own
     from payouts p join withdrawals w on w.id = p.withdrawal_id order by p.nonce nulls last`,
  );
  const states: Record<string, number> = {};
  for (const payout of payouts) states[String(payout.state)] = (states[String(payout.state)] ?? 0) + 1;
  const byWithdrawal = new Map(payouts.map((payout) => [String(payout.withdrawal_id), payout]));
  const logsByHash = new Map<string, ChainTransfer[]>();
  for (const transfer of transfers) {
    const hash = transfer.txHash.toLowerCase();
    logsByHash.set(hash, [...(logsByHash.get(hash) ?? []), transfer]);
  }

  // Every acknowledged withdrawal: rejected by an operator, or paid by its confirmed payout's transaction.
  const acknowledged = journal.acknowledged.flatMap((ack) => (ack.kind === 'withdrawal' ? [ack.id] : []));
  const rejects = new Set([
    ...journal.acknowledged.flatMap((ack) => (ack.kind === 'reject' ? [ack.withdrawalId] : [])),
    // A reject whose answer was lost may have won.
    ...journal.unknown.flatMap((entry) => (entry.kind === 'reject' ? [entry.detail] : [])),
  ]);
  const rows = new Map(
    (await query(`select id, status, payout_tx_hash from withdrawals where id = any($1::uuid[])`, [acknowledged])).map(
      (row) => [String(row.id), row],
    ),
  );
  const withdrawals = { acknowledged: acknowledged.length, paid: 0, rejected: 0 };
  for (const id of acknowledged) {
    const row = rows.get(id);
    const payout = byWithdrawal.get(id);
    if (!row) continue; // reported lost by verifyWith
    if (row.status === 'reject') {
      withdrawals.rejected += 1;
      if (!rejects.has(id)) problems.push(`withdrawal ${id} is rejected, but no operator rejected it`);
      if (payout) problems.push(`withdrawal ${id} was rejected, yet the engine took it (payout ${payout.state})`);
    } else if (row.status === 'success') {
      if (payout?.state !== 'confirmed' || payout.mined_hash !== row.payout_tx_hash) {
        problems.push(
          `withdrawal ${id} is paid with ${row.payout_tx_hash}, but its payout is ${payout ? `${payout.state} with ${payout.mined_hash}` : 'missing'}`,
        );
      } else {
        withdrawals.paid += 1;
      }
    } else {
      const why = payout
        ? `its payout is ${payout.state}${payout.reason ? ` (${payout.reason})` : ''}`
        : 'the engine never took it';
      problems.push(`acknowledged withdrawal ${id} is ${row.status}: ${why}`);
    }
  }

  // Every payout: settled, and when confirmed, exactly its Transfer on chain.
  const confirmed = { count: 0, micros: 0n };
  const paidHashes = new Set<string>();
  for (const payout of payouts) {
    const name = `payout ${payout.id} (withdrawal ${payout.withdrawal_id}, nonce ${payout.nonce})`;
    if (payout.state === 'failed') {
      if (payout.withdrawal_status !== 'pending' || payout.taken === 'true') {
        problems.push(
          `${name} failed (${payout.reason}), but its withdrawal is ${payout.withdrawal_status}, not back with operators`,
        );
      }
      continue;
    }
    if (payout.state !== 'confirmed') {
      problems.push(`${name} is still ${payout.state} after the drain`);
      continue;
    }
    const hash = String(payout.mined_hash).toLowerCase();
    const net = BigInt(String(payout.net));
    confirmed.count += 1;
    confirmed.micros += net;
    paidHashes.add(hash);
    if (payout.withdrawal_status !== 'success' || payout.payout_tx_hash !== payout.mined_hash) {
      problems.push(
        `${name} is confirmed in ${hash}, its withdrawal is ${payout.withdrawal_status} with ${payout.payout_tx_hash}`,
      );
    }
    if (Number(payout.own) !== 1) problems.push(`${name} was confirmed with ${hash}, a transaction it never signed`);
    if (payout.recipient !== payout.address || payout.net !== payout.withdrawal_net) {
      problems.push(
        `${name} pays ${payout.net} to ${payout.recipient}; its withdrawal asked ${payout.withdrawal_net} to ${payout.address}`,
      );
    }
    if (Number(payout.entries) !== 1) problems.push(`${name} has ${payout.entries} payout ledger entries`);
    const logs = logsByHash.get(hash) ?? [];
    const matching = logs.filter((log) => log.to === payout.recipient && log.value === net * UNITS_PER_MICRO);
    if (logs.length !== 1 || matching.length !== 1) {
      const seen = logs.map((log) => `${log.value / UNITS_PER_MICRO} micro-USDT to ${log.to}`).join(', ') || 'none';
      problems.push(
        `${name}: transaction ${hash} holds ${logs.length} Transfer(s) from the hot wallet (${seen}), expected one of ${net} micro-USDT to ${payout.recipient}`,
      );
    }
  }

  // Nothing left the hot wallet but the confirmed payouts, and the sums agree.
  const onChain = { count: transfers.length, micros: 0n };
  for (const transfer of transfers) {
    onChain.micros += transfer.value / UNITS_PER_MICRO;
    if (transfer.value % UNITS_PER_MICRO !== 0n)
      problems.push(`transfer in ${transfer.txHash} moved dust below a micro`);
  }
  for (const [hash, logs] of logsByHash) {
    if (!paidHashes.has(hash)) {
      problems.push(
        `the hot wallet sent ${logs.map((log) => `${log.value / UNITS_PER_MICRO} micro-USDT to ${log.to}`).join(', ')} in ${hash}, which is no confirmed payout`,
      );
    }
  }
  // Paid during the run: the demo seed's history was paid before the hot wallet existed.
  const [paid] = await query(
    `select count(*)::int as n, coalesce(sum(net_micros), 0)::text as micros from withdrawals
     where status = 'success' and reviewed_at >= $1`,
    [options.since.toISOString()],
  );
  const withdrawalsPaid = { count: Number(paid?.n ?? 0), micros: BigInt(String(paid?.micros ?? '0')) };
  if (onChain.count !== confirmed.count || onChain.micros !== confirmed.micros) {
    problems.push(
      `the hot wallet made ${onChain.count} Transfer(s) of ${onChain.micros} micro-USDT; the platform confirmed ${confirmed.count} payout(s) of ${confirmed.micros}`,
    );
  }
  if (withdrawalsPaid.count !== confirmed.count || withdrawalsPaid.micros !== confirmed.micros) {
    problems.push(
      `withdrawals paid: ${withdrawalsPaid.count} of ${withdrawalsPaid.micros} micro-USDT; confirmed payouts: ${confirmed.count} of ${confirmed.micros}`,
    );
  }

  const wallets = await query(`select wallet, gap_detail, waiting_reason, waiting_detail from payout_wallets`);
  for (const wallet of wallets) {
    if (wallet.gap_detail) problems.push(`hot wallet ${wallet.wallet} has a nonce gap: ${wallet.gap_detail}`);
  }
  return {
    problems,
    states,
    withdrawals,
    confirmed,
    withdrawalsPaid,
    onChain,
    wallets: wallets.map(
      (wallet) =>
        `${wallet.wallet}: ${wallet.waiting_reason ? `waiting (${wallet.waiting_reason}: ${wallet.waiting_detail})` : 'not waiting'}`,
    ),
  };
}
