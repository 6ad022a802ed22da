import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PANEL, SECTION } from '../../../components/ui/link-styles';
import type { CartPage } from '../../../lib/site-content/types';
import { PageHeader } from './page-header';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const fromCents = (cents: number) => usd.format(cents / 100);

export function CartView({ page }: { page: CartPage }) {
  const subtotalCents = page.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const taxCents = Math.round((subtotalCents * page.taxPercent) / 100);
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} sampleNote={page.sampleNote} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={`${PANEL} overflow-hidden`}>
          <table className="w-full text-left">
            <caption className="sr-only">Items in your cart</caption>
            <thead className="text-sm text-slate-400">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Item
                </th>
                <th scope="col" className="hidden px-5 py-3 text-right font-medium sm:table-cell">
                  Price
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800 border-t border-slate-800">
              {page.lines.map((line) => (
                <tr key={line.name}>
                  <th scope="row" className="px-5 py-4 font-semibold text-slate-50">
                    {line.name}
                  </th>
                  <td className="hidden px-5 py-4 text-right text-slate-300 tabular-nums sm:table-cell">
                    {fromCents(line.unitPriceCents)}
                  </td>
                  <td className="px-5 py-4 text-right text-slate-300 tabular-nums">{line.quantity}</td>
                  <td className="px-5 py-4 text-right text-slate-100 tabular-nums">
                    {fromCents(line.unitPriceCents * line.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="cart-summary" className={`${PANEL} h-fit p-6`}>
          <h2 id="cart-summary" className="text-lg font-semibold text-slate-50">
            Order summary
          </h2>
          <dl className="mt-4 space-y-2 text-slate-300 tabular-nums">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{fromCents(subtotalCents)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>VAT ({page.taxPercent}%)</dt>
              <dd>{fromCents(taxCents)}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-800 pt-2 text-lg font-bold text-slate-50">
              <dt>Total</dt>
              <dd>{fromCents(subtotalCents + taxCents)}</dd>
            </div>
          </dl>
          <Link to="/checkout" className={buttonClasses('primary', 'mt-6 w-full')}>
            Proceed to checkout
          </Link>
        </section>
      </div>
    </div>
  );
}
