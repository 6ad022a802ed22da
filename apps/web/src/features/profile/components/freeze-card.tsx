import { type FreezeState, MSG } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFreeze, useFreezeState, useUnfreeze } from '../api/freeze';
import { useTwoFactorStatus } from '../api/two-factor';
import { FREEZE_TEXTS } from '../freeze-texts';

type Freeze = ReturnType<typeof useFreeze>;

/**
 * /settings: "Freeze my account" (docs/product.md#freezing-your-account). Not frozen: what a freeze does and one
 * button, no password (it can only protect the money). Frozen: since when, and an inline form to lift it (the
 * password, and the authenticator's code when two-factor is on). Being lifted: when it lifts, and "Keep it frozen",
 * which freezes again and so cancels the lift. Members and vendors alike (the routes are twins).
 */
export function FreezeCard() {
  const state = useFreezeState();
  const freeze = useFreeze();
  const { t } = useTexts(FREEZE_TEXTS);
  return (
    <TitledCard titleId="freeze-title" title={t('frz.title')}>
      <FreezeBody state={state} freeze={freeze} />
    </TitledCard>
  );
}

function FreezeBody({ state, freeze }: { state: ReturnType<typeof useFreezeState>; freeze: Freeze }) {
  const { t } = useTexts(FREEZE_TEXTS);
  if (state.isPending) return <p className="mt-3 text-sm text-slate-400">{t('frz.loading')}</p>;
  if (!state.data) {
    return (
      <>
        <Refusal error={state.error} />
        <Button variant="secondary" className="mt-4" onClick={() => void state.refetch()}>
          {t('frz.retry')}
        </Button>
      </>
    );
  }
  if (!state.data.frozen) return <NotFrozen freeze={freeze} />;
  if (state.data.unfreezeAt) return <Lifting unfreezeAt={state.data.unfreezeAt} freeze={freeze} />;
  return <Frozen frozenAt={state.data.frozenAt} />;
}

/** A refusal or a failed read, in the card itself, where it stays readable once a toast has gone. */
function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
      {errorMessage(error)}
    </p>
  );
}

function NotFrozen({ freeze }: { freeze: Freeze }) {
  const { t } = useTexts(FREEZE_TEXTS);
  return (
    <>
      <p className="mt-2 text-sm text-slate-400">{t('frz.description')}</p>
      <Refusal error={freeze.error} />
      <Button variant="danger" className="mt-4" loading={freeze.isPending} onClick={() => freeze.mutate()}>
        {t('frz.freeze')}
      </Button>
    </>
  );
}

function Lifting({ unfreezeAt, freeze }: { unfreezeAt: string; freeze: Freeze }) {
  const { t, tx } = useTexts(FREEZE_TEXTS);
  return (
    <>
      <p className="mt-3 text-sm font-medium text-amber-200">
        {tx('frz.lifting', { when: <DateTime value={unfreezeAt} /> })}
      </p>
      <p className="mt-1 text-sm text-slate-400">{t('frz.liftingNote')}</p>
      <Refusal error={freeze.error} />
      <Button className="mt-4" loading={freeze.isPending} onClick={() => freeze.mutate()}>
        {t('frz.keep')}
      </Button>
    </>
  );
}

function Frozen({ frozenAt }: { frozenAt: FreezeState['frozenAt'] }) {
  const { t, tx } = useTexts(FREEZE_TEXTS);
  const [open, setOpen] = useState(false);
  const liftArea = useRef<HTMLDivElement>(null);
  const closedByCancel = useRef(false);

  // The button the form replaced takes the focus back when the form is cancelled, so a keyboard stays in the card.
  useEffect(() => {
    if (open || !closedByCancel.current) return;
    closedByCancel.current = false;
    liftArea.current?.querySelector('button')?.focus();
  }, [open]);

  return (
    <>
      <p className="mt-3 text-sm font-medium text-amber-200">
        {frozenAt ? tx('frz.frozenSince', { when: <DateTime value={frozenAt} /> }) : t('frz.frozen')}
      </p>
      <p className="mt-1 text-sm text-slate-400">{t('frz.frozenNote')}</p>
      <div ref={liftArea}>
        {open ? (
          <LiftForm
            onCancel={() => {
              closedByCancel.current = true;
              setOpen(false);
            }}
          />
        ) : (
          <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
            {t('frz.lift')}
          </Button>
        )}
      </div>
    </>
  );
}

function LiftForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTexts(FREEZE_TEXTS);
  const unfreeze = useUnfreeze();
  const twoFactor = useTwoFactorStatus();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const withCode = twoFactor.data?.enabled === true;
  // The contract's own words for what is missing, shown in the chosen language by the field.
  const passwordError = submitted && !password ? MSG.oldPasswordRequired : undefined;
  const codeError = submitted && withCode && !code.trim() ? MSG.twoFactorCodeRequired : undefined;

  useEffect(() => passwordField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!password) {
      passwordField.current?.focus();
      return;
    }
    if (withCode && !code.trim()) {
      codeField.current?.focus();
      return;
    }
    unfreeze.mutate({ password, ...(withCode ? { code: code.trim() } : {}) });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <PasswordField
        ref={passwordField}
        label={t('frz.password')}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      {withCode && (
        <TextField
          ref={codeField}
          label={t('frz.code')}
          hint={t('frz.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <p className="text-sm text-slate-400">{t('frz.liftNote')}</p>
      <Refusal error={unfreeze.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={unfreeze.isPending} disabled={twoFactor.isPending}>
          {t('frz.liftSubmit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('frz.cancel')}
        </Button>
      </div>
    </form>
  );
}
