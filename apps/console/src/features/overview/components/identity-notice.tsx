import type { PublicSettings } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

const IDENTITY_FIELDS = ['companyAddress', 'companyEmail', 'companyPeople'] as const;

/** The identity settings a fresh install leaves empty and the public pages then leave out (decision 030). */
export function missingIdentity(settings: PublicSettings): (typeof IDENTITY_FIELDS)[number][] {
  return IDENTITY_FIELDS.filter((key) => settings[key].length === 0);
}

/** Asks an owner, at the top of the overview, to fill in what the public pages cannot show until they do. */
export function IdentityNotice() {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const mayEdit = useOperatorAccess().mayCall('adminSettingsUpdate');
  // The identity is public: the same settings the public pages read, so the notice and the pages agree.
  const { data: settings } = usePublicSettings();
  if (!mayEdit || !settings) return null;
  const missing = missingIdentity(settings);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="identity-notice"
      className="flex flex-col gap-3 rounded-2xl border border-amber-400/40 bg-amber-400/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="identity-notice" className="font-semibold text-amber-100">
          {t('cov.identityTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-200">
          {t('cov.identityText', { missing: missing.map((key) => t(`cov.identity.${key}`)).join(', ') })}
        </p>
      </div>
      <Link to="/admin/settings" className={buttonClasses('primary', 'shrink-0')}>
        {t('cov.identityLink')}
      </Link>
    </section>
  );
}
