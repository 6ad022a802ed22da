// The web's sentences for a rule a schema states without a message (lib/plain-issues.ts), in English; Spanish and
// Hindi in i18n/locales/{es,hi}/issues.ts. Loaded with a form's first check, not with its page.
export const ISSUE_TEXTS = {
  'issue.enterThe': 'Please enter the {{field}}.',
  'issue.enterValid': 'Please enter a valid {{field}}.',
  'issue.chooseValid': 'Please choose a valid {{field}}.',
  'issue.charsAtLeast': 'The {{field}} must be at least {{limit}} characters long.',
  'issue.charsAtMost': 'The {{field}} must be at most {{limit}} characters long.',
  'issue.chooseAtLeast': 'Please choose at least {{limit}} for the {{field}}.',
  'issue.chooseAtMost': 'Please choose at most {{limit}} for the {{field}}.',
  'issue.atLeast': 'The {{field}} must be at least {{limit}}.',
  'issue.atMost': 'The {{field}} must be at most {{limit}}.',
  'issue.unknownFields': 'The request has fields this form does not take. Please reload the page and try again.',
} as const;

/**
 * A form field named in those sentences, by its wire name; the English is the contract's fieldWords. A field not
 * here is named by its English words in every language.
 */
export const ISSUE_FIELD_TEXTS = {
  'issue.field.email': 'email',
  'issue.field.password': 'password',
  'issue.field.oldPassword': 'old password',
  'issue.field.confirmPassword': 'confirm password',
  'issue.field.otp': 'code',
  'issue.field.code': 'code',
  'issue.field.fullName': 'full name',
  'issue.field.name': 'name',
  'issue.field.phone': 'phone',
  'issue.field.amount': 'amount',
  'issue.field.reason': 'reason',
  'issue.field.address': 'address',
  'issue.field.transaction_id': 'transaction hash',
  'issue.field.transactionHash': 'transaction hash',
  'issue.field.receiverId': 'receiver UID',
  'issue.field.referBy': 'referral code',
  'issue.field.title': 'title',
  'issue.field.description': 'description',
  'issue.field.price': 'price',
  'issue.field.maxPrice': 'max price',
  'issue.field.yield': 'yield',
  'issue.field.maturity': 'maturity',
  'issue.field.handlingFee': 'handling fee',
  'issue.field.category': 'category',
  'issue.field.status': 'status',
  'issue.field.kind': 'kind',
  'issue.field.wallet': 'wallet',
  'issue.field.country': 'country',
  'issue.field.dateOfBirth': 'date of birth',
  'issue.field.documentType': 'document type',
  'issue.field.documentNumber': 'document number',
  'issue.field.page': 'page',
} as const;
