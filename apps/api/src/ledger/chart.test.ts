import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_INCOME_KINDS, ENTRY_KINDS } from '@app/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestContext } from '../../test/helper';
import type { BalanceAdjustmentRecord, OrderRecord, TransferRecord, WithdrawalRecord } from '../db/schema';
import { accounts } from '../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from './accounts';
import {
  balanceAdjustment,
  balanceGivenUp,
  companyFunding,
  depositCredit,
  incomePayment,
  type Movement,
  memberTransfer,
  packagePurchase,
  withdrawalHold,
} from './movements';

// ARCHITECTURE.md's chart of money movements is this test's output (docs/decisions/022-chart-of-movements.md): each
// builder of ledger/movements.ts is run on a real database, its lines named by the accounts they move, and who calls
// it read from the source. A movement added, changed or called from elsewhere fails here until the page says so.

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ARCHITECTURE = path.join(SRC, '..', '..', '..', 'ARCHITECTURE.md');
const START = '<!-- chart of movements: written by apps/api/src/ledger/chart.test.ts -->';
const END = '<!-- end of the chart of movements -->';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each builder with its call as the source writes it, run on records made up for a member and a second one. */
async function builtMovements(): Promise<{ builder: string; movements: Movement[] }[]> {
  const db = t.ctx.db;
  const member = await createMember(t);
  const other = await createMember(t);
  const now = t.clock.now();
  const id = randomUUID();
  const withdrawal = (kind: WithdrawalRecord['kind']) =>
    ({
      id,
      userId: member.id,
      kind,
      orderId: null,
      amountMicros: 10n,
      netMicros: 9n,
      chargeMicros: 1n,
    }) as WithdrawalRecord;
  const order = { id, userId: member.id, packageId: id, priceMicros: 100n, handlingFeeMicros: 1n, createdAt: now };
  const depositWalletId = await memberAccountId(db, { userId: member.id, wallet: MEMBER_WALLET.deposit });
  const incomeWalletId = await memberAccountId(db, { userId: member.id, wallet: MEMBER_WALLET.income });
  const poolId = await platformAccountId(db, PLATFORM_ACCOUNT.incomesPaid);
  const givenUpId = await platformAccountId(db, PLATFORM_ACCOUNT.balancesGivenUp);
  return [
    {
      builder: 'depositCredit',
      movements: [await depositCredit(db, { depositId: id, userId: member.id, txHash: '0x', amountMicros: 1n, now })],
    },
    {
      builder: 'packagePurchase',
      movements: await packagePurchase(db, { order: order as OrderRecord, depositWalletId }),
    },
    {
      builder: 'incomePayment',
      movements: ENGINE_INCOME_KINDS.map((kind) =>
        incomePayment({
          kind,
          idempotencyKey: `${kind}:${id}`,
          amountMicros: 1n,
          poolId,
          incomeWalletId,
          memo: {},
          now,
        }),
      ),
    },
    {
      builder: 'withdrawalHold.open',
      movements: [
        await withdrawalHold.open(db, { withdrawal: withdrawal('income'), now }),
        await withdrawalHold.open(db, { withdrawal: withdrawal('capital'), now }),
        await withdrawalHold.open(db, { withdrawal: withdrawal('refund'), now }),
      ],
    },
    {
      builder: 'withdrawalHold.post',
      movements: [await withdrawalHold.post(db, { withdrawal: withdrawal('income'), now })],
    },
    {
      builder: 'withdrawalHold.void',
      movements: [
        await withdrawalHold.void(db, { withdrawal: withdrawal('income'), now }),
        await withdrawalHold.void(db, { withdrawal: withdrawal('refund'), now }),
      ],
    },
    {
      builder: 'memberTransfer',
      movements: [
        await memberTransfer(db, {
          transfer: { id, senderId: member.id, receiverId: other.id, amountMicros: 1n } as TransferRecord,
          senderUid: 'A',
          receiverUid: 'B',
          now,
        }),
      ],
    },
    {
      builder: 'balanceAdjustment',
      movements: [
        await balanceAdjustment(db, {
          adjustment: { id, userId: member.id, wallet: 'deposit', amountMicros: 1n } as BalanceAdjustmentRecord,
          now,
        }),
      ],
    },
    {
      builder: 'companyFunding',
      movements: [
        await companyFunding(db, { fundingId: id, amountMicros: 1n, reference: 'chart', operatorId: null, now }),
      ],
    },
    {
      builder: 'balanceGivenUp',
      movements: (['deposit', 'income'] as const).map((wallet) =>
        balanceGivenUp({
          userId: member.id,
          wallet,
          walletId: wallet === 'deposit' ? depositWalletId : incomeWalletId,
          givenUpAccountId: givenUpId,
          amountMicros: 1n,
          now,
        }),
      ),
    },
  ];
}

/** An account's name in the chart: a member's wallet, or the platform account's kind. */
async function accountNames(ids: string[]): Promise<Map<string, string>> {
  const rows = await t.ctx.db.select().from(accounts).where(inArray(accounts.id, ids));
  return new Map(
    rows.map((row) => [row.id, row.ownerId ? `member's ${row.kind.replace('member:', '')} wallet` : row.kind]),
  );
}

/** The source files outside the ledger, tests left out, with their text, by their path under src/. */
function sourcesOutsideLedger(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The schema declares the columns lines are written to.
        if (full !== path.join(SRC, 'ledger') && full !== path.join(SRC, 'db', 'schema')) walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        files.set(path.relative(SRC, full), readFileSync(full, 'utf8'));
      }
    }
  };
  walk(SRC);
  return files;
}
const sources = sourcesOutsideLedger();

/** The files that call `builder`. */
function callersOf(builder: string): string[] {
  const pattern = new RegExp(`\\b${builder.replace('.', '\\.')}\\(`);
  return [...sources]
    .filter(([, text]) => pattern.test(text))
    .map(([file]) => file)
    .sort();
}

async function chartRows(): Promise<string[]> {
  const built = await builtMovements();
  const ids = built.flatMap(({ movements }) => movements.flatMap((m) => m.lines.map((line) => line.accountId)));
  const names = await accountNames(ids);
  const rows: string[] = [];
  for (const { builder, movements } of built) {
    const callers = callersOf(builder)
      .map((file) => `\`${file}\``)
      .join(', ');
    for (const movement of movements) {
      const side = (sign: 1n | -1n) =>
        movement.lines
          .filter((line) => (line.amountMicros > 0n ? 1n : -1n) === sign)
          .map((line) => names.get(line.accountId) ?? '?')
          .join(' + ');
      rows.push(`| \`${movement.kind}\` | \`${builder}\` | ${side(-1n)} | ${side(1n)} | ${callers} |`);
    }
  }
  return rows;
}

function writeChart(rows: string[]) {
  const page = readFileSync(ARCHITECTURE, 'utf8');
  const header = '| kind | builder | from | to | called by |\n| --- | --- | --- | --- | --- |';
  const start = page.indexOf(START) + START.length;
  writeFileSync(
    ARCHITECTURE,
    `${page.slice(0, start)}\n${header}\n${rows.join('\n')}\n${page.slice(page.indexOf(END))}`,
  );
}

function documentedRows(): string[] {
  const page = readFileSync(ARCHITECTURE, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) return [];
  return page
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}

describe("ARCHITECTURE.md's chart of money movements", () => {
  it('lists every movement the ledger builds: its kind, builder, the accounts it takes from and gives to, and its callers', async () => {
    const rows = await chartRows();
    // WRITE_CHART=1 writes them into ARCHITECTURE.md; otherwise a failure prints the rows the page should have.
    if (process.env.WRITE_CHART) writeChart(rows);
    expect(documentedRows().join('\n')).toBe(rows.join('\n'));
  });

  it('is the only place lines are built: no module outside the ledger writes an account and an amount together', () => {
    const building = [...sources]
      .filter(([, text]) => /\bPost(Options|ingLine)\b|accountId: [^}]*amountMicros/.test(text))
      .map(([file]) => file);
    expect(building).toEqual([]);
  });

  it('is written by one call: no module builds, runs or reads a money statement of its own', () => {
    const assembling = [...sources]
      .filter(([, text]) => /from '[./]*\/ledger\/entry-writes'|money-statement'/.test(text))
      .map(([file]) => file);
    expect(assembling).toEqual([]);
  });

  it("is the only place that names a statement's ledger CTEs: modules use the money event's names", () => {
    const naming = [...sources]
      .filter(([, text]) => /\b(gate as \(|from (gate|written)\b|join written\b)/.test(text))
      .map(([file]) => file);
    expect(naming).toEqual([]);
  });

  it('covers every kind of the closed list', async () => {
    const kinds = new Set(documentedRows().map((row) => row.split('`')[1]));
    expect([...kinds].sort()).toEqual([...ENTRY_KINDS].sort());
  });
});
