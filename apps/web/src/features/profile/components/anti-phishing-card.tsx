import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useEffect, useRef, useState } from 'react';
import { ANTI_PHISHING_TEXTS } from '../anti-phishing-texts';
import { useAntiPhishingCode, useSaveAntiPhishingCode } from '../api/anti-phishing';
import { useSecurityProof } from './security-proof';

/**
 * /settings: "Anti-phishing code" (docs/product.md#anti-phishing-code). What the code is for, then either a field to
 * choose one or the code as mails show it, with "Change" (the same field, filled in) and "Remove code". The rule
 * (4 to 20 letters or digits) is the contract's schema, fetched on the form's first check (../validation.ts), so
 * the page carries no zod. Members and vendors alike (the routes are twins).
 */
export function AntiPhishingCard() {
  const { t } = useTexts(ANTI_PHISHING_TEXTS);
  return (
    <TitledCard titleId="anti-phishing-title" title={t('aph.title')}>
      <p className="mt-2 text-sm text-slate-400">{t('aph.description')}</p>
      <AntiPhishingBody />
    </TitledCard>
  );
}

type Save = ReturnType<typeof useSaveAntiPhishingCode>;

function AntiPhishingBody() {
  const { t } = useTexts(ANTI_PHISHING_TEXTS);
  const state = useAntiPhishingCode();
  const save = useSaveAntiPhishingCode();
  if (state.isPending) return <p className="mt-3 text-sm text-slate-400">{t('aph.loading')}</p>;
  if (!state.data) {
    return (
      <>
        <Refusal error={state.error} />
        <Button variant="secondary" className="mt-4" onClick={() => void state.refetch()}>
          {t('aph.retry')}
        </Button>
      </>
    );
  }
  // After the member's own save or removal the view changes, and the focus moves into the new one rather than
  // being lost with the button that was pressed; never when the card first shows.
  return state.data.code ? (
    <CodeSet code={state.data.code} save={save} takeFocus={save.isSuccess} />
  ) : (
    <CodeForm save={save} takeFocus={save.isSuccess} />
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

function CodeSet({ code, save, takeFocus }: { code: string; save: Save; takeFocus: boolean }) {
  const { t, tx } = useTexts(ANTI_PHISHING_TEXTS);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const proof = useSecurityProof('anti-phishing');
  const buttons = useRef<HTMLDivElement>(null);
  const focusChange = useRef(takeFocus);

  // "Change" takes the focus when the form closes (cancelled or saved), so a keyboard stays in the card.
  useEffect(() => {
    if (open || !focusChange.current) return;
    focusChange.current = false;
    buttons.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    focusChange.current = true;
    setOpen(false);
  };

  return (
    <>
      <p className="mt-3 text-sm text-slate-200">
        {tx('aph.current', {
          code: (
            <span
              translate="no"
              className="inline-block break-all rounded-md border border-teal-400/40 bg-teal-400/10 px-2 py-0.5 font-mono text-base font-semibold text-teal-200"
            >
              {code}
            </span>
          ),
        })}
      </p>
      {open ? (
        <CodeForm initial={code} save={save} takeFocus onDone={close} />
      ) : (
        <>
          <Refusal error={save.error} />
          {removing && <div className="mt-4">{proof.fields}</div>}
          <div ref={buttons} className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button
              variant="secondary"
              aria-expanded={false}
              onClick={() => {
                save.reset();
                setOpen(true);
              }}
            >
              {t('aph.change')}
            </Button>
            <Button
              variant="danger"
              loading={save.isPending}
              onClick={() => {
                // The first press asks who you are; the second, with the proof, removes it.
                if (!removing) {
                  save.reset();
                  setRemoving(true);
                  return;
                }
                if (proof.check()) save.mutate({ code: '', ...proof.proof });
              }}
            >
              {t('aph.remove')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/**
 * The field to choose a code. With `onDone`, the change of a code set: filled in with it, and closed by "Cancel" or
 * once saved.
 */
function CodeForm({
  initial = '',
  save,
  takeFocus,
  onDone,
}: {
  initial?: string;
  save: Save;
  takeFocus: boolean;
  onDone?: () => void;
}) {
  const { t } = useTexts(ANTI_PHISHING_TEXTS);
  const { handleSubmit, setFocus, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.antiPhishingCodeForm),
    { defaultValues: { code: initial } },
  );
  const proof = useSecurityProof('anti-phishing');
  const focusOnShow = useRef(takeFocus);

  useEffect(() => {
    if (focusOnShow.current) setFocus('code', { shouldSelect: true });
  }, [setFocus]);

  const submit = handleSubmit((body) => {
    if (proof.check()) save.mutate({ ...body, ...proof.proof }, { onSuccess: () => onDone?.() });
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label={t('aph.field')}
        hint={t('aph.hint')}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        translate="no"
        {...field('code')}
      />
      {proof.fields}
      <Refusal error={save.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          {t('aph.save')}
        </Button>
        {onDone && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              save.reset();
              onDone();
            }}
          >
            {t('aph.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
