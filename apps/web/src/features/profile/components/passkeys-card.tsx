import type { PasskeyRow } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useWebAuthnSupport } from '@app/web-kit/lib/passkey-browser';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useId, useRef, useState } from 'react';
import { usePasskeys } from '../../../api/get-passkeys';
import { useDeletePasskey } from '../api/passkeys';
import { PASSKEYS_TEXTS } from '../passkeys-texts';
import { AddPasskey } from './add-passkey';
import { useSecurityProof } from './security-proof';

/**
 * /settings: "Passkeys" (docs/product.md#passkeys). The member's passkeys (name, when added, when last used),
 * removing one with an inline confirming press, and "Add a passkey": the password, the browser's prompt, then a name.
 * A browser that cannot use passkeys is told so, and offered no way to add one; the list and its removals still work.
 * The server's refusals show in the card. Members and vendors alike (the routes are twins).
 */
export function PasskeysCard() {
  const { t } = useTexts(PASSKEYS_TEXTS);
  const passkeys = usePasskeys();
  const isSupported = useWebAuthnSupport();
  return (
    <TitledCard titleId="passkeys-title" title={t('psk.title')}>
      <p className="mt-2 text-sm text-slate-400">{t('psk.description')}</p>
      {passkeys.isPending ? (
        <p className="mt-3 text-sm text-slate-400">{t('psk.loading')}</p>
      ) : passkeys.data ? (
        <>
          <PasskeyList docs={passkeys.data.docs} />
          {isSupported === false && <p className="mt-4 text-sm text-amber-200">{t('psk.unsupported')}</p>}
          {isSupported && <AddPasskey />}
        </>
      ) : (
        <>
          <Refusal error={passkeys.error} />
          <Button variant="secondary" className="mt-4" onClick={() => void passkeys.refetch()}>
            {t('psk.retry')}
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

type Remove = ReturnType<typeof useDeletePasskey>;

function PasskeyList({ docs }: { docs: PasskeyRow[] }) {
  const { t } = useTexts(PASSKEYS_TEXTS);
  const remove = useDeletePasskey();
  if (docs.length === 0) return <p className="mt-4 text-sm text-slate-300">{t('psk.empty')}</p>;
  return (
    <>
      <ul aria-label={t('psk.list')} className="mt-3 divide-y divide-slate-800">
        {docs.map((passkey) => (
          <PasskeyItem key={passkey._id} passkey={passkey} remove={remove} />
        ))}
      </ul>
      <Refusal error={remove.error} />
    </>
  );
}

function PasskeyItem({ passkey, remove }: { passkey: PasskeyRow; remove: Remove }) {
  const { t, tx } = useTexts(PASSKEYS_TEXTS);
  const [confirming, setConfirming] = useState(false);
  const proof = useSecurityProof('passkeys');
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
    proof.reset();
    setConfirming(next);
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p id={labelId} translate="no" className="break-words font-medium text-slate-100">
          {passkey.name}
        </p>
        <p className="mt-1 text-sm text-slate-400">
          {tx('psk.added', { when: <DateTime value={passkey.createdAt} /> })}
        </p>
        <p className="mt-1 text-sm text-slate-400">
          {passkey.lastUsedAt
            ? tx('psk.lastUsed', { when: <DateTime value={passkey.lastUsedAt} /> })
            : t('psk.neverUsed')}
        </p>
        {confirming && <div className="mt-3">{proof.fields}</div>}
      </div>
      <div ref={buttons} className="flex shrink-0 flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              data-confirm
              variant="danger"
              loading={remove.isPending && remove.variables?.id === passkey._id}
              onClick={() => {
                if (proof.check()) remove.mutate({ id: passkey._id, proof: proof.proof });
              }}
            >
              {t('psk.removeConfirm', { name: passkey.name })}
            </Button>
            <Button variant="secondary" onClick={() => confirm(false)}>
              {t('psk.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" aria-describedby={labelId} onClick={() => confirm(true)}>
            {t('psk.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
