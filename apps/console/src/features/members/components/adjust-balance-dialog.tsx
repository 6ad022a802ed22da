import { type adjustBody, parseUsdtToMicros } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { SIGNED_AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { usdt } from '@app/web-kit/lib/format';
import { useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { useId } from 'react';
import type { z } from 'zod';
import { FormDialog } from '../../../kit/components/console-dialog';
import { WALLET_LABELS, walletBalance } from '../../../kit/components/member-labels';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { AdminMemberDetail } from '../api/get-admin-member';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

type AdjustForm = z.input<typeof adjustBody>;
export type AdjustTerms = z.output<typeof adjustBody>;

const MICROS = 1_000_000;

/** The signed amount the form holds ("-12.5" debits), in micro-USDT; null while it is not one (the form says why). */
function signedMicros(text: unknown): bigint | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const micros = parseUsdtToMicros(negative ? trimmed.slice(1) : trimmed);
  if (micros === null || micros === 0n) return null;
  return negative ? -micros : micros;
}

const toUsdt = (micros: bigint) => Number(micros) / MICROS;

interface PreviewProps {
  member: AdminMemberDetail;
  wallet: AdjustForm['wallet'] | '' | undefined;
  amount: unknown;
}

/** The chosen wallet's balance now and after the adjustment, worked out as the operator types. */
function BalancePreview({ member, wallet, amount }: PreviewProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  if (!wallet) {
    return <p className="text-sm text-slate-400">{t('cmb.chooseWalletHint')}</p>;
  }
  const current = BigInt(Math.round(walletBalance(member, wallet) * MICROS));
  const change = signedMicros(amount);
  const after = change === null ? null : current + change;
  const isBelowZero = after !== null && after < 0n;
  return (
    <div className="rounded-xl border border-slate-700 bg-slate-950/60 px-4 py-3 text-sm">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-slate-400">{t('cmb.walletNow', { wallet: WALLET_LABELS[wallet] })}</dt>
          <dd className="mt-0.5 text-base font-semibold text-slate-50 tabular-nums">{usdt(toUsdt(current))}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cmb.afterAdjustment')}</dt>
          <dd
            className={`mt-0.5 text-base font-semibold tabular-nums ${isBelowZero ? 'text-rose-300' : 'text-teal-200'}`}
          >
            {after === null ? '—' : usdt(toUsdt(after))}
          </dd>
        </div>
      </dl>
      {change !== null && (
        <p className={`mt-2 ${isBelowZero ? 'font-medium text-rose-300' : 'text-slate-300'}`}>
          {change < 0n
            ? t(isBelowZero ? 'cmb.debitsBelowZero' : 'cmb.debits', { amount: usdt(toUsdt(-change)) })
            : t(isBelowZero ? 'cmb.creditsBelowZero' : 'cmb.credits', { amount: usdt(toUsdt(change)) })}
        </p>
      )}
    </div>
  );
}

interface AdjustBalanceDialogProps extends DialogState {
  member: AdminMemberDetail;
  onAdjust: (terms: AdjustTerms) => void;
}

/** A credit or debit of one wallet against the platform's adjustments account, with its reason (audited). */
export function AdjustBalanceDialog({ member, onAdjust, ...dialog }: AdjustBalanceDialogProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const {
    formState: { errors },
    field,
    handleSubmit,
    watch,
    register,
  } = useLazyForm(() => import('../validation').then((schemas) => schemas.adjustFormResolver), {
    defaultValues: { amount: '', reason: '', kind: 'correction' },
  });
  // watch, not useWatch: useWatch would add its code to the form library's chunk that member pages load too.
  const [wallet, amount] = watch(['wallet', 'amount']);
  const walletErrorId = useId();
  const kindErrorId = useId();

  return (
    <FormDialog
      title={t('cmb.adjust')}
      submitLabel={t('cmb.adjust')}
      onSubmit={handleSubmit(onAdjust)}
      {...dialog}
      intro={<p className="mt-1 text-sm text-slate-400">{t('cmb.adjustNote', { name: member.fullName })}</p>}
      formClassName="mt-4 space-y-4"
    >
      <div>
        <SelectField
          label={t('cmb.wallet')}
          aria-invalid={errors.wallet ? true : undefined}
          aria-describedby={errors.wallet ? walletErrorId : undefined}
          {...register('wallet')}
        >
          <option value="">{t('cmb.chooseWallet')}</option>
          <option value="deposit">{t('cmb.depositWalletOption', { wallet: WALLET_LABELS.deposit })}</option>
          <option value="income">{t('cmb.incomeWalletOption', { wallet: WALLET_LABELS.income })}</option>
        </SelectField>
        {errors.wallet?.message && (
          <p id={walletErrorId} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
            {errors.wallet.message}
          </p>
        )}
      </div>
      <AmountField
        signed
        label={t('cmb.amountField')}
        hint={t('cmb.amountHint')}
        {...field('amount', SIGNED_AMOUNT_INPUT)}
      />
      <BalancePreview member={member} wallet={wallet} amount={amount} />
      <TextAreaField label={t('cmb.reason')} maxLength={500} {...field('reason')} />
      <div>
        <SelectField
          label={t('cmb.kind')}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={errors.kind ? kindErrorId : undefined}
          {...register('kind')}
        >
          <option value="correction">{t('cmb.correction')}</option>
          <option value="bonus">{t('cmb.bonusOption')}</option>
        </SelectField>
        {errors.kind?.message && (
          <p id={kindErrorId} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
            {errors.kind.message}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
