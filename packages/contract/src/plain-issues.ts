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

function bound(issue: Issue & { origin?: string }, limit: unknown, field: string, more: 'least' | 'most'): string {
  const amount = typeof limit === 'bigint' ? limit.toString() : String(limit);
  if (issue.origin === 'string') return `The ${field} must be at ${more} ${amount} characters long.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Please choose at ${more} ${amount} for the ${field}.`;
  return `The ${field} must be at ${more} ${amount}.`;
}

/**
 * A sentence a member can act on for any rule a schema states without a message of its own: zod's defaults ("Too
 * small: expected number to be >=1") name neither the field nor what to do. A schema's own message, as
 * docs/product.md#envelope
 * words it, always comes first; this only fills in where there is none.
 */
export function plainIssueMessage(issue: Issue): string {
  // The whole body or query is wrong (not an object, say): no field to name, nothing the member typed.
  if (!issue.path?.some((part) => typeof part === 'string')) return MSG.invalidRequest;
  const field = fieldWords(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `Please enter the ${field}.`
        : `Please enter a valid ${field}.`;
    case 'too_small':
      return bound(issue, issue.minimum, field, 'least');
    case 'too_big':
      return bound(issue, issue.maximum, field, 'most');
    case 'unrecognized_keys':
      return 'The request has fields this form does not take. Please reload the page and try again.';
    case 'invalid_value':
      return `Please choose a valid ${field}.`;
    default:
      return `Please enter a valid ${field}.`;
  }
}

/**
 * Makes `plainIssueMessage` zod's wording for every parse in this process: the server's refusals and the web's forms.
 * zod's precedence keeps every message a schema states itself. A call, not an import's side effect: the package is
 * marked free of side effects, so a bundler would drop a bare import.
 */
export function installPlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
