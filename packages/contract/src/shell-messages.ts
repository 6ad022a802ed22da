// The sentences the web app's shell and the parts every member page shares can show (a page that did not load, the
// network gone, a session ended, a copy button's answer), apart from MSG so a page that needs only these does not
// load every sentence the platform has (the home page and /my have byte budgets: bench/web-bytes.ts). MSG holds
// them too: anything that reads MSG reads them there.
export const SHELL_MSG = {
  chunkLoadFailed: 'Loading chunk failed',
  networkFailed: 'Something went wrong.',
  unauthenticated: 'Your session has ended. Please log in again.',
  internal: 'Something went wrong on our side. Please try again.',
  referralLinkCopied: 'Your Referal link Copied!',
  addressCopied: 'Address copied!',
  transactionHashCopied: 'Transaction hash copied!',
  copyFailed: 'Copy failed. Select the text and copy it by hand:',
  logoutDone: 'Logged out',
} as const;

/** The shell's sentences with a value in them (see MSG_PATTERNS, which holds these too). */
export const SHELL_PATTERNS = {
  /** After a refusal that ends by itself (429), said after its message: `when` is a relative time in the reader's language ("in 5 minutes"). */
  limitEndsWhen: 'The limit ends {when}.',
} as const;

/** A pattern's sentence with its `{name}` places filled. */
export function fillMessage(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
