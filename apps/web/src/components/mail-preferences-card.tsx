import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@app/contract';
import { Card } from '@app/web-kit/components/ui/card';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

const KIND_LABELS: Record<OptionalMailKind, UiKey> = {
  'deposit-approved': 'mailPrefs.kind.deposit-approved',
  'deposit-rejected': 'mailPrefs.kind.deposit-rejected',
  'withdrawal-paid': 'mailPrefs.kind.withdrawal-paid',
  'withdrawal-rejected': 'mailPrefs.kind.withdrawal-rejected',
  'rank-reached': 'mailPrefs.kind.rank-reached',
  'referral-joined': 'mailPrefs.kind.referral-joined',
  'income-digest': 'mailPrefs.kind.income-digest',
  'ticket-answered': 'mailPrefs.kind.ticket-answered',
};

/** /settings "E-mail notifications": a box per kind a member may stop by mail; each change is saved at once. */
export function MailPreferencesCard() {
  const { t } = useT();
  const { data, isPending, isError, refetch } = useMailPreferences();
  const save = useSaveMailPreferences();
  const mailOff = save.isPending && save.variables ? save.variables : (data?.mailOff ?? []);
  const toggle = (kind: OptionalMailKind, mailed: boolean) =>
    save.mutate(mailed ? mailOff.filter((each) => each !== kind) : [...mailOff, kind]);

  return (
    <Card>
      <LabelledSection titleId="mail-preferences-title" title={t('mailPrefs.title')}>
        <p className="mt-1 text-sm text-slate-400">{t('mailPrefs.note')}</p>
        {isError && !data && <LoadError what={t('mailPrefs.what')} onRetry={() => void refetch()} />}
        <fieldset
          className="mt-4 grid gap-1 sm:grid-cols-2"
          disabled={isPending || save.isPending}
          aria-busy={isPending}
        >
          <legend className="sr-only">{t('mailPrefs.legend')}</legend>
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
              {t(KIND_LABELS[kind])}
            </label>
          ))}
        </fieldset>
      </LabelledSection>
    </Card>
  );
}
