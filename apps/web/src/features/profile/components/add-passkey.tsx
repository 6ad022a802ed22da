import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { type PasskeyAttestation, passkeyPromptIssue } from '@app/web-kit/lib/passkey-browser';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAddPasskey, useMakePasskey } from '../api/passkeys';
import { PASSKEYS_TEXTS } from '../passkeys-texts';
import { useSecurityProof } from './security-proof';

/** The device a passkey is made on, as its first name: the system's own name, the same in every language. */
export function deviceName(userAgent: string): string | null {
  const systems: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'Chromebook'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ];
  return systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** "Add a passkey", which opens the steps in its place; closed (saved or cancelled), it takes the focus back. */
export function AddPasskey() {
  const { t } = useTexts(PASSKEYS_TEXTS);
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
        <AddSteps
          onClose={() => {
            closed.current = true;
            setOpen(false);
          }}
        />
      ) : (
        <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('psk.add')}
        </Button>
      )}
    </div>
  );
}

/** The password (step 1, then the browser's prompt), then the name of the passkey the browser made (step 2). */
function AddSteps({ onClose }: { onClose: () => void }) {
  const [credential, setCredential] = useState<PasskeyAttestation | null>(null);
  return credential ? (
    <NameForm credential={credential} onClose={onClose} />
  ) : (
    <PasswordForm onMade={setCredential} onClose={onClose} />
  );
}

/**
 * What stopped the passkey being made: the server's refusal (a wrong password) as it words it, or the browser's
 * prompt in the card's words. A prompt the member closed is no error, and reads calmly.
 */
function MakeIssue({ error }: { error: unknown }) {
  const { t } = useTexts(PASSKEYS_TEXTS);
  if (!error) return null;
  const issue = passkeyPromptIssue(error);
  if (issue === 'cancelled') {
    return (
      <p role="status" className="mt-3 text-sm text-slate-300">
        {t('psk.cancelled')}
      </p>
    );
  }
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
      {issue === 'exists' ? t('psk.exists') : issue === 'failed' ? t('psk.failed') : errorMessage(error)}
    </p>
  );
}

function PasswordForm({ onMade, onClose }: { onMade: (credential: PasskeyAttestation) => void; onClose: () => void }) {
  const { t } = useTexts(PASSKEYS_TEXTS);
  const make = useMakePasskey();
  const proof = useSecurityProof('passkeys');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (proof.check()) make.mutate(proof.proof, { onSuccess: onMade });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-4 space-y-4">
      <p className="text-sm text-slate-300">{t('psk.passwordNote')}</p>
      {proof.fields}
      <MakeIssue error={make.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={make.isPending}>
          {t('psk.continue')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('psk.cancel')}
        </Button>
      </div>
    </form>
  );
}

function NameForm({ credential, onClose }: { credential: PasskeyAttestation; onClose: () => void }) {
  const { t } = useTexts(PASSKEYS_TEXTS);
  const add = useAddPasskey();
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.passkeyNameForm),
    { defaultValues: { name: deviceName(navigator.userAgent) ?? t('psk.defaultName') } },
  );

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  const submit = handleSubmit(({ name }) => add.mutate({ name, credential }, { onSuccess: onClose }));

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <p className="text-sm text-slate-300">{t('psk.nameNote')}</p>
      <TextField
        label={t('psk.name')}
        hint={t('psk.nameHint')}
        maxLength={40}
        autoComplete="off"
        translate="no"
        {...field('name')}
      />
      <MakeIssue error={add.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={add.isPending}>
          {t('psk.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('psk.cancel')}
        </Button>
      </div>
    </form>
  );
}
