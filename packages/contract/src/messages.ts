import { SHELL_MSG, SHELL_PATTERNS } from './shell-messages';

// Every sentence a member or operator can read, once. Spec wording is kept verbatim, quirks included.
export const MSG = {
  ...SHELL_MSG,
  // sign-up, docs/product.md#accounts, in its order
  fullNameRequired: 'Full Name Required',
  fullNameNoAddress: 'Please enter your name only, without web or e-mail addresses',
  phoneRequired: 'please enter phone',
  phoneInvalid: 'invalid phone number',
  emailRequired: 'Email Required',
  emailInvalid: 'Email  Invalid',
  confirmPasswordRequired: 'Confirm Password Required',
  passwordRequired: 'Password Required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Password not Match',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common or too simple. Please choose another.',
  referralRequired: 'please enter referral code',
  termsRequired: 'Please accept the terms of service and the risk disclosure to register',
  referralInvalid: 'invalid Referral code',
  referralNotChecked: 'The referral code could not be checked yet. Please try again.',
  emailTaken: 'This email is already registered. Please log in.',
  signupOtpSent: 'OTP sent to your email',
  signupDone: 'Registration successful. Please log in.',
  referralFound: 'Referral code verified',

  // OTP
  otpRequired: 'please enter otp',
  otpRequiredWithdrawal: 'Please enter otp',
  otpInvalidFormat: 'please enter valid otp',
  otpWrong: 'Incorrect OTP. Please try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpCooldown: 'Please wait a minute before requesting another OTP.',
  otpBurnt: 'Too many wrong attempts. Please request a new OTP.',
  mailFailed: 'We could not send the e-mail right now. Please try again in a moment.',

  // login
  loginEmailRequired: 'Please enter email',
  loginPasswordRequired: 'Please enter password',
  loginInvalid: 'Invalid email or password',
  loginSuccess: 'Login successful',
  roleInvalid: 'Please choose a valid account type',

  // forgot password
  resetOtpSent: 'If this email is registered, an OTP has been sent to it.',
  resetDone: 'Password changed. Please log in.',
  // password change (signed in)
  oldPasswordRequired: 'Please enter your current password',
  // dates typed in filters
  dayInvalid: 'Please enter a date as YYYY-MM-DD',
  dayRangeInvalid: 'The start date must not be after the end date',
  dayOutOfRange: 'Please enter a date from 2000-01-01 to 9999-12-31',
  oldPasswordWrong: 'Your current password is not correct.',
  passwordUnchanged: 'Please choose a password different from your current one',
  passwordChanged: 'Password changed. Every other session of your account was signed out.',

  // operator
  operatorOtpSent: 'A sign-in code has been sent to your email',
  operatorSignedIn: 'Signed in',

  // two-factor sign-in and sessions (docs/decisions/012-two-factor.md)
  twoFactorCodeRequired: 'Please enter the code from your authenticator app',
  twoFactorCodeInvalid: 'Please enter the 6-digit code from your authenticator app or a recovery code',
  twoFactorCodeWrong: 'This code is not correct. Please try again.',
  twoFactorCodeReplayed: 'This code was already used. Please wait for the next one.',
  twoFactorCodeAsked: 'Enter the code from your authenticator app.',
  twoFactorSetupStarted: 'Add the key to your authenticator app, then enter the code it shows.',
  twoFactorSetupMissing: 'Please start the two-factor set-up again.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on.',
  twoFactorNotEnabled: 'Two-factor sign-in is not on.',
  twoFactorStatusLoaded: 'Two-factor status loaded',
  twoFactorChallengeExpired: 'This sign-in has expired. Please sign in again.',
  twoFactorChallengeBurnt: 'Too many wrong codes. Please sign in again.',
  twoFactorOperatorRequired:
    'Operators must turn on two-factor sign-in first: open Security in the console and set it up.',
  withdrawalTotpAsked: 'Enter the code from your authenticator app to confirm the withdrawal.',
  transferTotpAsked: 'Enter the code from your authenticator app to confirm the transfer.',
  sessionsLoaded: 'Sessions loaded',
  sessionsRevoked: 'Every other session of your account was signed out.',

  // client-only confirmations: the copy buttons' are in shell-messages.ts

  // money
  insufficientFunds: 'Insufficient balance for this request.',
  amountRequired: 'Please enter amount',
  amountInvalid: 'Please enter a valid amount (up to 6 decimals)',
  transactionIdRequired: 'Please enter transaction id',
  transactionIdInvalid: 'Please enter a valid transaction hash (0x followed by 64 hex characters)',
  depositSubmitted: 'Deposit submitted. It will be credited after verification.',
  depositHashUsed: 'This transaction hash has already been submitted.',
  depositApproved: 'Deposit approved and credited',
  depositCredited: 'Deposit verified on chain and credited.',
  depositRefused: 'Deposit refused: see the reason in your deposit history.',
  depositConfirming: 'Transfer found. It is credited once the block is final; this takes a few minutes.',
  depositRejected: 'Deposit rejected',
  depositAlreadyReviewed: 'This deposit has already been reviewed.',
  // an operator's approval credits on their word: four eyes on sums (docs/decisions/020-operator-roles.md)
  depositApprovedFirst:
    'Approval recorded. This deposit passes the approval limit, alone or with what you credited, adjusted or paid alone in the last 24 hours (to this member, or to everyone past your daily limit): another operator must approve it to credit it.',
  depositSameOperator: 'You approved this deposit first, so another operator must credit it.',
  reasonRequired: 'Please enter a reason',
  rejectReasonRequired: 'Please choose a reason or write one',
  rejectionReasonUnavailable: 'This reason is retired or not kept for this review. Please choose another.',
  rejectionReasonEnglishRequired: 'Please enter the reason in English',
  rejectionReasonTooLong: 'A reason is at most 300 characters',
  rejectionReasonSaved: 'Rejection reason saved',
  rejectionReasonRetired: 'Rejection reason retired: it is no longer offered',
  rejectionReasonNotFound: 'This rejection reason does not exist',
  walletRequired: 'Please choose a wallet',
  // operator console
  accountBlocked: 'This account is blocked. Please contact support.',
  memberBlocked: 'Member blocked: their sessions have ended and they cannot sign in.',
  memberUnblocked: 'Member unblocked: they can sign in again.',
  memberAlreadyBlocked: 'This member is already blocked.',
  memberNotBlocked: 'This member is not blocked.',
  signinLinkCreated: 'Sign-in link created: it works once, within 5 minutes.',
  signinLinkBlocked: 'This member is blocked: unblock them before creating a sign-in link.',
  signinLinkInvalid: 'This sign-in link is invalid or has expired. Ask for a new one.',
  signinLinkFrozen: 'This member froze their account: a sign-in link is refused while the freeze holds.',
  signinLinkNoSecurity:
    'An operator opened this session to help you: it can look and help, but your security settings change only when you sign in yourself.',
  signinLinkNoMoney:
    'An operator opened this session to help you: it can look and help, but money leaves only when you sign in yourself.',
  signinLinkCopied: 'Sign-in link copied!',
  adjustmentPosted: 'Balance adjusted',
  adjustmentBelowZero: 'This adjustment would make the wallet negative.',
  adjustmentKindInvalid: 'Please choose correction or bonus',
  adjustmentBonusIncomeCredit: 'A bonus is a credit to the Flexible wallet.',
  settingsSaved: 'Settings saved',
  addressRequired: 'Please enter address',
  addressInvalid: 'Please enter a valid BEP-20 address (0x followed by 40 hex characters)',
  usdtAddressSaved: 'USDT address saved',
  usdtAddressTaken: 'This address is registered to another account.',
  usdtAddressNeeded: 'Save your USDT (BEP-20) address in settings first: deposits are matched to it.',
  loaded: 'Loaded',

  // packages and income
  packageRequired: 'Please choose a package',
  paymentModeInvalid: 'Packages are paid from the wallet only',
  packageUnavailable: 'This package is not available for purchase',
  packageAlreadyActive: 'This package is already active',
  packagePriceMismatch: 'The amount must equal the package price',
  packageRangeInvalid: 'The highest amount must be above the price',
  packagePurchased: 'Package purchased successfully',
  packageTitleRequired: 'Please enter a title',
  packageTitleTaken: 'A package with this title exists already',
  packageSaved: 'Package saved',
  packageDescriptionTooLong: 'A description is at most 1000 characters',
  profitClaimed: "Today's profit has been credited to your Flexible wallet.",
  profitAlreadyClaimed: "You have already claimed today's profit. Come back tomorrow.",
  profitNothingDue: 'No active package to claim profit for. Buy a package on Stake first.',
  settlementDone: 'Daily settlement done',

  // withdrawals
  withdrawalOtpSent: 'OTP sent to your email. Enter it to confirm the withdrawal.',
  withdrawalSubmitted: 'Withdrawal request submitted. It is paid after review.',
  withdrawalNotFound: 'This withdrawal request was not found. Please start again.',
  withdrawalExpired: 'This withdrawal request has expired. Please start again.',
  withdrawalDetailsChanged: 'The address or amount differs from the request. Please start again.',
  withdrawalAlreadyVerified: 'This withdrawal request has already been submitted.',
  withdrawalNothingLeft: 'After the charge nothing would be paid out. Please enter a larger amount.',
  withdrawalAlreadyReviewed: 'This withdrawal has already been reviewed.',
  withdrawalPaid: 'Withdrawal marked as paid',
  withdrawalApproved: 'Withdrawal approved. Another operator can now pay it.',
  withdrawalAlreadyApproved: 'This withdrawal has already been approved.',
  withdrawalNeedsApproval:
    'This withdrawal is above the approval limit: another operator must approve it before it is paid.',
  refundNeedsApproval:
    'Refunds always need a second operator, whatever their amount: another operator must approve this one before it is paid.',
  capitalNeedsApprovalAsRefund:
    'This package was bought soon after a deposit, so its capital leaves as a refund does: another operator must approve it before it is paid.',
  withdrawalNeedsApprovalTogether:
    'With what you credited, adjusted or paid alone in the last 24 hours (to this member, or to everyone past your daily limit), this payout passes the approval limit: another operator must approve it before it is paid.',
  withdrawalSameOperator: 'You approved this withdrawal, so another operator must pay it.',
  withdrawalRejected: 'Withdrawal rejected and the amount returned',
  withdrawalPayoutUsed: 'This transaction hash is already recorded on the platform, as a deposit or another payout.',
  payoutTxNotFound: 'No transaction with this hash was found on BNB Smart Chain. Check the payout hash.',
  payoutTxNotFinal: 'This payout transaction is not final yet. Record it again once it has enough confirmations.',
  payoutTxFailed: 'This payout transaction failed on chain, so no USDT was sent.',
  payoutTxWrongToken: 'This transaction sent no USDT (BEP-20). Check the token of the payout.',
  payoutTxWrongRecipient: "The USDT in this transaction was not sent to the withdrawal's address.",
  payoutChainUnavailable: 'BNB Smart Chain could not be reached to check the payout. Nothing was recorded; try again.',
  addressChecksumInvalid: 'This address has a wrong checksum. Please check it and try again.',
  orderRequired: 'Please choose a package',
  orderNotWithdrawable: 'The capital of this package can no longer be withdrawn.',
  capitalBelowMinimum: 'The capital of this package is below the minimum for a withdrawal.',

  // payout safety (docs/decisions/011-payout-safety.md)
  payoutsPaused: 'Payouts are paused while the books are checked. Try again later.',
  withdrawalCancelled: 'Withdrawal cancelled. The amount is back in your Flexible wallet.',
  withdrawalCancelledAlready: 'This withdrawal is already cancelled. The amount is back in your Flexible wallet.',
  refundCancelled: 'Refund cancelled. The amount is back in your Electronic Wallet.',
  refundCancelledAlready: 'This refund is already cancelled. The amount is back in your Electronic Wallet.',
  withdrawalCancelInvalid: 'This cancel link is not valid. Please check the link in the e-mail.',
  withdrawalCancelTooLate: 'This withdrawal has already been reviewed, so it can no longer be cancelled.',
  withdrawalPayingAutomatically:
    'This withdrawal is being paid automatically from the hot wallet. Wait until its payout confirms or fails.',
  // a blocked member's money is frozen (docs/decisions/025-automatic-payouts.md#a-block-freezes-money)
  withdrawalMemberBlocked:
    'This member is blocked: their withdrawals cannot be approved or paid until they are unblocked. Rejecting it returns the amount to their wallet.',
  withdrawalSentBeforeBlock:
    'This member is blocked, but a payout of this withdrawal was already sent on chain before the block; it is followed to its end.',
  automaticPayoutsPaused:
    'Automatic payouts paused. Nothing new is sent; resuming waits for a second owner in Settings.',
  payoutNonceAccepted: "Automatic payouts continue from the hot wallet's nonce on chain.",
  payoutNoNonceGap: 'The payout queue is not stopped by a nonce gap: there is nothing to accept.',
  payoutChainUnreachable: 'BNB Smart Chain could not be reached to read the hot wallet. Nothing changed; try again.',
  reconciliationAcknowledged: 'Reconciliation report acknowledged. Payouts are open again.',
  reconciliationAcknowledgedFirst: 'Report acknowledged. Payouts stay frozen until another owner acknowledges it too.',
  reconciliationSameOwner: 'You acknowledged this report: another owner must acknowledge it to lift the freeze.',
  reconciliationNotOpen: 'This report is not the latest failed reconciliation waiting for acknowledgement.',

  // transfers between members (docs/product.md#transfers)
  transfersDisabled: 'Transfers are turned off for now.',
  transferReceiverRequired: 'Please enter the receiver UID',
  transferReceiverUnknown: 'No member has this UID. Please check it.',
  transferReceiverFound: 'Receiver found',
  transferToSelf: 'You cannot transfer to yourself.',
  transferReceiverBlocked: 'This member cannot receive transfers.',
  transferSenderBlocked: 'This account is blocked, so it cannot send transfers. Please contact support.',
  transferOtpSent: 'OTP sent to your email. Enter it to confirm the transfer.',
  transferDone: 'Transfer completed.',
  transferNotFound: 'This transfer was not found. Please start again.',
  transferExpired: 'This transfer has expired. Please start again.',
  transferAlreadyDone: 'This transfer has already been completed.',
  // identity check (KYC), docs/product.md#kyc
  kycFullNameRequired: 'Please enter your full legal name',
  kycFullNameTooLong: 'Please shorten your name to 100 characters or fewer',
  kycDateOfBirthRequired: 'Please enter your date of birth',
  kycDateOfBirthInvalid: 'Please enter your date of birth as YYYY-MM-DD',
  kycDateOfBirthFuture: 'Your date of birth cannot be in the future',
  kycUnderage: 'You must be at least 18 years old to complete the identity check',
  kycCountryRequired: 'Please choose your country',
  kycCountryInvalid: 'Please choose a country from the list',
  kycDocumentTypeRequired: 'Please choose a document type: passport, national ID card or driving licence',
  kycDocumentNumberRequired: 'Please enter the document number',
  kycDocumentNumberInvalid: 'The document number must be 4 to 30 letters, digits or dashes',
  kycDocumentRequired: 'Please attach a photo or scan of your document',
  kycDocumentEmpty: 'The file is empty. Please attach a photo or scan of your document',
  kycDocumentTooLarge: 'The file is larger than 5 MB. Please attach a smaller photo or scan',
  kycDocumentTypeInvalid: 'The file must be a JPEG or PNG photo or a PDF, and be what its name says',
  kycDocumentUnreadable: 'The file could not be read. Please attach it again',
  kycSubmitted: 'Identity check submitted. We will review it shortly.',
  kycAlreadyPending: 'Your identity check is already waiting for review.',
  kycAlreadyApproved: 'Your identity is already verified.',
  kycRequired:
    'Please complete your identity check at /settings first: withdrawals and transfers wait until it is approved.',
  kycLoaded: 'Identity check loaded',

  // marketing site: newsletter and contact form (docs/product.md#site for the contact fallbacks)
  siteEmailRequired: 'Please enter your email',
  siteEmailInvalid: 'Please enter a valid email address',
  newsletterSubscribed: 'Thank you for subscribing!',
  newsletterAlreadySubscribed: 'You are already subscribed.',
  contactNameRequired: 'Please enter your name',
  contactNameTooLong: 'Please shorten your name to 100 characters or fewer',
  contactDescriptionRequired: 'Please enter your message',
  contactDescriptionTooLong: 'Please shorten your message to 5,000 characters or fewer',
  contactSent: 'Message sent',
  contactFailed: 'Message could not be sent',

  // generic failures
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  badJson: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body nests its JSON too deeply.',
  payloadTooLarge: 'The request is too large.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  rateLimited: 'Too many attempts. Please wait a little and try again.',
  invalidRequest: 'The request is not valid.',
  unavailable: 'Service temporarily unavailable',
  // maintenance mode, docs/product.md#maintenance
  maintenance:
    'The platform is under maintenance. Money actions are paused for now and your balance is safe. Please try again later.',
  maintenanceOnRequired: 'Please say whether maintenance is on or off',
  maintenanceMessageRequired: 'Please write the message members will read during maintenance',
  maintenanceMessageTooLong: 'Please shorten the maintenance message to 500 characters or fewer',
  maintenanceUntilInvalid: 'Please give the expected end as a date and time',
  maintenanceUntilPast: 'The expected end of maintenance must be in the future',
  maintenanceSwitchedOn: 'Maintenance is on: members cannot move money until you switch it off',
  maintenanceSwitchedOff: 'Maintenance is off: members can move money again',
  controlCharacters:
    'Please remove control characters (such as line breaks or NUL) and broken symbols from this field.',
  amountOutOfRange: 'This amount is too large.',
  devMailboxLocalOnly: 'The dev mailbox answers only on the machine the server runs on.',
  profileLoaded: 'Profile loaded',
  languageSaved: 'Language saved',
  languageInvalid: 'Please choose English, Hindi or Spanish',
  // announcements, docs/product.md#announcements
  announcementLevelInvalid: 'Please choose the level: information or warning',
  announcementStartInvalid: 'Please choose when the announcement starts',
  announcementEndInvalid: 'Please choose when the announcement ends',
  announcementEndBeforeStart: 'The announcement must end after it starts',
  announcementEndPast: 'This end has already passed. Please choose a later end',
  announcementOnSiteInvalid: 'Please say whether the announcement also shows on the public site',
  announcementTitleRequired: 'Please enter the title in English',
  announcementBodyRequired: 'Please enter the text in English',
  announcementTitleTooLong: 'Please shorten the title to 120 characters or fewer',
  announcementBodyTooLong: 'Please shorten the text to 1,000 characters or fewer',
  announcementTranslationTitleMissing:
    'Please enter the title in this language too, or clear its text so its readers read English',
  announcementTranslationBodyMissing:
    'Please enter the text in this language too, or clear its title so its readers read English',
  announcementPublished: 'Announcement published',
  announcementWithdrawn: 'Announcement withdrawn: members and visitors no longer see it',
  announcementNotFound: 'This announcement does not exist',
  // end of announcements
  // support desk, docs/product.md#support
  ticketCategoryRequired: 'Please choose what your question is about',
  ticketSubjectRequired: 'Please enter a subject',
  ticketSubjectTooLong: 'Please shorten the subject to 120 characters or fewer',
  ticketMessageRequired: 'Please write your message',
  ticketMessageTooLong: 'Please shorten your message to 5,000 characters or fewer',
  ticketRecordInvalid: 'Please choose one of your own deposits, withdrawals, orders or transfers',
  ticketFileEmpty: 'An attached file is empty. Please attach it again',
  ticketFileTooLarge: 'An attached file is larger than 5 MB. Please attach a smaller one',
  ticketFileTypeInvalid: 'Attachments must be JPEG or PNG images or PDF files, and be what their name says',
  ticketFileUnreadable: 'An attached file could not be read. Please attach it again',
  ticketFilesTooMany: 'Please attach at most 3 files',
  ticketTooManyOpen: 'You have 5 open tickets. Please close one you no longer need before opening another',
  ticketTooManyMessages: 'You have written 20 messages in the last hour. Please wait a little before writing again',
  ticketOpened: 'Ticket opened. We will reply here and by e-mail',
  ticketsLoaded: 'Tickets loaded',
  ticketLoaded: 'Ticket loaded',
  ticketRecordsLoaded: 'Your records loaded',
  ticketMessageSent: 'Message sent',
  ticketNoteAdded: 'Internal note added',
  ticketClosed: 'Ticket closed',
  ticketReopened: 'Ticket reopened',
  ticketAlreadyClosed: 'This ticket is already closed',
  ticketNotClosed: 'This ticket is not closed',
  ticketReopenExpired: 'This ticket was closed more than 14 days ago. Please open a new one',
  ticketClosedNoReply: 'This ticket is closed: only an internal note can be added. The member can reopen it',
  ticketAssigned: 'Ticket assigned',
  ticketUnassigned: 'Ticket left with nobody',
  ticketAssigneeInvalid: 'Tickets can be given only to an active owner or support operator',
  savedReplyTitleRequired: 'Please give the saved reply a title of up to 80 characters',
  savedReplyUnknownField:
    'A saved reply can fill only {deposit.amount}, {deposit.status}, {withdrawal.amount}, {withdrawal.status} and {deposits.check}: check the names in braces',
  savedRepliesLoaded: 'Saved replies loaded',
  ticketSearchInvalid: 'Please search with up to 100 characters',
  savedReplySaved: 'Saved reply saved',
  savedReplyDeleted: 'Saved reply removed',
  // closing an account, docs/product.md#closing-an-account, refusals in the order they are checked
  accountCloseBalance:
    'Withdraw your balance before closing your account: the Flexible wallet as a withdrawal, the Electronic Wallet as a refund (or spend it)',
  withdrawalWalletInvalid: 'Please choose the Flexible wallet or the Electronic Wallet',
  accountCloseActivePackage:
    'You hold an active package. You can close your account once it has ended or its capital is withdrawn.',
  accountCloseOpenDeposit:
    'A deposit of yours is still waiting to be credited. You can close your account once it is credited or rejected.',
  accountCloseOpenWithdrawal:
    'A withdrawal of yours is not finished. You can close your account once it is paid, rejected or cancelled.',
  accountCloseOpenTransfer:
    'A transfer of yours is waiting for its code. You can close your account once it is done or has expired.',
  accountClosed: 'Your account is closed. Your personal details have been erased.',
  // a member's own freeze, docs/product.md#freezing-your-account
  accountFrozen: 'Your account is frozen: withdrawals and transfers are stopped. You can lift the freeze in Settings.',
  freezeDone: 'Your account is frozen. Withdrawals, transfers and payouts are stopped until you lift the freeze.',
  freezeLoaded: 'Freeze state loaded',
  unfreezeRequested:
    'The freeze lifts in 24 hours. We have e-mailed you the time: if it was not you, freeze your account again.',
  unfreezeNotFrozen: 'Your account is not frozen',
  unfreezeAlreadyRequested: 'The freeze is already being lifted',
  // a member's anti-phishing code, docs/product.md#anti-phishing-code
  antiPhishingCodeInvalid: 'Please use 4 to 20 letters or digits, with no spaces',
  antiPhishingCodeSaved: 'Your anti-phishing code is saved. Every mail from us now shows it at the top.',
  antiPhishingCodeRemoved: 'Your anti-phishing code is removed',
  antiPhishingCodeLoaded: 'Anti-phishing code loaded',
  // a member's security activity and alerts, docs/product.md#security-activity
  securityEventsLoaded: 'Security activity loaded',
  // a member's address book, docs/product.md#address-book
  addressBookLoaded: 'Saved addresses loaded',
  addressLabelInvalid: 'Please give the address a name of up to 40 characters',
  addressOnlyInvalid: 'Please say whether to withdraw only to saved addresses',
  addressCodeSent: 'We have e-mailed you a code. Enter it to confirm.',
  addressTotpAsked: 'Enter the code from your authenticator app to confirm.',
  securityCodeRequired: 'Enter the code from your authenticator app, or the code we e-mailed you',
  securityCodeSent: 'We have e-mailed you a code. Enter it with your password to confirm this change.',
  securityTotpAsked: 'Enter the code from your authenticator app with your password to confirm this change.',
  addressSaved: 'Address saved. You can withdraw to it once its lock has passed.',
  addressAlreadySaved: 'This address is already in your address book',
  addressRemoved: 'Address removed',
  addressOnlyOn: 'Withdrawals now go only to your saved addresses.',
  addressOnlyOffScheduled:
    'Withdrawals to any address are allowed again once the lock has passed. Until then, only saved addresses.',
  addressOnlyUnchanged: 'Nothing to change: the switch is already set that way.',
  withdrawalAddressNotSaved:
    'You withdraw only to saved addresses. Save this address in Settings first; it becomes usable after its lock.',
  receiverSaved: 'Receiver saved. You can send to them once their lock has passed.',
  receiverAlreadySaved: 'This member is already in your address book',
  receiverRemoved: 'Receiver removed',
  receiverLabelInvalid: 'Please give the receiver a name of up to 40 characters',
  transferReceiverNotSaved:
    'You send only to saved receivers. Save this member in Settings first; they become usable after their lock.',
  signinFrozenNewDevice:
    'Your account is frozen: it cannot be signed in to from a new device. Sign in from a device you used before, or write to us through the contact form.',
  freezeLinkDone:
    'Your account is frozen and every session has ended. Reset your password with Forgot password, then lift the freeze in Settings when you are ready.',
  freezeLinkInvalid:
    'This link is not valid any more. If someone else is in your account, sign in and freeze it in Settings, or reset your password.',
  withdrawalMemberFrozen:
    'The member has frozen their account: this withdrawal cannot be approved or paid until they lift the freeze.',
  // passkeys, docs/product.md#passkeys
  passkeysLoaded: 'Passkeys loaded',
  passkeyOptionsReady: 'Follow your browser to use your passkey',
  passkeyAdded: 'Passkey added. You can sign in with it and confirm withdrawals and transfers.',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'This passkey was not found',
  passkeyNameInvalid: 'Please give the passkey a name of up to 40 characters',
  passkeyLimit: 'You can keep up to 10 passkeys. Remove one first.',
  passkeyInvalid: 'This passkey could not be checked. Please try again.',
  passkeyExpired: 'The passkey request has expired or was already used. Please try again.',
  passkeyUnknown: 'This passkey is not registered here. Sign in with your password, then add it in Settings.',
  passkeyCounterBackwards:
    'This passkey answered an older count than before: it may have been copied. Remove it in Settings and add it again.',
  // a member's copy of their own data, docs/product.md#your-data
  dataExportRequested: 'We are preparing your data. We will e-mail you a link to download it, valid for 24 hours.',
  dataExportLoaded: 'Your data export loaded',
  dataExportLinkInvalid:
    'This download link is not valid for this account. Check the link in the e-mail, and sign in with the account it was sent to.',
  dataExportLinkExpired: 'This download link has expired. Ask for a new one from Settings.',
} as const;

export type MessageKey = keyof typeof MSG;

/**
 * Sentences with a value in them, `{name}` marking each value. Built with fillMessage; a translation keeps the
 * same names (src/i18n/translate.ts finds the value in the English sentence and puts it in the translated one).
 */
export const MSG_PATTERNS = {
  ...SHELL_PATTERNS,
  amountBelowMinimum: 'Please enter an amount of at least {minimum}',
  amountAboveMaximum: 'Please enter amount up to {maximum}',
  copyFailedWith: 'Copy failed. Select the text and copy it by hand: {text}',
  securityHold:
    'Your password or second factor changed recently: to protect you, no money leaves your account until {until} (UTC).',
  withdrawalOnHold:
    'This withdrawal goes to a new address and is on hold until {until} (UTC). It cannot be paid before.',
  withdrawalDailyAmount:
    'This withdrawal would pass your daily withdrawal limit of {limit} USDT. You can withdraw {left} USDT more today.',
  withdrawalDailyCount: 'You have reached the daily limit of {count} withdrawals. Please try again tomorrow.',
  payoutTxWrongSender: 'The USDT in this transaction was not sent from the treasury address {address}.',
  payoutTxWrongAmount: 'This transaction sent {sent} USDT to the address, not the net amount of {net} USDT.',
  /** An operator call outside the caller's role (403): `role` is the role's name. */
  roleForbidden: 'Your role ({role}) cannot do this. Ask an owner if you need it.',
  /** A money write while maintenance is on, with the owner's expected end (docs/product.md#maintenance). */
  maintenanceUntil:
    'The platform is under maintenance until {until} (UTC). Money actions are paused for now and your balance is safe. Please try again then.',
  /** A 4th data export within 24 hours (docs/product.md#your-data): `when` is UTC, to the minute. */
  dataExportTooMany: 'You can ask for your data 3 times in 24 hours. You can ask again after {when} (UTC).',
  /** A withdrawal to a saved address still in its lock (docs/product.md#address-book): `until` is UTC. */
  addressLocked: 'This saved address becomes usable at {until} (UTC). Please try again then.',
  /** A transfer to a saved receiver still in their lock (docs/product.md#address-book): `until` is UTC. */
  receiverLocked: 'You can send to this receiver from {until} (UTC). Please try again then.',
  /**
   * A first transfer to a member never paid before, without the only-saved switch: `until` is UTC, when the receiver
   * just saved becomes usable (docs/decisions/046-no-way-around-the-second-person.md).
   */
  transferReceiverNew:
    'You have not sent to this member before. They are now in your address book, and you can send to them from {until} (UTC).',
  /** Closing with a balance under the withdrawal minimum (docs/product.md#closing-an-account). */
  accountCloseGiveUp:
    '{amount} USDT is left in your wallets, under the withdrawal minimum of {minimum} USDT, so it cannot be withdrawn. To close your account, give it up.',
} as const;
