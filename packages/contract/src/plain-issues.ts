import { z } from 'zod';
import { MSG } from './messages';

// What a field is called in a sentence, where its wire name would not say it (the contract's names are kept on the
// wire, docs/product.md#contract).
const FIELD_WORDS: Record<string, string> = {
  _id: 'record',
  id: 'record',
  otp: 'code',
  transaction_id: 'transaction hash',
  requestPayment: 'amount',
  packageId: 'package',
  receiverId: 'receiver UID',
  payment_mode_name: 'payment mode',
  role_name: 'account type',
  referBy: 'referral code',
};

/** The field an issue is about, in words: `transactionHash` and `transaction_hash` read "transaction hash". */
export function fieldWords(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (name === undefined) return 'request';
  return (
    FIELD_WORDS[name] ??
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .trim()
      .toLowerCase()
  );
}

type Issue = z.core.$ZodRawIssue;

/**
 * The sentences for a rule a schema states without a message of its own, by kind, in English: `{{field}}` is the
 * field in words, `{{limit}}` the bound. The web words the same kinds in the visitor's language.
 */
export const PLAIN_ISSUE_TEXTS = {
  enterThe: 'Please enter the {{field}}.',
  enterValid: 'Please enter a valid {{field}}.',
  chooseValid: 'Please choose a valid {{field}}.',
  charsAtLeast: 'The {{field}} must be at least {{limit}} characters long.',
  charsAtMost: 'The {{field}} must be at most {{limit}} characters long.',
  chooseAtLeast: 'Please choose at least {{limit}} for the {{field}}.',
  chooseAtMost: 'Please choose at most {{limit}} for the {{field}}.',
  atLeast: 'The {{field}} must be at least {{limit}}.',
  atMost: 'The {{field}} must be at most {{limit}}.',
  unknownFields: 'The request has fields this form does not take. Please reload the page and try again.',
} as const;

export type PlainIssueKind = keyof typeof PLAIN_ISSUE_TEXTS;

function bound(issue: Issue & { origin?: string }, more: 'least' | 'most'): PlainIssueKind {
  const least = more === 'least';
  if (issue.origin === 'string') return least ? 'charsAtLeast' : 'charsAtMost';
  if (issue.origin === 'array' || issue.origin === 'set') return least ? 'chooseAtLeast' : 'chooseAtMost';
  return least ? 'atLeast' : 'atMost';
}

/**
 * Which sentence a rule without a message of its own reads as, and its bound; null when the whole body or query is
 * wrong (not an object, say): no field to name, nothing the member typed, and MSG.invalidRequest says so.
 */
export function plainIssueKind(issue: Issue): { kind: PlainIssueKind; limit?: number | bigint } | null {
  if (!issue.path?.some((part) => typeof part === 'string')) return null;
  switch (issue.code) {
    case 'invalid_type':
      return { kind: issue.input === undefined || issue.input === null ? 'enterThe' : 'enterValid' };
    case 'too_small':
      return { kind: bound(issue, 'least'), limit: issue.minimum };
    case 'too_big':
      return { kind: bound(issue, 'most'), limit: issue.maximum };
    case 'unrecognized_keys':
      return { kind: 'unknownFields' };
    case 'invalid_value':
      return { kind: 'chooseValid' };
    default:
      return { kind: 'enterValid' };
  }
}

/**
 * A sentence a member can act on for any rule a schema states without a message of its own: zod's defaults ("Too
 * small: expected number to be >=1") name neither the field nor what to do. A schema's own message, as
 * docs/product.md#envelope words it, always comes first; this only fills in where there is none.
 */
export function plainIssueMessage(issue: Issue): string {
  const found = plainIssueKind(issue);
  if (!found) return MSG.invalidRequest;
  const values: Record<string, string> = { field: fieldWords(issue.path), limit: String(found.limit ?? '') };
  return PLAIN_ISSUE_TEXTS[found.kind].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Makes `plainIssueMessage` zod's wording for every parse in this process: the server's refusals and the web's forms.
 * zod's precedence keeps every message a schema states itself. A call, not an import's side effect: the package is
 * marked free of side effects, so a bundler would drop a bare import.
 */
export function installPlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
