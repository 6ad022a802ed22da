/** The plain risk statement every page that shows packages or incomes carries (docs/product.md#site). */
export function RiskStatement({ text }: { text: string }) {
  return (
    <aside aria-label="Risk" className="rounded-2xl border border-amber-300/40 bg-amber-950/30 p-5 text-amber-50">
      <p className="font-semibold">You can lose money.</p>
      <p className="mt-1 text-sm text-amber-100/90">{text}</p>
    </aside>
  );
}
