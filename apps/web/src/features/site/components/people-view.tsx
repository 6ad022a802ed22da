import type { CompanyPerson } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { PeoplePage } from '@app/web-kit/lib/site-content/types';
import { SITE_TEXTS } from '../texts';
import { SitePageFrame } from './site-page-frame';

/**
 * The people the operator named in the company settings, by name (kept as written) and role (in the reader's
 * language when the owner wrote it); no section at all while none is named, and no stand-in faces or initials
 * (docs/product.md#site, decision 030).
 */
function CompanyPeople({ people }: { people: readonly CompanyPerson[] }) {
  const { t, locale } = useTexts(SITE_TEXTS);
  return (
    <LabelledSection
      titleId="company-people"
      title={t('site.people')}
      titleClassName="mb-4 text-xl font-semibold text-slate-50"
      className="mb-10"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={`${person.name} ${person.role}`} className={`${PANEL} p-6`}>
            <p translate="no" className="text-lg font-semibold text-slate-50">
              {person.name}
            </p>
            {/* The role the owner wrote in the reader's language, else the English one. */}
            <p className="text-sm font-medium text-teal-200">
              {(locale !== 'en' && person.roles?.[locale]) || person.role}
            </p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

export function PeopleView({ page }: { page: PeoplePage }) {
  const { t } = useTexts(SITE_TEXTS);
  const people = usePublicSettings().data?.companyPeople ?? [];
  return (
    <SitePageFrame page={page}>
      {people.length > 0 && <CompanyPeople people={people} />}
      <section aria-label={t('site.roles')}>
        {people.length > 0 && <h2 className="mb-4 text-xl font-semibold text-slate-50">{t('site.roles')}</h2>}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.people.map((role) => (
            <li key={role.name} className={`${PANEL} p-6`}>
              <h3 className="text-lg font-semibold text-slate-50">{role.name}</h3>
              <p className="text-sm font-medium text-teal-200">{role.role}</p>
              <p className="mt-3 text-slate-300">{role.bio}</p>
            </li>
          ))}
        </ul>
      </section>
    </SitePageFrame>
  );
}
