// npm run ledger:check - exits 1 and prints the offending rows when the ledger does not reconcile.
import { checkLedger } from '../ledger/check';
import { runCheck } from './run-check';

await runCheck({
  name: 'Ledger check',
  check: checkLedger,
  passed: 'every balance equals its postings, every entry sums to zero, no member below zero.',
});
