import {
  type ActionCodeFrom,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  type SavedAddress,
  type transferOtpForm,
  type WithdrawalRow,
  type WithdrawalWallet,
  type withdrawalOtpForm,
} from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, shortenHash, usdt } from '@app/web-kit/lib/format';
import { passkeyPromptIssue, useWebAuthnSupport } from '@app/web-kit/lib/passkey-browser';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useAddressBook } from '../../../api/get-address-book';
import { usePasskeys } from '../../../api/get-passkeys';
import { type CodeProof, type PasskeyRequest, signRequestWithPasskey } from '../api/passkey-confirm';
import { WITHDRAWAL_TEXTS } from '../texts';

/** Where the two-step forms say which step the member is on. */
export function StepLabel({ step, codeFrom }: { step: 1 | 2; codeFrom?: ActionCodeFrom | undefined }) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const key = step === 1 ? 'wd.stepDetails' : codeFrom === 'authenticator' ? 'wd.stepAuthenticator' : 'wd.stepEmail';
  return (
    <p className="text-sm font-medium text-teal-300" aria-live="polite">
      {t(key, { step: formatNumber(step) })}
    </p>
  );
}

/** The code field of step 2: the e-mailed OTP, or the authenticator's code when two-factor is on. */
function codeFieldText(codeFrom: ActionCodeFrom | undefined) {
  return codeFrom === 'authenticator'
    ? {
        label: textOf(WITHDRAWAL_TEXTS, 'wd.authenticatorCode'),
        hint: textOf(WITHDRAWAL_TEXTS, 'wd.authenticatorHint'),
      }
    : { label: 'OTP', hint: textOf(WITHDRAWAL_TEXTS, 'wd.otpHint', { minutes: formatNumber(OTP_TTL_SECONDS / 60) }) };
}

export interface PayoutAddressFieldProps extends UseFormRegisterReturn<'address'> {
  error?: string | undefined;
  /** The member's saved USDT address (from /settingNew), offered with one click; null when none. */
  savedAddress: string | null;
  onUseSaved: (address: string) => void;
}

/**
 * The BEP-20 address a withdrawal is paid to, in both withdrawal forms. With "withdraw only to saved addresses"
 * holding (docs/product.md#address-book), the address book's addresses are offered above it instead of the USDT
 * address: the server refuses any other.
 */
export function PayoutAddressField({ error, savedAddress, onUseSaved, ...registration }: PayoutAddressFieldProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const book = useAddressBook().data;
  const onlySaved = book?.onlySaved === true;
  return (
    <>
      {onlySaved && <OnlySavedNote docs={book.docs} onChoose={onUseSaved} />}
      <TextField
        label={t('wd.address')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="0x…"
        className="[&_input]:font-mono"
        error={error}
        {...registration}
      />
      {!onlySaved && savedAddress && (
        <button
          type="button"
          onClick={() => onUseSaved(savedAddress)}
          className="-mt-2 min-h-10 rounded-lg px-1 text-sm font-medium text-teal-300 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {t('wd.useSaved')} <span className="font-mono">{shortenHash(savedAddress)}</span>
        </button>
      )}
    </>
  );
}

/** "You withdraw only to saved addresses", and each of them as a button that fills the address in. */
function OnlySavedNote({ docs, onChoose }: { docs: SavedAddress[]; onChoose: (address: string) => void }) {
  const { t, tx } = useTexts(WITHDRAWAL_TEXTS);
  const noteId = useId();
  const now = Date.now();
  return (
    <div className="rounded-xl border border-teal-400/30 bg-teal-400/5 px-4 py-3 text-sm">
      <p id={noteId} className="font-medium text-teal-200">
        {t('wd.onlySaved')}
      </p>
      {docs.length > 0 && (
        <ul aria-labelledby={noteId} className="mt-2 grid gap-2 sm:grid-cols-2">
          {docs.map((doc) => (
            <li key={doc._id}>
              <button
                type="button"
                onClick={() => onChoose(doc.address)}
                className="min-h-11 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-left hover:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
              >
                <span translate="no" className="block break-words font-medium text-slate-100">
                  {doc.label}
                </span>
                <span translate="no" className="block font-mono text-xs text-slate-300">
                  {shortenHash(doc.address)}
                </span>
                {new Date(doc.usableFrom).getTime() > now && (
                  <span className="block text-xs text-amber-200">
                    {tx('wd.usableFrom', { when: <DateTime value={doc.usableFrom} /> })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-slate-400">
        {tx('wd.manageSaved', {
          link: (
            <Link
              to="/settings"
              className="font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
            >
              {t('wd.settings')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

/** What the member can send from the Flexible wallet, above the withdrawal and transfer forms. */
export function AvailableBalance({ amount, wallet = 'flexible' }: { amount: number; wallet?: WithdrawalWallet }) {
  const { tx } = useTexts(WITHDRAWAL_TEXTS);
  return (
    <p className="mt-1 text-sm text-slate-300">
      {tx(wallet === 'electronic' ? 'wd.availableElectronic' : 'wd.available', {
        amount: <strong className="text-teal-200 tabular-nums">{usdt(amount)}</strong>,
      })}
    </p>
  );
}

interface CodeConfirmProps {
  /** What the code confirms, shown again above its field: the stored request as the server keeps it. */
  summary: ReactNode;
  /** The confirming button's words, the flow's own ("Submit", "Confirm transfer"). */
  submitLabel: string;
  /** The flow's code schema from the contract, fetched on the form's first check. */
  loadSchema: () => Promise<typeof withdrawalOtpForm | typeof transferOtpForm>;
  isSubmitting: boolean;
  /** Settles when the verify has its answer: until then another Submit sends nothing. */
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  onBack: () => void;
  /** Where the code comes from (the request's answer): the e-mail or, with two-factor on, the authenticator app. */
  codeFrom?: ActionCodeFrom | undefined;
  /** The request a passkey may confirm in place of the code, for a member who has one. */
  passkeyRequest: PasskeyRequest;
}

/**
 * Step 2 of the withdrawal, capital withdrawal and transfer forms: the request again, the code, Confirm and Back; for
 * a member with a passkey (in a browser that can use it), "Confirm with a passkey" beside the code. The verify moves
 * money, so a double click or a second Enter while it runs sends one request, by either way (lib/single-flight.ts);
 * a refused code or signature is reported by the flow's mutation and leaves the code in the field to correct.
 */
export function CodeConfirm({
  summary,
  submitLabel,
  loadSchema,
  isSubmitting,
  onSubmit,
  onBack,
  codeFrom,
  passkeyRequest,
}: CodeConfirmProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const codeText = codeFieldText(codeFrom);
  const { busy, run } = useSingleFlight();
  const { handleSubmit, field } = useSchemaForm(loadSchema, { defaultValues: { otp: '' } });
  const isSupported = useWebAuthnSupport();
  const hasPasskey = (usePasskeys({ enabled: isSupported === true }).data?.docs.length ?? 0) > 0;
  // What stopped the passkey before the verify (the challenge refused, the prompt closed); the verify's own refusals
  // are the flow's, as a code's are.
  const [passkeyError, setPasskeyError] = useState<unknown>(null);

  const confirmWithPasskey = () =>
    void run(async () => {
      setPasskeyError(null);
      let passkey: Awaited<ReturnType<typeof signRequestWithPasskey>>;
      try {
        passkey = await signRequestWithPasskey(passkeyRequest);
      } catch (error) {
        setPasskeyError(error);
        return;
      }
      await onSubmit({ passkey });
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run(handleSubmit(({ otp }) => onSubmit({ otp })));
      }}
      className="space-y-4"
    >
      {summary}
      <TextField
        label={codeText.label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        hint={codeText.hint}
        {...field('otp')}
      />
      {isSupported && hasPasskey && (
        <div className="space-y-2">
          <Button variant="secondary" loading={busy || isSubmitting} onClick={confirmWithPasskey}>
            {t('wd.passkeyConfirm')}
          </Button>
          <PasskeyIssue error={passkeyError} />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" once loading={busy || isSubmitting} className="sm:min-w-40">
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('wd.back')}
        </Button>
      </div>
    </form>
  );
}

/** Why the passkey did not confirm: the server's refusal of its challenge, or the browser's prompt, calmly if closed. */
function PasskeyIssue({ error }: { error: unknown }) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  if (!error) return null;
  const issue = passkeyPromptIssue(error);
  if (issue === 'cancelled') {
    return (
      <p role="status" className="text-sm text-slate-300">
        {t('wd.passkeyCancelled')}
      </p>
    );
  }
  return (
    <p role="alert" className="text-sm font-medium text-rose-300">
      {issue ? t('wd.passkeyFailed') : errorMessage(error)}
    </p>
  );
}

interface OtpConfirmProps {
  /** The stored request: what will reach the address, and where, shown again before the member commits. */
  request: WithdrawalRow;
  isSubmitting: boolean;
  /** Settles when the verify has its answer: until then another Submit sends nothing. */
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  onBack: () => void;
  /** The income form shows the amount again in step 2 (docs/product.md#withdrawals); the capital form does not. */
  showAmount?: boolean;
  /** Where the code comes from (the request's answer): the e-mail or, with two-factor on, the authenticator app. */
  codeFrom?: ActionCodeFrom | undefined;
}

/** Step 2 of both withdrawal forms: what the address receives after the charge, and where. */
export function OtpConfirm({ request, isSubmitting, onSubmit, onBack, showAmount = false, codeFrom }: OtpConfirmProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  return (
    <CodeConfirm
      summary={
        <>
          {showAmount && <TextField label={t('wd.amount')} value={usdt(request.requestPayment)} readOnly />}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm">
            <dt className="text-slate-400">{t('wd.charged')}</dt>
            <dd className="text-right text-slate-200 tabular-nums">{usdt(request.charge)}</dd>
            <dt className="text-slate-400">{t('wd.youReceive')}</dt>
            <dd className="text-right font-semibold text-teal-200 tabular-nums">{usdt(request.netAmount)}</dd>
            <dt className="text-slate-400">{t('wd.to')}</dt>
            <dd className="text-right font-mono text-slate-200" title={request.address}>
              {shortenHash(request.address)}
            </dd>
          </dl>
        </>
      }
      submitLabel={t('wd.submit')}
      loadSchema={() => import('../validation').then((schemas) => schemas.withdrawalOtpForm)}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onBack={onBack}
      codeFrom={codeFrom}
      passkeyRequest={{ purpose: 'withdrawal', _id: request._id }}
    />
  );
}
