import { type OperatorRole, ROLE } from '@app/contract';
import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { forgetSettings } from '../core/settings';
import { packages, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedCompanyFunds } from '../modules/console/company-funds.service';
import { getOverview } from '../modules/console/overview.service';
import { takeScheduledSnapshot } from '../modules/reserves/reserves.service';
import { upsertSetting } from '../modules/settings/settings.repository';
import { addMemberToTeams } from '../modules/team/team-stats';
import { demoJoinedAt, seedDemoActivity } from './demo-activity';
import { seedDemoIdentity } from './demo-identity';
import { markSeedNotificationsUnmailed } from './demo-notifications';
import { demoPackageTranslations } from './demo-package-texts';
import { seedDemoPosts } from './demo-posts';
import { seedDemoRejectionReasons } from './demo-rejection-reasons';
import { seedDemoSavedReplies } from './demo-saved-replies';

const HOUR_MS = 3_600_000;

function operatorOf(operatorRole: OperatorRole) {
  return { role: ROLE.admin, operatorRole };
}
const owner = operatorOf('owner');

/** The fixed demo a newcomer logs into; documented in the README. */
export const DEMO = {
  operator: { email: 'admin@example.com', password: 'Admin@12345', fullName: 'Platform Operator' },
  /** A second operator, for the four-eyes payouts: above the approval limit one operator approves, another pays. */
  secondOperator: { email: 'admin2@example.com', password: 'Admin@12345', fullName: 'Second Operator' },
  /** One operator of each narrower role (docs/decisions/020-operator-roles.md); the two above are owners. */
  finance: { email: 'finance@example.com', password: 'Admin@12345', fullName: 'Fiona Finance' },
  support: { email: 'support@example.com', password: 'Admin@12345', fullName: 'Sam Support' },
  content: { email: 'content@example.com', password: 'Admin@12345', fullName: 'Cora Content' },
  member: { email: 'demo@example.com', password: 'Demo@12345', fullName: 'Demo Member', referId: 'DEMO001' },
  vendor: { email: 'vendor@example.com', password: 'Vendor@12345', fullName: 'Demo Vendor', referId: 'VENDOR01' },
} as const;

// Prices in whole USDT; yields in basis points per day (50 = 0.50 % a day).
export const DEMO_PACKAGES = [
  { title: 'Starter', priceUsdt: 100n, dailyYieldBasisPoints: 50, maturityDays: 200 },
  { title: 'Silver', priceUsdt: 500n, dailyYieldBasisPoints: 60, maturityDays: 200 },
  { title: 'Gold', priceUsdt: 1_000n, dailyYieldBasisPoints: 70, maturityDays: 180 },
  { title: 'Platinum', priceUsdt: 2_500n, dailyYieldBasisPoints: 80, maturityDays: 180 },
  { title: 'Diamond', priceUsdt: 5_000n, dailyYieldBasisPoints: 100, maturityDays: 150 },
] as const;

/**
 * One package for each other /stake tab (docs/product.md#packages): an exclusive stake whose amount the member chooses
 * with a handling fee on top, a collection and a player card.
 */
export const DEMO_STAKES = [
  {
    title: 'Exclusive stake',
    category: 'exclusive',
    priceUsdt: 199n,
    maxPriceUsdt: 1_000n,
    handlingFeeBasisPoints: 100,
    dailyYieldBasisPoints: 150,
    maturityDays: 90,
  },
  {
    title: 'Genesis collection',
    category: 'collection',
    priceUsdt: 250n,
    dailyYieldBasisPoints: 90,
    maturityDays: 120,
  },
  { title: 'Striker card', category: 'player-cards', priceUsdt: 199n, dailyYieldBasisPoints: 120, maturityDays: 90 },
] as const;

/** What the company puts into the demo platform: more than the demo's week of income costs beyond its fees. */
export const DEMO_COMPANY_FUNDS_MICROS = 1_000_000_000n;

/** Seeds the demo once, on an empty database; later starts leave everything as it is. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const { db } = ctx;
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  const [operatorHash, secondOperatorHash, memberHash, vendorHash] = await Promise.all([
    hashPassword(DEMO.operator.password),
    hashPassword(DEMO.secondOperator.password),
    hashPassword(DEMO.member.password),
    hashPassword(DEMO.vendor.password),
  ]);
  // Dated as a platform would be: the operators, the packages they offer, the demo member (the root of its team),
  // then the vendor.
  const seededAt = ctx.clock();
  const joinedAt = demoJoinedAt(seededAt);
  const at = (hours: number) => new Date(joinedAt.getTime() + hours * HOUR_MS);
  const accounts = await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values([
        { ...pick(DEMO.operator), ...owner, passwordHash: operatorHash, createdAt: at(-48), roleSince: at(-48) },
        {
          ...pick(DEMO.secondOperator),
          ...owner,
          passwordHash: secondOperatorHash,
          createdAt: at(-47),
          roleSince: at(-47),
        },
        // The three share the first owner's password, as the README says, and so its hash.
        {
          ...pick(DEMO.finance),
          ...operatorOf('finance'),
          passwordHash: operatorHash,
          createdAt: at(-46),
          roleSince: at(-46),
        },
        {
          ...pick(DEMO.support),
          ...operatorOf('support'),
          passwordHash: operatorHash,
          createdAt: at(-46),
          roleSince: at(-46),
        },
        {
          ...pick(DEMO.content),
          ...operatorOf('content'),
          passwordHash: operatorHash,
          createdAt: at(-46),
          roleSince: at(-46),
        },
        {
          ...pick(DEMO.member),
          referId: DEMO.member.referId,
          passwordHash: memberHash,
          role: ROLE.user,
          phone: '9876543210',
          createdAt: joinedAt,
        },
        {
          ...pick(DEMO.vendor),
          referId: DEMO.vendor.referId,
          passwordHash: vendorHash,
          role: ROLE.vendor,
          phone: '9876500000',
          createdAt: at(1),
        },
      ])
      .returning({ id: users.id, email: users.email, role: users.role });
    for (const account of created) {
      if (account.role !== ROLE.admin) await addMemberToTeams(tx, account.id);
    }
    await tx
      .insert(packages)
      .values([
        ...DEMO_PACKAGES.map(({ priceUsdt, ...rest }) => ({
          ...rest,
          priceMicros: priceUsdt * 1_000_000n,
          translations: demoPackageTranslations(rest.title, at(-24)),
          textsChangedAt: at(-24),
          createdAt: at(-24),
        })),
        ...DEMO_STAKES.map((stake) => ({
          title: stake.title,
          category: stake.category,
          priceMicros: stake.priceUsdt * 1_000_000n,
          maxPriceMicros: 'maxPriceUsdt' in stake ? stake.maxPriceUsdt * 1_000_000n : null,
          handlingFeeBasisPoints: 'handlingFeeBasisPoints' in stake ? stake.handlingFeeBasisPoints : 0,
          dailyYieldBasisPoints: stake.dailyYieldBasisPoints,
          maturityDays: stake.maturityDays,
          translations: demoPackageTranslations(stake.title, at(-24)),
          textsChangedAt: at(-24),
          createdAt: at(-24),
        })),
      ])
      .onConflictDoNothing();
    return created;
  });
  const idOf = (email: string) => accounts.find((account) => account.email === email)?.id ?? '';
  // The company puts in its own money before the first member joins, as a platform that pays income must: the
  // demo's incomes are covered, and its solvency line opens covered.
  await seedCompanyFunds(
    { ...ctx, clock: () => at(-23) },
    {
      actorId: idOf(DEMO.operator.email),
      ip: null,
      body: { amount: DEMO_COMPANY_FUNDS_MICROS, reference: 'Opening funds paid in by the company' },
    },
  );
  const reasonIds = await seedDemoRejectionReasons(ctx, { keptSince: at(-23) });
  await seedDemoActivity(ctx, {
    demoId: idOf(DEMO.member.email),
    operatorId: idOf(DEMO.operator.email),
    secondOperatorId: idOf(DEMO.secondOperator.email),
    seededAt,
    reasonIds,
  });
  await seedDemoPosts(ctx, { operatorId: idOf(DEMO.operator.email), seededAt });
  await seedDemoSavedReplies(ctx, { operatorId: idOf(DEMO.support.email), seededAt });
  // The operator declares what the platform holds, as a real one would from its wallets' balances: here what the
  // ledger says it holds, so the reports' reserve and the solvency line tell one story.
  const { holds } = (await getOverview(ctx)).solvency;
  await upsertSetting(db, { key: 'manualReserve', value: holds, now: seededAt });
  await upsertSetting(db, {
    key: 'manualReserveSource',
    value: "The deposits and company funds the demo platform's ledger holds",
    now: seededAt,
  });
  await seedDemoIdentity(db, seededAt);
  forgetSettings(db);
  // The first snapshot now, not at the hourly job's next run: /reserves opens on a ratio and its source.
  await takeScheduledSnapshot(ctx);
  await markSeedNotificationsUnmailed(db);
  return true;
}

function pick(account: { email: string; fullName: string }) {
  return { email: account.email, fullName: account.fullName };
}
