import { randomUUID } from 'node:crypto';
import {
  type Access,
  allRoutes,
  ERROR_STATUS,
  type ErrorCode,
  MSG,
  OPERATORS_MSG,
  pathWith,
  ROLE,
  type Role,
  type RouteDef,
  routes,
} from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  contactMessages,
  contentPages,
  deposits,
  notifications,
  orders,
  otps,
  packages,
  posts,
  ticketMessages,
  tickets,
  transfers,
  users,
  withdrawals,
} from '../src/db/schema';
import { takeSnapshot } from '../src/modules/reserves/reserves.service';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  expectLedgerClean,
  loginToken,
  nextClientIp,
  operatorToken,
  randomTxHash,
  readLatestOtp,
  useTestApp,
} from './helper';
import { encodeForm, kycForm, submitKyc } from './kyc-kit';
import { askForExport, exportMails, tokenOf as exportTokenOf } from './modules/data-export/data-export-kit';
import { openTicketWithFile, ticketForm } from './ticket-kit';
import { ADDRESS, pendingWithdrawal, requestWithdrawal } from './withdrawal-kit';

// Who may call what: every route of the contract against five callers, and member B holding member A's
// real record ids. The table comes first; the tests that walk it follow.

const t = useTestApp();

type Caller = 'anonymous' | 'memberA' | 'memberB' | 'vendor' | 'operator';
/** The order each route is called in: the callers allowed to change A's records come last. */
const CALLERS: Caller[] = ['anonymous', 'memberB', 'vendor', 'operator', 'memberA'];

interface Request {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** An upload's body (the contract's `upload`), sent as multipart/form-data. */
  form?: () => FormData;
}

interface Entry {
  status: Record<Caller, number>;
  /** The same request for every caller, built from member A's records. */
  request?: () => Request;
  /** The request names A's records: no refused call may change them or answer any of A's ids. */
  ofA?: true;
  /** The call revokes the session it is made with, so an allowed caller gets a fresh one. */
  endsSession?: true;
  /** A public call's own 401 message, where it is not the one of a missing token. */
  refusal?: string;
}

/** Member A's records, created through the API before the table is walked. */
interface RecordsOfA {
  id: string;
  email: string;
  password: string;
  referId: string;
  usdtAddress: string;
  fundingHash: string;
  fundingDepositId: string;
  depositToApprove: string;
  depositToReject: string;
  packageId: string;
  orderId: string;
  /** Step 1 done, its code known: what member B would need to take the money. */
  unverified: { id: string; otp: string };
  capital: { id: string; otp: string };
  toPay: string;
  toReject: string;
  toApprove: string;
  /** A transfer to `receiverUid`, step 1 done, its code known. */
  transfer: { id: string; otp: string };
  /** A member nobody else names, who receives A's transfers. */
  receiverUid: string;
  /** A's identity check, waiting for review until the operator approves it. */
  kycSubmission: string;
  /** A's unread notification of the approved funding deposit. */
  notificationId: string;
  /** A's support ticket about the funding deposit, with a file attached. */
  ticketId: string;
  ticketAttachmentId: string;
  /** The token of A's data export's mailed link, the export ready. */
  dataExportToken: string;
  /** A reply operators saved, for the console's edit and removal. */
  savedReplyId: string;
}

let a: RecordsOfA;
/** Another member's pending identity check, for the operator's reject. */
let kycToReject: { memberId: string; submissionId: string };
let operatorEmail: string;
/** A member only the console's block and unblock name: A's and B's sessions must outlive the table. */
let memberToBlock: string;
/** A contact message whose mail to the operator failed (mailed_at null), for the console's resend. */
let failedContactId: string;
/** A second operator, only for the console's disable and enable: the table's own operator stays active. */
let operatorToDisable: string;

/** A site page with an operator's edit, for the console's revert. */
const EDITED_PATH = '/privacy-policy';
/** News posts for the console's calls: each changed by the operator's call alone. */
const matrixPosts = { toEdit: '', toPublish: '', toUnpublish: '', toDelete: '' };
const MATRIX_SLUG = 'matrix-news';
const matrixPostBody = {
  title: 'Matrix news',
  slug: MATRIX_SLUG,
  summary: 'A post of the access matrix.',
  body: 'Matrix text',
  category: 'Matrix',
  tags: [],
};
const aPost = (key: keyof typeof matrixPosts) => () => ({ params: { _id: matrixPosts[key] } });

const SIGNUP_FIELDS = { fullName: 'Matrix Newcomer', phone: '9000000000', password: 'Secret@123', acceptTerms: true };
const UNKNOWN_EMAIL = 'nobody.matrix@example.test';

// The requests, by what they name.
const theirCredentials = () => ({ body: { email: a.email, password: a.password, role_name: ROLE.user } });
const signupAsA = () => ({
  body: { ...SIGNUP_FIELDS, confirmPassword: SIGNUP_FIELDS.password, email: a.email, referBy: a.referId },
});
const aUsdtAddress = () => ({ body: { address: a.usdtAddress } });
const aFundingHash = () => ({ body: { amount: 150, transaction_id: a.fundingHash } });
const thePackageOfA = () => ({ body: { packageId: a.packageId, amount: 150, payment_mode_name: 'wallet' } });
const aNewWithdrawal = () => ({ body: { address: ADDRESS, amount: 30 } });
const aUnverifiedWithdrawal = () => ({
  body: { address: ADDRESS, amount: 30, otp: a.unverified.otp, _id: a.unverified.id },
});
const aOrder = () => ({ body: { address: ADDRESS, packageId: a.orderId } });
const aCapitalRequest = () => ({ body: { address: ADDRESS, otp: a.capital.otp, _id: a.capital.id } });
const aWithdrawalList = () => ({ params: { id: a.id } });
const theReceiver = () => ({ query: `?receiverId=${a.receiverUid}` });
const aNewTransfer = () => ({ body: { receiverId: a.receiverUid, amount: 1 } });
const aUnverifiedTransfer = () => ({ body: { _id: a.transfer.id, otp: a.transfer.otp } });
const aMember = () => ({ params: { _id: a.id } });
const aNotification = () => ({ body: { _id: a.notificationId } });
const aTicket = () => ({ params: { _id: a.ticketId } });
const anAttachment = () => ({ params: { _id: a.ticketId, attachmentId: a.ticketAttachmentId } });
const anExport = () => ({ params: { token: a.dataExportToken } });
const aSmallCredit = () => ({
  params: { _id: a.id },
  body: { wallet: 'deposit', amount: '1', reason: 'Matrix credit' },
});

// Member twins answer only member tokens, vendor twins only vendor tokens, /adminApi only operators.
// memberA's column is the owner calling with its own records; memberB's is somebody else calling with them.
const aPasswordChange = () => ({
  body: { oldPassword: 'Not-the-password-1', password: 'Matrix@Fresh99', confirmPassword: 'Matrix@Fresh99' },
});

const MATRIX = {
  referCheck: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: () => ({ body: { referBy: a.referId } }),
  },
  // A's e-mail is registered, answered as a new address is (docs/product.md#accounts): the first call makes a code
  // (A is mailed how to log in, not the code), the next ones meet the minute before another, whoever calls.
  signupOtp: { status: { anonymous: 200, memberA: 429, memberB: 429, vendor: 429, operator: 429 }, request: signupAsA },
  signupVerify: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { ...signupAsA().body, otp: '123456' } }),
  },
  // Public: the token sent (anyone's) changes nothing, the credentials decide.
  login: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: theirCredentials,
  },
  // Public: a bogus link id is refused alike, whoever calls.
  autoSignin: {
    status: { anonymous: 401, memberA: 401, memberB: 401, vendor: 401, operator: 401 },
    request: () => ({ body: { userDetails: 'not-a-sign-in-link' } }),
    refusal: MSG.signinLinkInvalid,
  },
  resetOtp: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: () => ({ body: { email: UNKNOWN_EMAIL, password: 'Newpass@123', confirmPassword: 'Newpass@123' } }),
  },
  resetVerify: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({
      body: { email: UNKNOWN_EMAIL, password: 'Newpass@123', confirmPassword: 'Newpass@123', otp: '123456' },
    }),
  },
  'profile.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'profile.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // One member per sender address: B cannot take A's.
  'saveUsdtAddress.member': {
    status: { anonymous: 401, memberA: 200, memberB: 409, vendor: 403, operator: 403 },
    request: aUsdtAddress,
    ofA: true,
  },
  'saveUsdtAddress.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: aUsdtAddress,
    ofA: true,
  },
  // A wrong current password: the members' calls reach the check and change nothing (the matrix's tokens live on).
  'passwordChange.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: aPasswordChange,
  },
  'passwordChange.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: aPasswordChange,
  },
  // Members only. A wrong password: the call reaches the check and closes nothing (it would end the matrix's session).
  closeAccount: {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { password: 'Wrong@12345' } }),
  },
  // The caller's own freeze. A body the schema refuses, so the matrix's accounts stay unfrozen; unfreezing an account
  // that is not frozen is refused before the password.
  'freezeState.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'freezeState.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'freeze.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { confirm: true } }),
  },
  'freeze.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { confirm: true } }),
  },
  'unfreeze.member': {
    status: { anonymous: 401, memberA: 409, memberB: 409, vendor: 403, operator: 403 },
    request: () => ({ body: { password: 'Wrong@12345' } }),
  },
  'unfreeze.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: () => ({ body: { password: 'Wrong@12345' } }),
  },
  // The caller's own code. A code the schema refuses, so the matrix's mails stay as written.
  'antiPhishingCodeState.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
  },
  'antiPhishingCodeState.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
  },
  'antiPhishingCode.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { code: 'no' } }),
  },
  'antiPhishingCode.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { code: 'no' } }),
  },
  // The caller's own history; a link no alert mailed is refused alike for everyone.
  'securityEvents.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'securityEvents.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  freezeByLink: {
    status: { anonymous: 410, memberA: 410, memberB: 410, vendor: 410, operator: 410 },
    request: () => ({ body: { token: 'not-a-mailed-token' } }),
  },
  // The caller's own address book: bodies the schema refuses, and an id nobody holds.
  'addresses.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'addresses.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'addressSave.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { address: 'nope', label: 'x' } }),
  },
  'addressSave.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { address: 'nope', label: 'x' } }),
  },
  'addressDelete.member': {
    status: { anonymous: 401, memberA: 404, memberB: 404, vendor: 403, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'addressDelete.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'receiverSave.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { receiverId: '', label: 'x' } }),
  },
  'receiverSave.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { receiverId: '', label: 'x' } }),
  },
  'receiverDelete.member': {
    status: { anonymous: 401, memberA: 404, memberB: 404, vendor: 403, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'receiverDelete.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'addressOnly.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { on: 'yes' } }),
  },
  'addressOnly.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { on: 'yes' } }),
  },
  // The caller's own passkeys (docs/decisions/042-passkeys.md): a wrong password, a credential the schema refuses, an
  // id nobody holds; a sign-in's options are anyone's, its signature a shape the schema refuses.
  'passkeys.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'passkeys.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'passkeyOptions.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { password: 'not-the-password-1A' } }),
  },
  'passkeyOptions.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { password: 'not-the-password-1A' } }),
  },
  'passkeyAdd.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { name: 'Phone', credential: { id: 'x' } } }),
  },
  'passkeyAdd.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { name: 'Phone', credential: { id: 'x' } } }),
  },
  // Without the password and the current second factor: refused before the id is looked up.
  'passkeyDelete.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'passkeyDelete.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'passkeyConfirmOptions.member': {
    status: { anonymous: 401, memberA: 404, memberB: 404, vendor: 403, operator: 403 },
    request: () => ({ body: { purpose: 'withdrawal', _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'passkeyConfirmOptions.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: () => ({ body: { purpose: 'withdrawal', _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  passkeySigninOptions: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  passkeySignin: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { credential: { id: 'x' } } }),
  },
  operatorPasskeys: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  operatorPasskeyOptions: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 },
    request: () => ({ body: { password: 'not-the-password-1A' } }),
  },
  operatorPasskeyAdd: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 },
    request: () => ({ body: { name: 'Key', credential: { id: 'x' } } }),
  },
  operatorPasskeyDelete: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  operatorPasskeySigninOptions: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  operatorPasskeySignin: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { credential: { id: 'x' } } }),
  },
  // The caller's own wallets only: there is no id to name another member's.
  'statement.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'statement.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // A text/csv download of the caller's own rows.
  'statementCsv.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'statementCsv.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'logout.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    endsSession: true,
  },
  'logout.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    endsSession: true,
  },
  operatorSignin: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { email: operatorEmail, password: 'Wrong@12345' } }),
  },
  operatorVerify: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { _id: randomUUID(), otp: '123456' } }),
  },
  operatorProfile: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  operatorLogout: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    endsSession: true,
  },
  publicSettings: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  // A hash is accepted once, whoever sends it: B cannot claim A's transfer.
  'addFund.member': {
    status: { anonymous: 401, memberA: 409, memberB: 409, vendor: 403, operator: 403 },
    request: aFundingHash,
    ofA: true,
  },
  'addFund.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: aFundingHash,
    ofA: true,
  },
  'depositList.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'depositList.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  adminDeposits: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminDepositApprove: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.depositToApprove } }),
    ofA: true,
  },
  adminDepositReject: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.depositToReject }, body: { reason: 'No such transfer' } }),
    ofA: true,
  },
  adminSettings: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminSettingsUpdate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { withdrawalMinimum: 30 } }),
  },
  newsletter: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: () => ({ body: { email: 'matrix.reader@example.test' } }),
  },
  contactMember: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: () => ({ body: { name: 'Matrix', email: 'matrix.reader@example.test', description: 'Hello' } }),
  },
  packageSearch: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  // A already holds the package; B and the vendor have nothing in their deposit wallets.
  'purchasePackage.member': {
    status: { anonymous: 401, memberA: 409, memberB: 409, vendor: 403, operator: 403 },
    request: thePackageOfA,
    ofA: true,
  },
  'purchasePackage.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: thePackageOfA,
    ofA: true,
  },
  'activePackages.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'activePackages.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // A claimed today in the setup; B and the vendor hold no order.
  'claimProfit.member': { status: { anonymous: 401, memberA: 409, memberB: 409, vendor: 403, operator: 403 } },
  'claimProfit.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 } },
  'dashboard.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'dashboard.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeAll.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeAll.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeTrading.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeTrading.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeLevel.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeLevel.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeDirect.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeDirect.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeReward.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeReward.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // The caller's own bonuses only: there is no id to name another member's (bonus-income.test.ts).
  'incomeBonus.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeBonus.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'teamList.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'teamList.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // No parent: the caller's own referrals; another member's UID outside the downline is a 404 (team.test.ts).
  'genealogy.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'genealogy.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'teamCount.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'teamCount.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'rankProgress.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'rankProgress.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'incomeChart.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'incomeChart.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'directTeam.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'directTeam.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  adminPackages: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminPackageCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    // A draft: its terms wait for no second owner until it is put on sale (docs/decisions/035-dual-control.md).
    request: () => ({ body: { title: 'Matrix extra', price: 50, yield: 1, maturity: 10, status: 'draft' } }),
  },
  adminPackageUpdate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.packageId }, body: { status: 'active' } }),
    ofA: true,
  },
  adminSettlementRun: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // Proof of reserves: the figures are public; a proof is the caller's own leaf (a snapshot is taken in the setup),
  // there is no id to name another member's.
  reserves: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  'reserveProof.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'reserveProof.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  adminReserveSnapshot: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // B and the vendor have no income to withdraw; A has 40 left after its two pending withdrawals.
  'withdrawalRequest.member': {
    status: { anonymous: 401, memberA: 200, memberB: 409, vendor: 403, operator: 403 },
    request: aNewWithdrawal,
  },
  'withdrawalRequest.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: aNewWithdrawal,
  },
  // Another member's request reads as not found, even with its right code; its tries are not spent.
  'withdrawalVerify.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aUnverifiedWithdrawal,
    ofA: true,
  },
  'withdrawalVerify.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aUnverifiedWithdrawal,
    ofA: true,
  },
  'packageWithdrawal.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aOrder,
    ofA: true,
  },
  'packageWithdrawal.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aOrder,
    ofA: true,
  },
  'packageWithdrawalVerify.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aCapitalRequest,
    ofA: true,
  },
  'packageWithdrawalVerify.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aCapitalRequest,
    ofA: true,
  },
  // The path's id never widens the list: with A's id, B gets B's own (empty) list.
  'withdrawalList.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    request: aWithdrawalList,
    ofA: true,
  },
  'withdrawalList.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: aWithdrawalList,
    ofA: true,
  },
  adminWithdrawals: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminWithdrawalApprove: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.toApprove } }),
    ofA: true,
  },
  adminWithdrawalPay: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.toPay }, body: { transactionHash: randomTxHash() } }),
    ofA: true,
  },
  adminWithdrawalReject: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.toReject }, body: { reason: 'Address on a blocklist' } }),
    ofA: true,
  },
  adminOverview: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // Waits for a second owner (docs/decisions/046-no-way-around-the-second-person.md).
  adminCompanyFunds: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 202 },
    request: () => ({ body: { amount: '1', reference: 'Matrix funds' } }),
  },
  adminMembers: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminMember: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aMember,
    ofA: true,
  },
  // The operator's block comes before the unblock, so the member ends the table as it began.
  adminMemberBlock: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: memberToBlock }, body: { reason: 'Matrix block' } }),
  },
  adminMemberUnblock: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: memberToBlock } }),
  },
  adminMemberAdjust: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aSmallCredit,
    ofA: true,
  },
  adminAdjustments: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // An id no adjustment has: the reviews themselves, by a second operator, are console-adjust-review.test.ts's.
  adminAdjustmentApprove: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: randomUUID() } }),
  },
  adminAdjustmentReject: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: randomUUID() } }),
  },
  adminMemberSigninLink: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aMember,
    ofA: true,
  },
  // Only the operator's call reaches the body: its address is new, so that one call opens the account.
  adminVendorCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { fullName: 'Matrix Vendor', phone: '9123456780', email: 'matrix.vendor@example.test' } }),
  },
  adminAudit: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminContacts: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // A message whose mail failed: only the operator's resend mails it and marks it.
  adminContactResend: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: failedContactId } }),
  },
  adminNewsletter: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // A text/csv download: its 200 is the file (checked against the contract's string schema), refusals are JSON.
  adminNewsletterCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminOperators: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // Only the operator's call reaches the body: its address is new, so that one call invites.
  adminOperatorCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { fullName: 'Matrix Operator', email: 'matrix.operator@example.test', role: 'support' } }),
  },
  // Public: a bogus invitation token is refused alike, whoever calls.
  operatorSetPassword: {
    status: { anonymous: 401, memberA: 401, memberB: 401, vendor: 401, operator: 401 },
    request: () => ({
      body: { token: 'not-an-invitation', password: 'Matrix@Secret1', confirmPassword: 'Matrix@Secret1' },
    }),
    refusal: OPERATORS_MSG.linkInvalid,
  },
  // The operator's disable comes before the enable, so the second operator ends the table as it began.
  adminOperatorDisable: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: operatorToDisable } }),
  },
  adminOperatorEnable: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: operatorToDisable } }),
  },
  // A money role waits for a second owner (docs/decisions/046-no-way-around-the-second-person.md).
  adminOperatorRole: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 202 },
    request: () => ({ params: { _id: operatorToDisable }, body: { role: 'finance' } }),
  },
  // Changes to the settings that guard money: none is pending in this table, so a decision finds nothing.
  adminSettingChanges: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminSettingChangeApprove: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' } }),
  },
  adminSettingChangeReject: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: '00000000-0000-4000-8000-000000000000' }, body: { reason: 'Not agreed' } }),
  },
  // The identity check. Each member sends their own: B's and the vendor's are new (200); A's was approved by
  // the operator's call earlier in the table (409).
  'kycSubmit.member': {
    status: { anonymous: 401, memberA: 409, memberB: 200, vendor: 403, operator: 403 },
    request: () => ({ form: () => kycForm() }),
  },
  'kycSubmit.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: () => ({ form: () => kycForm() }),
  },
  'kycStatus.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'kycStatus.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  adminMemberKyc: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aMember,
    ofA: true,
  },
  // The document's bytes: only the operator's call answers them.
  adminMemberKycDocument: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aMember,
    ofA: true,
  },
  adminMemberKycApprove: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.id }, body: { submissionId: a.kycSubmission } }),
    ofA: true,
  },
  adminMemberKycReject: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({
      params: { _id: kycToReject.memberId },
      body: { submissionId: kycToReject.submissionId, reason: 'Photo unreadable' },
    }),
  },
  // That operator has a password (no invitation pending): the operator's call is refused, nothing is mailed.
  adminOperatorReinvite: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 409 },
    request: () => ({ params: { _id: operatorToDisable } }),
  },
  // A name and a UID only: any member may look one up.
  'transferReceiver.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    request: theReceiver,
  },
  'transferReceiver.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: theReceiver,
  },
  // B and the vendor have no income to send.
  'walletTransfer.member': {
    status: { anonymous: 401, memberA: 200, memberB: 409, vendor: 403, operator: 403 },
    request: aNewTransfer,
  },
  'walletTransfer.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: aNewTransfer,
  },
  // Another member's transfer reads as not found, even with its right code; its tries are not spent.
  'walletTransferVerify.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aUnverifiedTransfer,
    ofA: true,
  },
  'walletTransferVerify.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aUnverifiedTransfer,
    ofA: true,
  },
  // The site's operator-edited pages: the site reads them, only operators change them.
  sitePages: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  adminSitePages: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminSitePageSave: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({
      body: { path: '/terms-of-service', title: 'Matrix terms', body: 'Matrix text', published: true },
    }),
  },
  // An edit stored before the table is walked: only the operator's call removes it.
  adminSitePageRevert: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ query: `?path=${EDITED_PATH}` }),
  },
  // News: the site reads the published posts, only operators write, publish, unpublish and delete them.
  posts: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  post: {
    status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 },
    request: () => ({ params: { slug: MATRIX_SLUG } }),
  },
  postTopics: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  adminPosts: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminPost: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aPost('toEdit'),
  },
  adminPostCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { ...matrixPostBody, slug: 'matrix-created' } }),
  },
  adminPostUpdate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: matrixPosts.toEdit }, body: matrixPostBody }),
  },
  adminPostPublish: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aPost('toPublish'),
  },
  adminPostUnpublish: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aPost('toUnpublish'),
  },
  adminPostDelete: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aPost('toDelete'),
  },
  // The caller's own language only: there is no id to name another member's (language.test.ts checks A's row).
  'saveLanguage.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    request: () => ({ body: { locale: 'en' } }),
  },
  'saveLanguage.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: () => ({ body: { locale: 'en' } }),
  },
  // The caller's own notifications and preferences only; B marking A's notification read meets a 404.
  'notifications.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'notifications.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'notificationsRead.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aNotification,
    ofA: true,
  },
  'notificationsRead.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aNotification,
    ofA: true,
  },
  'notificationPreferences.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
  },
  'notificationPreferences.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
  },
  'saveNotificationPreferences.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    request: () => ({ body: { mailOff: ['income-digest'] } }),
  },
  'saveNotificationPreferences.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: () => ({ body: { mailOff: ['income-digest'] } }),
  },
  // Payout safety: the freeze's report and its acknowledgement are the console's; with no failed report to
  // acknowledge, the operator's call is refused and changes nothing.
  adminPayoutFreeze: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReconciliationAcknowledge: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 409 },
    request: () => ({ body: { reconciliationId: randomUUID() } }),
  },
  // Automatic payouts: the health and the pause are the money operators'; with no hot wallet on this server there is
  // no nonce gap to accept.
  adminPayouts: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminPayoutsPause: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminPayoutsNonceAccept: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 409 } },
  // Public: the mailed token decides; a bogus one is refused alike, whoever calls.
  withdrawalCancel: {
    status: { anonymous: 404, memberA: 404, memberB: 404, vendor: 404, operator: 404 },
    request: () => ({ body: { token: 'not-a-cancel-token' } }),
  },
  // The caller's own limits only: there is no id to name another member's.
  'withdrawalLimits.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'withdrawalLimits.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // A member's own data export names no id: each caller asks for and reads only its own (202: built afterwards).
  'dataExportRequest.member': { status: { anonymous: 401, memberA: 202, memberB: 202, vendor: 403, operator: 403 } },
  'dataExportRequest.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 202, operator: 403 } },
  'dataExportState.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'dataExportState.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // The mailed token with the session of the member it was mailed to (A's): another member holding it is answered as
  // an unknown token, a token alone is nobody's (docs/decisions/032-data-export.md).
  'dataExportDownload.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: anExport,
    ofA: true,
  },
  'dataExportDownload.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: anExport,
    ofA: true,
  },
  // Public code steps of a sign-in: an id that is no live challenge is refused alike, whoever calls.
  signinTwoFactor: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { _id: randomUUID(), code: '123456' } }),
  },
  operatorSigninTwoFactor: {
    status: { anonymous: 400, memberA: 400, memberB: 400, vendor: 400, operator: 400 },
    request: () => ({ body: { _id: randomUUID(), code: '123456' } }),
  },
  // Two-factor and sessions name no account: each caller reaches only its own.
  'twoFactorStatus.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'twoFactorStatus.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // Without the password and the mailed code (docs/decisions/046-no-way-around-the-second-person.md): refused.
  'twoFactorSetup.member': { status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 } },
  'twoFactorSetup.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 } },
  'securityCode.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'securityCode.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // A code that is not the pending secret's: refused, and two-factor stays off.
  'twoFactorEnable.member': {
    status: { anonymous: 401, memberA: 400, memberB: 400, vendor: 403, operator: 403 },
    request: () => ({ body: { code: '000000' } }),
  },
  'twoFactorEnable.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 400, operator: 403 },
    request: () => ({ body: { code: '000000' } }),
  },
  'twoFactorDisable.member': {
    status: { anonymous: 401, memberA: 409, memberB: 409, vendor: 403, operator: 403 },
    request: () => ({ body: { code: '000000', password: 'Not-the-password1' } }),
  },
  'twoFactorDisable.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 409, operator: 403 },
    request: () => ({ body: { code: '000000', password: 'Not-the-password1' } }),
  },
  'sessions.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'sessions.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  // Ends the caller's other sessions only; the session making the call (the matrix's) stays.
  'sessionsRevokeOthers.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
  },
  'sessionsRevokeOthers.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
  },
  operatorTwoFactorStatus: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  operatorTwoFactorSetup: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 } },
  operatorSecurityCode: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  operatorTwoFactorEnable: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 },
    request: () => ({ body: { code: '000000' } }),
  },
  operatorTwoFactorDisable: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 409 },
    request: () => ({ body: { code: '000000', password: 'Not-the-password1' } }),
  },
  // The console's System page: a read of the servers and jobs, naming no member.
  adminSystem: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // Deposit addresses (shared mode here: the shared address, index null); the sweep reads the chain this app lacks.
  'depositAddress.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'depositAddress.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'depositTransfers.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'depositTransfers.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  adminDepositTransfers: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminDepositWatcher: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminDepositSweep: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 409 } },
  // The support desk. A's ticket answers A alone: B is told it does not exist (404), the vendor's and the
  // operator's tokens are the wrong kind (403). A closes it, then reopens it; the operator answers and closes it.
  'tickets.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'tickets.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'ticketCreate.member': {
    status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 },
    request: () => ({ body: { category: 'other', subject: 'Matrix', message: 'A question' } }),
  },
  'ticketCreate.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 },
    request: () => ({ form: () => ticketForm({ category: 'other' }) }),
  },
  'ticketRecords.member': { status: { anonymous: 401, memberA: 200, memberB: 200, vendor: 403, operator: 403 } },
  'ticketRecords.vendor': { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 200, operator: 403 } },
  'ticket.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticket.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticketMessage.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: () => ({ ...aTicket(), body: { message: 'Any news?' } }),
    ofA: true,
  },
  'ticketMessage.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: () => ({ ...aTicket(), body: { message: 'Any news?' } }),
    ofA: true,
  },
  'ticketClose.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticketClose.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticketReopen.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticketReopen.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: aTicket,
    ofA: true,
  },
  'ticketAttachment.member': {
    status: { anonymous: 401, memberA: 200, memberB: 404, vendor: 403, operator: 403 },
    request: anAttachment,
    ofA: true,
  },
  'ticketAttachment.vendor': {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 404, operator: 403 },
    request: anAttachment,
    ofA: true,
  },
  adminTickets: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminTicket: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aTicket,
    ofA: true,
  },
  adminTicketMessage: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ ...aTicket(), body: { message: 'It is credited now.' } }),
    ofA: true,
  },
  adminTicketAssign: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ ...aTicket(), body: { operatorId: null } }),
    ofA: true,
  },
  adminTicketClose: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: aTicket,
    ofA: true,
  },
  adminTicketAttachment: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: anAttachment,
    ofA: true,
  },
  adminSavedReplies: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminSavedReplyCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { title: 'Matrix new', texts: { en: 'Thank you.', es: 'Gracias.' } } }),
  },
  adminSavedReplyUpdate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.savedReplyId }, body: { title: 'Matrix edited', texts: { en: 'Edited.' } } }),
  },
  adminSavedReplyDelete: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: a.savedReplyId } }),
  },
  // The owner's reports and their CSV twins: a read of the whole platform, naming no member.
  adminReportObligations: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportObligationsCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportPackages: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportPackagesCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportCohorts: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportCohortsCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportFlows: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportFlowsCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportTop: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminReportTopCsv: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  // Dry runs of the plan, the owner's alone. The start is asked for a range no package takes: the operator reaches
  // the service (400) without a simulation running behind the table.
  adminDryRuns: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminDryRunStart: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 400 },
    request: () => ({
      body: {
        months: 1,
        initialMembers: 1,
        joinsPerMonth: 0,
        pattern: 'steady',
        minInvestment: 10,
        maxInvestment: 20,
        recruiterShare: 0,
        directsPerRecruiter: 0,
        reinvestRate: 0,
        withdrawRate: 0,
        seed: 1,
      },
    }),
  },
  adminDryRun: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: randomUUID() } }),
  },
  adminDryRunCancel: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 404 },
    request: () => ({ params: { _id: randomUUID() } }),
  },
  // The kept rejection reasons name no member: reviewers read them, the owner keeps them (roles: operator-roles.test).
  rejectionReasons: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  rejectionReasonCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { for: 'both', texts: { en: 'Matrix reason' } } }),
  },
  rejectionReasonUpdate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({
      params: { _id: matrixReasonId },
      body: { for: 'deposit', texts: { en: 'Matrix reason edited' } },
    }),
  },
  rejectionReasonRetire: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: matrixReasonId } }),
  },
  // Switched off, so the rest of the table runs outside maintenance (its refusals: modules/maintenance tests).
  maintenanceSwitch: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: { on: false } }),
  },
  // Announcements are not secret (docs/decisions/031-announcements.md): anyone reads the live ones; the content roles
  // publish and withdraw (roles: operator-roles.test).
  announcements: { status: { anonymous: 200, memberA: 200, memberB: 200, vendor: 200, operator: 200 } },
  adminAnnouncements: { status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 } },
  adminAnnouncementCreate: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ body: matrixAnnouncementBody() }),
  },
  adminAnnouncementWithdraw: {
    status: { anonymous: 401, memberA: 403, memberB: 403, vendor: 403, operator: 200 },
    request: () => ({ params: { _id: matrixAnnouncementId } }),
  },
} satisfies Record<RouteName, Entry>;

type RouteName = {
  [K in keyof typeof routes]: (typeof routes)[K] extends { path: string }
    ? K
    : `${K}.${keyof (typeof routes)[K] & string}`;
}[keyof typeof routes];

/** Every route of the contract under its table name: `login`, or `profile.member` for a twin. */
function namedRoutes(): [string, RouteDef][] {
  return Object.entries(routes).flatMap(([key, entry]): [string, RouteDef][] =>
    'path' in entry
      ? [[key, entry as RouteDef]]
      : Object.entries(entry as Record<string, RouteDef>).map(([side, def]): [string, RouteDef] => [
          `${key}.${side}`,
          def,
        ]),
  );
}

const TABLE: Record<string, Entry> = MATRIX;
const unauthenticated = { success: false, message: MSG.unauthenticated, code: 'UNAUTHENTICATED' };
const forbidden = { success: false, message: MSG.forbidden, code: 'FORBIDDEN' };

const accountOf: Partial<Record<Caller, { email: string; password: string; role: Role }>> = {};
const tokens: Partial<Record<Caller, string>> = {};

async function tokenOf(caller: Caller, fresh: boolean): Promise<string | undefined> {
  const account = accountOf[caller];
  if (!account) return undefined;
  if (!fresh) return tokens[caller];
  return account.role === ROLE.admin ? operatorToken(t, account) : loginToken(t, account);
}

// The raw answer text too: a refused call must not carry any of A's ids anywhere in it.
async function send(route: RouteDef, request: Request, token: string | undefined) {
  const upload = request.form ? await encodeForm(request.form()) : undefined;
  const response = await t.app.inject({
    method: route.method,
    url: `${pathWith(route.path, request.params ?? {})}${request.query ?? ''}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(upload ? { 'content-type': upload.contentType } : {}),
    },
    // Each call from its own address: the per-address limits are not what this table is about.
    remoteAddress: nextClientIp(),
    ...(upload
      ? { payload: upload.payload }
      : route.method === 'POST' || route.method === 'PUT'
        ? { payload: (request.body ?? {}) as object }
        : {}),
  });
  // A download's success is its file, not JSON.
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body = isJson ? (response.json() as Record<string, unknown>) : response.body;
  return { status: response.statusCode, text: response.body, body: body as Record<string, unknown> };
}

/** Everything of member A a foreign call could touch, read straight from the tables. */
async function recordsOfA() {
  const { db } = t.ctx;
  return {
    user: await db.select().from(users).where(eq(users.id, a.id)),
    accounts: await db.select().from(accounts).where(eq(accounts.ownerId, a.id)).orderBy(asc(accounts.id)),
    deposits: await db.select().from(deposits).where(eq(deposits.userId, a.id)).orderBy(asc(deposits.id)),
    orders: await db.select().from(orders).where(eq(orders.userId, a.id)).orderBy(asc(orders.id)),
    withdrawals: await db.select().from(withdrawals).where(eq(withdrawals.userId, a.id)).orderBy(asc(withdrawals.id)),
    transfers: await db.select().from(transfers).where(eq(transfers.senderId, a.id)).orderBy(asc(transfers.id)),
    codes: await db.select().from(otps).where(eq(otps.subject, a.id)).orderBy(asc(otps.id)),
    package: await db.select().from(packages).where(eq(packages.id, a.packageId)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.id))
      .orderBy(asc(notifications.id)),
    tickets: await db.select().from(tickets).where(eq(tickets.userId, a.id)).orderBy(asc(tickets.id)),
    ticketMessages: await db
      .select({ id: ticketMessages.id, body: ticketMessages.body })
      .from(ticketMessages)
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(eq(tickets.userId, a.id))
      .orderBy(asc(ticketMessages.id)),
  };
}

async function idsOfA(): Promise<string[]> {
  const records = await recordsOfA();
  return [
    a.id,
    ...records.deposits.map((row) => row.id),
    ...records.orders.map((row) => row.id),
    ...records.withdrawals.map((row) => row.id),
    ...records.transfers.map((row) => row.id),
    ...records.notifications.map((row) => row.id),
    ...records.tickets.map((row) => row.id),
    ...records.ticketMessages.map((row) => row.id),
  ];
}

/** Asks for the member's data export, builds it as the job does, and answers the token its mail carries. */
async function exportOf(token: string, email: string): Promise<string> {
  expect((await askForExport(t, token)).status).toBe(202);
  const [mail] = await exportMails(t, email);
  if (!mail) throw new Error('no data export mail');
  return exportTokenOf(mail);
}

/** The id a setup call answers; a refusal there stops the file with its message. */
function idOf(response: { status: number; body: { message: string; data?: { _id: string } } }): string {
  if (response.status !== 200) throw new Error(`setup call refused: ${response.body.message}`);
  return dataOf(response)._id;
}

beforeAll(async () => {
  const operator = await createMember(t, { role: ROLE.admin });
  operatorEmail = operator.email;
  const memberA = await createMember(t, { fullName: 'Anita Owner' });
  const memberB = await createMember(t, { fullName: 'Bala Other' });
  const vendor = await createMember(t, { role: ROLE.vendor, fullName: 'Vani Vendor' });
  memberToBlock = (await createMember(t, { fullName: 'Chitra Blocked' })).id;
  operatorToDisable = (await createMember(t, { role: ROLE.admin, fullName: 'Dora Disabled' })).id;
  Object.assign(accountOf, { memberA, memberB, vendor, operator });
  tokens.operator = await operatorToken(t, operator);
  tokens.memberA = await loginToken(t, memberA);
  tokens.memberB = await loginToken(t, memberB);
  tokens.vendor = await loginToken(t, vendor);
  const tokenA = tokens.memberA;
  const asA = { token: tokenA, email: memberA.email };

  const packageId = await createPackage(t, tokens.operator, { title: 'Matrix', price: 150, yield: 100, maturity: 2 });
  const fundingHash = randomTxHash();
  const funding = idOf(
    await call(t, routes.addFund.member, { body: { amount: 150, transaction_id: fundingHash }, token: tokenA }),
  );
  idOf(await call(t, routes.adminDepositApprove, { params: { _id: funding }, token: tokens.operator }));
  const purchase = { packageId, amount: 150, payment_mode_name: 'wallet' };
  const orderId = idOf(await call(t, routes.purchasePackage.member, { body: purchase, token: tokenA }));
  // The order yields 100 % a day: today's claim puts 150 in A's income wallet.
  expect((await call(t, routes.claimProfit.member, { token: tokenA })).status).toBe(200);
  const pendingDeposit = async () =>
    idOf(await call(t, routes.addFund.member, { body: { amount: 30, transaction_id: randomTxHash() }, token: tokenA }));
  const usdtAddress = `0x${'ab'.repeat(20)}`;
  idOf(await call(t, routes.saveUsdtAddress.member, { body: { address: usdtAddress }, token: tokenA }));
  const toPay = await pendingWithdrawal(t, { member: asA, amount: 30 });
  const toReject = await pendingWithdrawal(t, { member: asA, amount: 30 });
  const unverified = await requestWithdrawal(t, { member: asA, amount: 30 });
  const toApprove = await pendingWithdrawal(t, { member: asA, amount: 30 });
  const capitalBody = { address: ADDRESS, packageId: orderId };
  const capital = idOf(await call(t, routes.packageWithdrawal.member, { body: capitalBody, token: tokenA }));
  const capitalOtp = await readLatestOtp(t, memberA.email);
  const receiver = await createMember(t, { fullName: 'Rani Receiver' });
  const receiverUid = String(receiver.referId);
  const transferId = idOf(
    await call(t, routes.walletTransfer.member, { body: { receiverId: receiverUid, amount: 1 }, token: tokenA }),
  );
  a = {
    id: memberA.id,
    email: memberA.email,
    password: memberA.password,
    referId: String(memberA.referId),
    usdtAddress,
    fundingHash,
    fundingDepositId: funding,
    depositToApprove: await pendingDeposit(),
    depositToReject: await pendingDeposit(),
    packageId,
    orderId,
    unverified: { id: unverified.id, otp: unverified.otp },
    capital: { id: capital, otp: capitalOtp },
    toPay,
    toReject,
    toApprove,
    transfer: { id: transferId, otp: await readLatestOtp(t, memberA.email) },
    receiverUid,
    kycSubmission: await submitKyc(t, tokenA),
    notificationId: (
      await t.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, memberA.id), eq(notifications.kind, 'deposit-approved')))
    )[0]?.id as string,
    ...(await openTicketWithFile(t, tokenA, { record: JSON.stringify({ kind: 'deposit', _id: funding }) }).then(
      (opened) => ({ ticketId: opened.ticketId, ticketAttachmentId: opened.attachmentId }),
    )),
    dataExportToken: await exportOf(tokenA, memberA.email),
    savedReplyId: idOf(
      await call(t, routes.adminSavedReplyCreate, {
        body: { title: 'Matrix reply', texts: { en: 'We are looking into it.' } },
        token: tokens.operator,
      }),
    ),
  };
  const other = await createMember(t, { fullName: 'Kiran Rejected' });
  kycToReject = { memberId: other.id, submissionId: await submitKyc(t, await loginToken(t, other)) };
});

/** A kept rejection reason, for the console's edit and retirement. */
let matrixReasonId: string;
beforeAll(async () => {
  const body = { for: 'both', texts: { en: 'Matrix kept reason' } };
  matrixReasonId = idOf(await call(t, routes.rejectionReasonCreate, { body, token: tokens.operator }));
});

/** An announcement live from the test clock's now for a day, and one published for the console's withdrawal. */
const matrixAnnouncementBody = () => ({
  level: 'info',
  startsAt: t.clock.now().toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
  texts: { en: { title: 'Matrix announcement', body: 'Matrix announcement text' } },
});
let matrixAnnouncementId: string;
beforeAll(async () => {
  const body = matrixAnnouncementBody();
  matrixAnnouncementId = idOf(await call(t, routes.adminAnnouncementCreate, { body, token: tokens.operator }));
});

beforeAll(async () => {
  const [stored] = await t.ctx.db
    .insert(contactMessages)
    .values({ name: 'Matrix Visitor', email: 'visitor@example.test', description: 'Hello', createdAt: t.clock.now() })
    .returning({ id: contactMessages.id });
  failedContactId = stored?.id ?? '';
  await t.ctx.db
    .insert(contentPages)
    .values({ path: EDITED_PATH, title: 'Matrix privacy', body: 'Matrix text', updatedAt: t.clock.now() });
  await takeSnapshot(t.ctx, { trigger: 'schedule' });
  const now = t.clock.now();
  for (const [key, status] of [
    ['toEdit', 'published'],
    ['toPublish', 'draft'],
    ['toUnpublish', 'published'],
    ['toDelete', 'draft'],
  ] as const) {
    const [stored] = await t.ctx.db
      .insert(posts)
      .values({
        ...matrixPostBody,
        slug: key === 'toEdit' ? MATRIX_SLUG : `matrix-${key.toLowerCase()}`,
        authorName: 'Matrix Operator',
        status,
        publishedAt: status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
        textUpdatedAt: now,
      })
      .returning({ id: posts.id });
    matrixPosts[key] = stored?.id ?? '';
  }
});

describe('the access matrix', () => {
  it('has an entry for every route of the contract, and none for a route it lacks', () => {
    const names = new Map(namedRoutes().map(([name, route]) => [route, name]));
    const missing = allRoutes()
      .map((route) => names.get(route) ?? `${route.method} ${route.path}`)
      .filter((name) => !(name in TABLE));
    expect(missing).toEqual([]);
    const stale = Object.keys(TABLE).filter((name) => !namedRoutes().some(([known]) => known === name));
    expect(stale).toEqual([]);
  });

  it('the contract has protected routes for every kind of token', () => {
    for (const kind of ['member', 'vendor', 'admin'] satisfies Access[])
      expect(
        allRoutes().some((route) => route.access === kind),
        kind,
      ).toBe(true);
  });

  it.each(
    namedRoutes()
      .filter(([name]) => name in TABLE)
      .map(([name, route]) => [`${name}: ${route.method} ${route.path}`, name, route] as const),
  )('%s', async (_title, name, route) => {
    const entry = TABLE[name] as Entry;
    const request = entry.request?.() ?? {};
    const foreignIds = entry.ofA ? await idsOfA() : [];
    let before = entry.ofA ? await recordsOfA() : null;
    for (const caller of CALLERS) {
      const expected = entry.status[caller];
      const token = await tokenOf(caller, Boolean(entry.endsSession) && expected === 200);
      const answer = await send(route, request, token);
      expect({ caller, status: answer.status, body: answer.body }).toMatchObject({ caller, status: expected });
      if (expected === 401)
        expect(answer.body).toEqual({ ...unauthenticated, message: entry.refusal ?? MSG.unauthenticated });
      else if (expected === 403) expect(answer.body).toEqual(forbidden);
      else if (expected === 200 || expected === 202)
        expect(route.response.safeParse(answer.body).error).toBeUndefined();
      else expect(ERROR_STATUS[answer.body.code as ErrorCode], String(answer.body.message)).toBe(expected);
      if (!before) continue;
      const owner = caller === 'memberA' || caller === 'operator';
      if (owner && expected === 200) {
        before = await recordsOfA();
        continue;
      }
      expect(await recordsOfA(), `${caller} changed A's records`).toEqual(before);
      for (const id of foreignIds) expect(answer.text, `${caller} was answered A's id`).not.toContain(id);
    }
  });

  it("left A's records where the owner and the operator put them, and the ledger reconciles", async () => {
    const records = await recordsOfA();
    const statusOf = (id: string) => records.withdrawals.find((row) => row.id === id)?.status;
    expect(statusOf(a.unverified.id)).toBe('pending');
    expect(statusOf(a.capital.id)).toBe('pending');
    expect(statusOf(a.toPay)).toBe('success');
    expect(statusOf(a.toReject)).toBe('reject');
    expect(records.orders.map((row) => row.status)).toEqual(['withdrawn']);
    expect(records.transfers.find((row) => row.id === a.transfer.id)?.status).toBe('success');
    const depositStatus = (id: string) => records.deposits.find((row) => row.id === id)?.status;
    expect([a.fundingDepositId, a.depositToApprove, a.depositToReject].map(depositStatus)).toEqual([
      'success',
      'success',
      'reject',
    ]);
    await expectLedgerClean(t);
  });
});

describe('tokens that are not a session', () => {
  const protectedRoutes = allRoutes().filter((route) => route.access !== 'public');

  /** An empty body and a random uuid for every path parameter: the token is refused before either is read. */
  async function sendWith(route: RouteDef, authorization?: string, method: string = route.method) {
    const response = await t.app.inject({
      method: method as 'GET',
      url: route.path.replace(/:\w+/g, () => randomUUID()),
      headers: authorization ? { authorization } : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : null };
  }

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to a garbage bearer, an unknown well-formed token, another scheme and a bare HEAD',
    async (_title, route) => {
      const own =
        route.access === 'vendor' ? tokens.vendor : route.access === 'admin' ? tokens.operator : tokens.memberA;
      for (const authorization of ['Bearer garbage', `Bearer ${'A'.repeat(43)}`, `Basic ${own}`, 'Bearer ']) {
        expect(await sendWith(route, authorization), authorization).toEqual({ status: 401, body: unauthenticated });
      }
      if (route.method === 'GET') expect((await sendWith(route, undefined, 'HEAD')).status).toBe(401);
    },
  );
});

describe('log-out', () => {
  it('revokes the token sent and leaves another session of the same member working', async () => {
    const member = await createMember(t);
    const first = await loginToken(t, member);
    const second = await loginToken(t, member);
    const out = await call(t, routes.logout.member, { token: first });
    expect(out).toEqual({ status: 200, body: { success: true, message: MSG.logoutDone } });
    expect(await call(t, routes.profile.member, { token: first })).toEqual({ status: 401, body: unauthenticated });
    expect((await call(t, routes.logout.member, { token: first })).status).toBe(401);
    expect(await call(t, routes.profile.member, { token: second })).toMatchObject({
      status: 200,
      body: { data: { _id: member.id } },
    });
  });

  it('revokes vendor and operator tokens at their own log-out routes', async () => {
    const vendorToken = await loginToken(t, await createMember(t, { role: ROLE.vendor }));
    expect((await call(t, routes.logout.vendor, { token: vendorToken })).status).toBe(200);
    expect((await call(t, routes.profile.vendor, { token: vendorToken })).status).toBe(401);
    const adminToken = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
    expect((await call(t, routes.operatorLogout, { token: adminToken })).status).toBe(200);
    expect((await call(t, routes.operatorProfile, { token: adminToken })).status).toBe(401);
  });
});

describe('GET /sellerApi/getprofile', () => {
  const PROFILE = routes.profile.member;

  it("answers each member's own profile", async () => {
    const memberA = await createMember(t, { fullName: 'Anita Own' });
    const memberB = await createMember(t, { fullName: 'Bala Own' });
    const profileA = await call(t, PROFILE, { token: await loginToken(t, memberA) });
    const profileB = await call(t, PROFILE, { token: await loginToken(t, memberB) });
    expect(profileA).toMatchObject({ status: 200, body: { success: true, message: MSG.profileLoaded } });
    expect(profileA.body.data).toMatchObject({
      _id: memberA.id,
      fullName: 'Anita Own',
      email: memberA.email,
      referId: memberA.referId,
    });
    expect(profileB.body.data).toMatchObject({
      _id: memberB.id,
      fullName: 'Bala Own',
      email: memberB.email,
      referId: memberB.referId,
    });
  });

  it('answers a vendor its own profile at /vendorApi/getprofile', async () => {
    const vendor = await createMember(t, { role: ROLE.vendor, fullName: 'Vani Own' });
    const profile = await call(t, routes.profile.vendor, { token: await loginToken(t, vendor) });
    expect(profile.body.data).toMatchObject({ _id: vendor.id, fullName: 'Vani Own', role: 'Vendor' });
  });

  it('names the sponsor and counts the members 1, 2 and 3 levels below (not 4)', async () => {
    const root = await createMember(t, { fullName: 'Root Sponsor' });
    const left = await createMember(t, { fullName: 'Left One', sponsorId: root.id });
    const right = await createMember(t, { sponsorId: root.id });
    const leftA = await createMember(t, { sponsorId: left.id });
    await createMember(t, { sponsorId: left.id });
    await createMember(t, { sponsorId: right.id });
    const third = await createMember(t, { sponsorId: leftA.id });
    await createMember(t, { sponsorId: third.id });

    const rootProfile = await call(t, PROFILE, { token: await loginToken(t, root) });
    expect(rootProfile.body.data).toMatchObject({ sponsorName: null, team_a: 2, team_b: 3, team_c: 1 });
    const leftProfile = await call(t, PROFILE, { token: await loginToken(t, left) });
    expect(leftProfile.body.data).toMatchObject({ sponsorName: 'Root Sponsor', team_a: 2, team_b: 1, team_c: 1 });
    const leftAProfile = await call(t, PROFILE, { token: await loginToken(t, leftA) });
    expect(leftAProfile.body.data).toMatchObject({ sponsorName: 'Left One', team_a: 1, team_b: 1, team_c: 0 });
  });
});

// These move the clock forward, so they come last.
describe('session expiry', () => {
  it('ends a member session after SESSION_TTL_HOURS (168 h)', async () => {
    const token = await loginToken(t, await createMember(t));
    t.clock.advanceSeconds(168 * 3600 - 60);
    expect((await call(t, routes.profile.member, { token })).status).toBe(200);
    t.clock.advanceSeconds(60);
    expect(await call(t, routes.profile.member, { token })).toEqual({ status: 401, body: unauthenticated });
  });

  it('ends an operator session after 12 h', async () => {
    const token = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
    t.clock.advanceSeconds(12 * 3600 - 60);
    expect((await call(t, routes.operatorProfile, { token })).status).toBe(200);
    t.clock.advanceSeconds(60);
    expect(await call(t, routes.operatorProfile, { token })).toEqual({ status: 401, body: unauthenticated });
  });
});
