import {
  type LoginResponse,
  type MemberProfile,
  type OrderRow,
  type PackageRow,
  pathWith,
  ROLE,
  routes,
  type WithdrawalRow,
} from '@app/contract';
import type { APIRequestContext, APIResponse, Locator } from '@playwright/test';
import { expect, openMailbox, operatorToken, secondOperatorToken, uniqueEmail } from './support';

/**
 * Members made through the real API of the server under test, for journeys that need someone else's state
 * (a sponsor with a team, a member with an order). Each sign-up spends one of the OTP mails the server allows
 * one address an hour (RATE_RULES.otpSendPerIp, 20), shared with every other spec: keep the count low.
 */
export interface Member {
  fullName: string;
  email: string;
  password: string;
  referId: string;
  token: string;
}

export const MEMBER_PASSWORD = 'Orchard@2026';
const PHONE = '9123456780';

export function randomHash(): string {
  return `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

/** A BEP-20 address in lower case, which has no checksum to get wrong. */
export function randomAddress(): string {
  return `0x${Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

export async function dataOf<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function logInMemberByApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Member> {
  const answer = await request.post(routes.login.path, { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { api_token, data } = (await answer.json()) as LoginResponse;
  return {
    fullName: data.fullName,
    email: data.email,
    password: account.password,
    referId: data.referId,
    token: api_token,
  };
}

/** Signs up under `sponsor`'s referral code with the mailed code, then logs in for a token. */
export async function signUpMember(
  request: APIRequestContext,
  options: { fullName: string; sponsor: string },
): Promise<Member> {
  const email = uniqueEmail(options.fullName.split(' ')[0]?.toLowerCase() ?? 'member');
  const details = {
    fullName: options.fullName,
    phone: PHONE,
    email,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
    referBy: options.sponsor,
    role_name: ROLE.user,
    acceptTerms: true,
  };
  const mailbox = await openMailbox(email);
  await dataOf(request.post(routes.signupOtp.path, { data: details }));
  await dataOf(request.post(routes.signupVerify.path, { data: { ...details, otp: await mailbox.nextOtp() } }));
  return logInMemberByApi(request, { email, password: MEMBER_PASSWORD });
}

/** The member's profile as /my reads it: `balance` is the Electronic Wallet, `earningbalance` the Flexible one. */
export function memberProfile(request: APIRequestContext, member: Member): Promise<MemberProfile> {
  return dataOf<MemberProfile>(request.get(routes.profile.member.path, { headers: bearer(member.token) }));
}

/** A deposit the member submits, as the form on /deposit does; it waits for an operator as pending. */
export function submitDeposit(
  request: APIRequestContext,
  member: Member,
  amount: number,
): Promise<{ _id: string; transaction_id: string }> {
  return dataOf(
    request.post(routes.addFund.member.path, {
      headers: bearer(member.token),
      data: { amount, transaction_id: randomHash() },
    }),
  );
}

/**
 * A deposit the member submits and an operator approves, so the Electronic Wallet holds `amount`. Above the approval
 * limit the demo operator's approval waits (202) and the second operator's credits it
 * (docs/decisions/020-operator-roles.md#four-eyes-on-sums).
 */
export async function fundWallet(request: APIRequestContext, member: Member, amount: number) {
  const deposit = await submitDeposit(request, member, amount);
  const path = pathWith(routes.adminDepositApprove.path, { _id: deposit._id });
  const first = await request.post(path, { headers: bearer(await operatorToken(request)) });
  const approved =
    first.status() === 202 ? await request.post(path, { headers: bearer(await secondOperatorToken(request)) }) : first;
  expect(approved.status(), await approved.text()).toBe(200);
}

/** Funds the wallet with the package's price and buys it, as the purchase dialog on /stake does. */
export async function buyPackage(request: APIRequestContext, member: Member, title: string): Promise<OrderRow> {
  const found = await dataOf<{ docs: PackageRow[] }>(
    request.post(routes.packageSearch.path, { data: { search: title } }),
  );
  const pack = found.docs.find((each) => each.title === title);
  expect(pack, `package ${title}`).toBeTruthy();
  const { _id, price } = pack as PackageRow;
  await fundWallet(request, member, price);
  return dataOf<OrderRow>(
    request.post(routes.purchasePackage.member.path, {
      headers: bearer(member.token),
      data: { packageId: _id, amount: price, payment_mode_name: 'wallet' },
    }),
  );
}

/**
 * A withdrawal from the Flexible wallet through both steps of /withdrawladd: the request, then the code mailed to the
 * member. It then waits for an operator as pending. Spends one of the mails the server allows an hour.
 */
export async function requestWithdrawal(
  request: APIRequestContext,
  member: Member,
  details: { address: string; amount: number },
): Promise<WithdrawalRow> {
  const mailbox = await openMailbox(member.email);
  const started = await dataOf<WithdrawalRow>(
    request.post(routes.withdrawalRequest.member.path, { headers: bearer(member.token), data: details }),
  );
  return dataOf<WithdrawalRow>(
    request.post(routes.withdrawalVerify.member.path, {
      headers: bearer(member.token),
      data: { ...details, _id: started._id, otp: await mailbox.nextOtp() },
    }),
  );
}

/** Today's profit of every active order, as the coin on /reserve claims it. */
export async function claimTodaysProfit(request: APIRequestContext, member: Member) {
  return dataOf<{ amount: number }>(request.get(routes.claimProfit.member.path, { headers: bearer(member.token) }));
}

/** The value a description list gives `term` (a `dt` followed by its `dd`) inside `scope`. */
export function termValue(scope: Locator, term: string) {
  return scope.locator(`dt:text-is("${term}") + dd`);
}
