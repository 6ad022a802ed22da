import type { TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { TextField } from '../ui/text-field';

// "Two-factor sign-in" of /settings and of the console's Security page: the same steps, each side with its own calls.

/** One of the side's writes, as its mutation hook answers it: a refusal throws, and the side's toast shows why. */
interface PanelWrite<Variables, Answer> {
  mutateAsync: (variables: Variables) => Promise<Answer>;
  isPending: boolean;
}

export interface TwoFactorPanelProps {
  /** The side's status query, as its query hook answers it. */
  status: { data: TwoFactorStatus | undefined; isPending: boolean };
  setup: PanelWrite<void, TwoFactorSetup>;
  /** Answers the recovery codes. */
  enable: PanelWrite<{ code: string }, { data: { recoveryCodes: string[] } }>;
  disable: PanelWrite<{ code: string }, unknown>;
  /** A member's code also confirms withdrawals and transfers; an operator's only signs in. */
  confirmsMoneyMoves: boolean;
}

const SIX_DIGITS = /^\d{6}$/;

function CodeForm(props: {
  label: string;
  hint: string;
  submitLabel: string;
  isPending: boolean;
  pattern: RegExp;
  onSubmit: (code: string) => Promise<unknown>;
  variant?: 'primary' | 'danger';
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!props.pattern.test(typed)) {
      setError(props.hint);
      return;
    }
    setError(undefined);
    try {
      await props.onSubmit(typed);
      setCode('');
    } catch {
      // The toast says why.
    }
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <TextField
        label={props.label}
        autoComplete="one-time-code"
        maxLength={20}
        hint={props.hint}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant={props.variant ?? 'primary'} loading={props.isPending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

function download(codes: string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function TwoFactorPanel({ setup, enable, disable, confirmsMoneyMoves, ...props }: TwoFactorPanelProps) {
  const { data: status, isPending: isLoading } = props.status;
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { t } = useT();

  if (recoveryCodes) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-300">{t('twoFactor.saveCodes')}</p>
        <ul aria-label={t('twoFactor.codes')} className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-100">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded-lg bg-slate-950/60 px-3 py-2">
              {code}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <CopyButton
            text={recoveryCodes.join('\n')}
            copiedMessage={t('twoFactor.copied')}
            failedMessage={t('twoFactor.copyFailed')}
            label={t('twoFactor.copyLabel')}
          >
            {t('twoFactor.copy')}
          </CopyButton>
          <Button variant="secondary" onClick={() => download(recoveryCodes)}>
            {t('twoFactor.download')}
          </Button>
          <Button onClick={() => setRecoveryCodes(null)}>{t('twoFactor.saved')}</Button>
        </div>
      </div>
    );
  }

  if (isLoading || !status) return <p className="text-sm text-slate-400">{t('common.loading')}…</p>;

  if (status.enabled) {
    return (
      <div>
        <p className="text-sm text-slate-300">
          {t(confirmsMoneyMoves ? 'twoFactor.onMember' : 'twoFactor.on', { count: status.recoveryCodesLeft })}
        </p>
        {status.required ? (
          <p className="mt-3 text-sm text-slate-400">{t('twoFactor.requiredOn')}</p>
        ) : (
          <CodeForm
            label={t('twoFactor.disableLabel')}
            hint={t('twoFactor.disableHint')}
            submitLabel={t('twoFactor.disable')}
            variant="danger"
            pattern={/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/}
            isPending={disable.isPending}
            onSubmit={(code) => disable.mutateAsync({ code })}
          />
        )}
      </div>
    );
  }

  if (pending) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-300">{t('twoFactor.scan')}</p>
        <div className="inline-block rounded-xl bg-white p-3">
          <QRCodeSVG value={pending.otpauthUrl} size={176} aria-label={t('twoFactor.qr')} />
        </div>
        <p className="text-sm text-slate-400">
          {t('twoFactor.key')}{' '}
          <code data-testid="totp-secret" className="break-all font-mono text-slate-100">
            {pending.secret}
          </code>
        </p>
        <CodeForm
          label={t('twoFactor.setupCodeLabel')}
          hint={t('twoFactor.setupCodeHint')}
          submitLabel={t('twoFactor.enable')}
          pattern={SIX_DIGITS}
          isPending={enable.isPending}
          onSubmit={async (code) => {
            setRecoveryCodes((await enable.mutateAsync({ code })).data.recoveryCodes);
            setPending(null);
          }}
        />
      </div>
    );
  }

  return (
    <div>
      <p className="text-sm text-slate-300">{t(confirmsMoneyMoves ? 'twoFactor.offMember' : 'twoFactor.off')}</p>
      {status.required && (
        <p role="alert" className="mt-2 text-sm font-medium text-amber-300">
          {t('twoFactor.required')}
        </p>
      )}
      <Button
        className="mt-4"
        loading={setup.isPending}
        onClick={async () => {
          try {
            setPending(await setup.mutateAsync());
          } catch {
            // The toast says why.
          }
        }}
      >
        {t('twoFactor.setup')}
      </Button>
    </div>
  );
}
