import { MSG, type TwoFactorSetup, type TwoFactorStatus } from '@app/contract';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { translateMessage } from '../../i18n/current';
import { useT } from '../../i18n/use-t';
import { type SecurityProof, useSecurityProofFields } from '../security-proof/security-proof-fields';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { PasswordField } from '../ui/password-field';
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
  /** Asks the password and the mailed code (docs/decisions/046-no-way-around-the-second-person.md). */
  setup: PanelWrite<SecurityProof, TwoFactorSetup>;
  /** Mails the code the set-up asks. */
  sendCode: () => Promise<unknown>;
  /** Answers the recovery codes. */
  enable: PanelWrite<{ code: string }, { data: { recoveryCodes: string[] } }>;
  disable: PanelWrite<{ code: string; password: string }, unknown>;
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
  onSubmit: (code: string, password: string) => Promise<unknown>;
  variant?: 'primary' | 'danger';
  /** Turning it off asks the password beside the code. */
  askPassword?: boolean;
}) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    const missingPassword = props.askPassword && !password;
    setPasswordError(missingPassword ? translateMessage(MSG.oldPasswordRequired) : undefined);
    if (!props.pattern.test(typed)) {
      setError(props.hint);
      return;
    }
    setError(undefined);
    if (missingPassword) return;
    try {
      await props.onSubmit(typed, password);
      setCode('');
      setPassword('');
    } catch {
      // The toast says why.
    }
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      {props.askPassword && (
        <PasswordField
          label={t('twoFactor.disablePassword')}
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
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

/** Before the secret is made: the password and the mailed code, so a session alone cannot put its own app on. */
function SetupProof({
  setup,
  sendCode,
  onCancel,
  onReady,
}: {
  setup: TwoFactorPanelProps['setup'];
  sendCode: () => Promise<unknown>;
  onCancel: () => void;
  onReady: (pending: TwoFactorSetup) => void;
}) {
  const { t } = useT();
  const proof = useSecurityProofFields({ usesAuthenticator: false, sendCode });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!proof.check()) return;
    try {
      onReady(await setup.mutateAsync(proof.proof));
    } catch {
      // The toast says why.
    }
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {proof.fields}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={setup.isPending}>
          {t('security.continue')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorPanel({
  setup,
  sendCode,
  enable,
  disable,
  confirmsMoneyMoves,
  ...props
}: TwoFactorPanelProps) {
  const { data: status, isPending: isLoading } = props.status;
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [proving, setProving] = useState(false);
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
            askPassword
            onSubmit={(code, password) => disable.mutateAsync({ code, password })}
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
      {proving ? (
        <SetupProof
          setup={setup}
          sendCode={sendCode}
          onCancel={() => setProving(false)}
          onReady={(ready) => {
            setProving(false);
            setPending(ready);
          }}
        />
      ) : (
        <Button className="mt-4" onClick={() => setProving(true)}>
          {t('twoFactor.setup')}
        </Button>
      )}
    </div>
  );
}
