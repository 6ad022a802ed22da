import { NOTIFICATION_KIND_LABELS, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@app/contract';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';
import { Card } from './ui/card';
import { LoadError } from './ui/load-error';

/** /settings "E-mail notifications": a box per kind a member may stop by mail; each change is saved at once. */
export function MailPreferencesCard() {
  const { data, isPending, isError, refetch } = useMailPreferences();
  const save = useSaveMailPreferences();
  const mailOff = save.isPending && save.variables ? save.variables : (data?.mailOff ?? []);
  const toggle = (kind: OptionalMailKind, mailed: boolean) =>
    save.mutate(mailed ? mailOff.filter((each) => each !== kind) : [...mailOff, kind]);

  return (
    <Card>
      <section aria-labelledby="mail-preferences-title">
        <h2 id="mail-preferences-title" className="text-lg font-semibold text-slate-50">
          E-mail notifications
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Choose what we e-mail you. Your notifications still show under the bell. Password and USDT address changes are
          always e-mailed.
        </p>
        {isError && !data && <LoadError what="your e-mail choices" onRetry={() => void refetch()} />}
        <fieldset
          className="mt-4 grid gap-1 sm:grid-cols-2"
          disabled={isPending || save.isPending}
          aria-busy={isPending}
        >
          <legend className="sr-only">E-mail me about</legend>
          {OPTIONAL_MAIL_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-slate-200 hover:bg-slate-800/60"
            >
              <input
                type="checkbox"
                className="size-5 accent-teal-400"
                checked={!isPending && !mailOff.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      </section>
    </Card>
  );
}
