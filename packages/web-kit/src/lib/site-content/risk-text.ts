/** One wording of the risk, used by every page that shows packages or incomes (docs/product.md#site). */
export const RISK_TEXT =
  'Returns are not guaranteed: daily rates are set by the operator and can change for new packages, past payments are no promise of future ones, and you can lose part or all of what you deposit. USDT transfers on the chain cannot be reversed. Only deposit what you can afford to lose; the risk disclosure explains more.';
