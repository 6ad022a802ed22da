import { type ActionCodeFrom, type AddressBook, MSG } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useEffect, useId, useRef, useState } from 'react';
import { useSetOnlySaved } from '../api/saved-addresses';
import { WITHDRAWAL_ADDRESSES_TEXTS } from '../withdrawal-addresses-texts';
import { codeFieldProps, Refusal } from './address-book-parts';

type SetOnlySaved = ReturnType<typeof useSetOnlySaved>;

/**
 * "Withdraw only to saved addresses": a switch showing the setting (on, or off; turned off it still holds until
 * `onlySavedUntil`). Changing it asks for a code at once and shows its field under it; switching back, or "Cancel",
 * drops the change.
 */
export function OnlySavedSwitch({ book }: { book: AddressBook }) {
  const { t, tx } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const change = useSetOnlySaved();
  // The change under way: what the switch is to become, and where its code comes from once the server asked.
  const [target, setTarget] = useState<boolean | null>(null);
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const stateId = useId();
  const setOn = book.onlySaved && book.onlySavedUntil === null;

  const end = () => {
    setTarget(null);
    setCodeFrom(null);
    area.current?.querySelector('input')?.focus();
  };
  const cancel = () => {
    change.reset();
    end();
  };
  const toggle = (on: boolean) => {
    if (change.isPending) return;
    if (target !== null) {
      cancel();
      return;
    }
    setTarget(on);
    change.mutate(
      { on },
      { onSuccess: (answer) => setCodeFrom(answer.codeFrom ?? 'email'), onError: () => setTarget(null) },
    );
  };

  return (
    <div ref={area} className="mt-6 border-t border-slate-800 pt-4">
      <CheckboxField
        role="switch"
        label={<span className="font-medium text-slate-100">{t('wad.only')}</span>}
        checked={target ?? setOn}
        aria-describedby={stateId}
        aria-busy={change.isPending || undefined}
        onChange={(event) => toggle(event.target.checked)}
      />
      <p id={stateId} className={`mt-2 text-sm ${book.onlySaved ? 'text-teal-300' : 'text-slate-400'}`}>
        {setOn
          ? t('wad.onlyOn')
          : book.onlySaved && book.onlySavedUntil
            ? tx('wad.onlyUntil', { when: <DateTime value={book.onlySavedUntil} /> })
            : t('wad.onlyOff')}
      </p>
      {target !== null && codeFrom ? (
        <SwitchCodeForm on={target} codeFrom={codeFrom} change={change} onDone={end} onCancel={cancel} />
      ) : (
        <Refusal error={change.error} />
      )}
    </div>
  );
}

function SwitchCodeForm({
  on,
  codeFrom,
  change,
  onDone,
  onCancel,
}: {
  on: boolean;
  codeFrom: ActionCodeFrom;
  change: SetOnlySaved;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.addressOnlyCodeForm),
    { defaultValues: { code: '' } },
  );

  // Turning it off loosens the member's own lock: the password too (docs/decisions/046-no-way-around-the-second-person.md).
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(({ code }) => {
    if (!on && !password) {
      setPasswordError(translateMessage(MSG.oldPasswordRequired));
      return;
    }
    change.mutate({ on, code, ...(on ? {} : { password }) }, { onSuccess: onDone });
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <p className="text-sm text-slate-300">{on ? t('wad.turningOn') : t('wad.turningOff')}</p>
      <TextField {...codeFieldProps(codeFrom, t)} {...field('code')} />
      {!on && (
        <PasswordField
          label={t('wad.password')}
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <Refusal error={change.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={change.isPending}>
          {t('wad.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('wad.cancel')}
        </Button>
      </div>
    </form>
  );
}
