import { EXPLORER_PLACEHOLDER } from '@app/contract';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The block explorer's page of a transaction, from the operator's template (public settings), or null: no
 * template yet, a template without `{hash}`, or a value that is not a transaction hash (a deposit's "ID").
 */
export function explorerTransactionHref(template: string | undefined, hash: string): string | null {
  if (!template?.includes(EXPLORER_PLACEHOLDER.transaction) || !TRANSACTION_HASH.test(hash)) return null;
  return template.replace(EXPLORER_PLACEHOLDER.transaction, encodeURIComponent(hash));
}
