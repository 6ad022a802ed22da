import type { ActionCodeFrom, AddressBook, SavedAddress } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { type FormEvent, useState } from 'react';
import { useAddressBook, useDeleteAddress, useSaveAddress, useSetOnlySaved } from '../api/saved-addresses';
import { WITHDRAWAL_ADDRESSES_TEXTS } from '../withdrawal-addresses-texts';

/**
 * /settings: "Withdrawal addresses" (docs/product.md#address-book). The saved addresses with their lock, removing one,
 * adding one and the "withdraw only to saved addresses" switch, each change confirmed like a withdrawal: the first
 * press asks the server for a code (mailed, or the authenticator's), the second sends it. The server's rules and
 * messages decide; a refusal is shown in the card. Members and vendors alike (the routes are twins).
 */
export function WithdrawalAddressesCard() {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const book = useAddressBook();
  return (
    <TitledCard titleId="withdrawal-addresses-title" title={t('wad.title')}>
      <p className="mt-2 text-sm text-slate-400">{t('wad.description')}</p>
      {book.isPending ? (
        <p className="mt-3 text-sm text-slate-400">{t('wad.loading')}</p>
      ) : book.data ? (
        <>
          <AddressList book={book.data} />
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

function AddressList({ book }: { book: AddressBook }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const remove = useDeleteAddress();
  if (book.docs.length === 0) return <p className="mt-3 text-sm text-slate-300">{t('wad.empty')}</p>;
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-800">
        {book.docs.map((entry) => (
          <AddressRow key={entry._id} entry={entry} onRemove={() => remove.mutate(entry._id)} busy={remove.isPending} />
        ))}
      </ul>
      <Refusal error={remove.error} />
    </>
  );
}

function AddressRow({ entry, onRemove, busy }: { entry: SavedAddress; onRemove: () => void; busy: boolean }) {
  const { t, tx } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const [confirming, setConfirming] = useState(false);
  const locked = new Date(entry.usableFrom).getTime() > Date.now();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-100">{entry.label}</p>
        <p translate="no" className="break-all font-mono text-sm text-slate-300">
          {entry.address}
        </p>
        <p className={`text-sm ${locked ? 'text-amber-200' : 'text-teal-300'}`}>
          {locked ? tx('wad.usableFrom', { when: <DateTime value={entry.usableFrom} /> }) : t('wad.usableNow')}
        </p>
      </div>
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="danger" loading={busy} onClick={onRemove}>
            {t('wad.removeConfirm', { label: entry.label })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('wad.cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('wad.remove')}
        </Button>
      )}
    </li>
  );
}

/** The code step a change asked for: where its code comes from, and a field for it. */
function CodeField({
  codeFrom,
  value,
  onChange,
}: {
  codeFrom: ActionCodeFrom;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  return (
    <TextField
      label={codeFrom === 'authenticator' ? t('wad.codeApp') : t('wad.codeEmail')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function AddAddress() {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const save = useSaveAddress();
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | null>(null);

  const close = () => {
    setOpen(false);
    setLabel('');
    setAddress('');
    setCode('');
    setCodeFrom(null);
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeFrom) {
      save.mutate({ label, address }, { onSuccess: (answer) => setCodeFrom(answer.codeFrom ?? 'email') });
      return;
    }
    save.mutate({ label, address, code }, { onSuccess: close });
  };

  if (!open) {
    return (
      <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('wad.add')}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField label={t('wad.name')} maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} />
      <TextField
        label={t('wad.address')}
        translate="no"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        readOnly={codeFrom !== null}
      />
      {codeFrom && <CodeField codeFrom={codeFrom} value={code} onChange={setCode} />}
      <Refusal error={save.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          {codeFrom ? t('wad.save') : t('wad.sendCode')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('wad.cancel')}
        </Button>
      </div>
    </form>
  );
}

function OnlySavedSwitch({ book }: { book: AddressBook }) {
  const { t, tx } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const change = useSetOnlySaved();
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | null>(null);
  const [code, setCode] = useState('');
  // Turned off but still holding: what it can become is on again (which cancels the wait).
  const turnOn = !book.onlySaved || book.onlySavedUntil !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeFrom) {
      change.mutate({ on: turnOn }, { onSuccess: (answer) => setCodeFrom(answer.codeFrom ?? 'email') });
      return;
    }
    change.mutate(
      { on: turnOn, code },
      {
        onSuccess: () => {
          setCodeFrom(null);
          setCode('');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-3 border-t border-slate-800 pt-4">
      <p className="font-medium text-slate-100">{t('wad.only')}</p>
      <p className={`text-sm ${book.onlySaved ? 'text-teal-300' : 'text-slate-400'}`}>
        {book.onlySaved ? t('wad.onlyOn') : t('wad.onlyOff')}
      </p>
      {book.onlySavedUntil && (
        <p className="text-sm text-amber-200">
          {tx('wad.onlyUntil', { when: <DateTime value={book.onlySavedUntil} /> })}
        </p>
      )}
      {codeFrom && <CodeField codeFrom={codeFrom} value={code} onChange={setCode} />}
      <Refusal error={change.error} />
      <Button type="submit" variant={turnOn ? 'primary' : 'secondary'} loading={change.isPending}>
        {codeFrom ? t('wad.confirm') : turnOn ? t('wad.turnOn') : t('wad.turnOff')}
      </Button>
    </form>
  );
}
