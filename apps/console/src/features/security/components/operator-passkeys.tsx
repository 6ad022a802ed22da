import { useSecurityProofFields } from '@app/web-kit/components/security-proof/security-proof-fields';
import { Button } from '@app/web-kit/components/ui/button';
import { Card } from '@app/web-kit/components/ui/card';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { passkeyPromptIssue, useWebAuthnSupport } from '@app/web-kit/lib/passkey-browser';
import { errorMessage } from '@app/web-kit/lib/toast';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../kit/components/form-alert';
import { useAddOperatorPasskey, useOperatorPasskeys, useRemoveOperatorPasskey } from '../api/operator-passkeys';
import { sendOperatorSecurityCode, useOperatorTwoFactorStatus } from '../api/operator-two-factor';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

/**
 * The operator's own passkeys on /admin/security (docs/product.md#passkeys): each with when it was added and last
 * used, removing one (a second, confirming press with the password and the second factor), adding one with the
 * password and the second factor, the browser's prompt and a name.
 */
export function OperatorPasskeys() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const passkeys = useOperatorPasskeys();
  const isSupported = useWebAuthnSupport();
  return (
    <Card aria-labelledby="operator-passkeys">
      <h2 id="operator-passkeys" className="text-lg font-semibold text-slate-50">
        {t('csec.passkeys')}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{t('csec.passkeysDescription')}</p>
      {passkeys.isPending ? (
        <p className="mt-3 text-sm text-slate-400">{t('csec.passkeysLoading')}</p>
      ) : passkeys.isError ? (
        <LoadError what={t('csec.passkeysThe')} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.docs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-300">{t('csec.passkeysEmpty')}</p>
      ) : (
        <ul aria-label={t('csec.passkeys')} className="mt-3 divide-y divide-slate-800">
          {passkeys.data.docs.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} />
          ))}
        </ul>
      )}
      {isSupported === false ? (
        <p className="mt-4 text-sm text-slate-300">{t('csec.passkeysUnsupported')}</p>
      ) : isSupported ? (
        <AddPasskey />
      ) : null}
    </Card>
  );
}

type Passkey = { _id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** The operator's own proof, asked by adding and removing a passkey (docs/decisions/046-no-way-around-the-second-person.md). */
function useProof() {
  const usesAuthenticator = useOperatorTwoFactorStatus().data?.enabled === true;
  return useSecurityProofFields({ usesAuthenticator, sendCode: () => sendOperatorSecurityCode('passkeys') });
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const remove = useRemoveOperatorPasskey();
  const [confirming, setConfirming] = useState(false);
  const proof = useProof();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p translate="no" className="font-medium break-words text-slate-100">
          {passkey.name}
        </p>
        <p className="text-sm text-slate-400">
          {t('csec.passkeyAdded', { when: formatDateTime(passkey.createdAt) })} ·{' '}
          {passkey.lastUsedAt
            ? t('csec.passkeyLastUsed', { when: formatDateTime(passkey.lastUsedAt) })
            : t('csec.passkeyNeverUsed')}
        </p>
        <FormAlert message={remove.error ? errorMessage(remove.error) : null} />
        {confirming && <div className="mt-3">{proof.fields}</div>}
      </div>
      <div className="flex shrink-0 gap-2 sm:self-end">
        {confirming ? (
          <>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (proof.check()) remove.mutate({ id: passkey._id, proof: proof.proof });
              }}
            >
              {t('csec.passkeyRemoveConfirm', { name: passkey.name })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                proof.reset();
              }}
            >
              {t('csec.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('csec.passkeyRemove')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AddPasskey() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const add = useAddOperatorPasskey();
  const [open, setOpen] = useState(false);
  const proof = useProof();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('csec.passkeyAdd')}
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    proof.reset();
    setName('');
    setTried(false);
    add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const proven = proof.check();
    if (!proven || !name.trim()) return;
    add.mutate({ proof: proof.proof, name: name.trim() }, { onSuccess: close });
  };
  const issue = add.error ? passkeyPromptIssue(add.error) : null;
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {proof.fields}
      <TextField
        label={t('csec.passkeyName')}
        hint={t('csec.passkeyNameHint')}
        maxLength={40}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={tried && !name.trim() ? t('csec.passkeyNameRequired') : undefined}
      />
      {issue === 'cancelled' ? (
        <p role="status" className="text-sm text-slate-300">
          {t('csec.passkeyCancelled')}
        </p>
      ) : (
        <FormAlert
          message={
            add.error
              ? issue === 'exists'
                ? t('csec.passkeyExists')
                : issue
                  ? t('csec.passkeyFailed')
                  : errorMessage(add.error)
              : null
          }
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={add.isPending}>
          {t('csec.passkeySave')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('csec.cancel')}
        </Button>
      </div>
    </form>
  );
}
