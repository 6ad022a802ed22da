import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { plainText } from './fields';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { EARNING_KINDS, ENGINE_INCOME_KINDS, type IncomeFacts, type IncomeKind } from './income-kinds';
import { kindRuleText } from './income-kinds.texts';

// Incomes and the member dashboard (docs/product.md#incomes). Money in USDT.
/** The kinds the income engine pays by its rules (income-kinds.ts). */
export const incomeKind = z.enum(ENGINE_INCOME_KINDS);
/** Every kind counted in a member's income totals: the engine's and the bonuses operators credit. */
export const earningKind = z.enum(EARNING_KINDS);

export const incomeRow = z.object({
  _id: z.string(),
  kind: incomeKind,
  amount: z.number(),
  /** Team level of the source member (1 = direct), for level and direct income. */
  level: z.number().int().nullable(),
  /** The member whose profit or purchase paid this income; null for one's own profit and rewards. */
  source: z.object({ fullName: z.string(), referId: z.string() }).nullable(),
  /** The platform day it was earned on, YYYY-MM-DD. */
  day: z.string(),
  createdAt: z.string(),
  /** How it was computed: amount = baseAmount x ratePercent / 100. */
  basis: z.object({ baseAmount: z.number(), ratePercent: z.number(), rule: z.string() }),
});
export type IncomeRow = z.infer<typeof incomeRow>;

/** What an income row keeps about the rule that paid it; the sentence is rendered from it, never stored. */
export interface IncomeDetail extends IncomeFacts {
  kind: IncomeKind;
}

/** The one sentence saying which rule paid an income (the `basis.rule` of an income row), in the reader's language. */
export function incomeRuleText(detail: IncomeDetail, locale: Locale = DEFAULT_LOCALE): string {
  return kindRuleText(detail.kind, detail, locale);
}

export const dailyIncome = z.object({ day: z.string(), amount: z.number() });

export const incomeListResponse = envelope(
  pageOf(incomeRow).extend({
    totalAmount: z.number(),
    todayAmount: z.number(),
    /** The last 30 platform days, oldest first, zero days included. */
    daily: z.array(dailyIncome),
  }),
);
export type IncomeList = z.infer<typeof incomeListResponse>['data'];

/** A bonus an operator credited to the income wallet from the console; `reason` is the operator's words for it. */
export const bonusRow = z.object({
  _id: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** The platform day it was credited on, YYYY-MM-DD. */
  day: z.string(),
  createdAt: z.string(),
});
export type BonusRow = z.infer<typeof bonusRow>;
/** The income lists' page, totals and 30 days, with bonus rows. */
export const bonusListResponse = envelope(
  pageOf(bonusRow).extend({ totalAmount: z.number(), todayAmount: z.number(), daily: z.array(dailyIncome) }),
);
export type BonusList = z.infer<typeof bonusListResponse>['data'];

/** A bonus among all of a member's income (/earn), told apart from the engine's incomes by its kind. */
export const bonusIncomeRow = bonusRow.extend({ kind: z.literal('bonus') });
export type BonusIncomeRow = z.infer<typeof bonusIncomeRow>;
export const anyIncomeRow = z.union([incomeRow, bonusIncomeRow]);
export type AnyIncomeRow = z.infer<typeof anyIncomeRow>;
/** Every income of the member, bonuses included: the rows add up to `totalAmount`, the dashboard's totalIncome. */
export const allIncomeListResponse = envelope(
  pageOf(anyIncomeRow).extend({ totalAmount: z.number(), todayAmount: z.number(), daily: z.array(dailyIncome) }),
);
export type AllIncomeList = z.infer<typeof allIncomeListResponse>['data'];

/**
 * What moved the Flexible (income) wallet, read in one statement with its balance, so that
 * balance = earned + corrections + capitalReturned - withdrawalsPaid - withdrawalsPending - transfersSent
 * (docs/product.md#wallets). Nothing else moves that wallet; ledger:check holds every member to it.
 */
export const flexibleWalletFigures = z.object({
  /** The Flexible wallet now (the profile's earningbalance). */
  balance: z.number(),
  /** Every income ever credited, bonuses included: the dashboard's totalIncome. */
  earned: z.number(),
  /** Income withdrawals paid out, each whole amount (the charge is part of it). */
  withdrawalsPaid: z.number(),
  /** Income withdrawals verified and waiting for an operator: already out of the wallet. */
  withdrawalsPending: z.number(),
  /** Transfers sent to other members' Electronic Wallets. */
  transfersSent: z.number(),
  /** Operators' corrections of the Flexible wallet, credits less debits (negative when debits weigh more). */
  corrections: z.number(),
  /** Capital withdrawals rejected or cancelled: their whole amount came back to the Flexible wallet. */
  capitalReturned: z.number(),
});
export type FlexibleWalletFigures = z.infer<typeof flexibleWalletFigures>;

/**
 * What moved the Electronic (deposit) wallet, read with its balance, so that
 * balance = deposits - purchases - fees + transfersReceived + corrections - refunds
 * (docs/product.md#wallets, #refunds). Nothing else moves that wallet; ledger:check holds every member to it.
 */
export const electronicWalletFigures = z.object({
  /** The Electronic wallet now (the profile's balance). */
  balance: z.number(),
  /** Deposits credited: approved by an operator or confirmed on chain. */
  deposits: z.number(),
  /** Packages bought, at their price. */
  purchases: z.number(),
  /** Packages' handling fees, charged on top of their price. */
  fees: z.number(),
  /** Transfers other members sent from their Flexible wallets. */
  transfersReceived: z.number(),
  /** Operators' corrections of the Electronic wallet, credits less debits (negative when debits weigh more). */
  corrections: z.number(),
  /** Refunds of unspent deposits paid or waiting to be paid (a rejected one came back). */
  refunds: z.number(),
});
export type ElectronicWalletFigures = z.infer<typeof electronicWalletFigures>;

/**
 * docs/product.md#incomes "Dashboard", plus what /reserve and /my-team show. The *Investment* figures are
 * capital invested now (active orders); the *Business* figures everything ever bought, a recycled capital again.
 */
export const dashboard = z.object({
  totalInvestmentAmount: z.number(),
  totalBusinessAmount: z.number(),
  /** Paid withdrawals of both kinds: flexibleWallet.withdrawalsPaid + capitalWithdrawals.paid. */
  totalWithdrawalAmount: z.number(),
  rewardIncome: z.number(),
  /** Operators' bonuses: income like the other kinds, in totalIncome and, on their day, todayIncome. */
  bonusIncome: z.number(),
  totalOrder: z.number().int(),
  activeOrder: z.number().int(),
  teamAInvestment: z.number(),
  teamBInvestment: z.number(),
  teamCInvestment: z.number(),
  teamInvestment: z.number(),
  teamABusiness: z.number(),
  teamBBusiness: z.number(),
  teamCBusiness: z.number(),
  teamBusiness: z.number(),
  teamAActive: z.number().int(),
  teamBActive: z.number().int(),
  teamCActive: z.number().int(),
  teamAInactive: z.number().int(),
  teamBInactive: z.number().int(),
  teamCInactive: z.number().int(),
  tradingIncome: z.number(),
  levelIncome: z.number(),
  directIncome: z.number(),
  todayIncome: z.number(),
  /** Today's trading profit: what the coin on /reserve (or the automatic settlement) paid on the platform day. */
  todayTradingIncome: z.number(),
  totalIncome: z.number(),
  flexibleWallet: flexibleWalletFigures,
  electronicWallet: electronicWalletFigures,
  /** Package capital withdrawn (each order's whole price): it leaves package capital, not the Flexible wallet. */
  capitalWithdrawals: z.object({ paid: z.number(), pending: z.number() }),
  /** The platform day (YYYY-MM-DD in `timezone`). */
  today: z.string(),
  /** The `timezone` setting (IANA name): the platform day, and so the next claim, turns at midnight there. */
  timezone: z.string(),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = envelope(dashboard);

/** A member of the caller's team at one level (1 = team A); no ids or contact details of others. */
export const teamMemberRow = z.object({
  fullName: z.string(),
  referId: z.string(),
  sponsorName: z.string(),
  joinedAt: z.string(),
  active: z.boolean(),
  investment: z.number(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRow>;
export const teamQuery = z.object({
  level: z.coerce.number().int().min(1).max(3).default(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of a member's name or UID, any case. */
  search: plainText(z.string().trim().max(100)).optional(),
});
/** Team A alone (sellerDirectTeam, docs/product.md#team): the same rows and search, without a level. */
export const directTeamQuery = teamQuery.omit({ level: true });
export const teamListResponse = envelope(pageOf(teamMemberRow));

/** /totalMember's filters: everyone, or those who joined today, yesterday or in the last seven platform days. */
export const TEAM_COUNT_RANGES = ['all', 'today', 'yesterday', 'week'] as const;
export const teamCountQuery = z.object({
  range: z.enum(TEAM_COUNT_RANGES, { message: 'range must be all, today, yesterday or week' }).default('all'),
});
export type TeamCountRange = (typeof TEAM_COUNT_RANGES)[number];
/** Registered members and the valid (active) ones among them. */
const teamCountFigures = z.object({ members: z.number().int(), valid: z.number().int() });
export const teamCount = z.object({
  range: z.enum(TEAM_COUNT_RANGES),
  /** The platform days counted, oldest first (none for `all`). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: teamCountFigures,
  teamA: teamCountFigures,
  teamB: teamCountFigures,
  teamC: teamCountFigures,
});
export type TeamCount = z.infer<typeof teamCount>;
export const teamCountResponse = envelope(teamCount);

/** The genealogy: the children of one node of the caller's downline, ten at a time; no `parent` for the caller's. */
export const genealogyQuery = pageQuery.extend({
  /** A member's UID (referral code) in the caller's downline. */
  parent: plainText(z.string().trim().max(40)).optional(),
});
export const genealogyNode = z.object({
  fullName: z.string(),
  /** The member's UID; open its children with `parent=` this. */
  referId: z.string(),
  rank: z.number().int(),
  active: z.boolean(),
  /** Capital in the member's active orders, USDT. */
  investment: z.number(),
  /** Members on the three levels below this one (A, B and C). */
  teamSize: z.number().int(),
  /** Direct referrals: 0 means nothing to open. */
  children: z.number().int(),
});
export type GenealogyNode = z.infer<typeof genealogyNode>;
export const genealogyResponse = envelope(pageOf(genealogyNode));
