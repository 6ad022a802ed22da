import { type ActionCodeFrom, type AddressBook, MSG, OTP_LENGTH, type SavedAddress } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddressBookCard, useDeleteAddress, useSaveAddress, useSetOnlySaved } from '../api/saved-addresses';
import { WITHDRAWAL_ADDRESSES_TEXTS } from '../withdrawal-addresses-texts';

/** A padlock, on a 24-unit grid. */
const LOCK_ICON = 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9.5h-13z';

/**
 * /settings: "Withdrawal addresses" (docs/product.md#address-book). The saved addresses with their lock, removing one
 * (an inline confirming press), adding one and the "withdraw only to saved addresses" switch, each of these two
 * confirmed like a withdrawal: the first step asks the server for a code (mailed, or the authenticator's), the
 * second sends it. The fields are checked by the contract's rules, fetched on a form's first check (../validation.ts),
 * so the page carries no zod; the server's refusals show in the card. Members and vendors alike (the routes are
 * twins).
 */
export function WithdrawalAddressesCard() {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const book = useAddressBookCard();
  return (
    <TitledCard titleId="withdrawal-addresses-title" title={t('wad.title')}>
      <p className="mt-2 text-sm text-slate-400">{t('wad.description')}</p>
      {book.isPending ? (
        <p className="mt-3 text-sm text-slate-400">{t('wad.loading')}</p>
      ) : book.data ? (
        <>
          <AddressList docs={book.data.docs} />
          <AddAddress />
          <OnlySavedSwitch book={book.data} />
        </>
      ) : (
        <>
          <Refusal error={book.error} />
          <Button variant="secondary" className="mt-4" onClick={() => void book.refetch()}>
            {t('wad.retry')}
          </Button>
        </>
      )}
    </TitledCard>
  );
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

/** Whether `iso` has passed, turning true when it does while the card shows: a lock ends without a reload. */
function useHasPassed(iso: string): boolean {
  const at = new Date(iso).getTime();
  const [passed, setPassed] = useState(() => at <= Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    setPassed(wait <= 0);
    if (wait <= 0) return;
    // setTimeout's longest wait is about 24.8 days; a longer lock is looked at again then.
    const timer = setTimeout(() => setPassed(at <= Date.now()), Math.min(wait + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

type Remove = ReturnType<typeof useDeleteAddress>;

function AddressList({ docs }: { docs: SavedAddress[] }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const remove = useDeleteAddress();
  if (docs.length === 0) return <p className="mt-4 text-sm text-slate-300">{t('wad.empty')}</p>;
  return (
    <>
      <ul aria-label={t('wad.list')} className="mt-3 divide-y divide-slate-800">
        {docs.map((entry) => (
          <AddressRow key={entry._id} entry={entry} remove={remove} />
        ))}
      </ul>
      <Refusal error={remove.error} />
    </>
  );
}

function AddressRow({ entry, remove }: { entry: SavedAddress; remove: Remove }) {
  const { t, tx } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const usable = useHasPassed(entry.usableFrom);
  const [confirming, setConfirming] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const labelId = useId();

  // The button that replaced the pressed one takes the focus: the confirming one, or "Remove" again on "Cancel".
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttons.current?.querySelector<HTMLButtonElement>(confirming ? 'button[data-confirm]' : 'button')?.focus();
  }, [confirming]);

  const confirm = (next: boolean) => {
    moveFocus.current = true;
    remove.reset();
    setConfirming(next);
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span id={labelId} translate="no" className="break-words font-medium text-slate-100">
            {entry.label}
          </span>
          {!usable && (
            <Badge tone="amber">
              <StrokeIcon path={LOCK_ICON} className="mr-1 size-3.5" size={14} strokeWidth="2" />
              {t('wad.locked')}
            </Badge>
          )}
        </p>
        <p translate="no" className="mt-1 break-all font-mono text-sm text-slate-300">
          {entry.address}
        </p>
        <p className={`mt-1 text-sm ${usable ? 'text-teal-300' : 'text-amber-200'}`}>
          {usable ? t('wad.usableNow') : tx('wad.usableFrom', { when: <DateTime value={entry.usableFrom} /> })}
        </p>
      </div>
      <div ref={buttons} className="flex shrink-0 flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              data-confirm
              variant="danger"
              loading={remove.isPending && remove.variables === entry._id}
              onClick={() => remove.mutate(entry._id)}
            >
              {t('wad.removeConfirm', { label: entry.label })}
            </Button>
            <Button variant="secondary" onClick={() => confirm(false)}>
              {t('wad.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" aria-describedby={labelId} onClick={() => confirm(true)}>
            {t('wad.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Add an address", which opens the form in its place; the form closed (saved or cancelled), it takes the focus back. */
function AddAddress() {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const closed = useRef(false);

  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    area.current?.querySelector('button')?.focus();
  }, [open]);

  return (
    <div ref={area}>
      {open ? (
        <AddressForm
          onClose={() => {
            closed.current = true;
            setOpen(false);
          }}
        />
      ) : (
        <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('wad.add')}
        </Button>
      )}
    </div>
  );
}

/** The field of a code the server asked for: its label says where the code comes from. */
function codeFieldProps(codeFrom: ActionCodeFrom, t: (key: 'wad.codeApp' | 'wad.codeEmail') => string) {
  return {
    label: codeFrom === 'authenticator' ? t('wad.codeApp') : t('wad.codeEmail'),
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: OTP_LENGTH,
  } as const;
}

/**
 * Name and address, "Send code" (step 1: the server mails a code, or asks the authenticator's); then the code,
 * "Save address" (step 2). The code is for that address only, so the address cannot change in step 2.
 */
function AddressForm({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const save = useSaveAddress();
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | null>(null);
  // Which step's rules the next check applies: the code is required once the server has asked for it.
  const codeStep = useRef(false);
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () =>
      import('../validation').then((schemas) =>
        codeStep.current ? schemas.savedAddressCodeForm : schemas.savedAddressForm,
      ),
    { defaultValues: { label: '', address: '' } },
  );

  useEffect(() => {
    setFocus(codeFrom ? 'code' : 'label');
  }, [codeFrom, setFocus]);

  const submit = handleSubmit((body) => {
    if (codeStep.current) {
      save.mutate(body, { onSuccess: onClose });
      return;
    }
    save.mutate(body, {
      onSuccess: (answer) => {
        codeStep.current = true;
        setCodeFrom(answer.codeFrom ?? 'email');
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField label={t('wad.name')} maxLength={40} autoComplete="off" translate="no" {...field('label')} />
      <TextField
        label={t('wad.address')}
        placeholder="0x…"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        translate="no"
        className="[&_input]:font-mono"
        readOnly={codeFrom !== null}
        {...field('address')}
      />
      {codeFrom && <TextField {...codeFieldProps(codeFrom, t)} {...field('code')} />}
      <Refusal error={save.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          {codeFrom ? t('wad.save') : t('wad.sendCode')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('wad.cancel')}
        </Button>
      </div>
    </form>
  );
}

type SetOnlySaved = ReturnType<typeof useSetOnlySaved>;

/**
 * "Withdraw only to saved addresses": a switch showing the setting (on, or off; turned off it still holds until
 * `onlySavedUntil`). Changing it asks for a code at once and shows its field under it; switching back, or "Cancel",
 * drops the change.
 */
function OnlySavedSwitch({ book }: { book: AddressBook }) {
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
