import { PLAIN_ISSUE_TEXTS } from '@app/contract';

// The sentences for a rule a schema states without a message (lib/plain-issues.ts): the contract's English, one
// key a kind; Spanish and Hindi in issue-texts.{es,hi}.ts. Loaded with a form's first check, not its page.
export const ISSUE_TEXTS = {
  'issue.enterThe': PLAIN_ISSUE_TEXTS.enterThe,
  'issue.enterValid': PLAIN_ISSUE_TEXTS.enterValid,
  'issue.chooseValid': PLAIN_ISSUE_TEXTS.chooseValid,
  'issue.charsAtLeast': PLAIN_ISSUE_TEXTS.charsAtLeast,
  'issue.charsAtMost': PLAIN_ISSUE_TEXTS.charsAtMost,
  'issue.chooseAtLeast': PLAIN_ISSUE_TEXTS.chooseAtLeast,
  'issue.chooseAtMost': PLAIN_ISSUE_TEXTS.chooseAtMost,
  'issue.atLeast': PLAIN_ISSUE_TEXTS.atLeast,
  'issue.atMost': PLAIN_ISSUE_TEXTS.atMost,
  'issue.unknownFields': PLAIN_ISSUE_TEXTS.unknownFields,
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
