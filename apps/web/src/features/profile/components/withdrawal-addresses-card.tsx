import type { ActionCodeFrom, SavedAddress, SavedReceiver } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  useAddressBookCard,
  useDeleteAddress,
  useDeleteReceiver,
  useSaveAddress,
  useSaveReceiver,
} from '../api/saved-addresses';
import { WITHDRAWAL_ADDRESSES_TEXTS } from '../withdrawal-addresses-texts';
import { codeFieldProps, Refusal, useHasPassed } from './address-book-parts';
import { OnlySavedSwitch } from './only-saved-switch';

/** A padlock, on a 24-unit grid. */
const LOCK_ICON = 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9.5h-13z';

/**
 * /settings: "Withdrawal addresses" (docs/product.md#address-book). The saved addresses and transfer receivers with
 * their lock, removing one (an inline confirming press), adding one and the "withdraw only to saved addresses"
 * switch, each confirmed like a withdrawal: the first step asks the server for a code (mailed, or the
 * authenticator's), the second sends it. The fields are checked by the contract's rules, fetched on a form's first
 * check (../validation.ts), so the page carries no zod; the server's refusals show in the card. Members and vendors
 * alike (the routes are twins).
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
          <AddEntry kind="address" />
          <h3 className="mt-6 border-t border-slate-800 pt-4 font-medium text-slate-100">{t('wad.receivers')}</h3>
          <p className="mt-1 text-sm text-slate-400">{t('wad.receiversAbout')}</p>
          <ReceiverList receivers={book.data.receivers} />
          <AddEntry kind="receiver" />
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

type Remove = ReturnType<typeof useDeleteAddress>;

function AddressList({ docs }: { docs: SavedAddress[] }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const remove = useDeleteAddress();
  if (docs.length === 0) return <p className="mt-4 text-sm text-slate-300">{t('wad.empty')}</p>;
  return (
    <>
      <ul aria-label={t('wad.list')} className="mt-3 divide-y divide-slate-800">
        {docs.map((entry) => (
          <SavedRow key={entry._id} entry={entry} remove={remove}>
            <span translate="no" className="break-all font-mono">
              {entry.address}
            </span>
          </SavedRow>
        ))}
      </ul>
      <Refusal error={remove.error} />
    </>
  );
}

function ReceiverList({ receivers }: { receivers: SavedReceiver[] }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const remove = useDeleteReceiver();
  if (receivers.length === 0) return <p className="mt-3 text-sm text-slate-300">{t('wad.noReceivers')}</p>;
  return (
    <>
      <ul aria-label={t('wad.receivers')} className="mt-3 divide-y divide-slate-800">
        {receivers.map((entry) => (
          <SavedRow key={entry._id} entry={entry} remove={remove}>
            {/* The receiver's own chosen name, shown only as a name beside the UID. */}
            <span className="font-mono">{entry.uid}</span> · {entry.fullName}
          </SavedRow>
        ))}
      </ul>
      <Refusal error={remove.error} />
    </>
  );
}

/** One saved address or receiver: its name, what it is (`children`), its lock, and "Remove" with a confirming press. */
function SavedRow({
  entry,
  remove,
  children,
}: {
  entry: { _id: string; label: string; usableFrom: string };
  remove: Remove;
  children: ReactNode;
}) {
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
        <p translate="no" className="mt-1 text-sm text-slate-300">
          {children}
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

type EntryKind = 'address' | 'receiver';

/** "Add an address" or "Add a receiver", which opens the form in its place; closed, it takes the focus back. */
function AddEntry({ kind }: { kind: EntryKind }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const closed = useRef(false);

  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    area.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    closed.current = true;
    setOpen(false);
  };
  return (
    <div ref={area}>
      {open ? (
        kind === 'address' ? (
          <AddressForm onClose={close} />
        ) : (
          <ReceiverForm onClose={close} />
        )
      ) : (
        <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
          {kind === 'address' ? t('wad.add') : t('wad.addReceiver')}
        </Button>
      )}
    </div>
  );
}

/**
 * The two steps of saving, shared by both forms: "Send code" (step 1: the server mails a code, or asks the
 * authenticator's); then the code, "Save" (step 2). The code is for that entry only, so it cannot change in step 2.
 */
function useTwoSteps<B>(
  save: { mutate: (body: B, options: { onSuccess: (answer: { codeFrom?: ActionCodeFrom }) => void }) => void },
  onClose: () => void,
) {
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | null>(null);
  // Which step's rules the next check applies: the code is required once the server has asked for it.
  const codeStep = useRef(false);
  const send = (body: B) => {
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
  };
  return { codeFrom, codeStep, send };
}

function FormButtons({
  saving,
  codeFrom,
  save,
  onClose,
}: {
  saving: boolean;
  codeFrom: ActionCodeFrom | null;
  save: string;
  onClose: () => void;
}) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" loading={saving}>
        {codeFrom ? save : t('wad.sendCode')}
      </Button>
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('wad.cancel')}
      </Button>
    </div>
  );
}

const CODE_LIKE = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  translate: 'no',
} as const;

/** Name and address, then the code. */
function AddressForm({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const save = useSaveAddress();
  const steps = useTwoSteps(save, onClose);
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () =>
      import('../validation').then((schemas) =>
        steps.codeStep.current ? schemas.savedAddressCodeForm : schemas.savedAddressForm,
      ),
    { defaultValues: { label: '', address: '' } },
  );
  useEffect(() => {
    setFocus(steps.codeFrom ? 'code' : 'label');
  }, [steps.codeFrom, setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(steps.send)} className="mt-4 space-y-4">
      <TextField label={t('wad.name')} maxLength={40} autoComplete="off" translate="no" {...field('label')} />
      <TextField
        label={t('wad.address')}
        placeholder="0x…"
        {...CODE_LIKE}
        className="[&_input]:font-mono"
        readOnly={steps.codeFrom !== null}
        {...field('address')}
      />
      {steps.codeFrom && <TextField {...codeFieldProps(steps.codeFrom, t)} {...field('code')} />}
      <Refusal error={save.error} />
      <FormButtons saving={save.isPending} codeFrom={steps.codeFrom} save={t('wad.save')} onClose={onClose} />
    </form>
  );
}

/** Name and the member's UID, then the code. */
function ReceiverForm({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(WITHDRAWAL_ADDRESSES_TEXTS);
  const save = useSaveReceiver();
  const steps = useTwoSteps(save, onClose);
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () =>
      import('../validation').then((schemas) =>
        steps.codeStep.current ? schemas.savedReceiverCodeForm : schemas.savedReceiverForm,
      ),
    { defaultValues: { label: '', receiverId: '' } },
  );
  useEffect(() => {
    setFocus(steps.codeFrom ? 'code' : 'label');
  }, [steps.codeFrom, setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(steps.send)} className="mt-4 space-y-4">
      <TextField label={t('wad.name')} maxLength={40} autoComplete="off" translate="no" {...field('label')} />
      <TextField
        label={t('wad.receiverUid')}
        {...CODE_LIKE}
        className="[&_input]:font-mono"
        readOnly={steps.codeFrom !== null}
        {...field('receiverId')}
      />
      {steps.codeFrom && <TextField {...codeFieldProps(steps.codeFrom, t)} {...field('code')} />}
      <Refusal error={save.error} />
      <FormButtons saving={save.isPending} codeFrom={steps.codeFrom} save={t('wad.saveReceiver')} onClose={onClose} />
    </form>
  );
}
