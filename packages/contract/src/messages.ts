// Every sentence a member or operator can read, once. Spec wording is kept verbatim, quirks included.
export const MSG = {
  // sign-up, spec section 5, in the spec's order
  fullNameRequired: 'Full Name Required',
  phoneRequired: 'please enter phone',
  phoneInvalid: 'invalid phone number',
  emailRequired: 'Email Required',
  emailInvalid: 'Email  Invalid',
  confirmPasswordRequired: 'Confirm Password Required',
  passwordRequired: 'Password Required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Password not Match',
  referralRequired: 'please enter referral code',
  referralInvalid: 'invalid Referral code',
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
  logoutDone: 'Logged out',

  // forgot password
  resetOtpSent: 'If this email is registered, an OTP has been sent to it.',
  resetDone: 'Password changed. Please log in.',

  // operator
  operatorOtpSent: 'A sign-in code has been sent to your email',
  operatorSignedIn: 'Signed in',

  // client-only confirmations
  referralLinkCopied: 'Your Referal link Copied!',
  addressCopied: 'Address copied!',
  transactionHashCopied: 'Transaction hash copied!',
  copyFailed: 'Copy failed. Select the text and copy it by hand:',
  chunkLoadFailed: 'Loading chunk failed',
  networkFailed: 'Something went wrong.',

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
  reasonRequired: 'Please enter a reason',
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
  packagePurchased: 'Package purchased successfully',
  packageTitleRequired: 'Please enter a title',
  packageTitleTaken: 'A package with this title exists already',
  packageSaved: 'Package saved',
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
  withdrawalRejected: 'Withdrawal rejected and the amount returned',
  withdrawalPayoutUsed: 'This payout transaction hash is recorded on another withdrawal.',
  addressChecksumInvalid: 'This address has a wrong checksum. Please check it and try again.',
  orderRequired: 'Please choose a package',
  orderNotWithdrawable: 'The capital of this package can no longer be withdrawn.',
  capitalBelowMinimum: 'The capital of this package is below the minimum for a withdrawal.',

  // marketing site: newsletter and contact form (DESIGN section 7 for the contact fallbacks)
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
  unauthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  badJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  rateLimited: 'Too many attempts. Please wait a little and try again.',
  invalidRequest: 'The request is not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  profileLoaded: 'Profile loaded',
} as const;

export type MessageKey = keyof typeof MSG;
