import { twins } from './route-def';
import {
  transferBody,
  transferReceiverQuery,
  transferReceiverResponse,
  transferResponse,
  transferVerifyBody,
} from './transfers';

export const transferRoutes = {
  transferReceiver: twins('transferReceiver', {
    method: 'GET',
    summary:
      "Who a transfer would reach: the member's full name and UID (never the e-mail), or why they cannot receive one; rate-limited per member",
    query: transferReceiverQuery,
    response: transferReceiverResponse,
  }),
  walletTransfer: twins('walletTransfer', {
    moneyWrite: true,
    ownSignIn: 'money',
    method: 'POST',
    summary:
      "Transfer step 1: checks the setting, minimum, receiver and income wallet, stores the request and mails an OTP; answers its _id, the receiver's name and UID, the amount and expiry",
    body: transferBody,
    response: transferResponse,
  }),
  walletTransferVerify: twins('walletTransferVerify', {
    moneyWrite: true,
    ownSignIn: 'money',
    method: 'POST',
    summary:
      "Transfer step 2: checks the OTP and moves the amount from the caller's income wallet to the receiver's deposit wallet in one ledger entry, once",
    body: transferVerifyBody,
    response: transferResponse,
  }),
} as const;
