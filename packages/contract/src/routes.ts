import type { z } from 'zod';
import {
  loginBody,
  loginResponse,
  operatorProfile,
  operatorSigninBody,
  operatorSigninResponse,
  operatorVerifyBody,
  operatorVerifyResponse,
  referCheckBody,
  referCheckResponse,
  resetOtpBody,
  resetVerifyBody,
  signupOtpBody,
  signupVerifyBody,
} from './auth';
import {
  addFundBody,
  addFundResponse,
  adminDepositListResponse,
  adminDepositQuery,
  adminDepositResponse,
  depositIdParams,
  depositListResponse,
  rejectBody,
} from './deposits';
import { envelope, messageEnvelope, pageQuery } from './envelope';
import { dashboardResponse, incomeListResponse, teamListResponse, teamQuery } from './income';
import {
  adminPackageResponse,
  adminPackagesResponse,
  claimResponse,
  ordersResponse,
  packageCreateBody,
  packageIdParams,
  packageSearchBody,
  packageSearchResponse,
  packageUpdateBody,
  purchaseBody,
  purchaseResponse,
  settlementResponse,
} from './packages';
import { profileResponse, usdtAddressBody } from './profile';
import { operatorSettingsResponse, operatorSettingsUpdate, publicSettingsResponse } from './settings';
import { contactBody, contactResponse, newsletterBody, newsletterResponse } from './site';
import {
  adminWithdrawalListResponse,
  adminWithdrawalQuery,
  adminWithdrawalResponse,
  packageWithdrawalBody,
  packageWithdrawalVerifyBody,
  payWithdrawalBody,
  withdrawalIdParams,
  withdrawalListParams,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalRequestBody,
  withdrawalResponse,
  withdrawalVerifyBody,
} from './withdrawals';

/** Who may call a route: nobody in particular, a member token, a vendor token or an operator token. */
export type Access = 'public' | 'member' | 'vendor' | 'admin';

export interface RouteDef {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}

function route<const R extends RouteDef>(def: R): R {
  return def;
}

/** Member calls exist twice: under /sellerApi for member tokens and /vendorApi for vendor tokens. */
function twins<const R extends Omit<RouteDef, 'path' | 'access'>>(name: string, def: R) {
  return {
    member: route({ ...def, path: `/sellerApi/${name}`, access: 'member' as const }),
    vendor: route({ ...def, path: `/vendorApi/${name}`, access: 'vendor' as const }),
  };
}

// The table of every route. Paths are the spec's, typos included.
export const routes = {
  referCheck: route({
    method: 'POST',
    path: '/publicApi/referCheck',
    access: 'public',
    summary: 'Resolves a referral code to the referrer name',
    body: referCheckBody,
    response: referCheckResponse,
  }),
  signupOtp: route({
    method: 'POST',
    path: '/publicApi/otpVerifyuser',
    access: 'public',
    summary: 'Sign-up step 1: checks the fields and e-mails a 6-digit OTP (also the resend call)',
    body: signupOtpBody,
    response: messageEnvelope,
  }),
  signupVerify: route({
    method: 'POST',
    path: '/publicApi/emailotpVerifyuser',
    access: 'public',
    summary: 'Sign-up step 2: checks the OTP and creates the member',
    body: signupVerifyBody,
    response: messageEnvelope,
  }),
  login: route({
    method: 'POST',
    path: '/publicApi/signinSeller',
    access: 'public',
    summary: 'Member or vendor log-in',
    body: loginBody,
    response: loginResponse,
  }),
  resetOtp: route({
    method: 'POST',
    path: '/publicApi/sellerOtpSend',
    access: 'public',
    summary: 'Forgot password step 1: e-mails an OTP if the address is registered; same answer either way',
    body: resetOtpBody,
    response: messageEnvelope,
  }),
  resetVerify: route({
    method: 'POST',
    path: '/publicApi/sellerOtpVerify',
    access: 'public',
    summary: 'Forgot password step 2: checks the OTP and sets the new password',
    body: resetVerifyBody,
    response: messageEnvelope,
  }),
  profile: twins('getprofile', {
    method: 'GET',
    summary: 'The signed-in member profile',
    response: profileResponse,
  }),
  saveUsdtAddress: twins('saveUsdtAddress', {
    method: 'POST',
    summary: "Saves the member's own USDT (BEP-20) address, the sender deposits are matched to",
    body: usdtAddressBody,
    response: profileResponse,
  }),
  logout: twins('logout', {
    method: 'POST',
    summary: 'Revokes the session of the token sent',
    response: messageEnvelope,
  }),
  operatorSignin: route({
    method: 'POST',
    path: '/adminApi/signin',
    access: 'public',
    summary: 'Operator sign-in step 1: checks the password and e-mails an OTP',
    body: operatorSigninBody,
    response: operatorSigninResponse,
  }),
  operatorVerify: route({
    method: 'POST',
    path: '/adminApi/signinVerify',
    access: 'public',
    summary: 'Operator sign-in step 2: checks the OTP and answers the session token',
    body: operatorVerifyBody,
    response: operatorVerifyResponse,
  }),
  operatorProfile: route({
    method: 'GET',
    path: '/adminApi/getprofile',
    access: 'admin',
    summary: 'The signed-in operator',
    response: envelope(operatorProfile),
  }),
  operatorLogout: route({
    method: 'POST',
    path: '/adminApi/logout',
    access: 'admin',
    summary: 'Revokes the operator session',
    response: messageEnvelope,
  }),
  publicSettings: route({
    method: 'GET',
    path: '/publicApi/settings',
    access: 'public',
    summary: 'Minimums, charges, deposit address and network, as the operator set them',
    response: publicSettingsResponse,
  }),
  addFund: twins('addfund', {
    method: 'POST',
    summary: 'Submits a deposit (amount and transaction hash) for verification',
    body: addFundBody,
    response: addFundResponse,
  }),
  depositList: twins('getAddfundList', {
    method: 'GET',
    summary: "The caller's deposits, newest first",
    query: pageQuery,
    response: depositListResponse,
  }),
  adminDeposits: route({
    method: 'GET',
    path: '/adminApi/deposits',
    access: 'admin',
    summary: 'Deposits to review (filter by status), oldest pending first',
    query: adminDepositQuery,
    response: adminDepositListResponse,
  }),
  adminDepositApprove: route({
    method: 'POST',
    path: '/adminApi/deposits/:_id/approve',
    access: 'admin',
    summary: 'Approves a pending deposit and credits the deposit wallet, once',
    params: depositIdParams,
    response: adminDepositResponse,
  }),
  adminDepositReject: route({
    method: 'POST',
    path: '/adminApi/deposits/:_id/reject',
    access: 'admin',
    summary: 'Rejects a pending deposit with a reason shown to the member',
    params: depositIdParams,
    body: rejectBody,
    response: adminDepositResponse,
  }),
  adminSettings: route({
    method: 'GET',
    path: '/adminApi/settings',
    access: 'admin',
    summary: 'Every operator setting',
    response: operatorSettingsResponse,
  }),
  adminSettingsUpdate: route({
    method: 'POST',
    path: '/adminApi/settings',
    access: 'admin',
    summary: 'Changes some operator settings (audited)',
    body: operatorSettingsUpdate,
    response: operatorSettingsResponse,
  }),
  newsletter: route({
    method: 'POST',
    path: '/publicApi/newsletter',
    access: 'public',
    summary: 'Subscribes an address to the newsletter; a repeat is a success and changes nothing',
    body: newsletterBody,
    response: newsletterResponse,
  }),
  contactMember: route({
    method: 'POST',
    path: '/publicApi/contactMember',
    access: 'public',
    summary: 'Stores a /contactForm message and mails it to the operator contact address',
    body: contactBody,
    response: contactResponse,
  }),
  packageSearch: route({
    method: 'POST',
    path: '/publicApi/userSearchProduct2',
    access: 'public',
    summary: 'Searches the investment packages by title, a page of 10',
    body: packageSearchBody,
    response: packageSearchResponse,
  }),
  purchasePackage: twins('purchasePackage', {
    method: 'POST',
    summary: 'Buys a package from the deposit wallet; the order keeps the terms of that moment',
    body: purchaseBody,
    response: purchaseResponse,
  }),
  activePackages: twins('useractivePackage', {
    method: 'GET',
    summary: "The caller's orders, newest first, with days paid and status",
    response: ordersResponse,
  }),
  claimProfit: twins('invetPamentsettelByday', {
    method: 'GET',
    summary: "Claims today's trading profit of every active order (once per platform day)",
    response: claimResponse,
  }),
  dashboard: twins('deshBoradDataUserData', {
    method: 'GET',
    summary: "The caller's investment, team and income totals",
    response: dashboardResponse,
  }),
  incomeAll: twins('getIncomeUser', {
    method: 'GET',
    summary: 'Every income of the caller, newest first, with totals and the last 30 days',
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeTrading: twins('getTradingIncomeUser', {
    method: 'GET',
    summary: 'Trading profit paid to the caller',
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeLevel: twins('getlavelincomeUser', {
    method: 'GET',
    summary: "Level income from the profit of the caller's team A, B and C",
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeDirect: twins('getDireactncomeUser', {
    method: 'GET',
    summary: "Direct income from the purchases of the caller's direct referrals",
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeReward: twins('getRewardincomeUser', {
    method: 'GET',
    summary: 'One-time rank rewards',
    query: pageQuery,
    response: incomeListResponse,
  }),
  teamList: twins('userallteamlist', {
    method: 'GET',
    summary: "The caller's team members at level 1, 2 or 3 (team A, B, C), newest first",
    query: teamQuery,
    response: teamListResponse,
  }),
  adminPackages: route({
    method: 'GET',
    path: '/adminApi/packages',
    access: 'admin',
    summary: 'Every package, active or not',
    response: adminPackagesResponse,
  }),
  adminPackageCreate: route({
    method: 'POST',
    path: '/adminApi/packages',
    access: 'admin',
    summary: 'Adds a package (audited)',
    body: packageCreateBody,
    response: adminPackageResponse,
  }),
  adminPackageUpdate: route({
    method: 'POST',
    path: '/adminApi/packages/:_id',
    access: 'admin',
    summary: 'Changes a package for new orders; existing orders keep their terms (audited)',
    params: packageIdParams,
    body: packageUpdateBody,
    response: adminPackageResponse,
  }),
  adminSettlementRun: route({
    method: 'POST',
    path: '/adminApi/settlement/run',
    access: 'admin',
    summary: "Settles today's profit for every member now (what the automatic job does)",
    response: settlementResponse,
  }),
  withdrawalRequest: twins('Withdrawalsrequset', {
    method: 'POST',
    summary: 'Withdrawal step 1: checks address, minimum and income wallet, stores the request and mails an OTP',
    body: withdrawalRequestBody,
    response: withdrawalResponse,
  }),
  withdrawalVerify: twins('WithdrawalsrequsetVerify', {
    method: 'POST',
    summary: 'Withdrawal step 2: checks the OTP and holds the amount from the income wallet (status pending)',
    body: withdrawalVerifyBody,
    response: withdrawalResponse,
  }),
  packageWithdrawal: twins('packageWithdrawal', {
    method: 'POST',
    summary: 'Package capital withdrawal step 1: checks the order and address, mails an OTP',
    body: packageWithdrawalBody,
    response: withdrawalResponse,
  }),
  packageWithdrawalVerify: twins('packageWithdrawalVerify', {
    method: 'POST',
    summary: 'Package capital withdrawal step 2: checks the OTP, closes the order and holds its capital',
    body: packageWithdrawalVerifyBody,
    response: withdrawalResponse,
  }),
  withdrawalList: twins('getWithdrawalListverndor/:id', {
    method: 'GET',
    summary: "The caller's own withdrawal requests, newest first; {id} never widens what is listed",
    params: withdrawalListParams,
    query: withdrawalListQuery,
    response: withdrawalListResponse,
  }),
  adminWithdrawals: route({
    method: 'GET',
    path: '/adminApi/withdrawals',
    access: 'admin',
    summary: 'Withdrawals to review (filter by status), oldest first',
    query: adminWithdrawalQuery,
    response: adminWithdrawalListResponse,
  }),
  adminWithdrawalPay: route({
    method: 'POST',
    path: '/adminApi/withdrawals/:_id/pay',
    access: 'admin',
    summary: 'Records the payout transaction of a pending withdrawal (status success), once',
    params: withdrawalIdParams,
    body: payWithdrawalBody,
    response: adminWithdrawalResponse,
  }),
  adminWithdrawalReject: route({
    method: 'POST',
    path: '/adminApi/withdrawals/:_id/reject',
    access: 'admin',
    summary: 'Rejects a pending withdrawal and returns the held amount through the ledger, once',
    params: withdrawalIdParams,
    body: rejectBody,
    response: adminWithdrawalResponse,
  }),
} as const;

/** Fills `:name` placeholders of a route path. */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every route once, flattened, for the server to register and the access tests to walk. */
export function allRoutes(): RouteDef[] {
  return Object.values(routes).flatMap((entry) => ('path' in entry ? [entry as RouteDef] : Object.values(entry)));
}
