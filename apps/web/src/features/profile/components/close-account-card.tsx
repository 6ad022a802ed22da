import { MSG, microsToUsdt } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { useCloseAccount } from '../api/close-account';
import { useTwoFactorStatus } from '../api/two-factor';
import { CLOSE_ACCOUNT_TEXTS } from '../close-account-texts';
import { useBalanceToGiveUp } from '../lib/balance-to-give-up';

/**
 * /settings, last: "Close my account" (docs/product.md#closing-an-account). What goes, what stays and why, then an
 * inline form behind a button: the password, the authenticator's code when two-factor is on, and a checkbox. Members
 * only: an operator closes a vendor.
 */
export function CloseAccountCard() {
  const { isMember } = useSession();
  const { t } = useTexts(CLOSE_ACCOUNT_TEXTS);
  const [open, setOpen] = useState(false);
  if (!isMember) return null;
  return (
    <TitledCard titleId="close-account-title" title={t('cac.title')}>
      <div className="mt-2 space-y-2 text-sm text-slate-400">
        <p>{t('cac.erased')}</p>
        <p>{t('cac.kept')}</p>
        <p>{t('cac.conditions')}</p>
      </div>
      {open ? (
        <CloseAccountForm onCancel={() => setOpen(false)} />
      ) : (
        <Button variant="danger" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('cac.start')}
        </Button>
      )}
    </TitledCard>
  );
}

function CloseAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTexts(CLOSE_ACCOUNT_TEXTS);
  const close = useCloseAccount();
  const twoFactor = useTwoFactorStatus();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const toGiveUp = useBalanceToGiveUp();
  const [givingUp, setGivingUp] = useState(false);
  // Set by the first press: from then on each field left empty says so under itself, both at once.
  const [tried, setTried] = useState(false);
  const withCode = twoFactor.data?.enabled === true;
  const form = useRef<HTMLFormElement>(null);

  // The button that opened the form is gone: the password, its first field, takes the focus.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!understood || password === '' || (toGiveUp && !givingUp)) return;
    close.mutate({ password, ...(withCode ? { code } : {}), ...(toGiveUp ? { giveUpBalance: true } : {}) });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-4 space-y-4">
      <PasswordField
        label={t('cac.password')}
        autoComplete="current-password"
        value={password}
        error={tried && password === '' ? translateMessage(MSG.oldPasswordRequired) : undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      {withCode && (
        <TextField
          label={t('cac.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      {toGiveUp && (
        <CheckboxField
          label={t('cac.giveUp', { amount: usdt(microsToUsdt(toGiveUp.micros)), minimum: usdt(toGiveUp.minimum) })}
          checked={givingUp}
          error={
            tried && !givingUp ? t('cac.giveUpRequired', { amount: usdt(microsToUsdt(toGiveUp.micros)) }) : undefined
          }
          onChange={(event) => setGivingUp(event.target.checked)}
        />
      )}
      <CheckboxField
        label={t('cac.understand')}
        checked={understood}
        error={tried && !understood ? t('cac.understandRequired') : undefined}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      {close.error && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {errorMessage(close.error)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" loading={close.isPending}>
          {t('cac.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cac.cancel')}
        </Button>
      </div>
    </form>
  );
}
