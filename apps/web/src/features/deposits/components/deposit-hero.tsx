import { Button } from '@app/web-kit/components/ui/button';
import { useT } from '@app/web-kit/i18n/use-t';
import { DEPOSIT_FORM_ID } from './deposit-form';

// The static 'Deposit USDT' button (docs/product.md#deposits) gets the one honest job it can have: take the member to
// the form.
function goToForm() {
  const form = document.getElementById(DEPOSIT_FORM_ID);
  const amount = form instanceof HTMLFormElement ? form.elements.namedItem('amount') : null;
  if (!(amount instanceof HTMLInputElement)) return;
  amount.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  amount.focus({ preventScroll: true });
}

export function DepositHero({ isReady }: { isReady: boolean }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="deposit-title"
      className="flex flex-col gap-4 rounded-2xl border border-teal-400/20 bg-gradient-to-br from-teal-400/15 via-slate-900 to-slate-900 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-7"
    >
      <div>
        <h1 id="deposit-title" className="text-2xl font-bold text-slate-50">
          {t('deposit.title')}
        </h1>
        <p className="mt-1 text-slate-300">{t('deposit.tagline')}</p>
      </div>
      <Button onClick={goToForm} disabled={!isReady} className="sm:w-auto">
        {t('deposit.cta')}
      </Button>
    </section>
  );
}
